/**
 * @module One search result of 'Buscar Acomodações' (spec 3 'Accommodation'): the establishment and room type, its
 * place, its photo (the room type's, else the establishment's; the kit's fallback without one), capacity, rating and reviews, price per night and the stay's total for the nights searched (before the
 * platform fee), rooms left, and the caller's action ('Reservar'), in the kit's SummaryCard (photo beside the content).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMZN, formatNumber, formatRating } from '@turismo/app-core/format';
import { Badge } from '@turismo/ui-kit/Badge';
import { Photo } from '@turismo/ui-kit/Photo';
import { SummaryCard } from '@turismo/ui-kit/SummaryCard';
import type { Accommodation } from '../api/stays.ts';
import { accommodationTypeLabel } from '../lib/stay-rules.ts';

export type AccommodationCardProps = {
  accommodation: Accommodation;
  headingLevel?: 3 | 4;
  action?: ReactNode;
};

/** A muted meta line. */
const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

export function AccommodationCard({ accommodation: a, headingLevel = 3, action }: AccommodationCardProps) {
  const { t } = useTranslation();
  const rooms = a.availableRooms;
  return (
    <SummaryCard
      aria-label={`${a.name}, ${a.roomType}`}
      data-room-type-id={a.roomTypeId}
      headingLevel={headingLevel}
      title={a.name}
      media={<Photo photo={a.photos[0]} label={a.name} sizes="(min-width: 768px) 160px, 100vw" />}
      mediaPlacement="side"
      price={a.totalPriceCents === null
        ? { centavos: a.pricePerNightCents, before: t('A partir de'), after: t('por noite') }
        : {
          centavos: a.pricePerNightCents,
          after: t('por noite · {{total}} por {{count}} noite', { total: formatMZN(a.totalPriceCents), count: a.nights }),
        }}
      actions={action}
    >
      <Meta>
        {a.roomType} · {t(accommodationTypeLabel(a.type))} · {t('até {{count}} hóspede', { count: a.capacity })}
      </Meta>
      <Meta>
        {a.location}
        {typeof a.distanceKm === 'number'
          ? ` · ${t('{{distance}} km do centro', { distance: formatNumber(a.distanceKm) })}`
          : ''}
      </Meta>
      <Badges>
        {a.rating !== null && a.reviewCount > 0 ? (
          <Badge tone="info">
            {t('★ {{rating}} ({{count}} avaliação)', { rating: formatRating(a.rating), count: a.reviewCount })}
          </Badge>
        ) : <Badge tone="neutral">{t('Sem avaliações')}</Badge>}
        {a.hasSeaView ? <Badge tone="brand">{t('Vista mar')}</Badge> : null}
        {a.freeCancellation ? <Badge tone="success">{t('Cancelamento grátis')}</Badge> : null}
        {rooms !== null && rooms <= 2 ? (
          <Badge tone="warning">{rooms === 1 ? t('Último quarto') : t('Restam {{count}} quartos', { count: rooms })}</Badge>
        ) : null}
      </Badges>
    </SummaryCard>
  );
}
