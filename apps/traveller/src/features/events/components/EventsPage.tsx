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
import { msg } from '@turismo/app-core/i18n';
import { useSession } from '@turismo/app-core/session';
import { Button } from '@turismo/ui-kit/Button';
import { Tabs } from '@turismo/ui-kit/Tabs';
import type { EventBooking, EventCategory, EventItem, EventSearch, EventType } from '../api/events.ts';
import { useEventSearch } from '../api/events.ts';
import { readEventFilters, writeEventFilters } from '../lib/event-filters.ts';
import { CityListing } from './CityListing.tsx';
import { EventBookingDialog } from './EventBookingDialog.tsx';
import { EventFilterBar } from './EventFilterBar.tsx';
import { EventList, Loading, NoEvents, TabList } from './EventLists.tsx';
import { EventSearchForm } from './EventSearchForm.tsx';
import { Header, Headline, Results } from './eventsStyles.ts';
import { StatsBanner } from './StatsBanner.tsx';

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

const TABS: Array<{ id: string; label: string; category?: EventCategory }> = [
  { id: 'proximos', label: msg('Próximos') },
  { id: 'cultura', label: msg('Cultura'), category: 'cultura' },
  { id: 'negocios', label: msg('Negócios'), category: 'negocios' },
  { id: 'entretenimento', label: msg('Entretenimento'), category: 'entretenimento' },
  { id: 'gastronomia', label: msg('Gastronomia'), category: 'gastronomia' },
];

const isDate = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);

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
          <EventSearchForm form={form} set={set} submit={submit} />
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
              {results.isLoading && !results.data ? <Loading sent /> : results.data?.length ? (
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
