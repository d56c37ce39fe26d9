/**
 * @module An establishment's page body (issue 4): the cover photo and a gallery (issue 11, kit Photo: its designed
 * fallback when there is none), place, rating, description, amenities,
 * the active room types with price per night, capacity, bed, size and rooms free tonight, the conditions (check-in and
 * check-out times, cancellation policy, instant booking) and the map position as coordinates (no tile server is
 * reachable), with a link to open them in a map application.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMZN, formatNumber, formatRating } from '@turismo/app-core/format';
import { Badge } from '@turismo/ui-kit/Badge';
import { Card } from '@turismo/ui-kit/Card';
import { Button } from '@turismo/ui-kit/Button';
import { Facts } from '@turismo/ui-kit/Facts';
import { Photo } from '@turismo/ui-kit/Photo';
import type { Hotel } from '../api/stays.ts';
import { PhotoLightbox } from '@turismo/ui-kit/PhotoLightbox';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};

  /* The sections after the photos (rooms, conditions, location) are below a phone's first screen: neither styled
     nor laid out until they near the viewport (issue 13), sized meanwhile as a typical section. */
  & + & {
    content-visibility: auto;
    contain-intrinsic-block-size: auto 20rem;
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
  }
`;

/**
 * A photo that opens the lightbox: a button laid over the whole photo (the photo stays an image for screen readers,
 * not a button's presentational child), with the focus ring around it.
 */
const PhotoFrame = styled.div`
  position: relative;
  & > button {
    position: absolute;
    inset: 0;
    padding: 0;
    border: 0;
    background: none;
    border-radius: ${({ theme }) => theme.radii.lg};
    cursor: zoom-in;
  }
  & > button:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const Gallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

const Room = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 160px 1fr;
  }

  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    align-content: start;
  }
`;

/** The page's column: the whole width on a phone, 3/5 of the page from a tablet on (StayScreen's layout). */
// On a phone the cover is about 88 % of the screen's width (the page's margins): a 360 px phone at twice the pixels
// takes the 640 px variant, not the 1280 px one (issue 11: about 150 KB of photos before the first scroll).
const COVER_SIZES = '(min-width: 1024px) 600px, (min-width: 768px) 60vw, 88vw';
// Two thumbnails a row on a phone (about 160 px each of a 360 px screen): the 320 px variant even at twice the pixels.
const THUMB_SIZES = '(min-width: 768px) 200px, 44vw';
/** Thumbnails shown before 'Ver todas as fotografias': a slow phone loads the cover and these only (issue 11). */
export const GALLERY_PREVIEW = 4;
const ROOM_SIZES = '(min-width: 480px) 160px, 100vw';

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const RoomTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** '25,9653° S' in pt-MZ, '25.9653° S' in English; the hemisphere letters come translated. */
const coordinate = (value: number, positive: string, negative: string) =>
  `${formatNumber(Math.abs(value), { minimumFractionDigits: 4, maximumFractionDigits: 4 })}° ${
    value >= 0 ? positive : negative
  }`;

export function EstablishmentDetails({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation();
  const [cover, ...gallery] = hotel.photos;
  const [allPhotos, setAllPhotos] = useState(false);
  const [opened, setOpened] = useState<number | null>(null);
  return (
    <div>
      <Section aria-label={t('Fotografias')}>
        {/* Issue 32: each photo opens full screen (swipe, zoom) in the kit's PhotoLightbox. */}
        {cover ? (
          <PhotoFrame>
            <Photo photo={cover} label={hotel.name} aspectRatio={16 / 9} sizes={COVER_SIZES} priority />
            <button type="button" onClick={() => setOpened(0)}
              aria-label={t('Abrir a fotografia {{n}} de {{total}}', { n: 1, total: hotel.photos.length })} />
          </PhotoFrame>
        ) : <Photo photo={cover} label={hotel.name} aspectRatio={16 / 9} sizes={COVER_SIZES} priority />}
        {gallery.length ? (
          <Gallery aria-label={t('Galeria')}>
            {(allPhotos ? gallery : gallery.slice(0, GALLERY_PREVIEW)).map((p, i) => (
              <li key={p.id}>
                <PhotoFrame>
                  <Photo photo={p} label={hotel.name} sizes={THUMB_SIZES} />
                  <button type="button" onClick={() => setOpened(i + 1)}
                    aria-label={t('Abrir a fotografia {{n}} de {{total}}', { n: i + 2, total: hotel.photos.length })} />
                </PhotoFrame>
              </li>
            ))}
          </Gallery>
        ) : null}
        <PhotoLightbox photos={hotel.photos} label={hotel.name} index={opened} onClose={() => setOpened(null)} />
        {gallery.length > GALLERY_PREVIEW && !allPhotos ? (
          <Button variant="outline" size="sm" onClick={() => setAllPhotos(true)}>
            {t('Ver todas as fotografias ({{count}})', { count: hotel.photos.length })}
          </Button>
        ) : null}
        <Tags>
          {hotel.rating !== null && hotel.reviewCount > 0 ? (
            <Badge tone="info">
              {t('★ {{rating}} ({{count}} avaliação)', { rating: formatRating(hotel.rating), count: hotel.reviewCount })}
            </Badge>
          ) : <Badge tone="neutral">{t('Sem avaliações')}</Badge>}
          {hotel.amenities.map((a) => <Badge key={a} tone="neutral">{a}</Badge>)}
        </Tags>
        {hotel.description ? <p>{hotel.description}</p> : null}
      </Section>

      <Section aria-labelledby="quartos">
        <h2 id="quartos">{t('Tipos de quarto')}</h2>
        {hotel.roomTypes.length === 0 ? <Muted>{t('Ainda não há quartos publicados.')}</Muted> : (
          <ul>
            {hotel.roomTypes.map((r) => (
              <li key={r.id}>
                <Card as="article" aria-label={r.name}>
                  <Card.Body>
                    <Room>
                      <Photo photo={r.photos[0]} label={r.name} sizes={ROOM_SIZES} />
                      <div>
                        <RoomTitle>{r.name}</RoomTitle>
                        {r.description ? <Muted>{r.description}</Muted> : null}
                        <Facts>
                          <dt>{t('Preço por noite')}</dt>
                          <dd>{formatMZN(r.pricePerNightCents)}</dd>
                          <dt>{t('Capacidade')}</dt>
                          <dd>{t('até {{count}} hóspede', { count: r.maxOccupancy })}</dd>
                          {r.bedType ? (
                            <>
                              <dt>{t('Cama')}</dt>
                              <dd>{r.bedType}</dd>
                            </>
                          ) : null}
                          {r.size ? (
                            <>
                              <dt>{t('Área')}</dt>
                              <dd>{`${r.size} m²`}</dd>
                            </>
                          ) : null}
                          <dt>{t('Livres esta noite')}</dt>
                          <dd>{t('{{free}} de {{total}}', { free: r.availableRooms, total: r.totalRooms })}</dd>
                        </Facts>
                        <Tags>
                          {r.type === 'suite' ? <Badge tone="brand">{t('Suite')}</Badge> : null}
                          {r.hasSeaView ? <Badge tone="brand">{t('Vista mar')}</Badge> : null}
                          {r.hasBalcony ? <Badge tone="neutral">{t('Varanda')}</Badge> : null}
                        </Tags>
                      </div>
                    </Room>
                  </Card.Body>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section aria-labelledby="condicoes">
        <h2 id="condicoes">{t('Condições')}</h2>
        <Facts>
          <dt>{t('Check-in')}</dt>
          <dd>{t('a partir das {{time}}', { time: hotel.conditions.checkInTime })}</dd>
          <dt>{t('Check-out')}</dt>
          <dd>{t('até às {{time}}', { time: hotel.conditions.checkOutTime })}</dd>
          <dt>{t('Cancelamento')}</dt>
          <dd data-cancellation-policy={hotel.conditions.cancellationPolicy}>
            {hotel.conditions.cancellationPolicyText}
          </dd>
          <dt>{t('Confirmação')}</dt>
          <dd>
            {hotel.conditions.instantBooking
              ? t('Imediata após o pagamento.')
              : t('O alojamento confirma a reserva após o pagamento.')}
          </dd>
        </Facts>
      </Section>

      <Section aria-labelledby="localizacao">
        <h2 id="localizacao">{t('Localização')}</h2>
        <p>{hotel.address}{hotel.place ? ` · ${hotel.place.name}, ${hotel.place.province}` : ''}</p>
        {hotel.lat !== null && hotel.lng !== null ? (
          <Muted>
            {t('Coordenadas: {{lat}}, {{lng}}', {
              lat: coordinate(hotel.lat, t('N'), t('S')),
              lng: coordinate(hotel.lng, t('E'), t('O')),
            })}{' '}
            ·{' '}
            <a href={`geo:${hotel.lat},${hotel.lng}`}>{t('Abrir na aplicação de mapas')}</a>
          </Muted>
        ) : null}
        {hotel.phone || hotel.email ? (
          <Muted>
            {t('Contacto: {{contact}}', { contact: [hotel.phone, hotel.email].filter(Boolean).join(' · ') })}
          </Muted>
        ) : null}
      </Section>
    </div>
  );
}
