/**
 * @module "Sem ligação" (issue 14): shown while the browser has no network, above data the service worker kept on the
 * device, with when it was last updated from the server, so nobody mistakes it for live data. Renders nothing online.
 */
import { useTranslation } from 'react-i18next';
import { Alert } from '@turismo/ui-kit/Alert';
import { formatDate, formatTime } from './format.ts';
import { lastUpdated, useOnline } from './offline.ts';

export type OfflineNoticeProps = {
  /** What the screen shows, as recorded by `markUpdated` (e.g. 'bookings'). */
  name: string;
  /** What is shown, e.g. 'as suas reservas e bilhetes'. */
  what: string;
};

export function OfflineNotice({ name, what }: OfflineNoticeProps) {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  const at = lastUpdated(name);
  const when = at ? t('Última atualização: {{date}} às {{time}}.', { date: formatDate(at), time: formatTime(at) }) : null;
  return (
    <Alert tone="warning" title={t('Sem ligação')} style={{ marginBottom: 16 }}>
      {[
        t('A mostrar {{what}} guardados neste telemóvel.', { what }),
        when,
        t('As ações que precisam de rede ficam disponíveis quando voltar a ligação.'),
      ].filter(Boolean).join(' ')}
    </Alert>
  );
}
