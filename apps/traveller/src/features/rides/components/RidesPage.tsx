/**
 * @module /rides 'Viagens Disponíveis' (spec 2.1, 2.3 'Ver Todas as Viagens Disponíveis'): every upcoming ride with
 * free seats, soonest first, paginated, with the search's filters (origin, destination, date, passengers) kept in
 * the address so a filtered list can be shared. Each card leads to the booking of that ride.
 */
import type { FormEvent } from 'react';
import { useDeferredAnswer } from '@turismo/app-core/progressive';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Grid } from '@turismo/ui-kit/Grid';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { Page } from '@turismo/app-core/Page';
import { useRideList } from '../api/rides.ts';
import { readFilters, writeFilters } from '../lib/ride-filters.ts';
import { RideFilterBar } from './RideFilterBar.tsx';
import { RideCriteriaFields, useRideCriteria } from './RideCriteria.tsx';
import { CriteriaGrid, RideResults } from './RideList.tsx';
import { passengersValid } from '@turismo/rules/rides.ts';
import { AsSent } from '../../../lib/as-sent.tsx';

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Keeps the list's height while the next answer loads (no layout shift), dimming the previous results. */
const Results = styled.section`
  min-height: 24rem;

  &[aria-busy='true'] ul {
    opacity: 0.6;
  }
`;

export function RidesPage() {
  const { t } = useTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = readFilters(search);
  const criteria = useRideCriteria(filters);
  const { data: answer, error, isLoading, mutate } = useRideList(filters);
  // The answer is drawn in a transition, in short slices (issue 13).
  const { data, drawing } = useDeferredAnswer(answer);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const { from, to, date, passengers } = criteria.values;
    const n = Number(passengers);
    navigate(`/rides${writeFilters({
      ...filters,
      page: 1,
      from: from.trim(),
      to: to.trim(),
      date,
      passengers: passengersValid(n) ? n : 1,
    })}`);
  };

  const clear = () => {
    criteria.setValues({ from: '', to: '', date: '', passengers: '1' });
    navigate('/rides');
  };

  const goTo = (page: number) => {
    navigate(`/rides${writeFilters({ ...filters, page })}`);
    window.scrollTo?.({ top: 0 });
  };

  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const rideHref = (id: string) => `/rides/${id}${filters.passengers > 1 ? `?seats=${filters.passengers}` : ''}`;

  return (
    <Page
      title={t('Viagens Disponíveis')}
      description={t('Todas as viagens publicadas por motoristas, das mais próximas às mais distantes.')}
    >
      <Card>
        <Card.Body>
          <CriteriaGrid as="form" onSubmit={apply} aria-label={t('Filtrar viagens')} noValidate>
            <RideCriteriaFields values={criteria.values} set={criteria.set} />
            <Button type="submit">{t('Filtrar')}</Button>
          </CriteriaGrid>
        </Card.Body>
      </Card>

      <RideFilterBar
        filters={filters}
        total={data?.total}
        onChange={(next) => navigate(`/rides${writeFilters(next)}`)}
        onClear={clear}
      />

      <Results aria-label={t('Lista de viagens')} aria-busy={isLoading || drawing}>
        {error ? (
          <Alert
            tone="danger"
            title={t('Erro na busca')}
            action={<Button variant="outline" size="sm" onClick={() => void mutate()}>{t('Tentar novamente')}</Button>}
          >
            {t('Não foi possível buscar as viagens. Tente novamente.')}
          </Alert>
        ) : null}
        {(isLoading || drawing) && !data ? (
          // On the page the server made, its results as it sent them (issue 26), else the skeleton.
          <AsSent>
            <Grid desktop={3} aria-hidden="true">
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <li key={i}>
                  <Skeleton variant="rect" height={200} />
                </li>
              ))}
            </Grid>
          </AsSent>
        ) : null}
        {data && data.data.length === 0 ? (
          <EmptyState
            headingLevel={2}
            icon="search"
            title={t('Nenhuma viagem encontrada para os critérios selecionados.')}
            action={<Button as={Link} href="/rides" variant="outline">{t('Ver todas as viagens')}</Button>}
          />
        ) : null}
        {data && data.data.length > 0 ? (
          <RideResults
            rides={data.data}
            date={filters.date}
            headingLevel={2}
            sayNoneOnDate={filters.page === 1}
            wide
            book={(ride) => ({ href: rideHref(ride.id) })}
          />
        ) : null}
      </Results>

      {data && data.total > 0 ? (
        <Pager aria-label={t('Páginas')}>
          <Button variant="outline" disabled={filters.page <= 1} onClick={() => goTo(filters.page - 1)}>
            {t('Anterior')}
          </Button>
          <p aria-live="polite">
            {t('Página {{page}} de {{pages}} · {{count}} viagem', {
              page: Math.min(filters.page, pageCount),
              pages: pageCount,
              count: data.total,
            })}
          </p>
          <Button variant="outline" disabled={filters.page >= pageCount} onClick={() => goTo(filters.page + 1)}>
            {t('Seguinte')}
          </Button>
        </Pager>
      ) : null}
    </Page>
  );
}
