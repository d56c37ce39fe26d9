/**
 * @module The billing calculator of /admin/billing (spec 2.17): an amount typed in MT, sent as centavos (POST
 * /api/billing/calculate), and the server's split (subtotal, platform fee, provider's amount, total).
 */
import { useTranslation } from 'react-i18next';
import { type FormEvent, useState } from 'react';
import { formatMZN } from '@turismo/app-core/format';
import { useAction } from '@turismo/app-core/use-action';
import { Button } from '@turismo/ui-kit/Button';
import { TextField } from '@turismo/ui-kit/TextField';
import { type BillingCalculation, calculateBilling } from '../api/billing.ts';
import { formatPercent } from '../lib/billing-format.ts';
import { amountToCentavos } from '../lib/billing-rules.ts';
import { Panel } from './billing-layout.ts';

export function BillingCalculator() {
  const { t } = useTranslation();
  const [amountText, setAmountText] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [result, setResult] = useState<BillingCalculation | null>(null);
  const calc = useAction(calculateBilling, {
    // The spec's own text, whatever the API answered.
    failure: { description: t('Erro ao calcular faturação') },
    message: () => null,
    onSuccess: (split) => setResult(split),
    onError: () => setResult(null),
  });

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const checked = amountToCentavos(amountText);
    if (!checked.ok) {
      setAmountError(t(checked.message));
      return;
    }
    setAmountError(undefined);
    void calc.trigger(checked.value);
  };

  return (
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
        <Button type="submit" variant="outline" loading={calc.isMutating}>{t('Calcular')}</Button>
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
  );
}
