/**
 * @module /admin (and any unknown /admin/* path): the admin dashboard (spec 2.17, 3): the platform figures from
 * GET /api/admin/stats (DECISIONS.md 1: never sample numbers), the pending actions with a link to where each is
 * resolved (bank transfers can be confirmed right here), the newest bookings as recent activity, and the quick
 * actions. Money is shown with the MZN formatter; the API gives centavos.
 */
import { useTranslation } from 'react-i18next';
import { intlLocale, msg } from '@turismo/app-core/i18n';
import { type ReactNode, useEffect } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { formatDate, formatMZN, formatTime } from '@turismo/app-core/format';
import { Alert } from '@turismo/ui-kit/Alert';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Icon, type IconName } from '@turismo/ui-kit/Icon';
import { StatCard } from '@turismo/ui-kit/StatCard';
import { useToast } from '@turismo/ui-kit/Toast';
import { Page } from '@turismo/app-core/Page';
import {
  type AdminStats,
  confirmBankTransfer,
  type PendingAction,
  usePendingActions,
  useRecentBookings,
  useStats,
} from '../api/dashboard.ts';
import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUS_TONES,
  BOOKING_TYPE_LABELS,
  PRIORITY_LABELS,
  PRIORITY_TONES,
} from '../../../lib/status-labels.ts';
import { useAction } from '@turismo/app-core/use-action';

const ACTIONS: readonly { href: string; title: string; description: string; icon: IconName }[] = [
  { href: '/admin/users', title: msg('Gerir Utilizadores'), description: msg('Aprovar, suspender e reativar contas.'), icon: 'user' },
  { href: '/admin/billing', title: msg('Faturação'), description: msg('Taxa da plataforma e calculadora.'), icon: 'ticket' },
  { href: '/admin/reports', title: msg('Relatórios'), description: msg('Supervisão de reservas e viagens.'), icon: 'calendar' },
  { href: '/admin/analytics', title: msg('Análises'), description: msg('Utilização da plataforma ao longo do tempo.'), icon: 'search' },
  { href: '/admin/reviews', title: msg('Avaliações'), description: msg('Avaliações denunciadas: ocultar com motivo.'), icon: 'alert' },
  { href: '/admin/settings', title: msg('Configurações'), description: msg('Definições gerais da plataforma.'), icon: 'menu' },
];

const count = { format: (value: number) => new Intl.NumberFormat(intlLocale()).format(value) };
const percent = { format: (value: number) => new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 1 }).format(value) };

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  & > h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

const Stats = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} { grid-template-columns: 1fr 1fr; }
  ${({ theme }) => theme.media.desktop} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.desktop} { grid-template-columns: 1fr 1fr; }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    overflow-wrap: anywhere;
  }
  [data-row] { display: flex; flex-wrap: wrap; align-items: center; gap: ${({ theme }) => theme.space[2]}; }
  strong { font-size: ${({ theme }) => theme.fontSizes.md}; }
  small, p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  a { color: ${({ theme }) => theme.colors.brand}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  a:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const Action = styled(Link)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover { border-color: ${({ theme }) => theme.colors.brand}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }

  & > [data-icon-box] {
    display: flex;
    flex-shrink: 0;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brand};
  }
  strong { display: block; font-size: ${({ theme }) => theme.fontSizes.md}; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

function StatCards({ stats }: { stats: AdminStats | undefined }) {
  const { t } = useTranslation();
  const loading = !stats;
  const s = stats;
  const roles = s?.users.byRole;
  return (
    <Stats>
      <StatCard
        icon="user"
        label={t('Utilizadores')}
        loading={loading}
        value={s ? count.format(s.users.total) : ''}
        hint={s && roles
          ? t('{{new}} novos este mês · {{drivers}} motoristas · {{stays}} alojamentos · {{organisers}} organizadores', {
            new: count.format(s.users.newThisMonth),
            drivers: count.format(roles.driver),
            stays: count.format(roles.hotel_manager),
            organisers: count.format(roles.event),
          })
          : undefined}
      />
      <StatCard
        icon="info"
        label={t('Verificações pendentes')}
        loading={loading}
        value={s ? count.format(s.users.pendingVerifications) : ''}
        hint={s
          ? t('{{formatted}} conta suspensa', { count: s.users.suspended, formatted: count.format(s.users.suspended) })
          : undefined}
      />
      <StatCard
        icon="car"
        label={t('Viagens por realizar')}
        loading={loading}
        value={s ? count.format(s.rides.upcoming) : ''}
        hint={s
          ? t('{{published}} publicadas · ocupação {{occupancy}} %', {
            published: count.format(s.rides.published),
            occupancy: percent.format(s.rides.occupancy),
          })
          : undefined}
      />
      <StatCard
        icon="calendar"
        label={t('Reservas hoje')}
        loading={loading}
        value={s ? count.format(s.bookings.today.total) : ''}
        hint={s
          ? t('{{month}} este mês · {{confirmed}} confirmadas · {{tickets}} bilhetes vendidos', {
            month: count.format(s.bookings.thisMonth.total),
            confirmed: count.format(s.bookings.thisMonth.byStatus.confirmed + s.bookings.thisMonth.byStatus.completed),
            tickets: count.format(s.bookings.ticketsSoldThisMonth),
          })
          : undefined}
      />
      <StatCard
        icon="ticket"
        label={t('Receita este mês')}
        loading={loading}
        value={s ? formatMZN(s.revenue.thisMonth.totalRevenue) : ''}
        hint={s
          ? t('Bruta {{gross}} · reembolsos {{refunded}}', {
            gross: formatMZN(s.revenue.thisMonth.grossRevenue),
            refunded: formatMZN(s.revenue.thisMonth.refundedAmount),
          })
          : undefined}
      />
      <StatCard
        icon="ticket"
        label={t('Taxas da plataforma este mês')}
        loading={loading}
        value={s ? formatMZN(s.revenue.thisMonth.totalFees) : ''}
        hint={s
          ? t('{{formatted}} pagamento', {
            count: s.revenue.thisMonth.transactions,
            formatted: count.format(s.revenue.thisMonth.transactions),
          })
          : undefined}
      />
      <StatCard
        icon="ticket"
        label={t('Receita total')}
        loading={loading}
        value={s ? formatMZN(s.revenue.allTime.totalRevenue) : ''}
        hint={s ? t('Taxas {{amount}}', { amount: formatMZN(s.revenue.allTime.totalFees) }) : undefined}
      />
      <StatCard
        icon="info"
        label={t('Ações pendentes')}
        loading={loading}
        value={s ? count.format(s.pendingActions) : ''}
      />
    </Stats>
  );
}

function PendingActions({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { data, error, mutate } = usePendingActions();
  const confirmAction = useAction((action: PendingAction) => confirmBankTransfer(action.subjectId), {
    failure: { description: t('Não foi possível confirmar a transferência.') },
    message: () => null,
    onSuccess: async () => {
      toast({ title: t('Transferência confirmada'), variant: 'success' });
      await mutate();
      onChanged();
    },
  });
  const busy = confirmAction.pending?.id ?? null;
  const confirm = confirmAction.trigger;

  if (error) return <Alert tone="danger">{t('Não foi possível carregar as ações pendentes.')}</Alert>;
  if (!data) return <p aria-busy="true">{t('A carregar…')}</p>;
  if (data.length === 0) {
    return <EmptyState headingLevel={3} icon="info" title={t('Nada pendente')} description={t('Não há ações à espera.')} />;
  }
  return (
    <List aria-label={t('Ações pendentes')}>
      {data.map((a) => (
        <li key={a.id}>
          <span data-row>
            <Badge tone={PRIORITY_TONES[a.priority]}>{t('Prioridade {{priority}}', { priority: t(PRIORITY_LABELS[a.priority]).toLowerCase() })}</Badge>
            <strong>{a.title}</strong>
          </span>
          <p>
            {a.description}
            {a.amountCents !== null ? ` ${formatMZN(a.amountCents)}.` : ''}
          </p>
          <small>{formatDate(a.createdAt)} {formatTime(a.createdAt)}</small>
          <span data-row>
            {a.type === 'payment'
              ? (
                <Button
                  size="sm"
                  onClick={() => confirm(a)}
                  loading={busy === a.id}
                  disabled={busy !== null}
                  aria-label={t('Confirmar a transferência de {{amount}}', { amount: formatMZN(a.amountCents ?? 0) })}
                >
                  {t('Confirmar')}
                </Button>
              )
              : <Link href={a.link} aria-label={t('Resolver: {{what}}', { what: a.description })}>{t('Resolver')}</Link>}
          </span>
        </li>
      ))}
    </List>
  );
}

function RecentActivity() {
  const { t } = useTranslation();
  const { data, error } = useRecentBookings();
  if (error) return <Alert tone="danger">{t('Não foi possível carregar a atividade recente.')}</Alert>;
  if (!data) return <p aria-busy="true">{t('A carregar…')}</p>;
  if (data.length === 0) {
    return <EmptyState headingLevel={3} icon="info" title={t('Sem atividade')} description={t('Ainda não há reservas.')} />;
  }
  return (
    <List aria-label={t('Reservas recentes')}>
      {data.map((b) => (
        <li key={b.id}>
          <span data-row>
            <Badge tone={BOOKING_STATUS_TONES[b.status]}>{t(BOOKING_STATUS_LABELS[b.status])}</Badge>
            <strong>{t(BOOKING_TYPE_LABELS[b.type])}: {b.title}</strong>
          </span>
          <p>{b.client.name} · {formatMZN(b.totalCents)}</p>
          <small>{formatDate(b.createdAt)} {formatTime(b.createdAt)}</small>
        </li>
      ))}
    </List>
  );
}

/** `transfers`: the bank transfers to confirm or reject (the bank-transfers feature, composed in src/app). */
export function AdminDashboardPage({ transfers }: { transfers?: ReactNode } = {}) {
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
        <Grid>
          {ACTIONS.map((action) => (
            <li key={action.href}>
              <Action href={action.href}>
                <span data-icon-box aria-hidden="true">
                  <Icon name={action.icon} />
                </span>
                <span>
                  <strong>{t(action.title)}</strong>
                  <small>{t(action.description)}</small>
                </span>
              </Action>
            </li>
          ))}
        </Grid>
      </Section>
    </Page>
  );
}
