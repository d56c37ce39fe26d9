/** @module The city/month events listing (spec 2.8), shown when the query has city, month and year. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { type EventCategory, type EventItem, useCityListing } from '../api/events.ts';
import { CATEGORY_LABELS, monthYear } from '../lib/labels.ts';
import { EventList, Loading } from './EventLists.tsx';
import { Facts, Header, Headline } from './eventsStyles.ts';

export function CityListing(
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
      {isLoading ? <Loading sent /> : data?.events.length ? (
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
