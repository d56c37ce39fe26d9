/**
 * @module Labels of the events feature (spec 2.8, 3): categories, types, badge tones. The labels are Portuguese catalog
 * keys (marked with `msg`), shown with `t(label)`.
 */
import { formatMonthYear } from '@turismo/app-core/format-month';
import { msg } from '@turismo/app-core/i18n';
import type { BadgeTone } from '@turismo/ui-kit/Badge';
import type { EventCategory, EventType } from '../api/events.ts';

export const CATEGORY_LABELS: Record<EventCategory, string> = {
  cultura: msg('Cultura'),
  negocios: msg('Negócios'),
  entretenimento: msg('Entretenimento'),
  gastronomia: msg('Gastronomia'),
  educacao: msg('Educação'),
  desporto: msg('Desporto'),
};

/** The category badge colour (spec 2.8 'a category badge colour by category'). */
export const CATEGORY_TONES: Record<EventCategory, BadgeTone> = {
  cultura: 'accent',
  negocios: 'info',
  entretenimento: 'brand',
  gastronomia: 'warning',
  educacao: 'success',
  desporto: 'danger',
};

export const TYPE_LABELS: Record<EventType, string> = {
  feira: msg('Feira'),
  festival: msg('Festival'),
  concerto: msg('Concerto'),
  conferencia: msg('Conferência'),
  workshop: msg('Workshop'),
  exposicao: msg('Exposição'),
};

/**
 * A month of a year in the app's language, capitalised: 'Março de 2026', 'March 2026'.
 * @param month 1 to 12.
 */
export function monthYear(month: number, year: number): string {
  return formatMonthYear(year, month);
}
