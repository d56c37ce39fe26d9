/**
 * @module Links between the admin app and the other apps on the same origin (DECISIONS.md 4). The admin app routes
 * only /admin and /admin/*; every other path (/, /login, /perfil) is another app and needs a full page load.
 */
import type { MouseEvent } from 'react';

/** Whether a same-origin path is one of the admin app's own pages. */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || /^\/admin[/?#]/.test(path);
}

/**
 * The traveller app's sign-in page, coming back to `current` afterwards.
 * @example loginHref('/admin') // '/login?next=%2Fadmin'
 */
export function loginHref(current: string): string {
  return `/login?next=${encodeURIComponent(current || '/admin')}`;
}


/**
 * Returns an onClick handler for a container: a plain left click on an anchor to an admin page navigates with the
 * router instead of reloading (kit components such as BottomNav render plain anchors). Other apps' links,
 * modified clicks, `target` links and clicks already handled keep the browser's behaviour.
 */
export function interceptAdminLinks(navigate: (to: string) => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!anchor || anchor.hasAttribute('download')) return;
    const target = anchor.getAttribute('target');
    if (target && target !== '_self') return;
    const href = anchor.getAttribute('href');
    if (!href || !isAdminPath(href)) return;
    event.preventDefault();
    navigate(href);
  };
}
