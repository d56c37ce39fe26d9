/**
 * @module The check-in screen's connection alerts (issue 14, ADR 0035): offline with or without lists on the device,
 * entries waiting to be sent, a failed send and the last send's figures.
 */
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime as hhmm } from '@turismo/app-core/format';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import type { OfflineCheckIn } from '../lib/use-offline-checkin.ts';

export function CheckInStatus({ offline }: { offline: OfflineCheckIn }) {
  const { t } = useTranslation();
  // Entries of events the server refused are listed apart (CheckInRefusals): they are not sent by themselves.
  const { online, lists, pending: queue, sync, syncError, synced, setSynced } = offline;
  const lastDownload = lists.map((l) => l.downloadedAt).sort().at(-1);
  const at = (iso: string) => ({ date: formatDate(iso), time: hhmm(iso) });
  return (
    <>
      {!online ? (
        <Alert tone="warning" title={t('Sem ligação')} style={{ marginBottom: 16 }}>
          {lists.length > 0 && lastDownload
            ? `${
              t('A validar com as listas de bilhetes guardadas neste dispositivo (última descarga: {{date}} às {{time}}).', at(lastDownload))
            } ${
              queue.length === 0
                ? t('Nenhuma entrada por enviar.')
                : t('{{count}} entrada por enviar: será enviada quando voltar a ligação.', { count: queue.length })
            }`
            : t('Não há listas de bilhetes guardadas neste dispositivo: sem ligação, não é possível validar entradas.')}
        </Alert>
      ) : queue.length > 0 ? (
        <Alert
          tone="info"
          title={t('{{count}} entrada por enviar', { count: queue.length })}
          style={{ marginBottom: 16 }}
          action={<Button type="button" size="sm" variant="outline" onClick={() => void sync()}>{t('Enviar agora')}</Button>}
        >
          {t('Entradas validadas sem ligação que ainda não chegaram ao servidor.')}
        </Alert>
      ) : null}
      {syncError && online ? (
        <Alert tone="danger" title={t('Envio falhado')} style={{ marginBottom: 16 }}>{syncError}</Alert>
      ) : null}
      {synced ? (
        <Alert tone="success" title={t('Entradas enviadas')} style={{ marginBottom: 16 }} onClose={() => setSynced(null)}>
          {t('{{count}} entrada validada sem ligação foi registada no servidor.', { count: synced.accepted })}
          {synced.problems > 0 ? ` ${t('{{count}} com conflito: veja abaixo.', { count: synced.problems })}` : null}
        </Alert>
      ) : null}
    </>
  );
}
