/** @module Event result lists (spec 2.3): loading placeholders, the card grid, the empty state and one category tab's list. */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Grid } from '@turismo/ui-kit/Grid';
import { useDeferredAnswer, useProgressiveCount } from '@turismo/app-core/progressive';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { type EventCategory, type EventItem, useEventSearch } from '../api/events.ts';
import { EventCard } from './EventCard.tsx';
import { AsSent } from '../../../lib/as-sent.tsx';
import { Facts, Results } from './eventsStyles.ts';

/**
 * The 6 loading placeholders of spec 9; with `sent`, on the page the server made, its results as it sent them
 * instead (issue 26: their text stays until the list is drawn).
 */
export function Loading({ sent = false }: { sent?: boolean }) {
  const { t } = useTranslation();
  const grid = (
    <Grid as="div" gap={4} desktop={3} aria-busy="true" aria-label={t('A carregar eventos')}>
      {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} variant="rect" height={320} />)}
    </Grid>
  );
  return sent ? <AsSent>{grid}</AsSent> : grid;
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

/**
 * @param headingLevel the cards' heading level: 3 under a results heading (search, city listing), 2 in a category tab,
 *   which has no heading of its own (issue 26: heading order on /eventos)
 */
export function EventList(
  { events, onBook, variant, headingLevel = 3 }: {
    events: EventItem[];
    onBook: (e: EventItem) => void;
    variant?: 'listing';
    headingLevel?: 2 | 3;
  },
) {
  // The first cards at once, the rest a few per task (issue 13: the cards were one long task on a cheap phone).
  const count = useProgressiveCount(events);
  return (
    // forwardedAs, not as: `as` on styled(Grid) replaced the Grid itself with a bare div (issue 32: one column of
    // ~850 px cards on desktop); this way the Grid renders a div with its columns.
    <Cards forwardedAs="div" gap={4} desktop={3}>
      {events.slice(0, count).map((e) => (
        <EventCard key={e.id} event={e} onBook={onBook} variant={variant} headingLevel={headingLevel} />
      ))}
    </Cards>
  );
}

export function NoEvents({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      headingLevel={headingLevel}
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
  // The upcoming events (no category) are the page's own list as the server sent it.
  if (isLoading || drawing) return <Loading sent={!category} />;
  if (error || !data?.length) return <NoEvents headingLevel={2} />;
  return (
    <Results aria-label={t('Eventos')}>
      <Facts aria-live="polite">{t('{{count}} evento', { count: data.length })}</Facts>
      <EventList events={data} onBook={onBook} headingLevel={2} />
    </Results>
  );
}
