/**
 * @module The words of a stay reservation (spec 2.16): its status' tone, the provider's actions and what they did, the
 * payment and refund states, and the cancel and no-show prompts.
 */
import type { TFunction } from 'i18next';
import { formatMZN } from '@turismo/app-core/format';
import { BOOKING_STATUS_TONES } from '@turismo/app-core/booking-labels';
import { msg } from '@turismo/app-core/i18n';
import type { BadgeTone } from '@turismo/ui-kit/Badge';
import type { Reservation, ReservationAction } from '../api/lodging.ts';

/**
 * The badge tone of a reservation's status: the core's, except that a cancelled stay is shown quietly (neutral) in
 * the establishment's list. Its words are the core's `BOOKING_STATUS_LABELS`.
 */
export const STATUS_TONES = {
  ...BOOKING_STATUS_TONES,
  cancelled: 'neutral',
} as const satisfies Record<Reservation['status'], BadgeTone>;

export const ACTION_LABELS: Record<ReservationAction, string> = {
  confirm: msg('Confirmar'),
  cancel: msg('Cancelar'),
  'check-in': msg('Registar check-in'),
  complete: msg('Concluir'),
  'no-show': msg('Não compareceu'),
};

export const ACTION_DONE: Record<ReservationAction, string> = {
  confirm: msg('Reserva confirmada'),
  cancel: msg('Reserva cancelada'),
  'check-in': msg('Check-in registado'),
  complete: msg('Reserva concluída'),
  'no-show': msg('Não comparência registada'),
};

export const PAYMENT: Record<Reservation['paymentStatus'], string> = {
  unpaid: msg('Por pagar'),
  pending: msg('Em processamento'),
  succeeded: msg('Pago'),
  failed: msg('Falhou'),
  cancelled: msg('Anulado'),
};

export const REFUND: Record<NonNullable<Reservation['refund']>['status'], string> = {
  pending: msg('Reembolso em processamento'),
  succeeded: msg('Reembolsado'),
  failed: msg('Reembolso falhou'),
};

/** The cancellation prompt, with what the guest gets back (everything they paid; the API's ADR 0005). */
export function cancelQuestion(r: Pick<Reservation, 'paymentStatus' | 'totalCents'>, t: TFunction): string {
  if (r.paymentStatus === 'succeeded') {
    return t('Tem certeza que deseja cancelar esta reserva? O hóspede será reembolsado do valor total pago: {{amount}}.', {
      amount: formatMZN(r.totalCents),
    });
  }
  if (r.paymentStatus === 'pending') {
    return t('Tem certeza que deseja cancelar esta reserva? O pagamento em curso do hóspede será anulado.');
  }
  return t('Tem certeza que deseja cancelar esta reserva?');
}

/** The no-show prompt: what happens is what the API does (ADR 0031). */
export const NO_SHOW_QUESTION = msg(
  'Marcar este hóspede como não comparência? A reserva fica concluída sem reembolso e as noites a partir de hoje voltam a estar disponíveis.',
);
