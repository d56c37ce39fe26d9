/**
 * @module The API answers the server put into a public page (issue 26, ADR 0046 addendum): on an event, stay, ride,
 * driver or organiser page the server writes the data it made the page from into a JSON block
 * (`<script type="application/json" id="page-data">`, api/src/domains/pages/pages.html.ts), each under the app's
 * swr key. {@link PageDataProvider} gives them to swr as the fallback of those keys and skips their fetch on mount,
 * so the screen draws the listing at once and the app does not ask the API a second time for what the page holds.
 *
 * They count only on the page the server made (its path; once the visitor goes elsewhere, every key is fetched as
 * usual), in the language it was made in (the app's Accept-Language decides the API's texts), and for a visitor
 * without a session: a signed-in visitor may see more than the public answer (an owner's own listing), so their
 * screen draws the page's data at once and fetches theirs as before. Lives in the screens' chunk, not the first
 * script (issue 13's budget).
 */
import type { ReactNode } from 'react';
import { type Middleware, SWRConfig, unstable_serialize } from 'swr';
import { i18n } from '@turismo/app-core/i18n';

/** What the page's data block holds. */
export type PageData = { path: string; lang: 'pt' | 'en'; entries: { key: unknown[]; data: unknown }[] };

/** The page's data block, or null when the page has none or it does not parse. */
export function readPageData(doc: Document = document): PageData | null {
  const text = doc.getElementById('page-data')?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as PageData;
    return value && typeof value.path === 'string' && Array.isArray(value.entries) ? value : null;
  } catch {
    return null;
  }
}

/**
 * swr's config for `data`: the fallback by serialized key (when the page is in the app's language), and a
 * middleware that skips their fetch on mount while {@link usable}.
 */
export function pageDataConfig(
  data: PageData | null,
  o: { language: () => string; signedIn: () => boolean; pathname: () => string },
): { fallback?: Record<string, unknown>; use?: Middleware[] } {
  if (!data?.entries.length || !o.language().startsWith(data.lang)) return {};
  const fallback: Record<string, unknown> = {};
  for (const e of data.entries) fallback[unstable_serialize(e.key)] = e.data;
  let left = false;
  /** On the page the server made (once left, for good), in its language, without a session. */
  const usable = () => {
    left ||= o.pathname() !== data.path;
    return !left && !o.signedIn() && o.language().startsWith(data.lang);
  };
  const middleware: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const held = typeof key !== 'function' && key !== null && key !== undefined && unstable_serialize(key) in fallback;
    return useSWRNext(key, fetcher, held && usable() ? { ...config, revalidateOnMount: false } : config);
  };
  return { fallback, use: [middleware] };
}

const fromPage = typeof document === 'undefined' ? null : pageDataConfig(readPageData(), {
  language: () => i18n.language,
  signedIn: () => document.documentElement.hasAttribute('data-session'),
  pathname: () => location.pathname.replace(/\/+$/, '') || '/',
});

/** Gives the screens below the page's data (see the module's note). */
export function PageDataProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={fromPage ?? {}}>{children}</SWRConfig>;
}
