/**
 * @module Eventos e Feiras (spec 2.3, 2.8; /eventos and /events, open to visitors): the header with a home button,
 * the search form (location, category, type, start and end date), the tabs Próximos, Cultura, Negócios,
 * Entretenimento and Gastronomia, the result list that replaces the tabs after a search, the city/month listing
 * when the query has city, month and year, and the stats banner computed by the API. The home page's events search
 * arrives as ?location=&date= and runs at once. Visitors who book are sent to /signup (spec 6).
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link, useLocation, useSearchParams } from 'wouter';
import { intlLocale, msg } from '@turismo/app-core/i18n';
import { useSession } from '@turismo/app-core/session';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Select } from '@turismo/ui-kit/Select';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { StatCard } from '@turismo/ui-kit/StatCard';
import { Tabs } from '@turismo/ui-kit/Tabs';
import { TextField } from '@turismo/ui-kit/TextField';
import {
  type EventBooking,
  type EventCategory,
  type EventItem,
  type EventSearch,
  type EventType,
  useCityListing,
  useEventSearch,
  useEventStats,
} from '../api/events.ts';
import { CATEGORY_LABELS, monthYear, TYPE_LABELS } from '../lib/labels.ts';
import { EventBookingDialog } from './EventBookingDialog.tsx';
import { EventCard } from './EventCard.tsx';
import { EventFilterBar } from './EventFilterBar.tsx';
import { readEventFilters, writeEventFilters } from '../lib/event-filters.ts';

/** Keeps the results' height while the next answer loads (no layout shift). */
const Results = styled.section`
  min-height: 24rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export type EventsPageProps = {
  /** Tickets were booked: the screen opens the payment dialog (paid) or shows the registration (free). */
  onBooked: (booking: EventBooking, event: EventItem) => void;
};

const Root = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.container.lg};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};

  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
`;

const SearchForm = styled.form`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Stats = styled.section`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Headline = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Facts = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const categoryOptions = [
  { value: '', label: msg('Todas as categorias') },
  ...Object.entries(CATEGORY_LABELS).map(([value, label]) => ({ value, label })),
];
const typeOptions = [
  { value: '', label: msg('Todos os tipos') },
  ...Object.entries(TYPE_LABELS).map(([value, label]) => ({ value, label })),
];

const TABS: Array<{ id: string; label: string; category?: EventCategory }> = [
  { id: 'proximos', label: msg('Próximos') },
  { id: 'cultura', label: msg('Cultura'), category: 'cultura' },
  { id: 'negocios', label: msg('Negócios'), category: 'negocios' },
  { id: 'entretenimento', label: msg('Entretenimento'), category: 'entretenimento' },
  { id: 'gastronomia', label: msg('Gastronomia'), category: 'gastronomia' },
];

const isDate = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The 6 loading placeholders of spec 9. */
function Loading() {
  const { t } = useTranslation();
  return (
    <Grid aria-busy="true" aria-label={t('A carregar eventos')}>
      {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} variant="rect" height={320} />)}
    </Grid>
  );
}

function EventList(
  { events, onBook, variant }: { events: EventItem[]; onBook: (e: EventItem) => void; variant?: 'listing' },
) {
  return (
    <Grid>
      {events.map((e) => <EventCard key={e.id} event={e} onBook={onBook} variant={variant} />)}
    </Grid>
  );
}

function NoEvents() {
  const { t } = useTranslation();
  return (
    <EmptyState
      headingLevel={3}
      icon="search"
      title={t('Nenhum evento encontrado')}
      description={t('Tente ajustar os filtros de pesquisa')}
    />
  );
}

function TabList({ category, onBook }: { category?: EventCategory; onBook: (e: EventItem) => void }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useEventSearch(category ? { category } : {});
  if (isLoading) return <Loading />;
  if (error || !data?.length) return <NoEvents />;
  return (
    <Results aria-label={t('Eventos')}>
      <Facts aria-live="polite">{t('{{count}} evento', { count: data.length })}</Facts>
      <EventList events={data} onBook={onBook} />
    </Results>
  );
}

function StatsBanner() {
  const { t } = useTranslation();
  const { data, isLoading } = useEventStats();
  const n = (v: number | undefined) => (v === undefined ? '—' : v.toLocaleString(intlLocale()));
  return (
    <Stats aria-label={t('Eventos em números')}>
      <StatCard label={t('Eventos ativos')} value={n(data?.activeEvents)} loading={isLoading} />
      <StatCard label={t('Parcerias ativas')} value={n(data?.activePartnerships)} loading={isLoading} />
      <StatCard label={t('Participantes')} value={n(data?.participants)} loading={isLoading} />
      <StatCard
        label={t('Desconto médio')}
        value={data ? `${data.averageDiscount.toLocaleString(intlLocale())}%` : '—'}
        loading={isLoading}
      />
    </Stats>
  );
}

function CityListing(
  { city, month, year, category, onBook }: {
    city: string;
    month: number;
    year: number;
    category?: EventCategory;
    onBook: (e: EventItem) => void;
  },
) {
  const { t } = useTranslation();
  const { data, isLoading } = useCityListing({ city, month, year, category });
  // The spec's 'Descontos até 30% em alojamentos', with the real best accommodation discount of the listing.
  const maxStayDiscount = Math.max(0, ...(data?.events ?? []).map((e) => e.accommodationDiscount ?? 0));
  return (
    <section aria-labelledby="city-title">
      <Header>
        <div>
          <Headline id="city-title">{t('Eventos em {{city}}', { city })}</Headline>
          <Facts>
            <span>{monthYear(month, year)}</span>
            {data ? <span>{t('{{count}} evento', { count: data.counts.total })}</span> : null}
            {category ? <span>{t(CATEGORY_LABELS[category])}</span> : null}
            {data ? <span>{t('{{count}} com parcerias', { count: data.counts.withPartnerships })}</span> : null}
            {maxStayDiscount
              ? <span>{t('Descontos até {{percent}}% em alojamentos', { percent: maxStayDiscount })}</span>
              : null}
          </Facts>
        </div>
      </Header>
      {isLoading ? <Loading /> : data?.events.length ? (
        <EventList events={data.events} onBook={onBook} variant="listing" />
      ) : (
        <EmptyState
          headingLevel={3}
          icon="search"
          title={t('Nenhum evento encontrado')}
          description={t('Tente ajustar os filtros de pesquisa')}
          action={<Button as={Link} href="/">{t('Voltar à Página Inicial')}</Button>}
        />
      )}
    </section>
  );
}

export function EventsPage({ onBooked }: EventsPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [, navigate] = useLocation();
  const { user, loading } = useSession();
  const [booking, setBooking] = useState<EventItem | null>(null);
  const [tab, setTab] = useState('proximos');

  const initial: EventSearch = {
    location: params.get('location') || undefined,
    startDate: isDate(params.get('startDate')) ? params.get('startDate')! : isDate(params.get('date')) ? params.get('date')! : undefined,
    endDate: isDate(params.get('endDate')) ? params.get('endDate')! : undefined,
    category: (params.get('category') as EventCategory | null) || undefined,
    eventType: (params.get('eventType') as EventType | null) || undefined,
  };
  const filters = readEventFilters(params);
  const [form, setForm] = useState(initial);
  const searched = params.get('location') !== null || params.get('date') !== null || params.get('startDate') !== null ||
    params.get('eventType') !== null || params.get('search') !== null;
  const results = useEventSearch(searched && !params.get('city') ? { ...initial, ...filters } : null);

  const city = params.get('city');
  const month = Number(params.get('month'));
  const year = Number(params.get('year'));
  const cityMode = !!city && month >= 1 && month <= 12 && year >= 2000;

  const onBook = (event: EventItem) => {
    if (loading) return;
    if (!user) return navigate(`/signup?next=${encodeURIComponent(`/events/${event.id}`)}`);
    setBooking(event);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams({ search: '1' });
    for (const [k, v] of Object.entries(form)) if (v) next.set(k, v);
    setParams(writeEventFilters(next, filters));
  };

  const set = (k: keyof EventSearch) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value || undefined; // read now: the event is gone when the updater runs
    setForm((f) => ({ ...f, [k]: value }));
  };

  return (
    <Root>
      <Header>
        <h1>{t('Eventos e Feiras')}</h1>
        <Button as={Link} href="/" variant="outline" size="sm">
          {t('Início')}
        </Button>
      </Header>
      <StatsBanner />
      {cityMode ? (
        <CityListing
          city={city}
          month={month}
          year={year}
          category={(params.get('category') as EventCategory | null) || undefined}
          onBook={onBook}
        />
      ) : (
        <>
          <SearchForm onSubmit={submit} aria-label={t('Pesquisar eventos')} role="search">
            <TextField label={t('Localização')} value={form.location ?? ''} onChange={set('location')}
              placeholder={t('Ex.: Inhambane')} />
            <Select
              label={t('Categoria')}
              options={categoryOptions.map((o) => ({ ...o, label: t(o.label) }))}
              value={form.category ?? ''}
              onChange={set('category')}
            />
            <Select
              label={t('Tipo')}
              options={typeOptions.map((o) => ({ ...o, label: t(o.label) }))}
              value={form.eventType ?? ''}
              onChange={set('eventType')}
            />
            <TextField label={t('Data de início')} type="date" value={form.startDate ?? ''} onChange={set('startDate')} />
            <TextField label={t('Data de fim')} type="date" value={form.endDate ?? ''} onChange={set('endDate')} />
            <Button type="submit">{t('Pesquisar Eventos')}</Button>
          </SearchForm>
          <EventFilterBar filters={filters} onChange={(next) => setParams(writeEventFilters(params, next))} />
          {searched ? (
            <Results aria-labelledby="results-title" aria-busy={results.isLoading}>
              <Header>
                <Headline id="results-title" aria-live="polite">
                  {results.data
                    ? t('{{count}} evento encontrado', { count: results.data.length })
                    : t('A procurar eventos...')}
                </Headline>
                <Button variant="ghost" size="sm" onClick={() => {
                  setForm({});
                  setParams(new URLSearchParams());
                }}>
                  {t('Limpar filtros')}
                </Button>
              </Header>
              {results.isLoading && !results.data ? <Loading /> : results.data?.length ? (
                <EventList events={results.data} onBook={onBook} />
              ) : <NoEvents />}
            </Results>
          ) : (
            <Tabs
              label={t('Categorias de eventos')}
              value={tab}
              onValueChange={setTab}
              items={TABS.map((item) => ({
                id: item.id,
                label: t(item.label),
                content: tab === item.id ? <TabList category={item.category} onBook={onBook} /> : null,
              }))}
            />
          )}
        </>
      )}
      {booking ? (
        <EventBookingDialog
          event={booking}
          open
          onOpenChange={(open) => !open && setBooking(null)}
          onBooked={(created) => {
            const event = booking;
            setBooking(null);
            onBooked(created, event);
          }}
        />
      ) : null}
    </Root>
  );
}
