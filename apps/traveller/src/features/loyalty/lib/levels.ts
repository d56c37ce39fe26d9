/** @module Display names of the loyalty levels and reasons (spec 9), and the number formats of the loyalty screens. */
import type { LoyaltyHistoryEntry, LoyaltyLevel } from '../api/loyalty.ts';

export const LEVEL_LABELS: Record<LoyaltyLevel, string> = {
  bronze: 'Bronze',
  silver: 'Prata',
  gold: 'Ouro',
  platinum: 'Platina',
};

export const REASON_LABELS: Record<LoyaltyHistoryEntry['reason'], string> = {
  ride_completed: 'Viagem',
  stay_booked: 'Estadia',
  event_attended: 'Evento',
  first_ride_of_month: 'Bónus: primeira viagem do mês',
  reward_redeemed: 'Recompensa resgatada',
  booking_cancelled: 'Reserva cancelada',
  reward_revoked: 'Recompensa anulada: a reserva que a pagou foi cancelada',
  points_expired: 'Pontos expirados (12 meses)',
  inactivity: 'Pontos expirados: conta inativa',
};

const points = new Intl.NumberFormat('pt-MZ');

/** '1 250 pontos', '1 ponto'. */
export function formatPoints(n: number): string {
  return `${points.format(n)} ${Math.abs(n) === 1 ? 'ponto' : 'pontos'}`;
}

/** '+55', '-500'. */
export function signedPoints(n: number): string {
  return `${n > 0 ? '+' : n < 0 ? '−' : ''}${points.format(Math.abs(n))}`;
}

/** '×1,2'. */
export function formatMultiplier(m: number): string {
  return `×${m.toLocaleString('pt-MZ', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}`;
}

/** A tier's range: '0–999 pontos', '7 000+ pontos'. */
export function tierRange(min: number, max: number | null): string {
  return max === null ? `${points.format(min)}+ pontos` : `${points.format(min)}–${points.format(max)} pontos`;
}
