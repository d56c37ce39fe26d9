/** @module The `?next=` return path passed to /login and /signup (the auth pages read and check it). */

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

