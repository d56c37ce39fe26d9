/**
 * @module /admin/settings (spec 2.17): the platform's settings: the platform fee (DECISIONS.md 2), edited in
 * /admin/billing, shown here from the API with a link there, and the platform's bank account for transfers (issue 12;
 * the bank-transfers feature's form, composed in src/app).
 */
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Page } from '@turismo/app-core/Page';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { StatCard } from '@turismo/ui-kit/StatCard';
import { useFeePercentage } from '../api/billing.ts';
import { formatPercent } from '../lib/billing-format.ts';

export function SettingsPage({ bankAccount }: { bankAccount?: ReactNode } = {}) {
  const { t } = useTranslation();
  const fee = useFeePercentage();
  return (
    <Page width="xl" title={t('Configurações')} description={t('Definições gerais da plataforma.')}>
      {fee.error
        ? <Alert tone="danger">{t('Não foi possível carregar a taxa da plataforma.')}</Alert>
        : (
          <StatCard
            icon="ticket"
            label={t('Taxa da plataforma')}
            loading={fee.data === undefined}
            value={fee.data === undefined ? '' : formatPercent(fee.data)}
            hint={t('Aplicada ao subtotal de cada nova reserva.')}
          />
        )}
      <p>
        <Button as={Link} href="/admin/billing" variant="outline">{t('Alterar a taxa em Faturação')}</Button>
      </p>
      {bankAccount}
    </Page>
  );
}
