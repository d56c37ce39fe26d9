/**
 * @module When a notification arrived, as the spec 2.13 writes it: 'Há N min', 'Há Nh', else the date; in the app's
 * language ('5 min ago', '3h ago' in English).
 */
import { formatDate } from './format.ts';
import { i18n } from './i18n.ts';

/**
 * @param iso the notification's instant
 * @param now the current instant
 * @example relativeTime('2026-11-22T10:00:00Z', new Date('2026-11-22T10:05:00Z')) // 'Há 5 min'
 * @example relativeTime('2026-11-22T10:00:00Z', new Date('2026-11-22T13:30:00Z')) // 'Há 3h'
 * @example relativeTime('2026-11-20T10:00:00Z', new Date('2026-11-22T10:00:00Z')) // '20/11/2026'
 */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (minutes < 60) return i18n.t('Há {{minutes}} min', { minutes: Math.max(1, minutes) });
  if (minutes < 24 * 60) return i18n.t('Há {{hours}}h', { hours: Math.floor(minutes / 60) });
  return formatDate(iso);
}
