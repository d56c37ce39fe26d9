import type { AppRouteHandler } from '../../lib/types.ts';
import { sql } from '../../lib/db.ts';
import { analytics as analyticsOf } from './admin-metrics.analytics.ts';
import type {
  AnalyticsRoute,
  BookingsRoute,
  PendingActionsRoute,
  RidesRoute,
  StatsRoute,
} from './admin-metrics.routes.ts';
import { adminBookings, adminPendingActions, adminRides, adminStats } from './admin-metrics.service.ts';

export const stats: AppRouteHandler<StatsRoute> = async (c) => c.json({ data: await adminStats() }, 200);

export const bookings: AppRouteHandler<BookingsRoute> = async (c) =>
  c.json({ data: await adminBookings(c.req.valid('query')) }, 200);

export const rides: AppRouteHandler<RidesRoute> = async (c) =>
  c.json({ data: await adminRides(c.req.valid('query')) }, 200);

export const pendingActions: AppRouteHandler<PendingActionsRoute> = async (c) =>
  c.json({ data: await adminPendingActions() }, 200);

export const analytics: AppRouteHandler<AnalyticsRoute> = async (c) =>
  c.json({ data: await analyticsOf(sql, c.req.valid('query')) }, 200);
