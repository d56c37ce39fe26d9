import type { AppRouteHandler } from '../../lib/types.ts';
import { sql } from '../../lib/db.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { callerLanguage } from '../../middlewares/localize/localize.ts';
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

/** The pending actions in the language of Accept-Language (ADR 0039): their texts are written in
 * Portuguese and translated from the API's catalog, the names in them kept. */
export const pendingActions: AppRouteHandler<PendingActionsRoute> = async (c) => {
  const language = callerLanguage(c);
  const actions = await adminPendingActions();
  const data = actions.map((a) => ({
    ...a,
    title: translateMessage(a.title, language),
    description: translateMessage(a.description, language),
  }));
  return c.json({ data }, 200);
};

export const analytics: AppRouteHandler<AnalyticsRoute> = async (c) =>
  c.json({ data: await analyticsOf(sql, c.req.valid('query')) }, 200);
