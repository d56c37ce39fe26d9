/**
 * @module The bundled sandbox payment provider. It behaves like the real ones (DECISIONS.md 1; spec 9): card and
 * M-Pesa payments are pending, then succeed after PAYMENT_DELAY_MS (default 2 s); a bank transfer stays pending until
 * an admin confirms it. It fails when told to, with these test values:
 * - card number 4000 0000 0000 0002: declined;
 * - M-Pesa number +258 84 000 0000: refused.
 */
import type { PaymentDetails, PaymentProvider, PaymentToStart, ProviderAnswer } from './provider.ts';

/** The card number the sandbox declines. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
/** The M-Pesa number the sandbox refuses. */
export const SANDBOX_REFUSED_MPESA = '+258840000000';

/**
 * Creates a sandbox provider.
 * @param options.delayMs how long card and M-Pesa payments stay pending (the API passes PAYMENT_DELAY_MS)
 * @example createSandboxProvider({ delayMs: 2000 })
 */
export function createSandboxProvider(options: { delayMs: number }): PaymentProvider {
  return {
    name: 'sandbox',
    start(payment: PaymentToStart, details: PaymentDetails, now: Date): Promise<ProviderAnswer> {
      const reference = `SBX-${payment.method.toUpperCase()}-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
      if (details.method === 'bank') {
        return Promise.resolve({ reference, settlesAt: null, outcome: null });
      }
      const settlesAt = new Date(now.getTime() + options.delayMs);
      if (details.method === 'card' && details.card.number === SANDBOX_DECLINED_CARD) {
        return Promise.resolve({
          reference,
          settlesAt,
          outcome: 'failed',
          failureReason: 'Cartão recusado pelo emissor.',
        });
      }
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
  };
}
