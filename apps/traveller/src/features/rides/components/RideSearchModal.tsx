/**
 * @module The ride search modal 'Buscar Viagens' (spec 2.6, 4 'Search', 5 'Ride search', 8): origin, destination
 * (place suggestions), date (not before today in Africa/Maputo) and passengers (default 1, 1 to 8). It searches on
 * open when origin, destination and date were given; then loading, results or the empty state. Toasts 'Busca
 * realizada' with the count, or 'Erro na busca'.
 */
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { todayInMaputo } from '@turismo/app-core/format';
import { useSearch } from '@turismo/app-core/use-search';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Icon } from '@turismo/ui-kit/Icon';
import { Modal } from '@turismo/ui-kit/Modal';
import { PlaceInput } from '@turismo/ui-kit/PlaceInput';
import { Spinner } from '@turismo/ui-kit/Spinner';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { usePageToast } from '@turismo/app-core/use-page-toast';
import { suggestPlaces } from '../../../lib/suggest-places.ts';
import { type Ride, type RideSearchQuery, searchRides } from '../api/rides.ts';
import { checkRideSearch, RIDE_LIMITS, shouldAutoSearch } from '../lib/ride-rules.ts';
import { RideCard } from './RideCard.tsx';
import { opensLaterDays, writeFilters } from '../lib/ride-filters.ts';
import { LaterDays, RideGrid } from './RideList.tsx';

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

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Results = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[6]};
`;

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
  const { toast } = useToast();
  const pageToast = usePageToast();
  const today = todayInMaputo();
  const [from, setFrom] = useState(initialParams?.from ?? '');
  const [to, setTo] = useState(initialParams?.to ?? '');
  const [date, setDate] = useState(initialParams?.date ?? '');
  const [passengers, setPassengers] = useState(String(initialParams?.passengers ?? RIDE_LIMITS.defaultPassengers));
  const rides = useSearch(
    'rides/search-dialog',
    // The first page is asked exactly as the criteria read; the next ones add their page number.
    (query: RideSearchQuery, page: number) => searchRides(page === 1 ? query : { ...query, page }),
    {
      items: (page) => page.data,
      total: (page) => page.total,
      onResults: (page) => pageToast({
        title: t('Busca realizada'),
        description: t('{{count}} viagem encontrada.', { count: page.total }),
        variant: 'success',
      }),
      onError: () => toast({
        title: t('Erro na busca'),
        description: t('Não foi possível buscar as viagens. Tente novamente.'),
        variant: 'destructive',
      }),
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params = { from: from.trim(), to: to.trim(), date, passengers: Number(passengers) };
    const problem = checkRideSearch(params, today);
    if (problem) {
      toast({ title: t(problem.title), description: t(problem.description), variant: 'destructive' });
      return;
    }
    run(params);
  };

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      size="lg"
      title={t('Buscar Viagens')}
      description={t('Encontre lugares em viagens entre cidades de Moçambique.')}
      footer={
        <>
          {footerAction}
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('Fechar')}
          </Button>
        </>
      }
    >
      <Form onSubmit={submit} aria-label={t('Critérios da viagem')} noValidate>
        <PlaceInput
          label={t('Origem')}
          value={from}
          onChange={setFrom}
          onSelect={(place) => setFrom(place.name)}
          loadSuggestions={suggestPlaces}
        />
        <PlaceInput
          label={t('Destino')}
          value={to}
          onChange={setTo}
          onSelect={(place) => setTo(place.name)}
          loadSuggestions={suggestPlaces}
        />
        <TextField label={t('Data')} type="date" min={today} value={date} onChange={(e) => setDate(e.target.value)} />
        <TextField
          label={t('Passageiros')}
          type="number"
          inputMode="numeric"
          min={RIDE_LIMITS.minSeats}
          max={RIDE_LIMITS.maxSeats}
          step={1}
          value={passengers}
          onChange={(e) => setPassengers(e.target.value)}
        />
        <Button type="submit" startIcon={<Icon name="search" />} loading={rides.status === 'loading'}>
          {t('Buscar')}
        </Button>
      </Form>

      <Results aria-label={t('Resultados da busca')} aria-busy={rides.status === 'loading'}>
        {rides.status === 'loading' ? (
          <Center>
            <Spinner size="lg" label={t('A procurar viagens...')} />
          </Center>
        ) : null}
        {rides.status === 'done' && rides.items.length === 0 ? (
          <EmptyState headingLevel={3} icon="search" title={t('Nenhuma viagem encontrada para os critérios selecionados.')} />
        ) : null}
        {rides.status === 'done' && rides.query && rides.items.length > 0 ? (
          <>
            <h3>{t('{{count}} viagem encontrada', { count: rides.total })}</h3>
            <Link href={`/rides${writeFilters(rides.query)}`} onClick={() => onOpenChange(false)}>
              {t('Ordenar e filtrar estas viagens')}
            </Link>
            <RideGrid>
              {rides.items.map((ride, i) => [
                opensLaterDays(rides.items, i, rides.query?.date) ? (
                  <LaterDays key="later">
                    <h4>{t('Dias seguintes')}</h4>
                    {i === 0 ? <p>{t('Nenhuma viagem nesta data.')}</p> : null}
                  </LaterDays>
                ) : null,
                <li key={ride.id}>
                  <RideCard
                    ride={ride}
                    headingLevel={4}
                    action={
                      <Button
                        onClick={() => onChooseRide(ride, rides.query?.passengers ?? 1)}
                        aria-label={t('Reservar {{from}} → {{to}}, {{time}}', {
                          from: ride.fromAddress,
                          to: ride.toAddress,
                          time: ride.departureTime,
                        })}
                      >
                        {t('Reservar')}
                      </Button>
                    }
                  />
                </li>,
              ])}
            </RideGrid>
            {rides.items.length < rides.total ? (
              <Button variant="outline" onClick={rides.loadMore}>
                {t('Mostrar mais viagens')}
              </Button>
            ) : null}
          </>
        ) : null}
        {rides.status === 'error' && rides.query ? (
          <EmptyState
            headingLevel={3}
            icon="alert"
            title={t('Erro na busca')}
            description={t('Não foi possível buscar as viagens. Tente novamente.')}
            action={<Button variant="outline" onClick={() => rides.query && run(rides.query)}>{t('Tentar novamente')}</Button>}
          />
        ) : null}
      </Results>
    </Modal>
  );
}
