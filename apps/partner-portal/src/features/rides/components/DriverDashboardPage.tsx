/**
 * @module /drivers: the driver's dashboard (spec 2.15). The stat cards and the active routes come from the driver's
 * real rides (GET /api/rides/mine); the vehicle's photos; the passengers to review and the newest partnership posts
 * ('Oportunidades de Parceria'), both composed by the app from other features.
 */
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatMZN } from '@turismo/app-core/format';
import { Button } from '@turismo/ui-kit/Button';
import { Grid } from '@turismo/ui-kit/Grid';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { StatCard } from '@turismo/ui-kit/StatCard';
import { NoData } from '../../../lib/Honest.tsx';
import { Page } from '@turismo/app-core/Page';
import { useSession } from '@turismo/app-core/session';
import { LoadError } from '@turismo/app-core/LoadState';
import { Section } from '../../../lib/Section.tsx';
import { PhotoManager } from '../../../lib/photos/PhotoManager.tsx';
import { useMyRides } from '../api/driver-rides.ts';
import { driverTotals, offerTabs } from '../lib/ride-stats.ts';
import { DriverRideCard, rideStatusBadge } from './DriverRideCard.tsx';
import { StatGrid } from './OffersPage.tsx';
import { VehicleForm } from './VehicleForm.tsx';

export type DriverDashboardPageProps = {
  /** 'Oportunidades de Parceria': the newest partnership posts (partnerships feature, composed by the app). */
  partnerships: ReactNode;
  /** The driver's reviews of their passengers still to write (the app core's review prompt). */
  reviews?: ReactNode;
};

export function DriverDashboardPage({ partnerships, reviews }: DriverDashboardPageProps) {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useMyRides();
  const rides = data ?? [];
  const totals = driverTotals(rides);
  const active = offerTabs(rides).ativas.slice(0, 6);
  // The vehicle's photos are the driver's own (targetType vehicle, the driver's user id; ADR 0023).
  const driverId = useSession().profile?.id;

  return (
    <Page width="xl" title={t('Dashboard do Motorista')} description={t('As suas rotas, ganhos e oportunidades de parceria.')}>
      {error ? (
        <LoadError title={t('Erro ao carregar os dados')} error={error} onRetry={mutate}
          fallback={t('Não foi possível carregar as suas viagens.')} />
      ) : null}
      <StatGrid aria-label={t('Resumo do motorista')}>
        <li><StatCard label={t('Rotas ativas')} value={totals.activeRoutes} icon="map-pin" loading={isLoading} /></li>
        <li>
          <StatCard label={t('Ganhos este mês')} value={formatMZN(totals.monthRevenueCents)} hint={t('Viagens com partida este mês')} icon="car" loading={isLoading} />
        </li>
        <li><StatCard label={t('Ganhos totais')} value={formatMZN(totals.totalRevenueCents)} icon="car" loading={isLoading} /></li>
        <li><StatCard label={t('Viagens')} value={totals.completedTrips} hint={t('Realizadas')} icon="calendar" loading={isLoading} /></li>
        <li><StatCard label={t('Passageiros')} value={totals.passengers} hint={t('Lugares pagos')} icon="user" loading={isLoading} /></li>
      </StatGrid>
      <Section title={t('Rotas Ativas')}>
        {isLoading ? <Skeleton variant="rect" height={160} /> : active.length === 0 ? (
          <NoData
            icon="map-pin"
            description={t('Quando publicar uma rota, ela aparece aqui com os lugares disponíveis e os pedidos.')}
            action={<Button as={Link} href="/drivers/publish">{t('Publicar Rota')}</Button>}
          />
        ) : (
          <>
            <Grid>
              {active.map((ride) => (
                <li key={ride.id}>
                  <DriverRideCard ride={ride} badge={rideStatusBadge(ride, true, t)} />
                </li>
              ))}
            </Grid>
            <Button as={Link} href="/drivers/offers" variant="outline">{t('Ver Minhas Ofertas')}</Button>
          </>
        )}
      </Section>
      {driverId ? (
        <Section title={t('O seu veículo')}>
          <VehicleForm />
          <PhotoManager targetType="vehicle" targetId={driverId} label={t('O seu veículo')} />
        </Section>
      ) : null}
      {reviews}
      <Section title={t('Oportunidades de Parceria')}>{partnerships}</Section>
    </Page>
  );
}
