/** @module The platform figures of the admin dashboard (spec 2.17, 3) from GET /api/admin/stats; money in centavos. */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMZN, formatNumber } from '@turismo/app-core/format';
import { StatCard } from '@turismo/ui-kit/StatCard';
import type { AdminStats } from '../api/dashboard.ts';

const count = { format: (value: number) => formatNumber(value) };
const percent = { format: (value: number) => formatNumber(value, { maximumFractionDigits: 1 }) };

const Stats = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} { grid-template-columns: 1fr 1fr; }
  ${({ theme }) => theme.media.desktop} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

export function StatCards({ stats }: { stats: AdminStats | undefined }) {
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
          // Each figure with its own plural (issue 32: '1 organizadores').
          ? [
            t('{{formatted}} novo este mês', { count: s.users.newThisMonth, formatted: count.format(s.users.newThisMonth) }),
            t('{{formatted}} motorista', { count: roles.driver, formatted: count.format(roles.driver) }),
            t('{{formatted}} alojamento', { count: roles.hotel_manager, formatted: count.format(roles.hotel_manager) }),
            t('{{formatted}} organizador', { count: roles.event, formatted: count.format(roles.event) }),
          ].join(' · ')
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
