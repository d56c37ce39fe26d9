/** @module One of the driver's rides: route, date and time, price, seats available of total, bookings and revenue. */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, formatMZN } from '@turismo/app-core/format';
import { Badge } from '@turismo/ui-kit/Badge';
import { Card } from '@turismo/ui-kit/Card';
import type { DriverRide } from '../api/driver-rides.ts';
import { Facts } from '@turismo/ui-kit/Facts';

const Title = styled.h3`
  margin: 0;
  overflow-wrap: anywhere;
`;

export function rideStatusBadge(ride: DriverRide, upcoming: boolean, t: TFunction) {
  if (ride.status === 'cancelled') return <Badge tone="danger">{t('Cancelada')}</Badge>;
  if (ride.status === 'completed' || !upcoming) return <Badge tone="info">{t('Concluída')}</Badge>;
  return <Badge tone="success">{t('Ativa')}</Badge>;
}

export function DriverRideCard({ ride, badge, actions }: { ride: DriverRide; badge?: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card as="article" aria-label={`${ride.fromAddress} → ${ride.toAddress}, ${formatDate(ride.departureDate)}`}>
      <Card.Header>
        <Title>{ride.fromAddress} → {ride.toAddress}</Title>
        {badge}
      </Card.Header>
      <Card.Body>
        <Facts>
          <dt>{t('Data')}</dt>
          <dd>{t('{{date}} às {{time}}', { date: formatDate(ride.departureDate), time: ride.departureTime })}</dd>
          <dt>{t('Preço')}</dt>
          <dd>{t('{{price}} por lugar', { price: formatMZN(ride.priceCents) })}</dd>
          <dt>{t('Lugares')}</dt>
          <dd>{t('{{available}} disponíveis de {{total}}', { available: ride.seatsAvailable, total: ride.seatsTotal })}</dd>
          <dt>{t('Vendidos')}</dt>
          <dd>{ride.seatsSold}</dd>
          <dt>{t('Por pagar')}</dt>
          <dd>{ride.seatsHeld}</dd>
          <dt>{t('Receita')}</dt>
          <dd>{formatMZN(ride.revenueCents)}</dd>
        </Facts>
      </Card.Body>
      {actions ? <Card.Footer>{actions}</Card.Footer> : null}
    </Card>
  );
}
