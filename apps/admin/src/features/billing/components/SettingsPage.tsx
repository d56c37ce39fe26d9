/**
 * @module /admin/settings (spec 2.17): the platform's settings. Today the only setting is the platform fee
 * (DECISIONS.md 2), edited in /admin/billing; this page shows its current value from the API and links there, and says
 * honestly that other settings do not exist yet.
 */
import { Link } from 'wouter';
import { Page } from '@turismo/app-core/Page';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { StatCard } from '@turismo/ui-kit/StatCard';
import { useFeePercentage } from '../api/billing.ts';

const percent = new Intl.NumberFormat('pt-MZ', { maximumFractionDigits: 1 });

export function SettingsPage() {
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
        <Button as={Link} href="/admin/billing" variant="outline">Alterar a taxa em Facturação</Button>
      </p>
      <EmptyState
        headingLevel={2}
        icon="info"
        title="Outras definições em breve"
        description="Por agora a taxa da plataforma é a única definição geral."
      />
    </Page>
  );
}
