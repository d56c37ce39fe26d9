/**
 * @module The financial report of /admin/billing (spec 2.17, 3 'Billing'): the totals of the succeeded payments as the
 * API computes them (transactions, revenue net of refunds, platform fees, providers' share, margin, refunds, payouts),
 * each a StatCard, '—' until the report arrives.
 */
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import { formatMZN } from '@turismo/app-core/format';
import { StatCard } from '@turismo/ui-kit/StatCard';
import type { FinancialReport } from '../api/billing.ts';
import { formatCount, formatPercent } from '../lib/billing-format.ts';

const Stats = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} { grid-template-columns: 1fr 1fr; }
  ${({ theme }) => theme.media.desktop} { grid-template-columns: repeat(5, minmax(0, 1fr)); }
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** How many refunds, and what is still being processed or was refused by the provider (still owed to clients). */
function refundsHint(r: FinancialReport, t: TFunction): string {
  const parts = [t('{{formatted}} reembolso', { count: r.refundCount, formatted: formatCount(r.refundCount) })];
  if (r.refundsPendingAmount > 0) parts.push(t('{{amount}} em processamento', { amount: formatMZN(r.refundsPendingAmount) }));
  if (r.refundsFailedAmount > 0) parts.push(t('{{amount}} falhados, a devolver', { amount: formatMZN(r.refundsFailedAmount) }));
  return parts.join(' · ');
}

/** How many payouts, and what is still being sent. */
function payoutsHint(r: FinancialReport, t: TFunction): string {
  const parts = [t('{{formatted}} pagamento', { count: r.payoutCount, formatted: formatCount(r.payoutCount) })];
  if (r.payoutsPendingAmount > 0) parts.push(t('{{amount}} em processamento', { amount: formatMZN(r.payoutsPendingAmount) }));
  return parts.join(' · ');
}

export type FinancialReportSectionProps = {
  report: FinancialReport | undefined;
  /** The report did not load (the page says so): no placeholders. */
  failed: boolean;
};

export function FinancialReportSection({ report: r, failed }: FinancialReportSectionProps) {
  const { t } = useTranslation();
  const reportLoading = !r && !failed;
  const figure = (value: (data: FinancialReport) => string) => (r ? value(r) : '—');
  return (
    <section aria-labelledby="report-title">
      <SectionTitle id="report-title">{t('Relatório financeiro')}</SectionTitle>
      <p>{t('Totais dos pagamentos concluídos, descontados os reembolsos: o dinheiro devolvido não é receita.')}</p>
      <Stats>
        <StatCard
          label={t('Total de Transacções')}
          value={figure((d) => formatCount(d.totalTransactions))}
          loading={reportLoading}
        />
        <StatCard
          label={t('Receita Total')}
          value={figure((d) => formatMZN(d.totalRevenue))}
          hint={r && r.refundCount > 0 ? t('Antes dos reembolsos: {{amount}}', { amount: formatMZN(r.grossRevenue) }) : undefined}
          loading={reportLoading}
        />
        <StatCard
          label={t('Taxas da Plataforma')}
          value={figure((d) => formatMZN(d.totalFees))}
          hint={r ? t('Taxa atual: {{fee}}', { fee: formatPercent(r.feePercentage) }) : undefined}
          loading={reportLoading}
        />
        <StatCard
          label={t('Valor dos Prestadores')}
          value={figure((d) => formatMZN(d.providerPayouts))}
          loading={reportLoading}
        />
        <StatCard
          label={t('Recompensas pagas pela plataforma')}
          value={figure((d) => formatMZN(d.rewardsCost))}
          hint={r ? t('Custo da plataforma; fica: {{net}}', { net: formatMZN(r.platformNet) }) : undefined}
          loading={reportLoading}
        />
        <StatCard label={t('Margem')} value={figure((d) => formatPercent(d.profitMargin))} loading={reportLoading} />
        <StatCard
          label={t('Reembolsos')}
          value={figure((d) => formatMZN(d.refundedAmount))}
          hint={r ? refundsHint(r, t) : undefined}
          loading={reportLoading}
        />
        <StatCard
          label={t('Pagos aos Prestadores')}
          value={figure((d) => formatMZN(d.payoutsSentAmount))}
          hint={r ? payoutsHint(r, t) : undefined}
          loading={reportLoading}
        />
      </Stats>
    </section>
  );
}
