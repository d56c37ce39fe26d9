/**
 * @module /admin/billing: billing management (spec 2.17, 3 'Billing', 7, 8; DECISIONS.md 2). The platform fee (0 to
 * 50 in steps of 0.1) is read from the API and saved with PUT (then the page reloads its data); the financial report
 * shows the totals of the succeeded payments as the API computes them; the calculator posts an amount typed in MT
 * (sent as centavos) and shows the server's split. No figure is invented here.
 */
import { useTranslation } from 'react-i18next';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatMZN } from '@turismo/app-core/format';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { StatCard } from '@turismo/ui-kit/StatCard';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { Page } from '@turismo/app-core/Page';
import {
  type BillingCalculation,
  calculateBilling,
  type FinancialReport,
  updateFeePercentage,
  useFeePercentage,
  useFinancialReport,
} from '../api/billing.ts';
import type { TFunction } from 'i18next';
import { intlLocale } from '@turismo/app-core/i18n';
import { amountToCentavos, FEE_MAX, FEE_MIN, FEE_STEP, validateFee } from '../lib/billing-rules.ts';
import { useAction } from '@turismo/app-core/use-action';

const percentFormat = { format: (value: number) => new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 1 }).format(value) };
const countFormat = { format: (value: number) => new Intl.NumberFormat(intlLocale()).format(value) };
/** A percentage as shown in Mozambique, e.g. 12,5 % (12.5 % in English). */
const formatPercent = (value: number) => `${percentFormat.format(value)} %`;

/** How many refunds, and what is still being processed or was refused by the provider (still owed to clients). */
function refundsHint(r: FinancialReport, t: TFunction): string {
  const parts = [t('{{formatted}} reembolso', { count: r.refundCount, formatted: countFormat.format(r.refundCount) })];
  if (r.refundsPendingAmount > 0) parts.push(t('{{amount}} em processamento', { amount: formatMZN(r.refundsPendingAmount) }));
  if (r.refundsFailedAmount > 0) parts.push(t('{{amount}} falhados, a devolver', { amount: formatMZN(r.refundsFailedAmount) }));
  return parts.join(' · ');
}

/** How many payouts, and what is still being sent. */
function payoutsHint(r: FinancialReport, t: TFunction): string {
  const parts = [t('{{formatted}} pagamento', { count: r.payoutCount, formatted: countFormat.format(r.payoutCount) })];
  if (r.payoutsPendingAmount > 0) parts.push(t('{{amount}} em processamento', { amount: formatMZN(r.payoutsPendingAmount) }));
  return parts.join(' · ');
}

const Stats = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} { grid-template-columns: 1fr 1fr; }
  ${({ theme }) => theme.media.desktop} { grid-template-columns: repeat(5, minmax(0, 1fr)); }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.desktop} { grid-template-columns: 1fr 1fr; }
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  form { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[3]}; }
  dl { display: grid; grid-template-columns: 1fr auto; gap: ${({ theme }) => theme.space[2]}; margin: 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export function BillingPage() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const fee = useFeePercentage();
  const report = useFinancialReport();
  const [feeText, setFeeText] = useState<string | null>(null);
  const [feeError, setFeeError] = useState<string>();
  const [amountText, setAmountText] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [calculating, setCalculating] = useState(false);
  const [result, setResult] = useState<BillingCalculation | null>(null);

  const loadFailed = Boolean(fee.error || report.error);
  useEffect(() => {
    if (loadFailed) {
      toast({ title: t('Erro'), description: t('Erro ao carregar dados de faturação'), variant: 'destructive' });
    }
  }, [loadFailed, toast, t]);

  const shownFee = feeText ?? (fee.data !== undefined ? String(fee.data) : '');

  const reload = () => Promise.all([fee.mutate(), report.mutate()]);
  const save = useAction(updateFeePercentage, {
    // The spec's own text, whatever the API answered.
    failure: { description: t('Erro ao atualizar taxa da plataforma') },
    message: () => null,
    onSuccess: async () => {
      setFeeText(null);
      toast({ title: t('Taxa da plataforma atualizada com sucesso'), variant: 'success' });
      await reload();
    },
  });
  const saving = save.isMutating;

  const saveFee = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateFee(shownFee);
    if (!checked.ok) {
      setFeeError(t(checked.message));
      return;
    }
    setFeeError(undefined);
    await save.trigger(checked.value);
  };

  const calculate = async (event: FormEvent) => {
    event.preventDefault();
    const checked = amountToCentavos(amountText);
    if (!checked.ok) {
      setAmountError(t(checked.message));
      return;
    }
    setAmountError(undefined);
    setCalculating(true);
    try {
      setResult(await calculateBilling(checked.value));
    } catch {
      setResult(null);
      toast({ title: t('Erro'), description: t('Erro ao calcular faturação'), variant: 'destructive' });
    } finally {
      setCalculating(false);
    }
  };

  const r = report.data;
  const reportLoading = !r && !report.error;
  const figure = (value: (data: NonNullable<typeof r>) => string) => (r ? value(r) : '—');

  return (
    <Page width="xl" title={t('Gestão de Faturação')} description={t('Taxa da plataforma, relatório financeiro e calculadora de faturação.')}>
      {loadFailed ? (
        <Alert
          tone="danger"
          title={t('Erro')}
          action={<Button variant="outline" size="sm" onClick={() => void reload()}>{t('Tentar novamente')}</Button>}
        >
          {t('Erro ao carregar dados de faturação')}
        </Alert>
      ) : null}

      <section aria-labelledby="report-title">
        <SectionTitle id="report-title">{t('Relatório financeiro')}</SectionTitle>
        <p>{t('Totais dos pagamentos concluídos, descontados os reembolsos: o dinheiro devolvido não é receita.')}</p>
        <Stats>
          <StatCard
            label={t('Total de Transacções')}
            value={figure((d) => countFormat.format(d.totalTransactions))}
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

      <Grid>
        <Panel aria-labelledby="fee-title">
          <h2 id="fee-title">{t('Taxa da plataforma')}</h2>
          <p>{t('O cliente paga o subtotal mais esta taxa; o prestador recebe o subtotal.')}</p>
          <form onSubmit={saveFee} noValidate aria-labelledby="fee-title">
            <TextField
              label={t('Percentual (%)')}
              type="number"
              inputMode="decimal"
              min={FEE_MIN}
              max={FEE_MAX}
              step={FEE_STEP}
              value={shownFee}
              disabled={fee.data === undefined}
              onChange={(e) => setFeeText(e.target.value)}
              error={feeError}
              hint={t('Recomendamos uma taxa entre 8% e 15%.')}
            />
            <Button type="submit" loading={saving} disabled={fee.data === undefined}>{t('Guardar Taxa')}</Button>
          </form>
        </Panel>

        <Panel aria-labelledby="calc-title">
          <h2 id="calc-title">{t('Calculadora de faturação')}</h2>
          <form onSubmit={calculate} noValidate aria-labelledby="calc-title">
            <TextField
              label={t('Valor (MT)')}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={amountText}
              onChange={(e) => setAmountText(e.target.value)}
              error={amountError}
            />
            <Button type="submit" variant="outline" loading={calculating}>{t('Calcular')}</Button>
          </form>
          <div aria-live="polite">
            {result ? (
              <dl aria-label={t('Resultado do cálculo')}>
                <dt>{t('Subtotal')}</dt>
                <dd>{formatMZN(result.subtotal)}</dd>
                <dt>{t('Taxa da plataforma ({{fee}})', { fee: formatPercent(result.feePercentage) })}</dt>
                <dd>{formatMZN(result.platformFee)}</dd>
                <dt>{t('Valor do prestador')}</dt>
                <dd>{formatMZN(result.providerAmount)}</dd>
                <dt>{t('Total')}</dt>
                <dd>{formatMZN(result.total)}</dd>
              </dl>
            ) : null}
          </div>
        </Panel>
      </Grid>
    </Page>
  );
}
