/** @module The page title in the browser tab: '<page> | MozTurismo'. */
import { useEffect } from 'react';

/** The brand name shown in titles, the header logo and the footer. */
export const BRAND_NAME = 'MozTurismo';

/**
 * Sets `document.title` while the calling page is shown.
 * @param title The page's own title; without it the title is the brand name alone.
 * @example useDocumentTitle('Minhas Reservas') // 'Minhas Reservas | MozTurismo'
 */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND_NAME}` : BRAND_NAME;
  }, [title]);
}
