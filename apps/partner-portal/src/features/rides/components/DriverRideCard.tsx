/** @module One of the driver's rides: route, date and time, price, seats available of total, bookings and revenue. */
import { Fragment, type ReactNode } from 'react';
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

/** A ride's facts as label: value pairs (texts translated with `t`): the card's and the offers list's columns. */
export function rideFacts(t: TFunction) {
  return [
    { id: 'date', label: t('Data'), value: (ride: DriverRide) => t('{{date}} às {{time}}', { date: formatDate(ride.departureDate), time: ride.departureTime }) },
    { id: 'price', label: t('Preço'), value: (ride: DriverRide) => t('{{price}} por lugar', { price: formatMZN(ride.priceCents) }) },
    {
      id: 'seats',
      label: t('Lugares'),
      value: (ride: DriverRide) => t('{{available}} disponíveis de {{total}}', { available: ride.seatsAvailable, total: ride.seatsTotal }),
    },
    { id: 'sold', label: t('Vendidos'), value: (ride: DriverRide) => ride.seatsSold },
    { id: 'held', label: t('Por pagar'), value: (ride: DriverRide) => ride.seatsHeld },
    { id: 'revenue', label: t('Receita'), value: (ride: DriverRide) => formatMZN(ride.revenueCents) },
  ];
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
          {rideFacts(t).map((f) => (
            <Fragment key={f.id}>
              <dt>{f.label}</dt>
              <dd>{f.value(ride)}</dd>
            </Fragment>
          ))}
        </Facts>
      </Card.Body>
      {actions ? <Card.Footer>{actions}</Card.Footer> : null}
    </Card>
  );
}
