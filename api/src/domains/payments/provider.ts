/**
 * @module The payment provider interface (DECISIONS.md 1 and 9; ADR 0042). Two kinds of answer:
 * - a live rail (M-Pesa, the hosted card page) answers what the provider said: `LiveAnswer` (succeeded, failed,
 *   awaiting the customer, or unknown), and can be asked again later (`paymentStatus`, `refundStatus`,
 *   `payoutStatus`). It is always called outside any database transaction, with a time-out (payments.lifecycle.ts).
 * - the bundled sandbox (development and tests only; production refuses it) answers a `ScheduledAnswer`: how and when
 *   it settles on its own, stored in the row so that settlement survives a restart.
 */

export type PaymentMethod = 'card' | 'mpesa' | 'bank';

/**
 * The payer's details, already checked (see payments.validation.ts). Never stored: only a masked hint is. A card has
 * none: its number, expiry and CVV are typed on the acquirer's hosted page and never reach our servers (ADR 0050).
 */
export type PaymentDetails =
  | { method: 'card' }
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
  /** What the payment was (a partial refund gives back less). */
  paymentAmountCents?: number;
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

/** The sandbox's answer: the outcome it will have at `settlesAt`. */
export interface ScheduledAnswer {
  /** The provider's reference of the payment. */
  reference: string;
  /** When the payment settles on its own; null when it waits for a confirmation (a bank transfer). */
  settlesAt: Date | null;
  /** How it settles at `settlesAt`; null with a null `settlesAt`. */
  outcome: 'succeeded' | 'failed' | null;
  /** Why it fails, when `outcome` is 'failed' (Portuguese, shown to the payer). */
  failureReason?: string;
}

/**
 * What a live rail said about a payment, refund or payout (ADR 0042):
 * - `succeeded`: the money moved (`reference` is the provider's transaction id);
 * - `failed`: it did not and will not (`code` is our stable error code, e.g. 'MPESA_INSUFFICIENT_BALANCE');
 * - `expired`: the customer never confirmed before the deadline: nothing moved;
 * - `awaiting`: the customer has to act (type the PIN, fill the hosted page at `redirectUrl`);
 * - `unknown`: nobody knows yet (a time-out, INS-9, INS-10 duplicate, INS-16 overload): ask again at `retryAfterMs`.
 * `providerCode` is the provider's own code ('INS-2006'), kept in the audit trail.
 */
export interface LiveAnswer {
  state: 'succeeded' | 'failed' | 'expired' | 'awaiting' | 'unknown';
  reference: string | null;
  providerCode: string;
  code: string;
  /** Why it failed, Portuguese (shown to the payer). */
  reason?: string;
  redirectUrl?: string;
  /** When an `unknown` or `awaiting` answer is worth asking about again, ms from now. */
  retryAfterMs?: number;
}

/** Either kind of answer. */
export type ProviderAnswer = ScheduledAnswer | LiveAnswer;

/** Whether the answer is a live rail's. */
export const isLive = (a: ProviderAnswer): a is LiveAnswer => 'state' in a;

/** What a live rail needs to ask again about a record: our short reference and the provider's, if any. */
export interface StatusQuery {
  id: string;
  railReference: string;
  providerReference: string | null;
  /** Past this instant an answer of 'still pending' means the customer never confirmed: expired. */
  deadlineAt: Date | null;
}

/** The context of a call to a live rail. */
export interface CallContext {
  now: Date;
  /** Our short alphanumeric reference of the record (lifecycle.railReference). */
  railReference: string;
  /** Aborted when the call has taken too long (the rail's time-out). */
  signal?: AbortSignal;
  /** Where the hosted card page sends the traveller back (card rail). */
  returnUrl?: string;
}

export interface PaymentProvider {
  /** Stored in payments.provider. */
  readonly name: string;
  /**
   * Starts a payment. Called inside the transaction that records it: a real provider that calls out over the
   * network would record the payment first and call afterwards.
   */
  start(payment: PaymentToStart, details: PaymentDetails, now: Date, ctx?: CallContext): Promise<ProviderAnswer>;
  /**
   * Starts the refund of a succeeded payment; it settles like a payment (the answer's `settlesAt` and `outcome`).
   * Called inside the transaction that cancels the booking and records the refund.
   */
  refund(refund: RefundToStart, now: Date, ctx?: CallContext): Promise<ProviderAnswer>;
  /** Voids a payment that has not settled (its booking was cancelled): it will never be taken. */
  voidPayment(payment: { id: string; reference: string | null }, now: Date): Promise<void>;
  /**
   * Starts a payout to a provider; it settles like a payment (the answer's `settlesAt` and `outcome`). The same
   * `idempotencyKey` answers the same transfer (same reference). Called inside the transaction that records it.
   */
  payout(payout: PayoutToStart, now: Date, ctx?: CallContext): Promise<ProviderAnswer>;
  /** A routed provider (the deployment's): the rail of each method. */
  pick?(method: PaymentMethod): PaymentProvider;
  /** A live rail: whether it is one (then start, refund and payout are called outside transactions, with `ctx`). */
  readonly live?: boolean;
  /** A live rail: how long one of its calls may take, ms (a claim older than that and a margin is asked about). */
  readonly timeoutMs?: number;
  /** A live rail: how long the customer has to confirm a payment (PIN prompt, hosted page), ms. */
  readonly confirmWindowMs?: number;
  /** A live rail: asks the provider what became of a payment. */
  paymentStatus?(q: StatusQuery, now: Date): Promise<LiveAnswer>;
  /** A live rail: asks the provider what became of a refund. */
  refundStatus?(q: StatusQuery, now: Date): Promise<LiveAnswer>;
  /** A live rail: asks the provider what became of a payout. */
  payoutStatus?(q: StatusQuery, now: Date): Promise<LiveAnswer>;
}

/** The rail of a method: a routed provider (the deployment's) picks one; any other provider is its own rail. */
export function pickRail(provider: PaymentProvider, method: PaymentMethod): PaymentProvider {
  return provider.pick ? provider.pick(method) : provider;
}
