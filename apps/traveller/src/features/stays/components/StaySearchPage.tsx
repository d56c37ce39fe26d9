/**
 * @module The stay search page (issue 13; spec 2.7): a place, optional dates and guests; without dates it browses
 * the place with each establishment's from-price per night, with dates it lists the room types free on every night.
 * Filters and order beside the results. The whole search lives in the address (the screen passes it in and writes
 * it back), the result count and 'Limpar filtros' are always visible, and the list keeps its height while the next
 * results load (previous results stay, dimmed; skeletons of card height before the first).
 */
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { todayInMaputo } from '@turismo/app-core/format';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Icon } from '@turismo/ui-kit/Icon';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { TextField } from '@turismo/ui-kit/TextField';
import { CountField, PlaceField } from '../../../lib/search-fields.tsx';
import { type Accommodation, useStaySearch } from '../api/stays.ts';
import {
  activeFilterCount,
  clearStayFilters,
  type StaySearchState,
  stringifyStaySearch,
  toHotelQuery,
} from '../lib/stay-search-url.ts';
import { nightsBetween, STAY_LIMITS } from '../lib/stay-rules.ts';
import { AccommodationCard } from './AccommodationCard.tsx';
import { StayFilters } from './StayFilters.tsx';
import { AsSent } from '../../../lib/as-sent.tsx';

export type StaySearchPageProps = {
  /** The search the address holds. */
  state: StaySearchState;
  /** A new search: the screen writes it to the address (a new history entry). */
  onChange: (next: StaySearchState) => void;
  /** The traveller chose a result: its establishment page, with the stay when dated. */
  onChoose: (accommodation: Accommodation, state: StaySearchState) => void;
};

const Criteria = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: 1fr 1fr;

  & > :first-child { grid-column: 1 / -1; }

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 2fr 1fr 1fr 1fr auto;
    align-items: end;
    & > :first-child { grid-column: auto; }
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: 1fr;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 300px 1fr;
    align-items: start;
  }
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.controlMd};

  p { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  /* Room for a few cards before results arrive: the footer does not jump. */
  min-height: 480px;

  &[aria-busy='true'] > li { opacity: 0.6; }
`;

export function StaySearchPage({ state, onChange, onChoose }: StaySearchPageProps) {
  const { t } = useTranslation();
  const countText = (count: number, dated: boolean) =>
    dated ? t('{{count}} acomodação encontrada', { count }) : t('{{count}} alojamento', { count });
  const today = todayInMaputo();
  const [location, setLocation] = useState(state.location);
  const [checkIn, setCheckIn] = useState(state.checkIn);
  const [checkOut, setCheckOut] = useState(state.checkOut);
  const [guests, setGuests] = useState(String(state.guests));
  // The address changed (back button): the fields follow it.
  useEffect(() => {
    setLocation(state.location);
    setCheckIn(state.checkIn);
    setCheckOut(state.checkOut);
    setGuests(String(state.guests));
  }, [state.location, state.checkIn, state.checkOut, state.guests]);

  const key = state.location ? stringifyStaySearch(state) : null;
  const { data, error, isLoading, isValidating, mutate } = useStaySearch(key, toHotelQuery(state));
  const dated = Boolean(state.checkIn && state.checkOut);
  const filters = activeFilterCount(state);
  const busy = isLoading || isValidating;
  const stale = data !== undefined && busy;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const g = Number(guests);
    const bothDates = Boolean(checkIn && checkOut && checkOut > checkIn);
    onChange({
      ...state,
      location: location.trim(),
      checkIn: bothDates ? checkIn : '',
      checkOut: bothDates ? checkOut : '',
      guests: Number.isInteger(g) && g >= STAY_LIMITS.minGuests && g <= STAY_LIMITS.maxGuests ? g : state.guests,
    });
  };

  const nights = nightsBetween(checkIn, checkOut);
  return (
    <>
      <Criteria onSubmit={submit} aria-label={t('Critérios da estadia')} noValidate>
        <PlaceField label={t('Localização')} value={location} onChange={setLocation} />
        <TextField label={t('Check-in')} type="date" min={today} value={checkIn} onChange={(e) => setCheckIn(e.target.value)} />
        <TextField
          label={t('Check-out')}
          type="date"
          min={checkIn || today}
          value={checkOut}
          hint={nights > 0 ? t('Estadia de {{count}} noite', { count: nights }) : t('Sem datas: preços a partir de.')}
          onChange={(e) => setCheckOut(e.target.value)}
        />
        <CountField
          label={t('Hóspedes')}
          value={guests}
          onChange={setGuests}
          min={STAY_LIMITS.minGuests}
          max={STAY_LIMITS.maxGuests}
        />
        <Button type="submit" startIcon={<Icon name="search" />}>{t('Buscar')}</Button>
      </Criteria>

      <Layout>
        <aside aria-label={t('Filtros e ordenação')}>
          <StayFilters state={state} onChange={onChange} dated={dated} />
        </aside>
        <section aria-label={t('Resultados da busca')}>
          <Summary>
            <p aria-live="polite" data-testid="stay-count">
              {!state.location
                ? t('Indique um local para ver os alojamentos.')
                : data
                ? countText(data.total, dated)
                : error
                ? t('Erro na busca')
                : t('A procurar...')}
            </p>
            <Button variant="outline" size="sm" disabled={filters === 0 && state.sort === 'recommended'}
              onClick={() => onChange(clearStayFilters(state))}>
              {filters ? t('Limpar filtros ({{count}})', { count: filters }) : t('Limpar filtros')}
            </Button>
          </Summary>
          {error && !data ? (
            <EmptyState
              headingLevel={2}
              icon="alert"
              title={t('Erro na busca')}
              description={t('Não foi possível buscar as acomodações. Tente novamente.')}
              action={<Button variant="outline" onClick={() => void mutate()}>{t('Tentar novamente')}</Button>}
            />
          ) : data && data.accommodations.length === 0 && !busy ? (
            <EmptyState
              headingLevel={2}
              icon="search"
              title={t('Nenhuma acomodação encontrada para os critérios selecionados.')}
              description={filters ? t('Experimente limpar alguns filtros.') : undefined}
            />
          ) : !data && state.location ? (
            // On the page the server made, its results as it sent them (issue 26), else the skeleton.
            <AsSent>
              <List aria-busy="true">
                {[0, 1, 2].map((i) => <li key={i}><Skeleton variant="rect" height={150} /></li>)}
              </List>
            </AsSent>
          ) : (
            <List aria-busy={stale || (busy && !data)}>
              {data
                ? data.accommodations.map((a) => (
                  <li key={a.id}>
                    <AccommodationCard
                      accommodation={a}
                      headingLevel={3}
                      action={
                        <Button
                          onClick={() => onChoose(a, state)}
                          // The name begins with the visible label (WCAG 2.5.3, issue 32).
                          aria-label={dated
                            ? t('Reservar {{room}}, {{name}}', { room: a.roomType, name: a.name })
                            : t('Ver disponibilidade: {{room}}, {{name}}', { room: a.roomType, name: a.name })}
                        >
                          {dated ? t('Reservar') : t('Ver disponibilidade')}
                        </Button>
                      }
                    />
                  </li>
                ))
                : null}
            </List>
          )}
        </section>
      </Layout>
    </>
  );
}
