/**
 * @module /admin/billing: billing management (spec 2.17, 3 'Billing', 7, 8; DECISIONS.md 2). The platform fee (0 to
 * 50 in steps of 0.1) is read from the API and saved with PUT (then the page reloads its data); the financial report
 * shows the totals of the succeeded payments as the API computes them; the calculator posts an amount typed in MT
 * (sent as centavos) and shows the server's split. No figure is invented here.
 */
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
import { amountToCentavos, FEE_MAX, FEE_MIN, FEE_STEP, validateFee } from '../lib/billing-rules.ts';
import { useAction } from '@turismo/app-core/use-action';

const percentFormat = new Intl.NumberFormat('pt-MZ', { maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat('pt-MZ');
/** A percentage as shown in Mozambique, e.g. 12,5 %. */
const formatPercent = (value: number) => `${percentFormat.format(value)} %`;

/** How many refunds, and what is still being processed or was refused by the provider (still owed to clients). */
function refundsHint(r: FinancialReport): string {
  const parts = [r.refundCount === 1 ? '1 reembolso' : `${countFormat.format(r.refundCount)} reembolsos`];
  if (r.refundsPendingAmount > 0) parts.push(`${formatMZN(r.refundsPendingAmount)} em processamento`);
  if (r.refundsFailedAmount > 0) parts.push(`${formatMZN(r.refundsFailedAmount)} falhados, a devolver`);
  return parts.join(' · ');
}

/** How many payouts, and what is still being sent. */
function payoutsHint(r: FinancialReport): string {
  const parts = [r.payoutCount === 1 ? '1 pagamento' : `${countFormat.format(r.payoutCount)} pagamentos`];
  if (r.payoutsPendingAmount > 0) parts.push(`${formatMZN(r.payoutsPendingAmount)} em processamento`);
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
      toast({ title: 'Erro', description: 'Erro ao carregar dados de faturação', variant: 'destructive' });
    }
  }, [loadFailed, toast]);

  const shownFee = feeText ?? (fee.data !== undefined ? String(fee.data) : '');

  const reload = () => Promise.all([fee.mutate(), report.mutate()]);
  const save = useAction(updateFeePercentage, {
    // The spec's own text, whatever the API answered.
    failure: { description: 'Erro ao atualizar taxa da plataforma' },
    message: () => null,
    onSuccess: async () => {
      setFeeText(null);
      toast({ title: 'Taxa da plataforma atualizada com sucesso', variant: 'success' });
      await reload();
    },
  });
  const saving = save.isMutating;

  const saveFee = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateFee(shownFee);
    if (!checked.ok) {
      setFeeError(checked.message);
      return;
    }
    setFeeError(undefined);
    await save.trigger(checked.value);
  };

  const calculate = async (event: FormEvent) => {
    event.preventDefault();
    const checked = amountToCentavos(amountText);
    if (!checked.ok) {
      setAmountError(checked.message);
      return;
    }
    setAmountError(undefined);
    setCalculating(true);
    try {
      setResult(await calculateBilling(checked.value));
    } catch {
      setResult(null);
      toast({ title: 'Erro', description: 'Erro ao calcular faturação', variant: 'destructive' });
    } finally {
      setCalculating(false);
    }
  };

  const r = report.data;
  const reportLoading = !r && !report.error;
  const figure = (value: (data: NonNullable<typeof r>) => string) => (r ? value(r) : '—');

  return (
    <Page width="xl" title="Gestão de Faturação" description="Taxa da plataforma, relatório financeiro e calculadora de faturação.">
      {loadFailed ? (
        <Alert
          tone="danger"
          title="Erro"
          action={<Button variant="outline" size="sm" onClick={() => void reload()}>Tentar novamente</Button>}
        >
          Erro ao carregar dados de faturação
        </Alert>
      ) : null}

      <section aria-labelledby="report-title">
        <SectionTitle id="report-title">Relatório financeiro</SectionTitle>
        <p>Totais dos pagamentos concluídos, descontados os reembolsos: o dinheiro devolvido não é receita.</p>
        <Stats>
          <StatCard
            label="Total de Transacções"
            value={figure((d) => countFormat.format(d.totalTransactions))}
            loading={reportLoading}
          />
          <StatCard
            label="Receita Total"
            value={figure((d) => formatMZN(d.totalRevenue))}
            hint={r && r.refundCount > 0 ? `Antes dos reembolsos: ${formatMZN(r.grossRevenue)}` : undefined}
            loading={reportLoading}
          />
          <StatCard
            label="Taxas da Plataforma"
            value={figure((d) => formatMZN(d.totalFees))}
            hint={r ? `Taxa atual: ${formatPercent(r.feePercentage)}` : undefined}
            loading={reportLoading}
          />
          <StatCard
            label="Valor dos Prestadores"
            value={figure((d) => formatMZN(d.providerPayouts))}
            loading={reportLoading}
          />
          <StatCard label="Margem" value={figure((d) => formatPercent(d.profitMargin))} loading={reportLoading} />
          <StatCard
            label="Reembolsos"
            value={figure((d) => formatMZN(d.refundedAmount))}
            hint={r ? refundsHint(r) : undefined}
            loading={reportLoading}
          />
          <StatCard
            label="Pagos aos Prestadores"
            value={figure((d) => formatMZN(d.payoutsSentAmount))}
            hint={r ? payoutsHint(r) : undefined}
            loading={reportLoading}
          />
        </Stats>
      </section>

      <Grid>
        <Panel aria-labelledby="fee-title">
          <h2 id="fee-title">Taxa da plataforma</h2>
          <p>O cliente paga o subtotal mais esta taxa; o prestador recebe o subtotal.</p>
          <form onSubmit={saveFee} noValidate aria-labelledby="fee-title">
            <TextField
              label="Percentual (%)"
              type="number"
              inputMode="decimal"
              min={FEE_MIN}
              max={FEE_MAX}
              step={FEE_STEP}
              value={shownFee}
              disabled={fee.data === undefined}
              onChange={(e) => setFeeText(e.target.value)}
              error={feeError}
              hint="Recomendamos uma taxa entre 8% e 15%."
            />
            <Button type="submit" loading={saving} disabled={fee.data === undefined}>Guardar Taxa</Button>
          </form>
        </Panel>

        <Panel aria-labelledby="calc-title">
          <h2 id="calc-title">Calculadora de faturação</h2>
          <form onSubmit={calculate} noValidate aria-labelledby="calc-title">
            <TextField
              label="Valor (MT)"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={amountText}
              onChange={(e) => setAmountText(e.target.value)}
              error={amountError}
            />
            <Button type="submit" variant="outline" loading={calculating}>Calcular</Button>
          </form>
          <div aria-live="polite">
            {result ? (
              <dl aria-label="Resultado do cálculo">
                <dt>Subtotal</dt>
                <dd>{formatMZN(result.subtotal)}</dd>
                <dt>Taxa da plataforma ({formatPercent(result.feePercentage)})</dt>
                <dd>{formatMZN(result.platformFee)}</dd>
                <dt>Valor do prestador</dt>
                <dd>{formatMZN(result.providerAmount)}</dd>
                <dt>Total</dt>
                <dd>{formatMZN(result.total)}</dd>
              </dl>
            ) : null}
          </div>
        </Panel>
      </Grid>
    </Page>
  );
}
