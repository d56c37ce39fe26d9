/**
 * @module The bundled sandbox payment provider. It behaves like the real ones (DECISIONS.md 1; spec 9): card and
 * M-Pesa payments are pending, then succeed after PAYMENT_DELAY_MS (default 2 s); a bank transfer stays pending until
 * an admin confirms it. It fails when told to, with these test values:
 * - M-Pesa number +258 84 000 0000: refused;
 * - M-Pesa number +258 84 000 0777: the payment succeeds, its refund fails (the simulator's number of that fault).
 * Cards carry no details any more (they are typed on the acquirer's hosted page, ADR 0050): a sandbox card payment
 * always succeeds; the card faults are the DPO simulator's (api/dev/dpo-simulator.ts).
 * Refunds settle like payments, after the same delay (a bank transfer too: the money goes back to the account).
 * Payouts to providers too (M-Pesa or bank); a payout to the refused M-Pesa number fails. A payout retried with the
 * same idempotency key answers the first transfer's reference and outcome (one transfer per key).
 */
import type {
  PaymentDetails,
  PaymentProvider,
  PaymentToStart,
  PayoutToStart,
  RefundToStart,
  ScheduledAnswer,
} from './provider.ts';

/** The M-Pesa number whose payments succeed and whose refunds fail. */
export const SANDBOX_REFUND_FAILS_MPESA = '+258840000777';
/** Why a sandbox refund fails (Portuguese, shown to the payer). */
export const SANDBOX_REFUND_FAILURE = 'O operador recusou o reembolso.';
/** The M-Pesa number the sandbox refuses. */
export const SANDBOX_REFUSED_MPESA = '+258840000000';
/** Why a sandbox payout to the refused M-Pesa number fails (Portuguese, shown to the provider). */
export const SANDBOX_PAYOUT_FAILURE = 'Número M-Pesa recusado pelo operador.';

/**
 * Creates a sandbox provider.
 * @param options.delayMs how long card and M-Pesa payments, and refunds, stay pending (the API passes PAYMENT_DELAY_MS)
 * @param options.refundOutcome 'failed' makes every refund fail (tests); by default only the test card's do
 * @example createSandboxProvider({ delayMs: 2000 })
 */
export function createSandboxProvider(
  options: { delayMs: number; refundOutcome?: 'succeeded' | 'failed' },
): PaymentProvider {
  // The transfers made, by idempotency key: a retry is the same transfer.
  const payouts = new Map<string, ScheduledAnswer>();
  return {
    name: 'sandbox',
    start(payment: PaymentToStart, details: PaymentDetails, now: Date): Promise<ScheduledAnswer> {
      const reference = `SBX-${payment.method.toUpperCase()}-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
      if (details.method === 'bank') {
        return Promise.resolve({ reference, settlesAt: null, outcome: null });
      }
      const settlesAt = new Date(now.getTime() + options.delayMs);
      if (details.method === 'mpesa' && details.mpesa.phone === SANDBOX_REFUSED_MPESA) {
        return Promise.resolve({
          reference,
          settlesAt,
          outcome: 'failed',
          failureReason: 'Pagamento M-Pesa recusado.',
        });
      }
      return Promise.resolve({ reference, settlesAt, outcome: 'succeeded' });
    },
    refund(refund: RefundToStart, now: Date): Promise<ScheduledAnswer> {
      const reference = `SBX-REFUND-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
      const settlesAt = new Date(now.getTime() + options.delayMs);
      const fails = options.refundOutcome === 'failed' ||
        (options.refundOutcome === undefined && refund.method === 'mpesa' &&
          refund.payerHint === `+258 ** *** *${SANDBOX_REFUND_FAILS_MPESA.slice(-3)}`);
      return Promise.resolve(
        fails
          ? { reference, settlesAt, outcome: 'failed', failureReason: SANDBOX_REFUND_FAILURE }
          : { reference, settlesAt, outcome: 'succeeded' },
      );
    },
    payout(payout: PayoutToStart, now: Date): Promise<ScheduledAnswer> {
      const first = payouts.get(payout.idempotencyKey);
      if (first) return Promise.resolve(first);
      const reference = `SBX-PAYOUT-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
      const settlesAt = new Date(now.getTime() + options.delayMs);
      const fails = payout.destination.method === 'mpesa' && payout.destination.phone === SANDBOX_REFUSED_MPESA;
      const answer: ScheduledAnswer = fails
        ? { reference, settlesAt, outcome: 'failed', failureReason: SANDBOX_PAYOUT_FAILURE }
        : { reference, settlesAt, outcome: 'succeeded' };
      payouts.set(payout.idempotencyKey, answer);
      return Promise.resolve(answer);
    },
    voidPayment(): Promise<void> {
      // Nothing to undo: a pending sandbox payment only settles through its record, which is no longer pending.
      return Promise.resolve();
    },
  };
}
