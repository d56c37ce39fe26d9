/**
 * @module Rides as results (the search dialog, /rides): a responsive grid of ride cards (one column at 360 px), the
 * 'Dias seguintes' separator before the first ride after the date searched (issue 13), each card with its 'Reservar'.
 * Also the grid of criteria and filters above such results.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { Button } from '@turismo/ui-kit/Button';
import { Grid } from '@turismo/ui-kit/Grid';
import { useProgressiveCount } from '@turismo/app-core/progressive';
import type { Ride } from '../api/rides.ts';
import { opensLaterDays } from '../lib/ride-filters.ts';
import { RideCard } from './RideCard.tsx';

/** Criteria or filters side by side from tablets up (one column on phones); `as="form"` for a form. */
export const CriteriaGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  }
`;

/** The separator between the date searched and the following days (issue 13): a full row of the grid. */
export const LaterDays = styled.li`
  grid-column: 1 / -1;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space[3]};

  h2,
  h3,
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The cards' grid. A card off screen is neither styled nor laid out until it nears the viewport (issue 13:
 * `content-visibility: auto`; it stays in the page for keyboards, screen readers and find-in-page), sized meanwhile
 * as a typical card (then as its own last size), so nothing on screen moves.
 */
const Cards = styled(Grid)`
  & > li:not(${LaterDays}) {
    content-visibility: auto;
    contain-intrinsic-block-size: auto 22rem;
  }
`;

/** How 'Reservar' books a ride: a link to its booking page, or an action. */
export type BookAction = { href: string } | { onClick: () => void };

/** 'Reservar', named after the ride for screen readers ('Reservar Maputo → Tofo, 06:30'). */
export function BookButton({ ride, action }: { ride: Ride; action: BookAction }) {
  const { t } = useTranslation();
  return (
    <Button
      {...('href' in action ? { as: Link, href: action.href } : { onClick: action.onClick })}
      aria-label={t('Reservar {{from}} → {{to}}, {{time}}', {
        from: ride.fromAddress,
        to: ride.toAddress,
        time: ride.departureTime,
      })}
    >
      {t('Reservar')}
    </Button>
  );
}

export type RideResultsProps = {
  rides: readonly Ride[];
  /** The date searched ('yyyy-MM-dd'), if any: the separator goes before the first ride after it. */
  date?: string;
  /** Level of the separator's and the cards' headings. */
  headingLevel: 2 | 4;
  /** Say 'Nenhuma viagem nesta data.' when the first ride is already after the date (the first page only). */
  sayNoneOnDate: boolean;
  /** Three columns on a desktop (the /rides page). */
  wide?: boolean;
  /** 'Reservar': a link to the ride's booking page, or an action. */
  book: (ride: Ride) => BookAction;
};

/** @example <RideResults rides={page.data} date={filters.date} headingLevel={2} sayNoneOnDate book={(r) => ({ href: `/rides/${r.id}` })} /> */
export function RideResults({ rides, date, headingLevel, sayNoneOnDate, wide, book }: RideResultsProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  // The first cards at once, the rest a few per task (issue 13: 20 cards were one long task on a cheap phone).
  const count = useProgressiveCount(rides);
  return (
    <Cards desktop={wide ? 3 : 2}>
      {rides.slice(0, count).map((ride, i) => [
          opensLaterDays(rides, i, date) ? (
            <LaterDays key="later">
              <Heading>{t('Dias seguintes')}</Heading>
              {i === 0 && sayNoneOnDate ? <p>{t('Nenhuma viagem nesta data.')}</p> : null}
            </LaterDays>
          ) : null,
          <li key={ride.id}>
            <RideCard
              ride={ride}
              headingLevel={headingLevel}
              action={<BookButton ride={ride} action={book(ride)} />}
            />
          </li>,
      ])}
    </Cards>
  );
}
