/**
 * @module What a product is to the booking core (ADR 0021): `BookingProduct`, the few functions through which the
 * booking desk books, describes, cancels and quotes the bookings of one product (rides, stays, events) without knowing
 * which. Each product implements it in its own folder (`<product>.product.ts`) on top of its `<product>.booking.ts`;
 * the booking desk registers every product by its booking type (booking-desk.products.ts), and the type checker
 * refuses a booking type of BOOKING_TYPES without its product.
 */
import type { Db, Sql } from '../../lib/db.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import type { RefundQuote } from './bookings.cancellation.schemas.ts';
import type { RefundDecision } from './bookings.policy.ts';
import type { BookingType, LedgerBooking } from './bookings.schemas.ts';

/** What the core reads of a booking for its cancellation policy, and gives the product's `refundPolicy`. */
export interface PolicyBooking {
  id: string;
  status: LedgerBooking['status'];
  /** What the client paid (succeeded payments, and pending ones due with a success), centavos. */
  paidCents: number;
  /** The price of the service after any discount, centavos. */
  subtotalCents: number;
  /** The platform fee the client paid, centavos. */
  platformFeeCents: number;
}

/** A product's cancellation policy applied at `now`: the decision, the policy's kind and its Portuguese text. */
export interface PolicyQuote {
  decision: RefundDecision;
  kind: RefundQuote['policy']['kind'];
  text: string;
}

/** Whose bookings a read or an action settles first: one client's, or one booking. */
export interface DueScope {
  userId?: string;
  bookingId?: string;
}

/**
 * One product as the booking desk sees it.
 * @typeParam Body the product's variant of the create-booking body (its `type` is the product's booking type)
 * @typeParam Part the product's part of the booking answer, e.g. `{ stay?: BookingStay | null }`,
 *   `{ ride: BookingRide | null }`
 * @typeParam Provider the payment provider type (payments/provider.ts, a layer above the core), for `settleDue`
 */
export interface BookingProduct<
  Body extends { type: BookingType },
  Part extends object = Record<never, never>,
  Provider = unknown,
> {
  /**
   * Refuses, before booking, an offer whose provider is suspended (409 PROVIDER_SUSPENDED, ADR 0014); absent when
   * `create` checks it inside its own transaction (rides).
   * @param idempotencyKey a retry of a booking already made passes
   */
  assertBookable?(userId: string, input: Body, idempotencyKey: string | undefined): Promise<void>;
  /**
   * Books (POST /api/bookings/create with the product's `type`) in one transaction through the core
   * (`idempotentCreate`, `lockClientBookings`, the limits, an insert in `bookings`).
   * @returns the booking with the product's part, and whether it was created now (false: an idempotent replay)
   */
  create(
    user: AuthUser,
    input: Body,
    idempotencyKey: string | undefined,
    now: Date,
  ): Promise<{ booking: LedgerBooking & Part; created: boolean }>;
  /**
   * Holds one booking of the product inside a transaction the caller opened and owns (a trip's, ADR 0055), after the
   * caller took `lockClientBookings`: releases the listing's expired holds, checks and takes the inventory with the
   * product's own conditional update and inserts the pending booking through the core, with the product's errors (a
   * refusal throws; the caller rolls everything back). `create` makes the same booking in a transaction of its own.
   * @param options.discountPercentage a percentage off the product's subtotal the caller's composition grants (an
   *   event's accommodation partnership on a stay; 0 or absent: none), paid by the provider like any discount
   * @returns the booking's id
   */
  hold(tx: Db, user: AuthUser, input: Body, options: { now: Date; discountPercentage?: number }): Promise<string>;
  /**
   * The product's part on the bookings of other products, when the answer carries it on every booking (rides:
   * `{ ride: null }`); absent when the part is optional and left out (stays, events).
   */
  blankPart?: Part;
  /**
   * Adds the product's part to its bookings of a list and narrows their `active` and `canCancel` (others pass
   * unchanged).
   */
  describe?<B extends LedgerBooking & Partial<Part>>(bookings: B[], now: Date): Promise<B[]>;
  /**
   * Settles what is due on the product's bookings of `scope` before they are read or cancelled (stays: declines the
   * paid requests the manager left unanswered, ADR 0017); absent when nothing is.
   * @param provider the payment provider of the refunds (tests pass their own)
   */
  settleDue?(sql: Sql, now: Date, scope: DueScope, provider?: Provider): Promise<unknown>;
  /**
   * Why an open booking (pending or confirmed, with its part) can no longer be cancelled at `now`: the sentence
   * before ': esta reserva já não pode ser cancelada.' of 409 BOOKING_NOT_CANCELLABLE (ADR 0017), or undefined.
   */
  whyNotCancellable(booking: LedgerBooking & Partial<Part>, now: Date): string | undefined;
  /**
   * The product's cancellation policy (ADR 0024) for a booking at `now`: reads what the policy needs (a departure, a
   * check-in, a start; the policy accepted at booking) and applies its pure function (`<product>.policy.ts`).
   * @param sql the cancelling transaction, when the quote is the one refunded (the booking row is locked)
   */
  refundPolicy(sql: Db, booking: PolicyBooking, now: Date): Promise<PolicyQuote>;
}

/** The products' cancellation policies by booking type, as `quoteCancellation` reads them (the desk's registry). */
export type RefundPolicies = { readonly [T in BookingType]: Pick<BookingProduct<{ type: T }>, 'refundPolicy'> };
