/**
 * @module The demo traveller's trip to the Festival de Música do Tofo as GET /api/trips/{id} answers it (issue 30):
 * the ride there with Carlos Nhantumbo, the two VIP tickets and three nights at Casa do Mar Tofo, in time order, each
 * part the same booking Minhas Reservas shows (bookings-fixtures.ts) with the trip's id and its own cancellation
 * quote. The sums are the parts' (the trip's subtotal after its discounts, the platform fee, the total), as the API
 * adds them. Two states: just planned (every part held, one payment due) and paid (confirmed, the driver's phone
 * and chat under the ride). Dates are offsets from today (demo-dates.ts).
 */
import type { ChatRoom } from '@turismo/app-core/chat';
import type { Booking, RefundQuote } from '../../../apps/traveller/src/features/bookings/api/bookings.ts';
import type { Trip, TripPart } from '../../../apps/traveller/src/features/trips/api/trips.ts';
import {
  BOOKED_CAR,
  EVENT_TICKETS,
  RIDE_PAID,
  RIDE_POLICY,
  STAY_BANK_TRANSFER,
  STAY_UNPAID,
  TRAVELLER,
} from './bookings-fixtures.ts';
import { at, day, hoursFromNow } from './demo-dates.ts';
import type { Answer } from './recorded-api.tsx';

export const TRIP_ID = '7d3e1b9a-4c2f-4e8d-b6a1-0f9e8d7c6b5a';

const heldAt = hoursFromNow(-0.1);
const paidAt = hoursFromNow(-3);

/** The ride there: the day before the festival opens, two seats. */
const RIDE_DATE = day(20);
const rideThere: Booking = {
  ...RIDE_PAID,
  id: 'a4c8e2f6-1b3d-4f5a-8c7e-9d0b2a4c6e81',
  tripId: TRIP_ID,
  ride: { ...RIDE_PAID.ride!, departureDate: RIDE_DATE, departureAt: at(RIDE_DATE, '06:30') },
};
/** The two VIP tickets of the festival (day 21 to 23). */
const tickets: Booking = { ...EVENT_TICKETS, id: 'b5d9f3a7-2c4e-4a6b-9d8f-0e1c3b5d7f92', tripId: TRIP_ID };
/** Three nights at Casa do Mar Tofo from the festival's first day. */
const stay: Booking = {
  ...STAY_UNPAID,
  id: 'c6e0a4b8-3d5f-4b7c-8e9a-1f2d4c6e8a03',
  tripId: TRIP_ID,
  stay: { ...STAY_UNPAID.stay!, checkIn: day(21), checkOut: day(24) },
};

/** A booking held, nothing paid: pending, its hold running. */
function held(b: Booking): Booking {
  return {
    ...b,
    status: 'pending',
    paymentStatus: 'unpaid',
    payment: null,
    holdExpiresAt: hoursFromNow(0.25),
    createdAt: heldAt,
    confirmedAt: null,
  };
}

/** A booking paid with the trip's one M-Pesa payment. */
function paid(b: Booking, paymentId: string): Booking {
  return {
    ...b,
    status: 'confirmed',
    paymentStatus: 'succeeded',
    payment: {
      id: paymentId,
      method: 'mpesa',
      status: 'succeeded',
      amountCents: b.totalCents,
      payerHint: '+258 ** *** *567',
      failureReason: null,
      createdAt: paidAt,
      settledAt: paidAt,
    },
    holdExpiresAt: null,
    createdAt: heldAt,
    confirmedAt: paidAt,
  };
}

/** The API's texts of the stay's policy (flexible) and the festival's (7 days), api/src/domains/bookings/bookings.policy.ts. */
const STAY_POLICY =
  'Flexível: cancelamento gratuito até 24 horas antes do check-in (reembolso total, taxa incluída). Depois disso, a primeira noite e a taxa da plataforma não são reembolsadas; as restantes noites são. Se o alojamento cancelar, recebe tudo de volta.';
const EVENT_POLICY =
  'Reembolso total até 7 dias antes do início do evento (taxa incluída); depois disso, não há reembolso. Nunca depois do check-in nem depois do início. Se o organizador cancelar o evento, recebe tudo de volta.';

/** GET /api/bookings/{id}/refund-quote of a part, inside its free period: what was paid comes back whole. */
function quote(b: Booking, kind: RefundQuote['policy']['kind'], text: string): TripPart['cancellation'] {
  const paidCents = b.paymentStatus === 'succeeded' ? b.totalCents : 0;
  return {
    bookingId: b.id,
    cancellable: true,
    paidCents,
    refundCents: paidCents,
    platformFeeRefundCents: paidCents > 0 ? b.platformFeeCents : 0,
    keptCents: 0,
    free: true,
    freeUntil: null,
    changesAt: null,
    rewardReturned: false,
    policy: { kind, text },
    currency: 'MZN',
    quotedAt: new Date().toISOString(),
  };
}

/** A part as its provider left it: not cancelled by them, nothing replaced, no alternatives. */
const open = { cancelledByProvider: false, replaces: null, replacedBy: null, alternatives: [] };

/** The trip whose parts are `parts` (in time order), its sums added as the API adds them. */
function trip(status: Trip['status'], [ride, event, room]: [Booking, Booking, Booking]): Trip {
  const parts: TripPart[] = [
    { role: 'rideThere', name: 'Viagem de ida', startsAt: ride.ride!.departureAt, booking: ride, cancellation: quote(ride, 'ride', RIDE_POLICY.pt), ...open },
    { role: 'event', name: 'Bilhetes do evento', startsAt: at(event.event!.startDate, event.event!.startTime), booking: event, cancellation: quote(event, 'event_until_days', EVENT_POLICY), ...open },
    { role: 'stay', name: 'Estadia', startsAt: at(room.stay!.checkIn, room.stay!.checkInTime), booking: room, cancellation: quote(room, 'stay_flexible', STAY_POLICY), ...open },
  ];
  const sum = (f: (b: Booking) => number) => parts.reduce((s, p) => s + f(p.booking), 0);
  return {
    id: TRIP_ID,
    createdAt: heldAt,
    status,
    partnership: null,
    parts,
    subtotalCents: sum((b) => b.subtotalCents - b.discountCents),
    discountCents: sum((b) => b.discountCents),
    platformFeeCents: sum((b) => b.platformFeeCents),
    totalCents: sum((b) => b.totalCents),
    refundCents: parts.reduce((s, p) => s + p.cancellation.refundCents, 0),
    currency: 'MZN',
  };
}

/** Just planned ('Planear a viagem'): every part held, the one payment due. */
export const TRIP_PLANNED = trip('pending', [held(rideThere), held(tickets), held(stay)]);
/** Paid with one M-Pesa payment: every part confirmed. */
export const TRIP_PAID = trip('confirmed', [
  paid(rideThere, '0e2c4a6b-8d1f-4e3a-9b5c-7d9f1b3e5a02'),
  paid(tickets, '0e2c4a6b-8d1f-4e3a-9b5c-7d9f1b3e5a02'),
  paid(stay, '0e2c4a6b-8d1f-4e3a-9b5c-7d9f1b3e5a02'),
]);

/** GET /api/chat/rooms once the ride is paid: its conversation with Carlos, whose phone the API now gives. */
export const RIDE_CHAT: ChatRoom = {
  id: '8b1d3f5a-7c9e-4a2b-8d4f-6a8c0e2b4d13',
  type: 'booking',
  bookingId: rideThere.id,
  bookingType: 'ride',
  bookingStatus: 'confirmed',
  partnershipPostId: null,
  bookingDetails: `Maputo → Inhambane · ${RIDE_DATE.split('-').reverse().join('/')} 06:30`,
  status: 'active',
  role: 'client',
  providerId: RIDE_PAID.provider.id,
  providerName: RIDE_PAID.provider.name,
  providerType: 'driver',
  providerAvatar: null,
  providerPhone: '+258 84 123 4567',
  clientId: TRAVELLER.id,
  clientName: TRAVELLER.name,
  lastMessage: null,
  lastMessageType: null,
  lastMessageTime: null,
  unreadCount: 0,
  createdAt: paidAt,
};

/** Every answer of /viagens/{id} for `value`, by the apps' swr keys. */
export function tripAnswers(value: Trip = TRIP_PLANNED): Answer[] {
  const paidRide = value.parts.some((p) => p.role === 'rideThere' && p.booking.status === 'confirmed');
  return [
    [['trips/one', TRIP_ID], value],
    [['rides/vehicle', RIDE_PAID.ride!.id], BOOKED_CAR],
    ['chat/rooms', paidRide ? [RIDE_CHAT] : []],
    [['bank-transfer', value.parts[0]!.booking.id, ''], { ...STAY_BANK_TRANSFER, amountCents: value.totalCents }],
  ];
}
