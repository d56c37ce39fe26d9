/**
 * @module Formatting for pt-MZ: money in MZN from integer centavos, dates dd/MM/yyyy in Africa/Maputo.
 */
import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';

export const TIME_ZONE = 'Africa/Maputo';

const mzn = new Intl.NumberFormat('pt-MZ', { style: 'currency', currency: 'MZN' });

/**
 * Formats integer centavos as MZN for pt-MZ.
 * @example formatMZN(150000) // '1500,00 MTn' (exact symbol comes from Intl)
 */
export function formatMZN(centavos: number): string {
  return mzn.format(centavos / 100);
}

/** Formats an instant or ISO date as dd/MM/yyyy in Africa/Maputo. A plain 'yyyy-MM-dd' is a local date already. */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}/${m}/${y}`;
  }
  return format(new TZDate(new Date(value).getTime(), TIME_ZONE), 'dd/MM/yyyy');
}

/** Formats an instant as HH:mm in Africa/Maputo. */
export function formatTime(value: string | Date): string {
  return format(new TZDate(new Date(value).getTime(), TIME_ZONE), 'HH:mm');
}

/** Today's date in Africa/Maputo as 'yyyy-MM-dd' (for date inputs' min and defaults). */
export function todayInMaputo(now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), TIME_ZONE), 'yyyy-MM-dd');
}

/**
 * The name to greet a person by: their first name when the profile has one, else the display name's first word,
 * else the e-mail's display label (issue 15: the greeting used the e-mail prefix although the name was known).
 */
export function greetingName(
  profile: { firstName?: string | null; displayName?: string | null } | null | undefined,
  email: string | null | undefined,
): string {
  const first = profile?.firstName?.trim();
  if (first) return first;
  const display = profile?.displayName?.trim().split(/\s+/)[0];
  return display || displayLabel(email);
}

/** The user's display label: the part of the e-mail before the at sign (spec 2.2). */
export function displayLabel(email: string | null | undefined): string {
  if (!email) return '';
  const at = email.indexOf('@');
  return at === -1 ? email : email.slice(0, at);
}
