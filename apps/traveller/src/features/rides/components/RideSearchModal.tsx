/**
 * @module The ride search modal 'Buscar Viagens' (spec 2.6, 4 'Search', 5 'Ride search', 8): origin, destination
 * (place suggestions), date (not before today in Africa/Maputo) and passengers (default 1, 1 to 8). It searches on
 * open when origin, destination and date were given; then loading, results or the empty state. Toasts 'Busca
 * realizada' with the count, or 'Erro na busca'.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { todayInMaputo } from '@turismo/app-core/format';
import { useCheckedSearch, useSearch, useSearchToasts } from '@turismo/app-core/use-search';
import { SearchDialog } from '@turismo/ui-kit/SearchDialog';
import { type Ride, type RideSearchQuery, searchRides } from '../api/rides.ts';
import { checkRideSearch, shouldAutoSearch } from '../lib/ride-rules.ts';
import { RideCriteriaFields, useRideCriteria } from './RideCriteria.tsx';
import { writeFilters } from '../lib/ride-filters.ts';
import { RideResults } from './RideList.tsx';

export type RideSearchParams = { from: string; to: string; date: string; passengers: number };

export type RideSearchModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The search card's fields; with from, to and date the modal searches at once. */
  initialParams: RideSearchParams | null;
  /** The user chose a ride to book, for `passengers` seats. */
  onChooseRide: (ride: Ride, passengers: number) => void;
  /** Changing this number repeats the current search (e.g. after a new ride was published). */
  refreshToken?: number;
  /** Optional extra footer action, e.g. 'Publicar Viagem' for drivers. */
  footerAction?: ReactNode;
};

export function RideSearchModal(props: RideSearchModalProps) {
  // Mounted only while open, so each opening starts from the search card's fields and auto-searches again.
  if (!props.open) return null;
  return <RideSearchDialog {...props} />;
}

function RideSearchDialog({
  onOpenChange,
  initialParams,
  onChooseRide,
  refreshToken = 0,
  footerAction,
}: RideSearchModalProps) {
  const { t } = useTranslation();
  const today = todayInMaputo();
  const criteria = useRideCriteria(initialParams);
  const toasts = useSearchToasts(
    (page: { total: number }) => t('{{count}} viagem encontrada.', { count: page.total }),
    t('Não foi possível buscar as viagens. Tente novamente.'),
  );
  const rides = useSearch(
    'rides/search-dialog',
    // The first page is asked exactly as the criteria read; the next ones add their page number.
    (query: RideSearchQuery, page: number) => searchRides(page === 1 ? query : { ...query, page }),
    {
      items: (page) => page.data,
      total: (page) => page.total,
      ...toasts,
    },
  );
  const run = rides.search;

  // Spec 2.6: search on open when from, to and date were all given.
  useEffect(() => {
    if (initialParams && shouldAutoSearch(initialParams)) {
      const problem = checkRideSearch(initialParams, today);
      if (!problem) run({ ...initialParams, from: initialParams.from.trim(), to: initialParams.to.trim() });
    }
    // Once per opening on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new ride was published: repeat the current search quietly.
  const firstToken = useRef(refreshToken);
  useEffect(() => {
    if (refreshToken === firstToken.current) return;
    if (rides.query && (rides.status === 'done' || rides.status === 'error')) run(rides.query, { quiet: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshToken]);

  const search = useCheckedSearch((query: RideSearchQuery) => checkRideSearch(query, today), run);
  const submit = () => {
    const { from, to, date, passengers } = criteria.values;
    search({ from: from.trim(), to: to.trim(), date, passengers: Number(passengers) });
  };

  return (
    <SearchDialog
      onOpenChange={onOpenChange}
      title={t('Buscar Viagens')}
      description={t('Encontre lugares em viagens entre cidades de Moçambique.')}
      actions={footerAction}
      formLabel={t('Critérios da viagem')}
      onSubmit={submit}
      fields={<RideCriteriaFields values={criteria.values} set={criteria.set} />}
      status={rides.query ? rides.status : 'idle'}
      count={rides.items.length}
      loadingLabel={t('A procurar viagens...')}
      emptyTitle={t('Nenhuma viagem encontrada para os critérios selecionados.')}
      errorDescription={t('Não foi possível buscar as viagens. Tente novamente.')}
      onRetry={() => rides.query && run(rides.query)}
      resultsTitle={t('{{count}} viagem encontrada', { count: rides.total })}
      hasMore={rides.items.length < rides.total}
      onLoadMore={rides.loadMore}
      moreLabel={t('Mostrar mais viagens')}
    >
      {rides.query ? (
        <Link href={`/rides${writeFilters(rides.query)}`} onClick={() => onOpenChange(false)}>
          {t('Ordenar e filtrar estas viagens')}
        </Link>
      ) : null}
      <RideResults
        rides={rides.items}
        date={rides.query?.date}
        headingLevel={4}
        sayNoneOnDate
        book={(ride) => ({ onClick: () => onChooseRide(ride, rides.query?.passengers ?? 1) })}
      />
    </SearchDialog>
  );
}
