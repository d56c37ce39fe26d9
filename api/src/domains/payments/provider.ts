/**
 * @module The payment provider interface (DECISIONS.md 1: payments go through a server-side payment record and a
 * provider interface). A provider starts a payment and says how and when it settles; the API stores that answer so
 * that settlement survives a restart, and settles the payment when it is due (a timer and every read).
 */

export type PaymentMethod = 'card' | 'mpesa' | 'bank';

/** The payer's details, already checked (see payments.validation.ts). Never stored: only a masked hint is. */
export type PaymentDetails =
  | { method: 'card'; card: { name: string; number: string; expiry: string; cvv: string } }
  | { method: 'mpesa'; mpesa: { phone: string } }
  | { method: 'bank'; bank: { account?: string; iban?: string } };

/** The payment record being started. */
export interface PaymentToStart {
  id: string;
  bookingId: string;
  method: PaymentMethod;
  amountCents: number;
  currency: 'MZN';
}

/** The refund record being started: all of `amountCents` goes back to the payer of `paymentReference`. */
export interface RefundToStart {
  id: string;
  paymentId: string;
  paymentReference: string | null;
  method: PaymentMethod;
  /** The masked payer details of the payment ('**** 4242'). */
  payerHint: string | null;
  amountCents: number;
  currency: 'MZN';
}

/**
 * The payout being started: `amountCents` goes from the platform to a provider's M-Pesa number or bank account
 * (issue 12, ADR 0026). `idempotencyKey` names the transfer: the provider makes one transfer per key, whatever the
 * retries.
 */
export interface PayoutToStart {
  id: string;
  idempotencyKey: string;
  providerId: string;
  amountCents: number;
  currency: 'MZN';
  destination:
    | { method: 'mpesa'; phone: string; holderName: string }
    | { method: 'bank'; iban: string; bankName: string; holderName: string };
}

export interface ProviderAnswer {
  /** The provider's reference of the payment. */
  reference: string;
  /** When the payment settles on its own; null when it waits for a confirmation (a bank transfer). */
  settlesAt: Date | null;
  /** How it settles at `settlesAt`; null with a null `settlesAt`. */
  outcome: 'succeeded' | 'failed' | null;
  /** Why it fails, when `outcome` is 'failed' (Portuguese, shown to the payer). */
  failureReason?: string;
}

export interface PaymentProvider {
  /** Stored in payments.provider. */
  readonly name: string;
  /**
   * Starts a payment. Called inside the transaction that records it: a real provider that calls out over the
   * network would record the payment first and call afterwards.
   */
  start(payment: PaymentToStart, details: PaymentDetails, now: Date): Promise<ProviderAnswer>;
  /**
   * Starts the refund of a succeeded payment; it settles like a payment (the answer's `settlesAt` and `outcome`).
   * Called inside the transaction that cancels the booking and records the refund.
   */
  refund(refund: RefundToStart, now: Date): Promise<ProviderAnswer>;
  /** Voids a payment that has not settled (its booking was cancelled): it will never be taken. */
  voidPayment(payment: { id: string; reference: string | null }, now: Date): Promise<void>;
  /**
   * Starts a payout to a provider; it settles like a payment (the answer's `settlesAt` and `outcome`). The same
   * `idempotencyKey` answers the same transfer (same reference). Called inside the transaction that records it.
   */
  payout(payout: PayoutToStart, now: Date): Promise<ProviderAnswer>;
}
