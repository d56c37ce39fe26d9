/**
 * @module One ride as a card (spec 2.3, 2.6): from → to, date and real departure time (DECISIONS.md 1), price per
 * seat in MZN, seats left, vehicle and driver (linked to their public profile, issue 11). The action (book, choose) comes from the caller.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatDate, formatMZN } from '@turismo/app-core/format';
import { Badge } from '@turismo/ui-kit/Badge';
import { Card } from '@turismo/ui-kit/Card';
import { vehicleLabel } from '../lib/ride-rules.ts';

/** The ride fields a card shows. */
export type RideCardRide = {
  id: string;
  fromAddress: string;
  toAddress: string;
  departureDate: string;
  departureTime: string;
  priceCents: number;
  seatsAvailable: number;
  vehicleType: string;
  driverName: string;
  /** Links the driver's name to their public profile (issue 11). */
  driverId?: string;
};

export type RideCardProps = {
  ride: RideCardRide;
  /** Heading level of the route title (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** A badge next to the title, e.g. a special offer's discount. */
  badge?: ReactNode;
  /** The card's action, e.g. a 'Reservar' link. */
  action?: ReactNode;
};

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
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

const Title = styled.span`
  overflow-wrap: anywhere;
`;

/** @example <RideCard ride={ride} action={<Button as={Link} href={`/rides/${ride.id}`}>Reservar</Button>} /> */
export function RideCard({ ride, headingLevel = 3, badge, action }: RideCardProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="article" aria-label={`${ride.fromAddress} → ${ride.toAddress}, ${formatDate(ride.departureDate)}`}>
      <Card.Header>
        <Heading style={{ margin: 0 }}>
          <Title>
            {ride.fromAddress} → {ride.toAddress}
          </Title>
        </Heading>
        {badge}
      </Card.Header>
      <Card.Body>
        <Price>
          {formatMZN(ride.priceCents)} <span>{t('por lugar')}</span>
        </Price>
        <Facts>
          <dt>{t('Data')}</dt>
          <dd>{formatDate(ride.departureDate)}</dd>
          <dt>{t('Partida')}</dt>
          <dd>{ride.departureTime}</dd>
          <dt>{t('Lugares')}</dt>
          <dd>
            <Badge tone={ride.seatsAvailable > 0 ? 'success' : 'danger'}>{t('{{count}} lugar livre', { count: ride.seatsAvailable })}</Badge>
          </dd>
          <dt>{t('Veículo')}</dt>
          <dd>{t(vehicleLabel(ride.vehicleType))}</dd>
          <dt>{t('Motorista')}</dt>
          <dd>
            {ride.driverId
              ? <Link href={`/motoristas/${ride.driverId}`}>{ride.driverName}</Link>
              : ride.driverName}
          </dd>
        </Facts>
      </Card.Body>
      {action ? <Card.Footer>{action}</Card.Footer> : null}
    </Card>
  );
}
