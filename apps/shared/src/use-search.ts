/**
 * @module `useSearch`: a search dialog's requests on swr's `useSWRInfinite` ('Mostrar mais' loads the next page).
 * Every search (a submit, 'Tentar novamente', a refresh) has a key of its own, so an answer that arrives after a newer
 * search was started never shows nor toasts (the request race the dialogs used to handle by hand), and the same
 * criteria searched twice ask the API twice, as the spec's 'Busca realizada' toast implies.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWRInfinite from 'swr/infinite';
import { useToast } from '@turismo/ui-kit/Toast';
import { usePageToast } from './use-page-toast.ts';

/** A search id unique in the page, so no two searches (or two dialogs, or two tests) share an swr cache entry. */
let searches = 0;

export type SearchOptions<Query, Page, Item> = {
  /** The items of one page. */
  items: (page: Page) => Item[];
  /** How many items match in all (to offer 'Mostrar mais'); the item count of the pages when omitted. */
  total?: (page: Page) => number;
  /** After the first page of a search that is not quiet (the 'Busca realizada' toast). */
  onResults?: (page: Page, query: Query) => void;
  /** After a failed page of the current search (the 'Erro na busca' toast). */
  onError?: (err: unknown, query: Query) => void;
};

export type SearchState<Query, Item> = {
  status: 'idle' | 'loading' | 'done' | 'error';
  /** The criteria of the current search, null before the first. */
  query: Query | null;
  /** Every item loaded so far, pages in order. */
  items: Item[];
  /** How many match in all. */
  total: number;
  /** Starts a new search; `quiet` skips `onResults` (a refresh the user did not ask for). */
  search: (query: Query, options?: { quiet?: boolean }) => void;
  /** Loads the next page ('Mostrar mais'). */
  loadMore: () => void;
};

/**
 * @param name A name for the swr keys, e.g. 'rides/search-dialog'.
 * @param fetchPage Fetches page `page` (1-based) of `query`.
 * @example const rides = useSearch('rides/search-dialog', (q, page) => searchRides({ ...q, page }), { items: (p) => p.data, total: (p) => p.total });
 */
export function useSearch<Query, Page, Item>(
  name: string,
  fetchPage: (query: Query, page: number) => Promise<Page>,
  options: SearchOptions<Query, Page, Item>,
): SearchState<Query, Item> {
  const [current, setCurrent] = useState<{ query: Query; id: number; quiet: boolean } | null>(null);
  const latest = useRef({ current, fetchPage, options });
  latest.current = { current, fetchPage, options };

  const { data, error, setSize } = useSWRInfinite<Page>(
    (index, previous: Page | null) => {
      if (!current) return null;
      if (previous && options.items(previous).length === 0) return null;
      return [name, current.id, index + 1, current.query];
    },
    async ([, id, page, query]: [string, number, number, Query]) => {
      const isCurrent = () => latest.current.current?.id === id;
      try {
        const result = await latest.current.fetchPage(query, page);
        if (page === 1 && isCurrent() && !latest.current.current?.quiet) latest.current.options.onResults?.(result, query);
        return result;
      } catch (err) {
        if (isCurrent()) latest.current.options.onError?.(err, query);
        throw err;
      }
    },
    {
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
    },
  );

  const items = data?.flatMap(options.items) ?? [];
  const last = data?.[data.length - 1];
  return {
    status: !current ? 'idle' : error ? 'error' : data ? 'done' : 'loading',
    query: current?.query ?? null,
    items,
    total: last && options.total ? options.total(last) : items.length,
    search: (query, { quiet = false } = {}) => setCurrent({ query, id: ++searches, quiet }),
    loadMore: () => void setSize((size) => size + 1),
  };
}

/**
 * A search dialog's toasts (spec 8): 'Busca realizada' with what was found (`found(page)`, e.g. '3 viagens
 * encontradas.'; it closes when the user leaves the page), or 'Erro na busca' with `failed`. Spread into the options
 * of useSearch.
 * @example useSearch('rides/search-dialog', fetchPage, { items, ...useSearchToasts((p) => t('...', { count: p.total }), t('...')) })
 */
export function useSearchToasts<Page>(found: (page: Page) => string, failed: string) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const pageToast = usePageToast();
  return {
    onResults: (page: Page) => {
      pageToast({ title: t('Busca realizada'), description: found(page), variant: 'success' });
    },
    onError: () => {
      toast({ title: t('Erro na busca'), description: failed, variant: 'destructive' });
    },
  };
}

/** A problem with a search's criteria: a toast's title and description (Portuguese source texts). */
export type CriteriaProblem = { title: string; description: string };

/**
 * A search started only when its criteria pass `check`; otherwise the problem is shown as a toast (spec 5's
 * messages) and nothing is asked of the API.
 * @example const submit = useCheckedSearch((q) => checkStaySearch(q, today), stays.search); submit(criteria);
 */
export function useCheckedSearch<Query>(check: (query: Query) => CriteriaProblem | null, run: (query: Query) => void) {
  const { t } = useTranslation();
  const { toast } = useToast();
  return (query: Query) => {
    const problem = check(query);
    if (problem) toast({ title: t(problem.title), description: t(problem.description), variant: 'destructive' });
    else run(query);
  };
}
