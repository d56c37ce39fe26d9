/** @module The last check's result, announced to screen readers (issues 5, 14): admitted, queued offline or refused. */
import { useTranslation } from 'react-i18next';
import { Alert } from '@turismo/ui-kit/Alert';
import { formatTime } from '../lib/format-time.ts';
import type { Outcome } from '../lib/use-ticket-check.ts';

export function CheckInOutcome({ outcome }: { outcome: Outcome | null }) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite" role="status" aria-label={t('Resultado da validação')}>
      {outcome?.kind === 'ok' ? (
        <Alert tone="success" title={t('Entrada registada')}>
          {outcome.result.attendeeName} · {outcome.result.eventTitle} · {outcome.result.code} ·{' '}
          {formatTime(outcome.result.checkedInAt)}
        </Alert>
      ) : outcome?.kind === 'queued' ? (
        <Alert tone="success" title={t('Entrada aceite sem ligação')}>
          {`${outcome.entry.holderName} · ${outcome.entry.ticketType} · ${outcome.title} · ${outcome.entry.code} · ${
            formatTime(outcome.entry.checkedInAt)
          }. `}
          {t('Fica guardada neste dispositivo e é enviada quando voltar a ligação.')}
        </Alert>
      ) : outcome?.kind === 'error' ? (
        <Alert tone="danger" title={outcome.title}>
          {outcome.message}
        </Alert>
      ) : null}
    </div>
  );
}
