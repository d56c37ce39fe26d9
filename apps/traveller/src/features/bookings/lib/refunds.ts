/**
 * @module The money side of a cancellation in Minhas Reservas (ADR 0006 and 0024 of the API): what the client will
 * get back before they confirm (the server's refund quote, from the product's cancellation policy), and the state of
 * the refund afterwards. A payment still being processed is voided instead. The texts come in the app's language
 * through the caller's `t` (useTranslation); the labels are Portuguese catalog keys (`msg`), shown with `t(label)`.
 */
import { formatDate, formatMZN, formatTime } from '@turismo/app-core/format';
import { msg } from '@turismo/app-core/i18n';
import type { TFunction } from 'i18next';

/** A translation function: the component's `t` from useTranslation(). */
export type Translate = TFunction;

export type RefundStatus = 'pending' | 'succeeded' | 'failed';

/** The fields read here (a Booking of the API has them all). */
export type RefundableBooking = {
  paymentStatus: 'unpaid' | 'pending' | 'succeeded' | 'failed' | 'cancelled';
  payment: { amountCents: number } | null;
  refund?: { status: RefundStatus; amountCents: number; failureReason: string | null } | null;
};

/** Label of each refund status, as shown on the card. */
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: msg('Reembolso em processamento'),
  succeeded: msg('Reembolsado'),
  failed: msg('Reembolso falhou'),
};

export const REFUND_STATUS_TONES = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'danger',
} as const satisfies Record<RefundStatus, string>;

/** The fields of the server's refund quote read here. */
export type QuoteLike = {
  cancellable: boolean;
  paidCents: number;
  refundCents: number;
  platformFeeRefundCents: number;
  free: boolean;
  changesAt: string | null;
};

/** An instant as 'dd/MM/yyyy às HH:mm' in Africa/Maputo. */
const when = (iso: string, t: Translate) => t('{{date}} às {{time}}', { date: formatDate(iso), time: formatTime(iso) });

/**
 * The exact amount that comes back by cancelling now, from the server's quote, shown in the cancel dialog.
 * @example quoteRefundText({ cancellable: true, paidCents: 143000, refundCents: 65000, platformFeeRefundCents: 0,
 *   free: false, changesAt: null }, booking, t) // 'Receberá de volta 650,00 MTn dos 1430,00 MTn pagos. …'
 */
export function quoteRefundText(quote: QuoteLike, booking: RefundableBooking, t: Translate): string {
  if (quote.paidCents === 0) return cancellationRefundText(booking, t);
  if (!quote.cancellable) return t('Esta reserva já não pode ser cancelada.');
  const paid = formatMZN(quote.paidCents);
  if (quote.refundCents === quote.paidCents) {
    const until = quote.changesAt ? ` ${t('Cancelamento gratuito até {{when}}.', { when: when(quote.changesAt, t) })}` : '';
    return `${t('Receberá de volta o valor total pago, {{paid}}, incluindo a taxa da plataforma.', { paid })}${until}`;
  }
  if (quote.refundCents === 0) {
    return t('Não receberá nada de volta dos {{paid}} pagos, pela política de cancelamento.', { paid });
  }
  const fee = quote.platformFeeRefundCents === 0 ? ` ${t('A taxa da plataforma não é reembolsada.')}` : '';
  const drops = quote.changesAt ? ` ${t('Este valor mantém-se até {{when}}.', { when: when(quote.changesAt, t) })}` : '';
  return `${t('Receberá de volta {{refund}} dos {{paid}} pagos.', { refund: formatMZN(quote.refundCents), paid })}${fee}${drops}`;
}

/**
 * What cancelling will do with the client's money when there is no quote (nothing paid).
 * @example cancellationRefundText({ paymentStatus: 'succeeded', payment: { amountCents: 264000 } }, t)
 * // 'Receberá de volta o valor total pago, 2640,00 MTn, incluindo a taxa da plataforma.'
 */
export function cancellationRefundText(booking: RefundableBooking, t: Translate): string {
  if (booking.paymentStatus === 'succeeded' && booking.payment) {
    return t('Receberá de volta o valor total pago, {{paid}}, incluindo a taxa da plataforma.', {
      paid: formatMZN(booking.payment.amountCents),
    });
  }
  if (booking.paymentStatus === 'pending') return t('O pagamento em curso será anulado: nada lhe será cobrado.');
  return t('Esta reserva não foi paga: não há nada a reembolsar.');
}

/**
 * The refund of a cancelled booking in one line ('Reembolsado: 2640,00 MTn'), or null without a refund.
 */
export function refundSummary(booking: RefundableBooking, t: Translate): string | null {
  const refund = booking.refund;
  if (!refund) return null;
  return t('{{status}}: {{amount}}', { status: t(REFUND_STATUS_LABELS[refund.status]), amount: formatMZN(refund.amountCents) });
}

/** The toast text after a cancellation, from the booking the API answered. */
export function cancelledToastText(booking: RefundableBooking, t: Translate): string {
  const refund = booking.refund;
  if (!refund) {
    return booking.paymentStatus === 'cancelled'
      ? t('O pagamento em curso foi anulado: nada lhe foi cobrado.')
      : t('A reserva foi libertada.');
  }
  const amount = formatMZN(refund.amountCents);
  if (refund.status === 'succeeded') return t('Reembolsado: {{amount}} devolvidos ao seu meio de pagamento.', { amount });
  if (refund.status === 'pending') return t('Reembolso de {{amount}} em processamento.', { amount });
  return refund.failureReason
    ? t('O reembolso de {{amount}} falhou: {{reason}}', { amount, reason: refund.failureReason })
    : t('O reembolso de {{amount}} falhou.', { amount });
}
