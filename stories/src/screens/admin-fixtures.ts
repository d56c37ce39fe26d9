/**
 * @module The admin dashboard's answers (/admin, admin@demo.co.mz): GET /api/admin/stats, /api/admin/pending-actions,
 * /api/admin/bookings (the 8 newest) and /api/payments/bank-transfers/pending, in the same demo world as the other
 * screens: the demo traveller's bookings (bookings-fixtures.ts, her stay paid by a transfer waiting for
 * confirmation), the other passengers of the demo driver's rides (driver-fixtures.ts) and one failed card refund
 * (the sandbox's refusal). The figures agree with each other and with the API's rules: 3 pending actions listed and
 * counted, revenue = gross - refunds, fees 10 % of the payments; the pending actions' texts are the API's own
 * (admin-metrics.service.ts, Portuguese in both languages).
 */
import type { AdminBooking, AdminStats, PendingAction } from '../../../apps/admin/src/features/dashboard/api/dashboard.ts';
import type { PendingTransfer } from '../../../apps/admin/src/features/bank-transfers/api/bank-transfers.ts';
import type { Booking } from '../../../apps/traveller/src/features/bookings/api/bookings.ts';
import {
  bookingLabel,
  EVENT_TICKETS,
  RIDE_CANCELLED,
  RIDE_COMPLETED,
  RIDE_PAID,
  STAY_TRANSFER,
  STAY_TRANSFER_PENDING,
  TRAVELLER,
} from './bookings-fixtures.ts';
import { DRIVER_RIDES, passengerBookingId } from './driver-fixtures.ts';
import { at, day, hoursFromNow, TODAY } from './demo-dates.ts';
import type { Answer, LOADING } from './recorded-api.tsx';

/** An answer or its absence: still loading, or the API's failure. */
type Or<T> = T | typeof LOADING | Error;

const CARLOS = { id: '601bVxsboTLaCryiLUGhOIQNMcDD', name: 'Carlos Nhantumbo' };
const GRACA = { id: 'Hk2Lp9QwErTy5UiOpAsDfGh3JkL1', name: 'Graça Cossa' };

/** The admin's row of one of the demo traveller's bookings. */
function ofTraveller(b: Booking): AdminBooking {
  return {
    id: b.id,
    type: b.type,
    status: b.status,
    title: b.ride ? `${b.ride.fromAddress} → ${b.ride.toAddress}` : b.stay?.name ?? b.event?.title ?? b.type,
    client: TRAVELLER,
    provider: b.provider,
    quantity: b.seats ?? b.stay?.nights ?? b.event?.ticketQuantity ?? 1,
    serviceDate: b.ride?.departureDate ?? b.stay?.checkIn ?? b.event?.startDate ?? null,
    createdAt: b.createdAt,
    totalCents: b.totalCents,
    platformFeeCents: b.platformFeeCents,
    payment: b.payment
      ? { id: b.payment.id, method: b.payment.method, status: b.payment.status, amountCents: b.payment.amountCents }
      : null,
    refund: b.refund
      ? { id: b.refund.id, status: b.refund.status, amountCents: b.refund.amountCents, failureReason: b.refund.failureReason }
      : null,
  };
}

const XAI_XAI = DRIVER_RIDES.find((r) => r.toAddress === 'Xai-Xai')!;

/** A passenger's confirmed M-Pesa booking of `seats` seats on the Xai-Xai ride. */
function xaiXai(
  number: number,
  client: { id: string; name: string },
  seats: number,
  createdAt: string,
): AdminBooking {
  const id = passengerBookingId(number);
  const subtotal = XAI_XAI.priceCents * seats;
  const fee = Math.floor((subtotal * 1000 + 5000) / 10000);
  return {
    id,
    type: 'ride',
    status: 'confirmed',
    title: 'Maputo → Xai-Xai',
    client,
    provider: CARLOS,
    quantity: seats,
    serviceDate: XAI_XAI.departureDate,
    createdAt,
    totalCents: subtotal + fee,
    platformFeeCents: fee,
    payment: {
      id: `4f8a2c6e-0b3d-4e7f-9a1c-${String(number).padStart(12, '0')}`,
      method: 'mpesa',
      status: 'succeeded',
      amountCents: subtotal + fee,
    },
    refund: null,
  };
}

/** The sandbox's refusal of a card refund (api/src/domains/payments/sandbox.ts). */
const CARD_REFUND_REFUSED = 'O emissor do cartão recusou o reembolso.';
const RUI = { id: 'Rt7Mb2Qe9WcX4vLpN8sKd3FgJ6hZ', name: 'Rui Tembe' };

/** Two nights at Pensão Baleia Azul cancelled in the free period: the card refund was refused by the issuer. */
const STAY_REFUND_FAILED: AdminBooking = {
  id: '5d1b9f3e-7a4c-4e2d-8b6f-0c9a3e7d1b85',
  type: 'stay',
  status: 'cancelled',
  title: 'Pensão Baleia Azul',
  client: RUI,
  provider: GRACA,
  quantity: 2,
  serviceDate: day(8),
  createdAt: hoursFromNow(-75),
  totalCents: 528000,
  platformFeeCents: 48000,
  payment: { id: 'e3c7a1f5-9d2b-4b8e-a6c0-4f2e8d6b0a39', method: 'card', status: 'succeeded', amountCents: 528000 },
  refund: { id: 'a9f3d7b1-5e2c-4a8d-9c6e-2b0f4d8a6c13', status: 'failed', amountCents: 528000, failureReason: CARD_REFUND_REFUSED },
};

/** GET /api/admin/bookings?page=1&pageSize=8: the newest bookings, whatever their state. */
export const RECENT_BOOKINGS: AdminBooking[] = [
  ofTraveller(STAY_TRANSFER),
  ofTraveller(RIDE_PAID),
  xaiXai(42, { id: 'Lm5Ab8Cd2Ef7Gh1Ij4Kl9Mn3Op6Q', name: 'Lurdes Mabunda' }, 1, hoursFromNow(-30)),
  ofTraveller(EVENT_TICKETS),
  xaiXai(40, { id: 'Fi2Ss8Uu4Oo7Ff1Ii5Ss3Uu9Oo6X', name: 'Fátima Issufo' }, 2, hoursFromNow(-60)),
  ofTraveller(RIDE_CANCELLED),
  STAY_REFUND_FAILED,
  ofTraveller(RIDE_COMPLETED),
];

/** GET /api/payments/bank-transfers/pending: the demo traveller's stay, its proof sent (a PDF). */
export const PENDING_TRANSFERS: PendingTransfer[] = [{
  paymentId: STAY_TRANSFER.payment!.id,
  bookingId: STAY_TRANSFER.id,
  reference: STAY_TRANSFER_PENDING.reference,
  amountCents: STAY_TRANSFER.totalCents,
  customerName: TRAVELLER.name,
  bookingLabel: bookingLabel(STAY_TRANSFER),
  payerHint: null,
  createdAt: STAY_TRANSFER.payment!.createdAt,
  expiresAt: STAY_TRANSFER_PENDING.payment!.expiresAt,
  expired: false,
  proof: {
    url: `/api/payments/${STAY_TRANSFER.payment!.id}/proof`,
    contentType: 'application/pdf',
    uploadedAt: STAY_TRANSFER_PENDING.payment!.proofUploadedAt!,
  },
}];

/** GET /api/admin/pending-actions: verifications, then failed refunds, then bank transfers, oldest first. */
export const PENDING_ACTIONS: PendingAction[] = [
  {
    id: 'verification:Tc9Un4Aa7Bb2Cc5Dd8Ee1Ff3Gg6H',
    type: 'verification',
    priority: 'high',
    title: 'Verificação pendente',
    description: 'Tomás Cuna enviou documentos para verificação.',
    createdAt: at(day(-1), '16:48'),
    amountCents: null,
    subjectId: 'Tc9Un4Aa7Bb2Cc5Dd8Ee1Ff3Gg6H',
    link: '/admin/users',
  },
  {
    id: `refund:${STAY_REFUND_FAILED.refund!.id}`,
    type: 'refund',
    priority: 'high',
    title: 'Reembolso falhado',
    description: `O reembolso a ${RUI.name} falhou (${CARD_REFUND_REFUSED}): devolva o valor manualmente.`,
    createdAt: hoursFromNow(-74),
    amountCents: STAY_REFUND_FAILED.refund!.amountCents,
    subjectId: STAY_REFUND_FAILED.refund!.id,
    link: '/admin/reports?refund=failed',
  },
  {
    id: `payment:${STAY_TRANSFER.payment!.id}`,
    type: 'payment',
    priority: 'medium',
    title: 'Transferência bancária por confirmar',
    description: `${TRAVELLER.name} pagou por transferência bancária; confirme quando o valor chegar.`,
    createdAt: STAY_TRANSFER.payment!.createdAt,
    amountCents: STAY_TRANSFER.totalCents,
    subjectId: STAY_TRANSFER.payment!.id,
    link: '/admin',
  },
];

/**
 * GET /api/admin/stats: 57 accounts (the seed's 16 demo accounts and those who signed up), the seed's few hundred
 * rides, one booking created today (the transfer), this month's money net of two refunds (10 % fee).
 */
export const ADMIN_STATS: AdminStats = {
  today: TODAY,
  users: {
    total: 57,
    byRole: { client: 57, driver: 10, hotel_manager: 4, event: 2, admin: 1 },
    newThisMonth: 9,
    pendingVerifications: 1,
    suspended: 1,
  },
  rides: { published: 214, upcoming: 181, seatsTotal: 724, seatsTaken: 97, occupancy: 13.4 },
  bookings: {
    today: {
      total: 1,
      byType: { ride: 0, stay: 1, event: 0 },
      byStatus: { pending: 1, confirmed: 0, completed: 0, cancelled: 0 },
    },
    thisMonth: {
      total: 46,
      byType: { ride: 31, stay: 9, event: 6 },
      byStatus: { pending: 3, confirmed: 27, completed: 9, cancelled: 7 },
    },
    ticketsSoldThisMonth: 14,
  },
  revenue: {
    thisMonth: {
      grossRevenue: 6_931_000,
      refundedAmount: 214_500,
      totalRevenue: 6_931_000 - 214_500,
      totalFees: 610_590,
      refundCount: 2,
      transactions: 38,
    },
    allTime: {
      grossRevenue: 18_456_200,
      refundedAmount: 640_200,
      totalRevenue: 18_456_200 - 640_200,
      totalFees: 1_619_630,
      refundCount: 6,
      transactions: 104,
    },
  },
  pendingActions: PENDING_ACTIONS.length,
};

/** Every answer of /admin, by the admin app's swr keys. */
export function adminAnswers(
  { stats = ADMIN_STATS, actions = PENDING_ACTIONS, recent = RECENT_BOOKINGS, transfers = PENDING_TRANSFERS }: {
    stats?: Or<AdminStats>;
    actions?: Or<PendingAction[]>;
    recent?: Or<AdminBooking[]>;
    transfers?: Or<PendingTransfer[]>;
  } = {},
): Answer[] {
  return [
    ['admin/stats', stats],
    ['admin/pending-actions', actions],
    ['admin/recent-bookings', recent],
    ['payments/bank-transfers/pending', transfers],
  ];
}
