/**
 * @module Slot for the home sections that need live data (spec 2.3): special driver offers and popular rides (rides
 * tab, from the rides feature, composed in src/app) and weekly highlights per tab (later issues). Without content it
 * renders nothing: the prototype's built-in sample highlights are never shown (DECISIONS.md 1).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SearchTab } from './SearchCard.tsx';

/** The page container the search card sits in, so every tab's sections line up with it (issue 15). */
const Container = styled.div`
  max-width: ${({ theme }) => theme.sizes.container.lg};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]}`};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]}`};
  }

  &:empty {
    display: none;
  }
`;

export type HomeHighlightsProps = {
  /** The search card's current tab: rides show offers and popular rides, the others their highlights. */
  tab: SearchTab;
  /** The sections for a tab, or nothing. */
  render?: (tab: SearchTab) => ReactNode;
};

export function HomeHighlights({ tab, render }: HomeHighlightsProps) {
  return <Container>{render?.(tab) ?? null}</Container>;
}
