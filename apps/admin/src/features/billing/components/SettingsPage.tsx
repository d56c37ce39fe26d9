/**
 * @module /admin/settings (spec 2.17): the platform's settings: the platform fee (DECISIONS.md 2), edited in
 * /admin/billing, shown here from the API with a link there, and the platform's bank account for transfers (issue 12;
 * the bank-transfers feature's form, composed in src/app).
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Page } from '@turismo/app-core/Page';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { StatCard } from '@turismo/ui-kit/StatCard';
import { useFeePercentage } from '../api/billing.ts';

const percent = new Intl.NumberFormat('pt-MZ', { maximumFractionDigits: 1 });

export function SettingsPage({ bankAccount }: { bankAccount?: ReactNode } = {}) {
  const fee = useFeePercentage();
  return (
    <Page width="xl" title="Configurações" description="Definições gerais da plataforma.">
      {fee.error
        ? <Alert tone="danger">Não foi possível carregar a taxa da plataforma.</Alert>
        : (
          <StatCard
            icon="ticket"
            label="Taxa da plataforma"
            loading={fee.data === undefined}
            value={fee.data === undefined ? '' : `${percent.format(fee.data)} %`}
            hint="Aplicada ao subtotal de cada nova reserva."
          />
        )}
      <p>
        <Button as={Link} href="/admin/billing" variant="outline">Alterar a taxa em Faturação</Button>
      </p>
      {bankAccount}
    </Page>
  );
}
