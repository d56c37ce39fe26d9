/**
 * @module The API's stable error codes (issue 29, ADR 0052): every `error.code` an answer can carry, with its HTTP
 * status and the domains (OpenAPI tags) whose operations can answer it. The OpenAPI document writes, for each
 * operation and each error status it declares, the enum of the codes it can answer (lib/openapi.ts `apiDocument`);
 * the API tests check every error answer's code against that enum (test/answers.ts), and
 * `test/document.test.ts` fails when a code raised in the source is missing here.
 *
 * A new code: add it here, with its status and the tags of the operations that reach it ('*' for codes of the
 * middlewares and of lib/, which any operation declaring the status can answer).
 */
// i18n-exempt-file: the Portuguese words here are OpenAPI tag names (identifiers of the document), not texts shown.

/** Where a code can be answered: '*' (any operation declaring its status) or the tags of the operations. */
type Scope = '*' | readonly string[];

interface ErrorCodeEntry {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503;
  scope: Scope;
}

/** The products' booking and payment paths: reached from their own pages, the booking desk and the payments. */
const BOOKING = ['Viagens', 'Alojamentos', 'Eventos', 'Reservas', 'Pagamentos', 'Fidelidade'] as const;
/** Photos and documents: uploaded on their own, with a verification and with a dispute. */
const MEDIA = ['Fotografias', 'Verificação', 'Disputes'] as const;

const code = (status: ErrorCodeEntry['status'], scope: Scope): ErrorCodeEntry => ({ status, scope });

export const ERROR_CODES = {
  // Any operation (lib/errors.ts, the middlewares).
  VALIDATION_ERROR: code(400, '*'),
  MALFORMED_REQUEST: code(400, '*'),
  UNAUTHENTICATED: code(401, '*'),
  INVALID_TOKEN: code(401, '*'),
  ACCOUNT_DISABLED: code(401, '*'),
  FORBIDDEN: code(403, '*'),
  ACCOUNT_SUSPENDED: code(403, '*'),
  VERIFICATION_REQUIRED: code(403, '*'),
  NOT_FOUND: code(404, '*'),
  PROVIDER_SUSPENDED: code(409, '*'),
  IDEMPOTENCY_KEY_REUSED: code(422, '*'),
  PAYLOAD_TOO_LARGE: code(413, '*'),
  RATE_LIMITED: code(429, '*'),
  INTERNAL_ERROR: code(500, '*'),
  SERVICE_UNAVAILABLE: code(503, '*'),
  SHUTTING_DOWN: code(503, '*'),
  // Partners' API keys (middlewares/auth/api-key.ts, ADR 0053): any operation taking the bearer scheme.
  INVALID_API_KEY: code(401, '*'),
  API_KEY_NOT_ACCEPTED: code(401, '*'),
  API_KEY_SCOPE: code(403, '*'),
  // Identity.
  UID_MISMATCH: code(403, ['Autenticação']),
  ROLE_NOT_OWNED: code(403, ['Autenticação']),
  // Bookings of every product, payments, rewards.
  ALREADY_CHECKED_IN: code(409, ['Eventos', 'Reservas']),
  ALREADY_PAID: code(409, BOOKING),
  ALREADY_SETTLED: code(409, ['Pagamentos']),
  BANK_TRANSFER_UNAVAILABLE: code(409, BOOKING),
  BOOKING_NOT_CANCELLABLE: code(409, BOOKING),
  BOOKING_NOT_PAYABLE: code(409, BOOKING),
  HOLD_EXPIRED: code(409, BOOKING),
  NOT_BANK_TRANSFER: code(422, BOOKING),
  PAYMENT_NOT_PENDING: code(409, BOOKING),
  PAYMENT_PENDING: code(409, BOOKING),
  TOO_MANY_UNPAID_BOOKINGS: code(409, BOOKING),
  TOTAL_TOO_LARGE: code(422, BOOKING),
  REWARD_ALREADY_USED: code(409, BOOKING),
  REWARD_EXPIRED: code(409, BOOKING),
  REWARD_NOT_APPLICABLE: code(422, BOOKING),
  REWARD_NOT_FOUND: code(404, BOOKING),
  INSUFFICIENT_POINTS: code(409, ['Fidelidade']),
  LOYALTY_LEVEL_TOO_LOW: code(409, ['Fidelidade']),
  // Rides.
  OWN_RIDE: code(422, BOOKING),
  RIDE_NOT_AVAILABLE: code(409, BOOKING),
  SEATS_UNAVAILABLE: code(409, BOOKING),
  RIDE_NOT_CANCELLABLE: code(409, ['Viagens']),
  RIDE_NOT_EDITABLE: code(409, ['Viagens']),
  // Stays.
  MIN_NIGHTS: code(422, BOOKING),
  OWN_ESTABLISHMENT: code(422, BOOKING),
  ROOMS_UNAVAILABLE: code(409, BOOKING),
  // Trips (issue 30, ADR 0055): a part gone holds nothing; nothing of the trip left to cancel.
  TRIP_PART_UNAVAILABLE: code(409, ['Reservas']),
  TRIP_NOT_CANCELLABLE: code(409, ['Reservas']),
  TRIP_NOT_PAID: code(409, ['Reservas']),
  // A part its provider cancelled, replaced by an alternative (POST /api/trips/{id}/parts).
  TRIP_PART_NOT_REPLACEABLE: code(409, ['Reservas']),
  TRIP_PART_ALREADY_REPLACED: code(409, ['Reservas']),
  TRIP_ALTERNATIVE_KIND: code(422, ['Reservas']),
  // One payment for a trip (POST /api/payments with tripId, ADR 0055).
  TRIP_NOTHING_TO_PAY: code(409, ['Pagamentos']),
  TRIP_HOLD_EXPIRED: code(409, ['Pagamentos']),
  TRIP_PAYMENT_REFUNDED: code(409, ['Pagamentos']),
  ROOM_TYPE_NOT_AVAILABLE: code(409, BOOKING),
  TOO_MANY_GUESTS: code(422, BOOKING),
  RESERVATION_ACTION_NOT_ALLOWED: code(409, ['Alojamentos']),
  ROOMS_IN_USE: code(409, ['Alojamentos']),
  // Events and tickets.
  EVENT_NOT_AVAILABLE: code(409, BOOKING),
  OWN_EVENT: code(422, BOOKING),
  PARTNERSHIP_NOT_ELIGIBLE: code(422, BOOKING),
  PROMO_CODE_INVALID: code(422, BOOKING),
  SOLD_OUT: code(409, BOOKING),
  TICKET_TYPE_NOT_ON_SALE: code(409, BOOKING),
  TICKET_TYPE_UNKNOWN: code(422, BOOKING),
  TICKET_NOT_CANCELLABLE: code(409, ['Eventos', 'Reservas']),
  TICKET_CANCELLED: code(409, ['Eventos', 'Reservas']),
  TICKET_NOT_FOUND: code(404, ['Eventos', 'Reservas']),
  CHECKIN_CLOSED: code(409, ['Eventos']),
  CHECKIN_NOT_OPEN: code(409, ['Eventos']),
  CHECKIN_UNDO_EXPIRED: code(409, ['Eventos']),
  NOT_CHECKED_IN: code(409, ['Eventos']),
  EVENT_NOT_CANCELLABLE: code(409, ['Eventos']),
  EVENT_NOT_EDITABLE: code(409, ['Eventos']),
  EVENT_NOT_PUBLISHABLE: code(409, ['Eventos']),
  MAX_TICKETS_BELOW_SOLD: code(409, ['Eventos']),
  PRICE_LOCKED: code(409, ['Eventos']),
  PROMO_CODE_EXISTS: code(409, ['Eventos']),
  QUANTITY_BELOW_SOLD: code(409, ['Eventos']),
  // Chat, notifications.
  CHAT_NOT_ACTIVE: code(409, ['Chat']),
  TOO_MANY_STREAMS: code(429, ['Notificações']),
  UNKNOWN_TOPIC: code(400, ['Notificações']),
  // Photos and documents.
  IMAGE_QUEUE_FULL: code(503, MEDIA),
  MEDIA_LIMIT: code(409, MEDIA),
  NOT_A_DOCUMENT: code(400, MEDIA),
  // Verification and the admin's user actions.
  VERIFICATION_ALREADY_APPROVED: code(409, ['Verificação', 'Administração']),
  VERIFICATION_PENDING: code(409, ['Verificação']),
  CANNOT_ACT_ON_SELF: code(403, ['Administração']),
  NO_PENDING_VERIFICATION: code(409, ['Administração']),
  USER_ALREADY_SUSPENDED: code(409, ['Administração']),
  USER_NOT_FOUND: code(404, ['Administração']),
  USER_NOT_SUSPENDED: code(409, ['Administração']),
  // Reviews.
  REVIEW_EXISTS: code(409, ['Reviews']),
  REVIEW_HIDDEN: code(409, ['Reviews']),
  REVIEW_NOT_ALLOWED: code(403, ['Reviews']),
  REVIEW_NOT_AVAILABLE: code(409, ['Reviews']),
  REVIEW_NOT_PUBLISHED: code(409, ['Reviews']),
  REVIEW_PUBLISHED: code(409, ['Reviews']),
  REVIEW_REPLIED: code(409, ['Reviews']),
  REVIEW_REPORTED: code(409, ['Reviews']),
  REVIEW_WINDOW_CLOSED: code(409, ['Reviews']),
  // Receipts, earnings and payouts.
  INVALID_NUIT: code(400, ['Recibos']),
  RECEIPT_NUIT_SET: code(409, ['Recibos']),
  IDENTITY_NAME_MISSING: code(422, ['Ganhos e pagamentos']),
  NOTHING_TO_PAY: code(409, ['Ganhos e pagamentos']),
  PAYOUT_HOLDER_MISMATCH: code(422, ['Ganhos e pagamentos']),
  // Disputes.
  DISPUTE_AMOUNT_TOO_HIGH: code(422, ['Disputes']),
  DISPUTE_ANSWERED: code(409, ['Disputes']),
  DISPUTE_ANSWER_LATE: code(409, ['Disputes']),
  DISPUTE_AWAITING_PROVIDER: code(409, ['Disputes']),
  DISPUTE_EXISTS: code(409, ['Disputes']),
  DISPUTE_NOT_PAID: code(409, ['Disputes']),
  DISPUTE_REASON: code(422, ['Disputes']),
  DISPUTE_REFUNDED: code(409, ['Disputes']),
  DISPUTE_REFUND_UNAVAILABLE: code(409, ['Disputes']),
  DISPUTE_RESOLVED: code(409, ['Disputes']),
  // Integrations (ADR 0053): keys, webhooks and room calendars per partner.
  TOO_MANY_API_KEYS: code(422, ['Integrações']),
  TOO_MANY_WEBHOOKS: code(422, ['Integrações']),
  TOO_MANY_CALENDARS: code(422, ['Alojamentos', 'Integrações']),
  // Waitlists (ADR 0054).
  WAITLIST_NOT_FULL: code(409, ['Listas de espera']),
  WAITLIST_ALREADY_JOINED: code(409, ['Listas de espera']),
  WAITLIST_ENDED: code(409, ['Listas de espera']),
  LISTING_NOT_AVAILABLE: code(409, ['Listas de espera']),
  OWN_LISTING: code(422, ['Listas de espera']),
  TICKET_TYPE_REQUIRED: code(422, ['Listas de espera']),
} as const satisfies Record<string, ErrorCodeEntry>;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * The codes an operation tagged `tags` can answer with `status`, sorted: the codes of that status scoped to any
 * operation or to one of its tags.
 * @example errorCodesFor(['Chat'], 409) // ['CHAT_NOT_ACTIVE', 'PROVIDER_SUSPENDED']
 */
export function errorCodesFor(tags: readonly string[], status: number): string[] {
  return Object.entries(ERROR_CODES)
    .filter(([, entry]) =>
      entry.status === status &&
      (entry.scope === '*' || (entry.scope as readonly string[]).some((tag) => tags.includes(tag)))
    )
    .map(([name]) => name)
    .sort();
}
