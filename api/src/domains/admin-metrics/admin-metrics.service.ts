/**
 * @module The admin dashboard (spec 2.17, 3; DECISIONS.md 1): platform figures, supervision lists and pending actions,
 * all read from the database. Money figures reuse the billing financial report (ADR 0006: net of refunds), so the
 * dashboard and /admin/billing never disagree. Dates are Africa/Maputo; amounts centavos.
 */
import { sql } from '../../lib/db.ts';
import { addDays, maputoInstant, todayInMaputo } from '../../lib/time.ts';
import { financialReport, percentageOf } from '../billing/billing.report.ts';
import type { FinancialReport } from '../billing/billing.schemas.ts';
import * as repo from './admin-metrics.repo.ts';
import { PENDING_ACTION_TEXTS } from './admin-metrics.texts.ts';
import type {
  AdminBooking,
  AdminBookingsQuery,
  AdminRidesQuery,
  AdminStats,
  PendingAction,
} from './admin-metrics.schemas.ts';

type Period = AdminStats['bookings']['today'];

function period(rows: repo.BookingCountRow[]): Period {
  const p: Period = {
    total: 0,
    byType: { ride: 0, stay: 0, event: 0 },
    byStatus: { pending: 0, confirmed: 0, completed: 0, cancelled: 0 },
  };
  for (const r of rows) {
    p.total += r.n;
    p.byType[r.type] += r.n;
    p.byStatus[r.status] += r.n;
  }
  return p;
}

const money = (r: FinancialReport) => ({
  grossRevenue: r.grossRevenue,
  totalRevenue: r.totalRevenue,
  totalFees: r.totalFees,
  refundedAmount: r.refundedAmount,
  refundCount: r.refundCount,
  transactions: r.totalTransactions,
});

/** The first day of the month of a local date, and the first day of the next month. */
export function monthOf(date: string): { first: string; next: string } {
  const first = `${date.slice(0, 7)}-01`;
  const next = `${addDays(first, 31).slice(0, 7)}-01`;
  return { first, next };
}

export async function adminStats(now: Date = new Date()): Promise<AdminStats> {
  const today = todayInMaputo(now);
  const { first, next } = monthOf(today);
  const dayStart = maputoInstant(today);
  const dayEnd = maputoInstant(addDays(today, 1));
  const monthStart = maputoInstant(first);
  const monthEnd = maputoInstant(next);
  const [users, rides, todayRows, monthRows, monthMoney, allMoney, actions] = await Promise.all([
    repo.userCounts(sql, monthStart),
    repo.rideCounts(sql, now),
    repo.bookingCounts(sql, dayStart, dayEnd),
    repo.bookingCounts(sql, monthStart, monthEnd),
    financialReport(sql, { from: first, to: addDays(next, -1) }),
    financialReport(sql, {}),
    repo.pendingActionCount(sql),
  ]);
  const seatsTaken = rides.seatsTotal - rides.seatsAvailable;
  return {
    today,
    users: {
      total: users.total,
      byRole: {
        client: users.client,
        driver: users.driver,
        hotel_manager: users.hotelManager,
        event: users.event,
        admin: users.admin,
      },
      newThisMonth: users.newSince,
      pendingVerifications: users.pendingVerifications,
      suspended: users.suspended,
    },
    rides: {
      published: rides.published,
      upcoming: rides.upcoming,
      seatsTotal: rides.seatsTotal,
      seatsTaken,
      occupancy: percentageOf(seatsTaken, rides.seatsTotal),
    },
    bookings: {
      today: period(todayRows),
      thisMonth: period(monthRows),
      ticketsSoldThisMonth: monthRows
        .filter((r) => r.type === 'event' && (r.status === 'confirmed' || r.status === 'completed'))
        .reduce((sum, r) => sum + r.tickets, 0),
    },
    revenue: { thisMonth: money(monthMoney), allTime: money(allMoney) },
    pendingActions: actions,
  };
}

export async function adminBookings(query: AdminBookingsQuery) {
  const start = query.from ? maputoInstant(query.from) : null;
  const end = query.to ? maputoInstant(addDays(query.to, 1)) : null;
  const { rows, total } = await repo.listBookings(sql, query, start, end);
  const items: AdminBooking[] = rows.map((r) => ({
    id: r.id,
    type: r.type,
    status: r.status,
    title: r.title,
    client: { id: r.clientId, name: r.clientName },
    provider: { id: r.providerId, name: r.providerName },
    quantity: r.quantity,
    serviceDate: r.serviceDate,
    createdAt: r.createdAt.toISOString(),
    totalCents: r.totalCents,
    platformFeeCents: r.platformFeeCents,
    payment: r.paymentId
      ? { id: r.paymentId, method: r.paymentMethod!, status: r.paymentStatus!, amountCents: r.paymentAmountCents! }
      : null,
    refund: r.refundId
      ? {
        id: r.refundId,
        status: r.refundStatus!,
        amountCents: r.refundAmountCents!,
        failureReason: r.refundFailureReason,
      }
      : null,
  }));
  return { items, total, page: query.page, pageSize: query.pageSize };
}

export async function adminRides(query: AdminRidesQuery) {
  const { rows, total } = await repo.listRides(sql, query);
  const items = rows.map((r) => ({
    id: r.id,
    status: r.status,
    from: r.from,
    to: r.to,
    departureDate: r.departureDate,
    departureTime: r.departureTime,
    driver: { id: r.driverId, name: r.driverName },
    priceCents: r.priceCents,
    seatsTotal: r.seatsTotal,
    seatsAvailable: r.seatsAvailable,
    bookings: r.bookings,
    revenueCents: r.revenueCents,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** A key with its placeholders filled: `fillText('{{name}} pagou…', { name: 'Ana' })` is 'Ana pagou…'. */
function fillText(key: string, values: Record<string, string>): string {
  return key.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/**
 * The title and description of a pending action, in Portuguese (admin-metrics.texts.ts), filled with the row's name
 * and reason; GET /api/admin/pending-actions translates them for the caller (ADR 0039).
 */
function actionTexts(r: repo.PendingActionRow, kind: keyof typeof PENDING_ACTION_TEXTS) {
  const [title, description] = PENDING_ACTION_TEXTS[kind];
  return { title, description: fillText(description, { name: r.name, detail: r.detail ?? '' }) };
}

/**
 * The first {@link repo.MAX_PENDING_ACTIONS} pending actions (spec 4 priorities, oldest first within each), each with
 * the admin screen where it is resolved; the dashboard's card counts them all.
 */
export async function adminPendingActions(): Promise<PendingAction[]> {
  const rows = await repo.pendingActions(sql);
  return rows.map((r): PendingAction => {
    const base = { subjectId: r.subjectId, createdAt: r.createdAt.toISOString(), amountCents: r.amountCents };
    switch (r.kind) {
      case 'verification':
        return {
          ...base,
          ...actionTexts(r, 'verification'),
          id: `verification:${r.subjectId}`,
          type: 'verification',
          priority: 'high',
          link: '/admin/users',
        };
      case 'refund':
        return {
          ...base,
          ...actionTexts(r, r.detail ? 'refundWithReason' : 'refund'),
          id: `refund:${r.subjectId}`,
          type: 'refund',
          priority: 'high',
          link: '/admin/reports?refund=failed',
        };
      case 'dispute':
        return {
          ...base,
          ...actionTexts(r, 'dispute'),
          id: `dispute:${r.subjectId}`,
          type: 'dispute',
          priority: 'high',
          link: `/admin/disputes/${r.subjectId}`,
        };
      case 'support':
        return {
          ...base,
          ...actionTexts(r, 'support'),
          id: `support:${r.subjectId}`,
          type: 'support',
          priority: 'medium',
          link: `/admin/support/${r.subjectId}`,
        };
      default:
        return {
          ...base,
          ...actionTexts(r, 'payment'),
          id: `payment:${r.subjectId}`,
          type: 'payment',
          priority: 'medium',
          link: '/admin',
        };
    }
  });
}
