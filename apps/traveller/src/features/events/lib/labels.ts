/** @module Labels of the events feature (spec 2.8, 3): categories, types, badge tones. */
import type { BadgeTone } from '@turismo/ui-kit/Badge';
import type { EventCategory, EventType } from '../api/events.ts';

export const CATEGORY_LABELS: Record<EventCategory, string> = {
  cultura: 'Cultura',
  negocios: 'Negócios',
  entretenimento: 'Entretenimento',
  gastronomia: 'Gastronomia',
  educacao: 'Educação',
  desporto: 'Desporto',
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
  feira: 'Feira',
  festival: 'Festival',
  concerto: 'Concerto',
  conferencia: 'Conferência',
  workshop: 'Workshop',
  exposicao: 'Exposição',
};

export const MONTHS = [
  'Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro',
  'Dezembro',
] as const;
