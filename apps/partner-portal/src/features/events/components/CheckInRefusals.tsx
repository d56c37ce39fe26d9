/**
 * @module Entries the server refused (ADR 0035, addendum): a sync answered 403 (the organiser may no longer manage the
 * event) or 404 (the event no longer exists). They stay on the device with the server's reason, no longer sent by
 * themselves, until the organiser sends them again ('Tentar de novo') or discards them, after confirming.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { formatTime } from '../lib/format-time.ts';
import type { QueuedCheckIn, SyncRefusal } from '../lib/offline-checkin.ts';
import { Block, Lines } from './checkin-layout.ts';

export type CheckInRefusalsProps = {
  refusals: SyncRefusal[];
  /** The device's whole queue: each refusal lists its event's entries. */
  queue: QueuedCheckIn[];
  onRetry: (eventId: string) => void;
  onDiscard: (eventId: string) => void;
};

export function CheckInRefusals({ refusals, queue, onRetry, onDiscard }: CheckInRefusalsProps) {
  const { t } = useTranslation();
  const heading = useId();
  const [confirming, setConfirming] = useState<string | null>(null);
  const shown = refusals
    .map((r) => ({ refusal: r, entries: queue.filter((q) => q.eventId === r.eventId) }))
    .filter((r) => r.entries.length > 0);
  if (shown.length === 0) return null;
  return (
    <Block aria-labelledby={heading}>
      <h2 id={heading}>{t('Entradas recusadas pelo servidor')}</h2>
      <p style={{ margin: 0 }}>
        {t(
          'Estas entradas foram aceites neste dispositivo sem ligação, mas o servidor recusou-as: não ficaram registadas. Continuam guardadas aqui até as descartar.',
        )}
      </p>
      {shown.map(({ refusal, entries }) => {
        const title = refusal.title ?? t('Evento {{id}}', { id: refusal.eventId });
        return (
          <Alert
            key={refusal.eventId}
            tone="danger"
            aria-label={title}
            title={`${title}: ${t('{{count}} entrada recusada', { count: entries.length })}`}
            action={confirming === refusal.eventId ? (
              <>
                <span>{t('Descartar {{count}} entrada? Não será enviada ao servidor.', { count: entries.length })}</span>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    setConfirming(null);
                    onDiscard(refusal.eventId);
                  }}
                >
                  {t('Confirmar descarte')}
                </Button>
                <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(null)}>{t('Cancelar')}</Button>
              </>
            ) : (
              <>
                <Button type="button" size="sm" variant="outline" onClick={() => onRetry(refusal.eventId)}>
                  {t('Tentar de novo')}
                </Button>
                <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(refusal.eventId)}>
                  {t('Descartar entradas')}
                </Button>
              </>
            )}
          >
            <p style={{ margin: 0 }}>{t('Motivo: {{message}}', { message: refusal.message || refusal.code })}</p>
            <Lines>
              {entries.map((q) => (
                <li key={`${q.code}:${q.checkedInAt}`}>
                  <span>
                    <code>{q.code}</code> · {q.holderName}: {t('admitido neste dispositivo em {{time}}.', {
                      time: formatTime(q.checkedInAt),
                    })}
                  </span>
                </li>
              ))}
            </Lines>
          </Alert>
        );
      })}
    </Block>
  );
}
