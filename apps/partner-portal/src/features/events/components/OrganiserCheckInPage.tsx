/** @module Check-in (/organizadores/check-in, issues 5, 14, 15): the rule of one entry per ticket and the check-in panel. */
import { useTranslation } from 'react-i18next';
import { Page } from '@turismo/app-core/Page';
import { Alert } from '@turismo/ui-kit/Alert';
import { CheckInPanel } from './CheckInPanel.tsx';

export function OrganiserCheckInPage() {
  const { t } = useTranslation();
  return (
    <Page width="xl" title={t('Check-in')} description={t('Registo das entradas dos participantes: a entrada abre 6 horas antes do início do evento (ou à hora definida no evento) e fecha no fim.')}>
      <Alert tone="info">{t('Cada bilhete só pode entrar uma vez: uma segunda validação é recusada com a hora da primeira.')}</Alert>
      <CheckInPanel />
    </Page>
  );
}
