/**
 * @module One search result of 'Buscar Acomodações' (spec 3 'Accommodation'): the establishment and room type, its
 * place, its photo (the room type's, else the establishment's; the kit's fallback without one), capacity, rating and reviews, price per night and the stay's total for the nights searched (before the
 * platform fee), rooms left, and the caller's action ('Reservar').
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMZN } from '@turismo/app-core/format';
import { intlLocale } from '@turismo/app-core/i18n';
import { Badge } from '@turismo/ui-kit/Badge';
import { Card } from '@turismo/ui-kit/Card';
import { Photo } from '@turismo/ui-kit/Photo';
import type { Accommodation } from '../api/stays.ts';
import { accommodationTypeLabel } from '../lib/stay-rules.ts';

export type AccommodationCardProps = {
  accommodation: Accommodation;
  headingLevel?: 3 | 4;
  action?: ReactNode;
};

const Layout = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 160px 1fr;
  }
`;

const Facts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.brand};

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
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
    <Card as="article" aria-label={`${a.name}, ${a.roomType}`} data-room-type-id={a.roomTypeId}>
      <Card.Body>
        <Layout>
          <Photo photo={a.photos[0]} label={a.name} sizes="(min-width: 768px) 160px, 100vw" />
          <div style={{ display: 'grid', gap: '6px' }}>
            <Title as={`h${headingLevel}`}>{a.name}</Title>
            <Facts>
              {a.roomType} · {t(accommodationTypeLabel(a.type))} · {t('até {{count}} hóspede', { count: a.capacity })}
            </Facts>
            <Facts>
              {a.location}
              {typeof a.distanceKm === 'number'
                ? ` · ${t('{{distance}} km do centro', { distance: a.distanceKm.toLocaleString(intlLocale()) })}`
                : ''}
            </Facts>
            <Badges>
              {a.rating !== null && a.reviewCount > 0 ? (
                <Badge tone="info">
                  {t('★ {{rating}} ({{count}} avaliação)', { rating: a.rating.toFixed(1), count: a.reviewCount })}
                </Badge>
              ) : <Badge tone="neutral">{t('Sem avaliações')}</Badge>}
              {a.hasSeaView ? <Badge tone="brand">{t('Vista mar')}</Badge> : null}
              {a.freeCancellation ? <Badge tone="success">{t('Cancelamento grátis')}</Badge> : null}
              {rooms !== null && rooms <= 2 ? (
                <Badge tone="warning">{rooms === 1 ? t('Último quarto') : t('Restam {{count}} quartos', { count: rooms })}</Badge>
              ) : null}
            </Badges>
            <Row>
              {a.totalPriceCents === null ? (
                <Price>
                  <span>{t('A partir de')}</span> {formatMZN(a.pricePerNightCents)} <span>{t('por noite')}</span>
                </Price>
              ) : (
                <Price>
                  {formatMZN(a.pricePerNightCents)}{' '}
                  <span>
                    {t('por noite · {{total}} por {{count}} noite', {
                      total: formatMZN(a.totalPriceCents),
                      count: a.nights,
                    })}
                  </span>
                </Price>
              )}
              {action}
            </Row>
          </div>
        </Layout>
      </Card.Body>
    </Card>
  );
}
