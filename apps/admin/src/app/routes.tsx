/**
 * @module The admin app's routes (spec 2.17): /admin the dashboard, /admin/users, /admin/billing, /admin/reports
 * (bookings and rides supervision), /admin/payouts (providers' due balances and payout batches), /admin/reconciliation
 * (payments the rails left unknown or in disagreement, the daily settlement CSV; issue 25), /admin/settings (the
 * platform fee, edited in billing), /admin/analytics (bookings, revenue and occupancy over time), /admin/reviews
 * (reported reviews, 'Ocultar'), /admin/disputes and /admin/support (issue 32), and the dashboard for any other /admin path. Everything sits behind the admin gate
 * inside the admin frame.
 */
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Route, Switch, useLocation } from 'wouter';
import { AnalyticsPage } from '../features/analytics/components/AnalyticsPage.tsx';
import { BillingPage } from '../features/billing/components/BillingPage.tsx';
import { AdminDashboardPage } from '../features/dashboard/components/AdminDashboardPage.tsx';
import { PayoutsPage } from '../features/payouts/components/PayoutsPage.tsx';
import { ReconciliationPage } from '../features/reconciliation/components/ReconciliationPage.tsx';
import { ReportsPage } from '../features/reports/components/ReportsPage.tsx';
import { ReportedReviewsPage } from '../features/reviews/components/ReportedReviewsPage.tsx';
import { SettingsPage } from '../features/billing/components/SettingsPage.tsx';
import { BankSettingsForm } from '../features/bank-transfers/components/BankSettingsForm.tsx';
import { PendingTransfers } from '../features/bank-transfers/components/PendingTransfers.tsx';
import { UsersPage } from '../features/users/components/UsersPage.tsx';
import { DisputePage, DisputesPage } from '../features/disputes/components/DisputesPage.tsx';
import { SupportPage, SupportRequestPage } from '../features/support/components/SupportPage.tsx';
import { i18n } from '@turismo/app-core/i18n';
import { loginHref } from '@turismo/app-core/links';
import { RequireSession, type SessionPredicate } from '@turismo/app-core/RequireSession';
import { Button } from '@turismo/ui-kit/Button';
import { AdminShell } from './layout/AdminShell.tsx';

/**
 * The dashboard with the bank transfers to confirm. A confirmation or rejection in either list (the pending actions'
 * 'Confirmar' or the transfers') revalidates both and the figures (issue 32: the pending actions stayed stale).
 */
function Dashboard() {
  const { mutate } = useSWRConfig();
  const refresh = () => {
    void mutate((key) => typeof key === 'string' && (key.startsWith('admin/') || key.startsWith('payments/')));
  };
  return <AdminDashboardPage transfers={<PendingTransfers onChanged={refresh} />} onChanged={refresh} />;
}

/** The admin gate (spec 2.17, 6, 8 'Access'): the admin.panel permission, checked again by the server on every call. */
const adminOnly: SessionPredicate = ({ can }) => can('admin.panel') || {
  icon: 'alert',
  title: i18n.t('Acesso negado'),
  description:
    i18n.t('O painel de administração é reservado a administradores da plataforma. A sua conta não tem esta permissão.'),
};

export function AppRoutes() {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <AdminShell>
      <RequireSession
        allow={adminOnly}
        signedOut={{ action: <Button as="a" href={loginHref(location, '/admin')}>{t('Iniciar Sessão')}</Button> }}
        back={<Button as="a" href="/" variant="ghost">{t('Voltar ao Site')}</Button>}
      >
        <Switch>
          <Route path="/admin/users">
            <UsersPage />
          </Route>
          <Route path="/admin/billing">
            <BillingPage />
          </Route>
          <Route path="/admin/payouts">
            <PayoutsPage />
          </Route>
          <Route path="/admin/reconciliation">
            <ReconciliationPage />
          </Route>
          <Route path="/admin/reports">
            <ReportsPage />
          </Route>
          <Route path="/admin/analytics">
            <AnalyticsPage />
          </Route>
          <Route path="/admin/reviews">
            <ReportedReviewsPage />
          </Route>
          <Route path="/admin/disputes">
            <DisputesPage />
          </Route>
          <Route path="/admin/disputes/:id">{(params) => <DisputePage key={params.id} disputeId={params.id} />}</Route>
          <Route path="/admin/support">
            <SupportPage />
          </Route>
          <Route path="/admin/support/:id">
            {(params) => <SupportRequestPage key={params.id} requestId={params.id} />}
          </Route>
          <Route path="/admin/settings">
            <SettingsPage bankAccount={<BankSettingsForm />} />
          </Route>
          <Route>
            <Dashboard />
          </Route>
        </Switch>
      </RequireSession>
    </AdminShell>
  );
}
