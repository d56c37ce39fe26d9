/**
 * @module The money side of a cancellation in Minhas Reservas (ADR 0006 of the API): what the client will get back
 * before they confirm, and the state of the refund afterwards. The server refunds the whole amount paid, platform
 * fee included, whenever it lets a paid booking be cancelled; a payment still being processed is voided instead.
 */
import { formatMZN } from '@turismo/app-core/format';

export type RefundStatus = 'pending' | 'succeeded' | 'failed';

/** The fields read here (a Booking of the API has them all). */
export type RefundableBooking = {
  paymentStatus: 'unpaid' | 'pending' | 'succeeded' | 'failed' | 'cancelled';
  payment: { amountCents: number } | null;
  refund?: { status: RefundStatus; amountCents: number; failureReason: string | null } | null;
};

/** Label of each refund status, as shown on the card. */
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: 'Reembolso em processamento',
  succeeded: 'Reembolsado',
  failed: 'Reembolso falhou',
};

export const REFUND_STATUS_TONES = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'danger',
} as const satisfies Record<RefundStatus, string>;

/**
 * What cancelling will do with the client's money, shown in the confirmation before they confirm.
 * @example cancellationRefundText({ paymentStatus: 'succeeded', payment: { amountCents: 264000 } })
 * // 'Receberá de volta o valor total pago, 2640,00 MTn, incluindo a taxa da plataforma.'
 */
export function cancellationRefundText(booking: RefundableBooking): string {
  if (booking.paymentStatus === 'succeeded' && booking.payment) {
    return `Receberá de volta o valor total pago, ${formatMZN(booking.payment.amountCents)}, incluindo a taxa da ` +
      'plataforma.';
  }
  if (booking.paymentStatus === 'pending') return 'O pagamento em curso será anulado: nada lhe será cobrado.';
  return 'Esta reserva não foi paga: não há nada a reembolsar.';
}

/**
 * The refund of a cancelled booking in one line ('Reembolsado: 2640,00 MTn'), or null without a refund.
 */
export function refundSummary(booking: RefundableBooking): string | null {
  const refund = booking.refund;
  if (!refund) return null;
  return `${REFUND_STATUS_LABELS[refund.status]}: ${formatMZN(refund.amountCents)}`;
}

/** The toast text after a cancellation, from the booking the API answered. */
export function cancelledToastText(booking: RefundableBooking): string {
  const refund = booking.refund;
  if (!refund) {
    return booking.paymentStatus === 'cancelled'
      ? 'O pagamento em curso foi anulado: nada lhe foi cobrado.'
      : 'A reserva foi libertada.';
  }
  const amount = formatMZN(refund.amountCents);
  if (refund.status === 'succeeded') return `Reembolsado: ${amount} devolvidos ao seu meio de pagamento.`;
  if (refund.status === 'pending') return `Reembolso de ${amount} em processamento.`;
  return `O reembolso de ${amount} falhou${refund.failureReason ? `: ${refund.failureReason}` : '.'}`;
}
