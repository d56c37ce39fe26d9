/**
 * @module The admin app's routes (spec 2.17): /admin the dashboard, /admin/users, /admin/billing, /admin/reports
 * (bookings and rides supervision), /admin/settings (the platform fee, edited in billing), /admin/analytics (bookings,
 * revenue and occupancy over time), and the dashboard for any other /admin path. Everything sits behind the admin gate inside the
 * admin frame.
 */
import { Route, Switch } from 'wouter';
import { AnalyticsPage } from '../features/analytics/components/AnalyticsPage.tsx';
import { BillingPage } from '../features/billing/components/BillingPage.tsx';
import { AdminDashboardPage } from '../features/dashboard/components/AdminDashboardPage.tsx';
import { ReportsPage } from '../features/reports/components/ReportsPage.tsx';
import { SettingsPage } from '../features/settings/components/SettingsPage.tsx';
import { UsersPage } from '../features/users/components/UsersPage.tsx';
import { AdminGate } from '../lib/AdminGate.tsx';
import { AdminShell } from './layout/AdminShell.tsx';

export function AppRoutes() {
  return (
    <AdminShell>
      <AdminGate>
        <Switch>
          <Route path="/admin/users">
            <UsersPage />
          </Route>
          <Route path="/admin/billing">
            <BillingPage />
          </Route>
          <Route path="/admin/reports">
            <ReportsPage />
          </Route>
          <Route path="/admin/analytics">
            <AnalyticsPage />
          </Route>
          <Route path="/admin/settings">
            <SettingsPage />
          </Route>
          <Route>
            <AdminDashboardPage />
          </Route>
        </Switch>
      </AdminGate>
    </AdminShell>
  );
}
