/**
 * @module /admin (and any unknown /admin/* path): the admin dashboard (spec 2.17, 3): the platform figures from
 * GET /api/admin/stats (DECISIONS.md 1: never sample numbers), the pending actions with a link to where each is
 * resolved (bank transfers can be confirmed right here), the newest bookings as recent activity, and the quick
 * actions. Money is shown with the MZN formatter; the API gives centavos.
 */
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Page } from '@turismo/app-core/Page';
import { Alert } from '@turismo/ui-kit/Alert';
import { useToast } from '@turismo/ui-kit/Toast';
import { useRecentBookings, useStats } from '../api/dashboard.ts';
import { Columns, Section } from './dashboard-layout.ts';
import { PendingActions } from './PendingActions.tsx';
import { QuickActions } from './QuickActions.tsx';
import { RecentActivity } from './RecentActivity.tsx';
import { StatCards } from './StatCards.tsx';

/**
 * `transfers`: the bank transfers to confirm or reject (the bank-transfers feature, composed in src/app); `onChanged`:
 * called after a pending action was resolved here (src/app revalidates the transfers with it).
 */
export function AdminDashboardPage(
  { transfers, onChanged }: { transfers?: ReactNode; onChanged?: () => void } = {},
) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const stats = useStats();
  const recent = useRecentBookings();
  useEffect(() => {
    if (stats.error) toast({ title: t('Erro'), description: t('Erro ao carregar as métricas'), variant: 'destructive' });
  }, [stats.error, toast, t]);

  return (
    <Page width="xl" title={t('Painel de Administração')} description={t('Utilizadores, faturação e supervisão da plataforma.')}>
      <Section aria-labelledby="admin-overview">
        <h2 id="admin-overview">{t('Visão geral')}</h2>
        {stats.error
          ? <Alert tone="danger">{t('Não foi possível carregar as métricas da plataforma.')}</Alert>
          : <StatCards stats={stats.data} />}
        <p>
          <Link href="/admin/billing">{t('Ver o relatório financeiro')}</Link>
        </p>
      </Section>
      <Columns>
        <Section aria-labelledby="admin-pending">
          <h2 id="admin-pending">{t('Ações pendentes')}</h2>
          <PendingActions
            onChanged={() => {
              void stats.mutate();
              void recent.mutate();
              onChanged?.();
            }}
          />
        </Section>
        {transfers
          ? (
            <Section aria-labelledby="admin-transfers">
              <h2 id="admin-transfers">{t('Transferências por confirmar')}</h2>
              {transfers}
            </Section>
          )
          : null}
        <Section aria-labelledby="admin-activity">
          <h2 id="admin-activity">{t('Atividade recente')}</h2>
          <RecentActivity />
          <p>
            <Link href="/admin/reports">{t('Ver todas as reservas')}</Link>
          </p>
        </Section>
      </Columns>
      <Section aria-labelledby="admin-quick-actions">
        <h2 id="admin-quick-actions">{t('Ações rápidas')}</h2>
        <QuickActions />
      </Section>
    </Page>
  );
}
