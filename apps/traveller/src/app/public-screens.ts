/**
 * @module The public pages' screen chunks (issue 33, ADR 0036 'Sixth pass'), loaded by ./screens.tsx and, when a visit
 * opens on one of these pages, fetched by the first script at once beside the route table (`preloadScreenOf`). Else
 * each step waited for the one before (the first script, then ./screens.tsx, then the screen and its imports, then
 * the API client, then the data): a round trip each, 400 ms on the networks Mozambicans actually have.
 */
import { preloadApi } from '@turismo/app-core/api';

export const loadScreens = () => import('./screens.tsx');
export const loadRidesPage = () => import('../features/rides/components/RidesPage.tsx');
export const loadEventsScreen = () => import('./pages/EventsScreen.tsx');
export const loadStayScreen = () => import('./pages/StayScreen.tsx');
export const loadStaysSearchScreen = () => import('./pages/StaysSearchScreen.tsx');

/** The public pages (their Portuguese and English paths) and their screen's chunk. */
const PUBLIC_SCREENS: [RegExp, () => Promise<unknown>][] = [
  [/^\/rides\/?$/, loadRidesPage],
  [/^\/(?:eventos|events)(?:\/[^/]+)?\/?$/, loadEventsScreen],
  [/^\/alojamentos\/?$/, loadStaysSearchScreen],
  [/^\/alojamentos\/[^/]+\/?$/, loadStayScreen],
];

/**
 * Starts loading, in parallel, what the page at `path` draws first: the API client, and off the home page the route
 * table with the page's screen. Failures are left to the screens' own loads, which retry.
 */
export function preloadScreenOf(path: string): void {
  preloadApi().catch(() => null);
  if (path === '/') return;
  loadScreens().catch(() => null);
  PUBLIC_SCREENS.find(([pattern]) => pattern.test(path))?.[1]().catch(() => null);
}
