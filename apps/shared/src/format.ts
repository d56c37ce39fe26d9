/**
 * @module Formatting for pt-MZ: money in MZN from integer centavos, dates dd/MM/yyyy in Africa/Maputo. Money and today
 * in Maputo are the rules package's, the same functions as the API's (ADR 0038).
 */
import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { TIME_ZONE } from '@turismo/rules/time.ts';

export { TIME_ZONE, todayInMaputo } from '@turismo/rules/time.ts';
export { formatMZN } from '@turismo/rules/money.ts';

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
