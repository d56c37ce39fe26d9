/** @module The last check's result, announced to screen readers (issues 5, 14): admitted, queued offline or refused. */
import { useTranslation } from 'react-i18next';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import type { CheckInResult } from '../api/organiser-events.ts';
import { formatTime } from '../lib/format-time.ts';
import type { Outcome } from '../lib/use-ticket-check.ts';

/**
 * @param onUndo undoes the check-in just registered (offered with it: the server allows 15 minutes, ADR 0043)
 */
export function CheckInOutcome(
  { outcome, onUndo, undoBusy = false }: {
    outcome: Outcome | null;
    onUndo?: (result: CheckInResult) => void;
    undoBusy?: boolean;
  },
) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite" role="status" aria-label={t('Resultado da validação')}>
      {outcome?.kind === 'ok' ? (
        <Alert tone="success" title={t('Entrada registada')}>
          {outcome.result.attendeeName} · {outcome.result.eventTitle} · {outcome.result.code} ·{' '}
          {formatTime(outcome.result.checkedInAt)}
          {onUndo && (
            <p>
              <Button variant="secondary" size="sm" disabled={undoBusy} onClick={() => onUndo(outcome.result)}>
                {t('Anular entrada')}
              </Button>{' '}
              {t('Pode anular nos 15 minutos seguintes.')}
            </p>
          )}
        </Alert>
      ) : outcome?.kind === 'undone' ? (
        <Alert tone="info" title={t('Entrada anulada')}>
          {`${outcome.result.attendeeName} · ${outcome.result.code}. `}
          {t('O bilhete pode voltar a entrar.')}
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
