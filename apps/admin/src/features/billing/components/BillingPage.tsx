/**
 * @module /admin/billing: billing management (spec 2.17, 3 'Billing', 7, 8; DECISIONS.md 2). The platform fee (0 to
 * 50 in steps of 0.1) is read from the API and saved with PUT (then the page reloads its data); the financial report
 * shows the totals of the succeeded payments as the API computes them; the calculator posts an amount typed in MT
 * (sent as centavos) and shows the server's split. No figure is invented here.
 */
import { useTranslation } from 'react-i18next';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { Page } from '@turismo/app-core/Page';
import { useAction } from '@turismo/app-core/use-action';
import { updateFeePercentage, useFeePercentage, useFinancialReport } from '../api/billing.ts';
import { FEE_MAX, FEE_MIN, FEE_STEP, validateFee } from '../lib/billing-rules.ts';
import { BillingCalculator } from './BillingCalculator.tsx';
import { Panel } from './billing-layout.ts';
import { FinancialReportSection } from './FinancialReportSection.tsx';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.desktop} { grid-template-columns: 1fr 1fr; }
`;

export function BillingPage() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const fee = useFeePercentage();
  const report = useFinancialReport();
  const [feeText, setFeeText] = useState<string | null>(null);
  const [feeError, setFeeError] = useState<string>();

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

      <FinancialReportSection report={report.data} failed={Boolean(report.error)} />

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

        <BillingCalculator />
      </Grid>
    </Page>
  );
}
