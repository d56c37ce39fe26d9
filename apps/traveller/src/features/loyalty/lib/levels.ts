/**
 * @module Display names of the loyalty levels and reasons (spec 9), and the number formats of the loyalty screens.
 * Names are Portuguese source texts marked with msg() (issue 14), shown with t(); numbers follow the app's language
 * (formatNumber).
 */
import type { TFunction } from 'i18next';
import { formatNumber } from '@turismo/app-core/format';
import { msg } from '@turismo/app-core/i18n';
import type { LoyaltyHistoryEntry, LoyaltyLevel } from '../api/loyalty.ts';

export const LEVEL_LABELS: Record<LoyaltyLevel, string> = {
  bronze: msg('Bronze'),
  silver: msg('Prata'),
  gold: msg('Ouro'),
  platinum: msg('Platina'),
};

export const REASON_LABELS: Record<LoyaltyHistoryEntry['reason'], string> = {
  ride_completed: msg('Viagem'),
  stay_booked: msg('Estadia'),
  event_attended: msg('Evento'),
  first_ride_of_month: msg('Bónus: primeira viagem do mês'),
  reward_redeemed: msg('Recompensa resgatada'),
  booking_cancelled: msg('Reserva cancelada'),
  reward_revoked: msg('Recompensa anulada: a reserva que a pagou foi cancelada'),
  points_expired: msg('Pontos expirados (12 meses)'),
  inactivity: msg('Pontos expirados: conta inativa'),
};

/** '1 250 pontos', '1 ponto', '0 pontos' ('1,250 points' in English). */
export function formatPoints(n: number, t: TFunction): string {
  return t('{{points}} ponto', { count: Math.abs(n), points: formatNumber(n) });
}

/** '+55', '-500'. */
export function signedPoints(n: number): string {
  return `${n > 0 ? '+' : n < 0 ? '−' : ''}${formatNumber(Math.abs(n))}`;
}

/** '×1,2' ('×1.2' in English). */
export function formatMultiplier(m: number): string {
  return `×${formatNumber(m, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}`;
}

/** A tier's range: '0–999 pontos', '7 000+ pontos'. */
export function tierRange(min: number, max: number | null, t: TFunction): string {
  return max === null
    ? t('{{min}}+ pontos', { min: formatNumber(min) })
    : t('{{min}}–{{max}} pontos', { min: formatNumber(min), max: formatNumber(max) });
}
