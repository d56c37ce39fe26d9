/**
 * @module Slot for the home sections that need live data (spec 2.3): special driver offers (rides tab), popular
 * rides (up to 6) and weekly highlights per tab. They come from GET /api/rides-special-offers and GET
 * /api/highlights in later issues. Until those exist this renders nothing: the prototype's built-in sample
 * highlights are never shown (DECISIONS.md 1).
 */
import type { SearchTab } from './SearchCard.tsx';

export type HomeHighlightsProps = {
  /** The search card's current tab: rides show offers and popular rides, the others their highlights. */
  tab: SearchTab;
};

export function HomeHighlights(_props: HomeHighlightsProps) {
  return null;
}
