/**
 * @module The server's conflicts after sending offline entries (issue 14, ADR 0035): a ticket another device or the
 * online check-in admitted first, an unknown or cancelled code; listed until dismissed.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button } from '@turismo/ui-kit/Button';
import { formatTime } from '../lib/format-time.ts';
import type { SyncProblem } from '../lib/offline-checkin.ts';
import { Block, Lines } from './checkin-layout.ts';

function problemText(t: TFunction, p: SyncProblem): string {
  if (p.status === 'unknown') return t('o servidor não conhece este código.');
  if (p.status === 'cancelled') return t('o bilhete foi cancelado.');
  if (p.status === 'outside_window') {
    return t('admitido neste dispositivo em {{here}}, fora do horário de entrada do evento: a entrada não foi registada.', {
      here: formatTime(p.admittedHereAt),
    });
  }
  const values = { here: formatTime(p.admittedHereAt), first: formatTime(p.firstAt ?? p.admittedHereAt) };
  return p.by === 'online'
    ? t('admitido neste dispositivo em {{here}}, mas já tinha sido validado online em {{first}}. Conta a primeira entrada.', values)
    : t(
      'admitido neste dispositivo em {{here}}, mas já tinha sido validado noutro dispositivo em {{first}}. Conta a primeira entrada.',
      values,
    );
}

export function CheckInConflicts({ problems, onDismiss }: { problems: SyncProblem[]; onDismiss: () => void }) {
  const { t } = useTranslation();
  const heading = useId();
  if (problems.length === 0) return null;
  return (
    <Block aria-labelledby={heading}>
      <h2 id={heading}>{t('Conflitos de entrada')}</h2>
      <Lines>
        {problems.map((p) => (
          <li key={`${p.eventId}:${p.code}`}>
            <span>
              <code>{p.code}</code> · {p.holderName}: {problemText(t, p)}
            </span>
          </li>
        ))}
      </Lines>
      <div>
        <Button type="button" size="sm" variant="outline" onClick={onDismiss}>
          {t('Dispensar conflitos')}
        </Button>
      </div>
    </Block>
  );
}
