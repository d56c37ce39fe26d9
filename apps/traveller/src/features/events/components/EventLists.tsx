/** @module Event result lists (spec 2.3): loading placeholders, the card grid, the empty state and one category tab's list. */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Grid } from '@turismo/ui-kit/Grid';
import { useDeferredAnswer, useProgressiveCount } from '@turismo/app-core/progressive';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { type EventCategory, type EventItem, useEventSearch } from '../api/events.ts';
import { EventCard } from './EventCard.tsx';
import { Facts, Results } from './eventsStyles.ts';

/** The 6 loading placeholders of spec 9. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <Grid as="div" gap={4} desktop={3} aria-busy="true" aria-label={t('A carregar eventos')}>
      {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} variant="rect" height={320} />)}
    </Grid>
  );
}

/**
 * The cards' grid. A card off screen is neither styled nor laid out until it nears the viewport (issue 13:
 * `content-visibility: auto`; it stays in the page for keyboards, screen readers and find-in-page), sized meanwhile
 * as a typical card (then as its own last size), so nothing on screen moves.
 */
const Cards = styled(Grid)`
  & > article {
    content-visibility: auto;
    contain-intrinsic-block-size: auto 36rem;
  }
`;

export function EventList(
  { events, onBook, variant }: { events: EventItem[]; onBook: (e: EventItem) => void; variant?: 'listing' },
) {
  // The first cards at once, the rest a few per task (issue 13: the cards were one long task on a cheap phone).
  const count = useProgressiveCount(events);
  return (
    <Cards as="div" gap={4} desktop={3}>
      {events.slice(0, count).map((e) => <EventCard key={e.id} event={e} onBook={onBook} variant={variant} />)}
    </Cards>
  );
}

export function NoEvents() {
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

export function TabList({ category, onBook }: { category?: EventCategory; onBook: (e: EventItem) => void }) {
  const { t } = useTranslation();
  const { data: answer, isLoading, error } = useEventSearch(category ? { category } : {});
  // The answer is drawn in a transition, in short slices (issue 13).
  const { data, drawing } = useDeferredAnswer(answer);
  if (isLoading || drawing) return <Loading />;
  if (error || !data?.length) return <NoEvents />;
  return (
    <Results aria-label={t('Eventos')}>
      <Facts aria-live="polite">{t('{{count}} evento', { count: data.length })}</Facts>
      <EventList events={data} onBook={onBook} />
    </Results>
  );
}
