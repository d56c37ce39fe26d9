/** @module One of the driver's rides: route, date and time, price, seats available of total, bookings and revenue. */
import type { ReactNode } from 'react';
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

export function rideStatusBadge(ride: DriverRide, upcoming: boolean) {
  if (ride.status === 'cancelled') return <Badge tone="danger">Cancelada</Badge>;
  if (ride.status === 'completed' || !upcoming) return <Badge tone="info">Concluída</Badge>;
  return <Badge tone="success">Ativa</Badge>;
}

export function DriverRideCard({ ride, badge, actions }: { ride: DriverRide; badge?: ReactNode; actions?: ReactNode }) {
  return (
    <Card as="article" aria-label={`${ride.fromAddress} → ${ride.toAddress}, ${formatDate(ride.departureDate)}`}>
      <Card.Header>
        <Title>{ride.fromAddress} → {ride.toAddress}</Title>
        {badge}
      </Card.Header>
      <Card.Body>
        <Facts>
          <dt>Data</dt>
          <dd>{formatDate(ride.departureDate)} às {ride.departureTime}</dd>
          <dt>Preço</dt>
          <dd>{formatMZN(ride.priceCents)} por lugar</dd>
          <dt>Lugares</dt>
          <dd>{ride.seatsAvailable} disponíveis de {ride.seatsTotal}</dd>
          <dt>Vendidos</dt>
          <dd>{ride.seatsSold}</dd>
          <dt>Por pagar</dt>
          <dd>{ride.seatsHeld}</dd>
          <dt>Receita</dt>
          <dd>{formatMZN(ride.revenueCents)}</dd>
        </Facts>
      </Card.Body>
      {actions ? <Card.Footer>{actions}</Card.Footer> : null}
    </Card>
  );
}
