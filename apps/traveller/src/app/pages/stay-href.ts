/**
 * @module The address of an establishment's page (/alojamentos/:id), apart from StayScreen.tsx so that the home page
 * links to it without shipping the stay page, its booking panel and the payment dialog in the first script
 * (issue 13).
 */
import type { StayChoice } from '../../features/stays/components/StayBookingPanel.tsx';

/** The address of an establishment's page with a stay already chosen. */
export function stayHref(hotelId: string, choice: Partial<StayChoice> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(choice)) if (v !== undefined && v !== '') q.set(k, String(v));
  const query = q.toString();
  return `/alojamentos/${hotelId}${query ? `?${query}` : ''}`;
}
