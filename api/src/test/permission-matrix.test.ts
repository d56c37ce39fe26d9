/**
 * Permission matrix (spec 6; DECISIONS.md 3): every documented endpoint against every role, anonymous included.
 * A new endpoint must be added to MATRIX, or this test fails.
 *
 * Each entry gives the request to send and the status each caller must get. The request is deliberately one that
 * passes authorisation and then stops early (validation or not-found), so nothing is written by the matrix itself.
 */
import assert from 'node:assert/strict';
import { app, call, createUser, type TestUser } from './helpers.ts';
import type { Role } from '../middlewares/auth/permissions.ts';
import { apiDocument } from '../lib/openapi.ts';

type Caller = 'anonymous' | Role;
const CALLERS: Caller[] = ['anonymous', 'client', 'driver', 'hotel_manager', 'event', 'admin'];

interface Entry {
  /** The request: path with real values, optional JSON body. */
  path: string;
  body?: unknown;
  /** Status per caller; `all` applies to every caller not listed. */
  expect: Partial<Record<Caller | 'all', number>>;
}

const signedIn = (status: number) => ({ anonymous: 401, all: status });
const onlyRoles = (roles: Caller[], status: number) =>
  Object.fromEntries(CALLERS.map((c) => [c, c === 'anonymous' ? 401 : roles.includes(c) ? status : 403]));

/** The roles that offer services and earn from them. */
const PROVIDERS: Caller[] = ['driver', 'hotel_manager', 'event'];

/** An id nothing has: requests with it pass authorisation and stop at not-found. */
const NO_ID = '00000000-0000-4000-8000-000000000000';

/** Keyed by "METHOD /openapi/path". */
export const MATRIX: Record<string, Entry> = {
  'GET /api/health': { path: '/api/health', expect: { all: 200 } },
  // Readiness (issue 28): public like the liveness check; 200 in-process (no job loop to be stale).
  'GET /api/ready': { path: '/api/ready', expect: { all: 200 } },
  'GET /api/places/suggestions': { path: '/api/places/suggestions?q=maputo', expect: { all: 200 } },
  'POST /api/auth/setup-roles': { path: '/api/auth/setup-roles', body: { roles: [] }, expect: signedIn(400) },
  'GET /api/auth/profile': { path: '/api/auth/profile', expect: signedIn(200) },
  'PUT /api/auth/profile': { path: '/api/auth/profile', body: { phone: 'x' }, expect: signedIn(400) },
  'PUT /api/auth/current-role': { path: '/api/auth/current-role', body: { role: 'nope' }, expect: signedIn(400) },
  // Rides (issue 3)
  'GET /api/rides-simple/search': { path: '/api/rides-simple/search?from=Maputo&to=Inhambane', expect: { all: 400 } },
  'GET /api/rides': { path: '/api/rides?from=Maputo', expect: { all: 200 } },
  'GET /api/rides/popular': { path: '/api/rides/popular', expect: { all: 200 } },
  'GET /api/highlights': { path: '/api/highlights', expect: { all: 200 } },
  'GET /api/offers/featured': { path: '/api/offers/featured', expect: { all: 200 } },
  'GET /api/rides-special-offers': { path: '/api/rides-special-offers', expect: { all: 200 } },
  'GET /api/rides/mine': { path: '/api/rides/mine', expect: onlyRoles(['driver'], 200) },
  'GET /api/rides/{id}': { path: `/api/rides/${NO_ID}`, expect: { all: 404 } },
  'GET /api/rides/{id}/quote': { path: `/api/rides/${NO_ID}/quote?seats=2`, expect: { all: 404 } },
  'POST /api/rides-simple/create': { path: '/api/rides-simple/create', body: {}, expect: onlyRoles(['driver'], 400) },
  'PUT /api/rides/{id}/cancel': { path: `/api/rides/${NO_ID}/cancel`, expect: onlyRoles(['driver'], 404) },
  // Driver tools (issue 15, ADR 0031)
  'GET /api/rides/{id}/passengers': { path: `/api/rides/${NO_ID}/passengers`, expect: onlyRoles(['driver'], 404) },
  'PUT /api/rides/{id}/manage': {
    path: `/api/rides/${NO_ID}/manage`,
    body: { pickupPoint: 'Junta' },
    expect: onlyRoles(['driver'], 404),
  },
  'POST /api/rides/recurring': { path: '/api/rides/recurring', body: {}, expect: onlyRoles(['driver'], 400) },
  'GET /api/drivers/vehicle': { path: '/api/drivers/vehicle', expect: onlyRoles(['driver'], 200) },
  'PUT /api/drivers/vehicle': { path: '/api/drivers/vehicle', body: {}, expect: onlyRoles(['driver'], 400) },
  'GET /api/rides/{id}/vehicle': { path: `/api/rides/${NO_ID}/vehicle`, expect: { all: 404 } },
  // Bookings, payments, billing (issue 3)
  'POST /api/bookings/create': { path: '/api/bookings/create', body: {}, expect: signedIn(400) },
  'GET /api/bookings/user': { path: '/api/bookings/user', expect: signedIn(200) },
  'GET /api/bookings/{id}': { path: `/api/bookings/${NO_ID}`, expect: signedIn(404) },
  'POST /api/bookings/{id}/cancel': { path: `/api/bookings/${NO_ID}/cancel`, expect: signedIn(404) },
  // Waitlists (issue 30, ADR 0054): every signed-in user may wait; the line's length is the provider's (or an admin's).
  'POST /api/waitlists': { path: '/api/waitlists', body: { kind: 'ride', rideId: NO_ID }, expect: signedIn(404) },
  'GET /api/waitlists/mine': { path: '/api/waitlists/mine', expect: signedIn(200) },
  'POST /api/waitlists/{id}/leave': { path: `/api/waitlists/${NO_ID}/leave`, expect: signedIn(404) },
  'GET /api/waitlists/length': { path: `/api/waitlists/length?rideId=${NO_ID}`, expect: signedIn(404) },
  // Trips (issue 30, ADR 0055): every signed-in user books a trip; a trip is its owner's only.
  'POST /api/trips': { path: '/api/trips', body: {}, expect: signedIn(400) },
  'GET /api/trips/{id}': { path: `/api/trips/${NO_ID}`, expect: signedIn(404) },
  'POST /api/trips/{id}/cancel': { path: `/api/trips/${NO_ID}/cancel`, expect: signedIn(404) },
  'GET /api/trips/{id}/receipt': { path: `/api/trips/${NO_ID}/receipt`, expect: signedIn(404) },
  // A provider cancelled a part: an alternative booked in its place; a trip planned from a stay's dates.
  'POST /api/trips/{id}/parts': { path: `/api/trips/${NO_ID}/parts`, body: {}, expect: signedIn(400) },
  'GET /api/trip-plans/stay': { path: '/api/trip-plans/stay', expect: signedIn(400) },
  'GET /api/bookings/{id}/refund-quote': { path: `/api/bookings/${NO_ID}/refund-quote`, expect: signedIn(404) },
  // One ticket cancelled on its own (issue 32, ADR 0043): the booking's client.
  'GET /api/bookings/{id}/tickets/{ticketId}/refund-quote': {
    path: `/api/bookings/${NO_ID}/tickets/${NO_ID}/refund-quote`,
    expect: signedIn(404),
  },
  'POST /api/bookings/{id}/tickets/{ticketId}/cancel': {
    path: `/api/bookings/${NO_ID}/tickets/${NO_ID}/cancel`,
    expect: signedIn(404),
  },
  'POST /api/payments': { path: '/api/payments', body: {}, expect: signedIn(400) },
  'GET /api/payments/{id}': { path: `/api/payments/${NO_ID}`, expect: signedIn(404) },
  // Back from the hosted card page (issue 25, ADR 0050): the payer only.
  'POST /api/payments/{id}/return': { path: `/api/payments/${NO_ID}/return`, expect: signedIn(404) },
  'POST /api/payments/{id}/confirm': { path: `/api/payments/${NO_ID}/confirm`, expect: onlyRoles(['admin'], 404) },
  // Reconciliation and settlement (issue 25, ADR 0042): admins only.
  'GET /api/admin/payments/reconciliation': {
    path: '/api/admin/payments/reconciliation',
    expect: onlyRoles(['admin'], 200),
  },
  'POST /api/admin/payments/reconciliation/{kind}/{id}/resolve': {
    path: `/api/admin/payments/reconciliation/payment/${NO_ID}/resolve`,
    body: { outcome: 'check', note: 'verificar' },
    expect: onlyRoles(['admin'], 404),
  },
  'GET /api/admin/payments/settlement-report': {
    path: '/api/admin/payments/settlement-report?rail=mpesa&day=nope',
    expect: onlyRoles(['admin'], 400),
  },
  // A rail's callback (issue 25, ADR 0042): no sign-in; an unknown reference is 404.
  'POST /api/payments/callbacks/{rail}': {
    path: '/api/payments/callbacks/mpesa',
    body: { reference: 'PNOTHING0000' },
    expect: { all: 404 },
  },
  'GET /api/billing/fee-percentage': { path: '/api/billing/fee-percentage', expect: { all: 200 } },
  'PUT /api/billing/fee-percentage': {
    path: '/api/billing/fee-percentage',
    body: { percentage: 99 },
    expect: onlyRoles(['admin'], 400),
  },
  'POST /api/billing/calculate': { path: '/api/billing/calculate', body: { amount: 0 }, expect: { all: 400 } },
  'GET /api/billing/financial-report': {
    path: '/api/billing/financial-report?from=nope',
    expect: onlyRoles(['admin'], 400),
  },
  // Events (issue 5): organiser endpoints need event.manage / event.create (roles event and hotel_manager).
  'GET /api/events/search': { path: '/api/events/search?location=tofo', expect: { all: 200 } },
  'GET /api/events': { path: '/api/events?category=cultura', expect: { all: 200 } },
  'GET /api/events/city': { path: '/api/events/city?city=Maputo', expect: { all: 400 } },
  'GET /api/events/stats': { path: '/api/events/stats', expect: { all: 200 } },
  'GET /api/events/mine': { path: '/api/events/mine', expect: onlyRoles(['event', 'hotel_manager'], 200) },
  'POST /api/events/create': {
    path: '/api/events/create',
    body: {},
    expect: onlyRoles(['event', 'hotel_manager'], 400),
  },
  'POST /api/events/check-in': {
    path: '/api/events/check-in',
    body: {},
    expect: onlyRoles(['event', 'hotel_manager'], 400),
  },
  'GET /api/events/{id}': { path: `/api/events/${NO_ID}`, expect: { all: 404 } },
  'GET /api/events/{id}/quote': { path: `/api/events/${NO_ID}/quote?quantity=2`, expect: { all: 404 } },
  'PUT /api/events/{id}': {
    path: `/api/events/${NO_ID}`,
    body: {},
    expect: onlyRoles(['event', 'hotel_manager'], 404),
  },
  'POST /api/events/{id}/publish': {
    path: `/api/events/${NO_ID}/publish`,
    expect: onlyRoles(['event', 'hotel_manager'], 404),
  },
  'POST /api/events/{id}/cancel': {
    path: `/api/events/${NO_ID}/cancel`,
    expect: onlyRoles(['event', 'hotel_manager'], 404),
  },
  'GET /api/events/{id}/sales': {
    path: `/api/events/${NO_ID}/sales`,
    expect: onlyRoles(['event', 'hotel_manager'], 404),
  },
  'GET /api/events/{id}/attendees': {
    path: `/api/events/${NO_ID}/attendees`,
    expect: onlyRoles(['event', 'hotel_manager'], 404),
  },
  // Organiser tools (issue 15; ADR 0030): event.manage, then the caller's own event (404 for an unknown one).
  'GET /api/events/{id}/ticket-types': {
    path: `/api/events/${NO_ID}/ticket-types`,
    expect: onlyRoles(['event', 'hotel_manager'], 404),
  },
  'PUT /api/events/{id}/ticket-types': {
    path: `/api/events/${NO_ID}/ticket-types`,
    body: { ticketTypes: [] },
    expect: onlyRoles(['event', 'hotel_manager'], 404),
  },
  'GET /api/events/{id}/promo-codes': {
    path: `/api/events/${NO_ID}/promo-codes`,
    expect: onlyRoles(['event', 'hotel_manager'], 404),
  },
  'POST /api/events/{id}/promo-codes': {
    path: `/api/events/${NO_ID}/promo-codes`,
    body: { code: 'MATRIZ', kind: 'percentage', value: 10 },
    expect: onlyRoles(['event', 'hotel_manager'], 404),
  },
  'PATCH /api/events/{id}/promo-codes/{codeId}': {
    path: `/api/events/${NO_ID}/promo-codes/${NO_ID}`,
    body: { isActive: false },
    expect: onlyRoles(['event', 'hotel_manager'], 404),
  },
  'PUT /api/events/{id}/external-sales': {
    path: `/api/events/${NO_ID}/external-sales`,
    body: { externalTicketsSold: 1 },
    expect: onlyRoles(['event', 'hotel_manager'], 404),
  },
  'POST /api/events/{id}/messages': {
    path: `/api/events/${NO_ID}/messages`,
    body: { subject: 'Olá', message: 'Teste' },
    expect: onlyRoles(['event', 'hotel_manager'], 404),
  },
  'GET /api/events/{id}/attendees.csv': {
    path: `/api/events/${NO_ID}/attendees.csv`,
    expect: onlyRoles(['event', 'hotel_manager'], 404),
  },
  // Offline check-in (issue 14, ADR 0035): the organiser or an admin.
  'GET /api/events/{id}/checkin-list': {
    path: `/api/events/${NO_ID}/checkin-list`,
    expect: onlyRoles(['event', 'hotel_manager', 'admin'], 404),
  },
  'POST /api/events/{id}/checkins/sync': {
    path: `/api/events/${NO_ID}/checkins/sync`,
    body: { items: [{ code: 'MZT-0000-0000-0000', deviceId: 'matrix-device', checkedInAt: '2026-12-20T17:00:00Z' }] },
    expect: onlyRoles(['event', 'hotel_manager', 'admin'], 404),
  },
  'POST /api/events/tickets/{ticketId}/check-in/undo': {
    path: `/api/events/tickets/${NO_ID}/check-in/undo`,
    expect: onlyRoles(['event', 'hotel_manager', 'admin'], 404),
  },
  // Stays (issue 4)
  'GET /api/hotels': { path: '/api/hotels?address=Tofo', expect: { all: 200 } },
  'GET /api/hotels/mine': { path: '/api/hotels/mine', expect: onlyRoles(['hotel_manager'], 200) },
  'GET /api/hotels/{id}': { path: `/api/hotels/${NO_ID}`, expect: { all: 404 } },
  'POST /api/hotels': { path: '/api/hotels', body: {}, expect: onlyRoles(['hotel_manager'], 400) },
  'PUT /api/hotels/{id}': { path: `/api/hotels/${NO_ID}`, body: {}, expect: onlyRoles(['hotel_manager'], 404) },
  'PUT /api/hotels/{id}/conditions': {
    path: `/api/hotels/${NO_ID}/conditions`,
    body: {},
    expect: onlyRoles(['hotel_manager'], 404),
  },
  'POST /api/hotels/{id}/room-types': {
    path: `/api/hotels/${NO_ID}/room-types`,
    body: {},
    expect: onlyRoles(['hotel_manager'], 400),
  },
  'PUT /api/hotels/{id}/room-types/{roomTypeId}': {
    path: `/api/hotels/${NO_ID}/room-types/${NO_ID}`,
    body: {},
    expect: onlyRoles(['hotel_manager'], 404),
  },
  'GET /api/hotels/{id}/reservations': {
    path: `/api/hotels/${NO_ID}/reservations`,
    expect: onlyRoles(['hotel_manager'], 404),
  },
  'POST /api/hotels/{id}/reservations/{bookingId}/{action}': {
    path: `/api/hotels/${NO_ID}/reservations/${NO_ID}/confirm`,
    expect: onlyRoles(['hotel_manager'], 404),
  },
  'GET /api/hotels/{id}/stats': { path: `/api/hotels/${NO_ID}/stats`, expect: onlyRoles(['hotel_manager'], 404) },
  // Room calendar and stay quote (issue 15, ADR 0031)
  'GET /api/hotels/{id}/room-types/{roomTypeId}/calendar': {
    path: `/api/hotels/${NO_ID}/room-types/${NO_ID}/calendar?from=2100-01-01&to=2100-01-31`,
    expect: onlyRoles(['hotel_manager'], 404),
  },
  'PUT /api/hotels/{id}/room-types/{roomTypeId}/calendar': {
    path: `/api/hotels/${NO_ID}/room-types/${NO_ID}/calendar`,
    body: { from: '2100-01-01', to: '2100-01-02', blocked: true },
    expect: onlyRoles(['hotel_manager'], 404),
  },
  'GET /api/hotels/room-types/{roomTypeId}/quote': {
    path: `/api/hotels/room-types/${NO_ID}/quote?checkIn=2100-01-01&checkOut=2100-01-03`,
    expect: { all: 404 },
  },
  // Calendar sync with other channels (issue 29, ADR 0053): the manager's own room types; the export is public by
  // its secret token.
  'GET /api/hotels/{id}/room-types/{roomTypeId}/calendar-sync': {
    path: `/api/hotels/${NO_ID}/room-types/${NO_ID}/calendar-sync`,
    expect: onlyRoles(['hotel_manager'], 404),
  },
  'POST /api/hotels/{id}/room-types/{roomTypeId}/calendar-imports': {
    path: `/api/hotels/${NO_ID}/room-types/${NO_ID}/calendar-imports`,
    body: { label: '' },
    expect: onlyRoles(['hotel_manager'], 400),
  },
  'DELETE /api/hotels/{id}/room-types/{roomTypeId}/calendar-imports/{importId}': {
    path: `/api/hotels/${NO_ID}/room-types/${NO_ID}/calendar-imports/${NO_ID}`,
    expect: onlyRoles(['hotel_manager'], 404),
  },
  'GET /api/room-calendars/{token}': { path: `/api/room-calendars/${'0'.repeat(64)}`, expect: { all: 404 } },
  // Partnerships (issue 4)
  'POST /api/partnerships/create': {
    path: '/api/partnerships/create',
    body: {},
    expect: onlyRoles(['hotel_manager', 'admin'], 400),
  },
  'GET /api/partnerships/requests': { path: '/api/partnerships/requests', expect: onlyRoles(['driver'], 200) },
  'POST /api/partnerships/{id}/interest': {
    path: `/api/partnerships/${NO_ID}/interest`,
    expect: onlyRoles(['driver'], 404),
  },
  'GET /api/hotels/{id}/partnerships': {
    path: `/api/hotels/${NO_ID}/partnerships`,
    expect: onlyRoles(['hotel_manager', 'admin'], 404),
  },
  // Notifications (spec 2.13)
  'GET /api/notifications': { path: '/api/notifications', expect: signedIn(200) },
  'POST /api/notifications/{id}/read': { path: `/api/notifications/${NO_ID}/read`, expect: signedIn(404) },
  'POST /api/notifications/read-all': { path: '/api/notifications/read-all', expect: signedIn(200) },
  'PUT /api/notifications/{id}/read': { path: `/api/notifications/${NO_ID}/read`, expect: signedIn(404) },
  'PUT /api/notifications/mark-all-read': { path: '/api/notifications/mark-all-read', expect: signedIn(200) },
  'POST /api/notifications/stream-token': { path: '/api/notifications/stream-token', expect: signedIn(200) },
  // Only the stream token opens a stream (an EventSource sends no header): a bad one is refused for every caller.
  'GET /api/notifications/stream': { path: '/api/notifications/stream?token=x.1.y', expect: { all: 401 } },
  'GET /api/notifications/preferences': { path: '/api/notifications/preferences', expect: signedIn(200) },
  'PUT /api/notifications/preferences': {
    path: '/api/notifications/preferences',
    body: { email: { nope: true } },
    expect: signedIn(400),
  },
  // Loyalty (spec 2.11, 7, 9)
  'GET /api/loyalty/program': { path: '/api/loyalty/program', expect: signedIn(200) },
  'GET /api/loyalty/history': { path: '/api/loyalty/history?pageSize=0', expect: signedIn(400) },
  'GET /api/loyalty/rewards': { path: '/api/loyalty/rewards', expect: signedIn(200) },
  'GET /api/loyalty/redemptions': { path: '/api/loyalty/redemptions', expect: signedIn(200) },
  'POST /api/loyalty/redeem/{rewardId}': { path: `/api/loyalty/redeem/${NO_ID}`, expect: signedIn(404) },
  // Chat (spec 2.12, 2.15, 7): chat.participate (every signed-in user); rooms of others answer 404.
  'GET /api/chat/rooms': { path: '/api/chat/rooms', expect: signedIn(200) },
  'GET /api/chat/messages/{roomId}': { path: `/api/chat/messages/${NO_ID}`, expect: signedIn(404) },
  'POST /api/chat/messages/{roomId}': { path: `/api/chat/messages/${NO_ID}`, body: {}, expect: signedIn(400) },
  // Verifications (the caller's own) and admin user management (user.manage: admins only)
  'GET /api/verifications/me': { path: '/api/verifications/me', expect: signedIn(200) },
  'POST /api/verifications': { path: '/api/verifications', body: {}, expect: signedIn(400) },
  'GET /api/admin/users': { path: '/api/admin/users?status=nope', expect: onlyRoles(['admin'], 400) },
  'GET /api/admin/users/{id}': { path: `/api/admin/users/${NO_ID}`, expect: onlyRoles(['admin'], 404) },
  'POST /api/admin/users/{id}/verification/approve': {
    path: `/api/admin/users/${NO_ID}/verification/approve`,
    expect: onlyRoles(['admin'], 404),
  },
  'POST /api/admin/users/{id}/verification/reject': {
    path: `/api/admin/users/${NO_ID}/verification/reject`,
    body: {},
    expect: onlyRoles(['admin'], 400),
  },
  'POST /api/admin/users/{id}/suspend': {
    path: `/api/admin/users/${NO_ID}/suspend`,
    body: {},
    expect: onlyRoles(['admin'], 400),
  },
  'POST /api/admin/users/{id}/reactivate': {
    path: `/api/admin/users/${NO_ID}/reactivate`,
    expect: onlyRoles(['admin'], 404),
  },
  'POST /api/admin/users/{id}/cancel-future-bookings': {
    path: `/api/admin/users/${NO_ID}/cancel-future-bookings`,
    expect: onlyRoles(['admin'], 404),
  },
  // Admin dashboard and supervision (user.manage: admins only)
  'GET /api/admin/stats': { path: '/api/admin/stats', expect: onlyRoles(['admin'], 200) },
  'GET /api/admin/analytics': { path: '/api/admin/analytics', expect: onlyRoles(['admin'], 200) },
  'GET /api/admin/bookings': { path: '/api/admin/bookings?from=2026-02-30', expect: onlyRoles(['admin'], 400) },
  'GET /api/admin/rides': { path: '/api/admin/rides?status=nope', expect: onlyRoles(['admin'], 400) },
  'GET /api/admin/pending-actions': { path: '/api/admin/pending-actions', expect: onlyRoles(['admin'], 200) },
  // Reviews (issue 11, ADR 0022): writing needs rating.create (every signed-in role holds client); hiding, admins.
  'GET /api/reviews/to-write': { path: '/api/reviews/to-write', expect: signedIn(200) },
  'GET /api/reviews/{subject}/{id}': { path: `/api/reviews/establishments/${NO_ID}`, expect: { all: 200 } },
  'GET /api/reviews/travellers/{id}': { path: '/api/reviews/travellers/x?page=0', expect: signedIn(400) },
  'POST /api/reviews/bookings/{bookingId}': {
    path: `/api/reviews/bookings/${NO_ID}`,
    body: { rating: 5, comment: 'Boa viagem.' },
    expect: signedIn(404),
  },
  'PUT /api/reviews/bookings/{bookingId}': {
    path: `/api/reviews/bookings/${NO_ID}`,
    body: { rating: 5, comment: 'Boa viagem.' },
    expect: signedIn(404),
  },
  'POST /api/reviews/{id}/reply': {
    path: `/api/reviews/${NO_ID}/reply`,
    body: { reply: 'Obrigado!' },
    expect: signedIn(404),
  },
  'POST /api/reviews/{id}/report': {
    path: `/api/reviews/${NO_ID}/report`,
    body: { reason: 'Ofensiva' },
    expect: signedIn(404),
  },
  'GET /api/profiles/drivers/{id}': { path: '/api/profiles/drivers/nobody', expect: { all: 404 } },
  'GET /api/profiles/organisers/{id}': { path: '/api/profiles/organisers/nobody', expect: { all: 404 } },
  'GET /api/admin/reviews/reported': { path: '/api/admin/reviews/reported', expect: onlyRoles(['admin'], 200) },
  'POST /api/admin/reviews/{id}/hide': {
    path: `/api/admin/reviews/${NO_ID}/hide`,
    body: { reason: 'Linguagem ofensiva' },
    expect: onlyRoles(['admin'], 404),
  },
  // Photos (issue 11): reading is public; writes only by the target's owner (here: a target nobody has).
  'GET /api/photos/{targetType}/{targetId}': { path: `/api/photos/establishment/${NO_ID}`, expect: { all: 200 } },
  'POST /api/photos/{targetType}/{targetId}': {
    path: `/api/photos/establishment/${NO_ID}`,
    expect: onlyRoles(['hotel_manager'], 404),
  },
  'PUT /api/photos/{targetType}/{targetId}/order': {
    path: `/api/photos/event/${NO_ID}/order`,
    body: {},
    expect: onlyRoles(['event', 'hotel_manager'], 404),
  },
  'PUT /api/photos/{id}/cover': { path: `/api/photos/${NO_ID}/cover`, expect: signedIn(404) },
  'PUT /api/photos/{id}/alt': { path: `/api/photos/${NO_ID}/alt`, body: { alt: 'Quarto' }, expect: signedIn(404) },
  'DELETE /api/photos/{id}': { path: `/api/photos/${NO_ID}`, expect: signedIn(404) },
  'GET /api/media/{id}/{file}': { path: `/api/media/${NO_ID}/w320.webp`, expect: { all: 404 } },
  // Earnings and payouts (issue 12, ADR 0026): providers see their own (earnings.view); admins pay (payouts.manage).
  'GET /api/earnings': { path: '/api/earnings', expect: onlyRoles(PROVIDERS, 200) },
  'GET /api/earnings/bookings': { path: '/api/earnings/bookings?page=0', expect: onlyRoles(PROVIDERS, 400) },
  'GET /api/earnings/statements/{month}': {
    path: '/api/earnings/statements/2026-13',
    expect: onlyRoles(PROVIDERS, 400),
  },
  'GET /api/earnings/statements/{month}/csv': {
    path: '/api/earnings/statements/nope/csv',
    expect: onlyRoles(PROVIDERS, 400),
  },
  'GET /api/earnings/statements/{month}/pdf': {
    path: '/api/earnings/statements/nope/pdf',
    expect: onlyRoles(PROVIDERS, 400),
  },
  'GET /api/earnings/payouts': { path: '/api/earnings/payouts', expect: onlyRoles(PROVIDERS, 200) },
  'PUT /api/earnings/payout-method': {
    path: '/api/earnings/payout-method',
    body: { kind: 'mpesa' },
    expect: onlyRoles(PROVIDERS, 400),
  },
  'GET /api/admin/payouts/due': { path: '/api/admin/payouts/due', expect: onlyRoles(['admin'], 200) },
  'GET /api/admin/payout-batches': { path: '/api/admin/payout-batches', expect: onlyRoles(['admin'], 200) },
  'POST /api/admin/payout-batches': {
    path: '/api/admin/payout-batches',
    body: { providerIds: [] },
    expect: onlyRoles(['admin'], 400),
  },
  'GET /api/admin/payout-batches/{id}': {
    path: `/api/admin/payout-batches/${NO_ID}`,
    expect: onlyRoles(['admin'], 404),
  },
  // Receipts and payable bank transfers (issue 12, ADR 0025): receipts for the traveller, the provider and admins.
  'GET /api/receipts': { path: '/api/receipts', expect: signedIn(200) },
  'GET /api/receipts/profile/nuit': { path: '/api/receipts/profile/nuit', expect: signedIn(200) },
  'PUT /api/receipts/profile/nuit': { path: '/api/receipts/profile/nuit', body: { nuit: '1' }, expect: signedIn(400) },
  'GET /api/receipts/{id}': { path: `/api/receipts/${NO_ID}`, expect: signedIn(404) },
  'GET /api/receipts/{id}/pdf': { path: `/api/receipts/${NO_ID}/pdf`, expect: signedIn(404) },
  'PUT /api/receipts/{id}/nuit': {
    path: `/api/receipts/${NO_ID}/nuit`,
    body: { nuit: '400339910' },
    expect: signedIn(404),
  },
  'GET /api/billing/bank-transfer': { path: '/api/billing/bank-transfer', expect: signedIn(200) },
  'PUT /api/billing/bank-transfer': {
    path: '/api/billing/bank-transfer',
    body: { iban: 'MZ59' },
    expect: onlyRoles(['admin'], 400),
  },
  'GET /api/bookings/{id}/bank-transfer': { path: `/api/bookings/${NO_ID}/bank-transfer`, expect: signedIn(404) },
  'POST /api/payments/{id}/proof': { path: `/api/payments/${NO_ID}/proof`, expect: signedIn(400) },
  'GET /api/payments/{id}/proof': { path: `/api/payments/${NO_ID}/proof`, expect: signedIn(404) },
  'POST /api/payments/{id}/reject': {
    path: `/api/payments/${NO_ID}/reject`,
    body: { reason: '' },
    expect: onlyRoles(['admin'], 400),
  },
  'GET /api/payments/bank-transfers/pending': {
    path: '/api/payments/bank-transfers/pending',
    expect: onlyRoles(['admin'], 200),
  },
  // Support and disputes (issue 32, ADR 0044): any signed-in account writes to support (a suspended one too); a
  // dispute is seen by its traveller, its provider and admins (others: 404); admins list, close and resolve.
  'POST /api/support/requests': { path: '/api/support/requests', body: { subject: '' }, expect: signedIn(400) },
  'GET /api/support/requests': { path: '/api/support/requests', expect: signedIn(200) },
  'GET /api/support/requests/{id}': { path: `/api/support/requests/${NO_ID}`, expect: signedIn(404) },
  'POST /api/support/requests/{id}/messages': {
    path: `/api/support/requests/${NO_ID}/messages`,
    body: { message: 'Olá' },
    expect: signedIn(404),
  },
  'GET /api/admin/support/requests': { path: '/api/admin/support/requests', expect: onlyRoles(['admin'], 200) },
  'POST /api/admin/support/requests/{id}/close': {
    path: `/api/admin/support/requests/${NO_ID}/close`,
    expect: onlyRoles(['admin'], 404),
  },
  'POST /api/disputes': { path: '/api/disputes', body: {}, expect: signedIn(400) },
  'GET /api/disputes': { path: '/api/disputes', expect: signedIn(200) },
  'GET /api/disputes/received': { path: '/api/disputes/received', expect: onlyRoles(PROVIDERS, 200) },
  'GET /api/disputes/{id}': { path: `/api/disputes/${NO_ID}`, expect: signedIn(404) },
  'POST /api/disputes/{id}/photos': { path: `/api/disputes/${NO_ID}/photos`, expect: signedIn(400) },
  'POST /api/disputes/{id}/answer': {
    path: `/api/disputes/${NO_ID}/answer`,
    body: { answer: 'Estive lá.' },
    expect: signedIn(404),
  },
  'GET /api/admin/disputes': { path: '/api/admin/disputes?status=resolved', expect: onlyRoles(['admin'], 200) },
  'POST /api/admin/disputes/{id}/resolve': {
    path: `/api/admin/disputes/${NO_ID}/resolve`,
    body: { resolution: 'rejected', note: 'Sem fundamento.' },
    expect: onlyRoles(['admin'], 404),
  },
  // Partners' API keys and webhooks (issue 29, ADR 0053): providers only (integrations.manage), their own rows.
  'GET /api/integrations/api-keys': { path: '/api/integrations/api-keys', expect: onlyRoles(PROVIDERS, 200) },
  'POST /api/integrations/api-keys': {
    path: '/api/integrations/api-keys',
    body: { name: '' },
    expect: onlyRoles(PROVIDERS, 400),
  },
  'DELETE /api/integrations/api-keys/{id}': {
    path: `/api/integrations/api-keys/${NO_ID}`,
    expect: onlyRoles(PROVIDERS, 404),
  },
  'GET /api/integrations/webhooks': { path: '/api/integrations/webhooks', expect: onlyRoles(PROVIDERS, 200) },
  'POST /api/integrations/webhooks': {
    path: '/api/integrations/webhooks',
    body: { url: 'x', events: [] },
    expect: onlyRoles(PROVIDERS, 400),
  },
  'DELETE /api/integrations/webhooks/{id}': {
    path: `/api/integrations/webhooks/${NO_ID}`,
    expect: onlyRoles(PROVIDERS, 404),
  },
  'GET /api/integrations/webhooks/{id}/deliveries': {
    path: `/api/integrations/webhooks/${NO_ID}/deliveries`,
    expect: onlyRoles(PROVIDERS, 404),
  },
  'POST /api/integrations/webhooks/{id}/deliveries/{deliveryId}/replay': {
    path: `/api/integrations/webhooks/${NO_ID}/deliveries/${NO_ID}/replay`,
    expect: onlyRoles(PROVIDERS, 404),
  },
};

const users = new Map<Caller, TestUser | null>();

Deno.test('every documented endpoint is in the permission matrix', async () => {
  const doc = await (await app.request('/api/openapi.json')).json();
  const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
    .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`));
  const missing = operations.filter((op) => !(op.replace(/:(\w+)/g, '{$1}') in MATRIX) && !(op in MATRIX));
  assert.deepEqual(missing, [], 'endpoints missing from MATRIX');
});

Deno.test('each caller gets the expected status from every endpoint', async () => {
  users.set('anonymous', null);
  for (const role of CALLERS.filter((c): c is Role => c !== 'anonymous')) {
    users.set(role, await createUser({ roles: role === 'client' ? ['client'] : ['client', role], verified: true }));
  }
  const failures: string[] = [];
  for (const [key, entry] of Object.entries(MATRIX)) {
    const method = key.split(' ')[0]!;
    for (const caller of CALLERS) {
      const expected = entry.expect[caller] ?? entry.expect.all;
      assert.ok(expected, `${key}: no expectation for ${caller}`);
      const res = await call(method, entry.path, { token: users.get(caller)?.token, body: entry.body });
      if (res.status !== expected) failures.push(`${key} as ${caller}: expected ${expected}, got ${res.status}`);
    }
  }
  assert.deepEqual(failures, []);
});

/** The document's operations (lib/openapi.ts `apiDocument`), keyed like MATRIX. */
function documentedOperations(): [string, { security?: unknown[]; responses: Record<string, unknown> }][] {
  // deno-lint-ignore no-explicit-any -- the JSON document
  const paths = apiDocument(app).paths as Record<string, Record<string, any>>;
  return Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, typeof op])
  );
}

// Issue 29 (ADR 0052): the document's security agrees with the matrix.
Deno.test('the document: public operations declare security: [], the others the bearer scheme and its 401 (permission matrix)', () => {
  for (const [key, op] of documentedOperations()) {
    assert.ok(Array.isArray(op.security), `${key} declares no security`);
    const entry = MATRIX[key];
    assert.ok(entry, `${key} is not in the permission matrix`);
    const anonymous = entry.expect.anonymous ?? entry.expect.all;
    if (anonymous === 401) {
      const expected = key === 'GET /api/notifications/stream' ? [{ streamToken: [] }] : [{ bearerAuth: [] }];
      assert.deepEqual(op.security, expected, `${key} refuses anonymous callers but is documented public`);
      assert.ok(op.responses['401'], `${key} needs a token but does not document 401`);
    } else {
      assert.deepEqual(op.security, [], `${key} answers anonymous callers but is documented with a token`);
    }
  }
});
