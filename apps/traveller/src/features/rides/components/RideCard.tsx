/**
 * @module One ride as a card (spec 2.3, 2.6): from → to, date and real departure time (DECISIONS.md 1), price per
 * seat in MZN, seats left, vehicle and driver (linked to their public profile, issue 11), in the kit's SummaryCard. The
 * action (book, choose) comes from the caller. Issue 32: the driver's rating from published reviews ('★ 4,5 (2
 * avaliações)', 'Sem avaliações' with none, DECISIONS.md 6) and the 'Verificado' badge of an approved profile, as the
 * API's ride answers give them (rides sort by rating).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatDate } from '@turismo/app-core/format';
import { ratingText } from '@turismo/app-core/ProfileCard';
import { Badge } from '@turismo/ui-kit/Badge';
import { Facts } from '@turismo/ui-kit/Facts';
import { SummaryCard } from '@turismo/ui-kit/SummaryCard';
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
  /** The driver's average of published reviews (1-5), null without one. Shown when given. */
  driverRating?: number | null;
  /** How many published reviews the driver has. */
  driverReviewCount?: number;
  /** The driver's profile is verified (approved by an admin). */
  driverVerified?: boolean;
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

/** @example <RideCard ride={ride} action={<Button as={Link} href={`/rides/${ride.id}`}>Reservar</Button>} /> */
export function RideCard({ ride, headingLevel = 3, badge, action }: RideCardProps) {
  const { t } = useTranslation();
  return (
    <SummaryCard
      aria-label={`${ride.fromAddress} → ${ride.toAddress}, ${formatDate(ride.departureDate)}`}
      headingLevel={headingLevel}
      title={`${ride.fromAddress} → ${ride.toAddress}`}
      badges={badge}
      price={{ centavos: ride.priceCents, after: t('por lugar') }}
      actions={action}
    >
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
          {ride.driverVerified ? <>{' '}<Badge tone="success">{t('Verificado')}</Badge></> : null}
        </dd>
        {ride.driverRating !== undefined ? (
          <>
            <dt>{t('Avaliação')}</dt>
            <dd>{ratingText(ride.driverRating, ride.driverReviewCount ?? 0)}</dd>
          </>
        ) : null}
      </Facts>
    </SummaryCard>
  );
}
