/** @module The `?next=` return path used by /login and /signup (only same-app paths are accepted). */

/**
 * Builds '/login' or '/signup' with the path to come back to after signing in.
 * @param page '/login' or '/signup'.
 * @param current The current path (and search); '/' and the auth pages themselves add no `next`.
 * @example withNext('/login', '/reservas') // '/login?next=%2Freservas'
 */
export function withNext(page: '/login' | '/signup', current: string): string {
  if (!current || current === '/' || current.startsWith('/login') || current.startsWith('/signup')) return page;
  return `${page}?next=${encodeURIComponent(current)}`;
}

/**
 * Reads a safe `next` path from a query string: only an absolute path on this origin ('/x', never '//host' or
 * 'https://...'), so the parameter cannot send the user to another site.
 * @param search The query string, with or without the leading '?'.
 * @param fallback The path used when `next` is missing or unsafe (default '/').
 */
export function readNext(search: string, fallback = '/'): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
