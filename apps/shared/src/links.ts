/**
 * @module Links between the apps on one origin (DECISIONS.md 4): each app routes only its own paths, every other path
 * (another app, /api) needs a full page load. Kit components render plain anchors and do not know the router, so each
 * app's frame intercepts clicks on them.
 */
import type { MouseEvent } from 'react';

/**
 * Whether `path` is one of `prefixes` or below it ('/drivers', '/drivers/x', '/drivers?tab=1', '/drivers#top'),
 * but not a longer name ('/driversx').
 */
export function isUnder(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) ||
    path.startsWith(`${prefix}?`) || path.startsWith(`${prefix}#`));
}

/**
 * The traveller app's sign-in page, coming back to `current` afterwards (`fallback` when empty).
 * @example loginHref('/hotels') // '/login?next=%2Fhotels'
 */
export function loginHref(current: string, fallback = '/'): string {
  return `/login?next=${encodeURIComponent(current || fallback)}`;
}

/** Where the user sees their account types and identity verification (traveller app). */
export const VERIFICATION_HREF = '/profile/verification';

/**
 * Returns an onClick handler for a container: a plain left click on an anchor to a same-origin path that `isOwnPath`
 * accepts navigates with `navigate` instead of reloading. Modified clicks (new tab, download), `target` links, clicks
 * already handled (defaultPrevented, e.g. wouter's <Link>) and other apps' paths keep the browser's behaviour.
 * @example <div onClick={interceptLinks((p) => isUnder(p, ['/admin']), navigate)}>
 */
export function interceptLinks(isOwnPath: (path: string) => boolean, navigate: (to: string) => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!anchor || anchor.hasAttribute('download')) return;
    const target = anchor.getAttribute('target');
    if (target && target !== '_self') return;
    const href = anchor.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//') || !isOwnPath(href)) return;
    event.preventDefault();
    navigate(href);
  };
}
