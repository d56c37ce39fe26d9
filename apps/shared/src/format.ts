/**
 * @module Formatting for pt-MZ: money in MZN from integer centavos, dates dd/MM/yyyy in Africa/Maputo.
 */
export const TIME_ZONE = 'Africa/Maputo';

// The browser's own Intl (time zone data included) rather than date-fns, which cost the first script about 8 KiB
// gzip (issue 13).
const maputo = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant's calendar date and clock time in Africa/Maputo, zero-padded. Throws RangeError for invalid dates. */
function inMaputo(value: string | Date | number): { y: string; m: string; d: string; hh: string; mm: string } {
  const p: Record<string, string> = {};
  for (const part of maputo.formatToParts(new Date(value))) p[part.type] = part.value;
  return { y: p.year ?? '', m: p.month ?? '', d: p.day ?? '', hh: p.hour ?? '', mm: p.minute ?? '' };
}

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
  const { y, m, d } = inMaputo(value);
  return `${d}/${m}/${y}`;
}

/** Formats an instant as HH:mm in Africa/Maputo. */
export function formatTime(value: string | Date): string {
  const { hh, mm } = inMaputo(value);
  return `${hh}:${mm}`;
}

/** Today's date in Africa/Maputo as 'yyyy-MM-dd' (for date inputs' min and defaults). */
export function todayInMaputo(now: Date = new Date()): string {
  const { y, m, d } = inMaputo(now);
  return `${y}-${m}-${d}`;
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
