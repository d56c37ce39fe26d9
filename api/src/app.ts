/**
 * @module The API: every domain router mounted on one app, plus the OpenAPI document and reference UI.
 */
import { type AppOptions, createApp } from './lib/create-app.ts';
import { configureOpenAPI } from './lib/openapi.ts';
import { authRouter } from './domains/auth/auth.index.ts';
import { healthRouter } from './domains/health/health.index.ts';
import { placesRouter } from './domains/places/places.index.ts';
import { ridesRouter } from './domains/rides/rides.index.ts';
import { bookingsRouter } from './domains/booking-desk/booking-desk.index.ts';
import { paymentsRouter } from './domains/payments/payments.index.ts';
import { billingRouter } from './domains/billing/billing.index.ts';
import { eventsRouter } from './domains/events/events.index.ts';
import { staysRouter } from './domains/stays/stays.index.ts';
import { partnershipsRouter } from './domains/partnerships/partnerships.index.ts';
import { notificationsRouter } from './domains/notifications/notifications.index.ts';
import { chatRouter } from './domains/chat/chat.index.ts';
import { verificationsRouter } from './domains/verifications/verifications.index.ts';
import { adminRouter } from './domains/admin/admin.index.ts';
import { loyaltyRouter } from './domains/loyalty/loyalty.index.ts';
import { adminMetricsRouter } from './domains/admin-metrics/admin-metrics.index.ts';
import { highlightsRouter } from './domains/highlights/highlights.index.ts';
import { reviewsRouter } from './domains/reviews/reviews.index.ts';
import { profilesRouter } from './domains/profiles/profiles.index.ts';
import { mediaRouter } from './domains/media/media.index.ts';
import { payoutsRouter } from './domains/payouts/payouts.index.ts';
import { receiptsRouter } from './domains/receipts/receipts.index.ts';
import { supportRouter } from './domains/support/support.index.ts';
import { disputesRouter } from './domains/disputes/disputes.index.ts';
import { waitlistsRouter } from './domains/waitlists/waitlists.index.ts';
import { integrationsRouter } from './domains/integrations/integrations.index.ts';
import { tripsRouter } from './domains/trips/trips.index.ts';

/** Builds the API app. `log` turns the per-request log line on (off in tests); see {@link AppOptions}. */
export function buildApi(options: AppOptions = {}) {
  const app = createApp(options);
  configureOpenAPI(app);
  const routers = [
    healthRouter,
    placesRouter,
    authRouter,
    ridesRouter,
    bookingsRouter,
    paymentsRouter,
    billingRouter,
    eventsRouter,
    staysRouter,
    partnershipsRouter,
    notificationsRouter,
    chatRouter,
    verificationsRouter,
    adminRouter,
    loyaltyRouter,
    adminMetricsRouter,
    highlightsRouter,
    reviewsRouter,
    profilesRouter,
    mediaRouter,
    payoutsRouter,
    receiptsRouter,
    supportRouter,
    disputesRouter,
    waitlistsRouter,
    integrationsRouter,
    tripsRouter,
  ] as const;
  for (const router of routers) app.route('/', router);
  return app;
}
