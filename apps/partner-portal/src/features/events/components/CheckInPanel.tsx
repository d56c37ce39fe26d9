/**
 * @module Ticket check-in (issues 5, 14, 15): the organiser reads the QR code with the camera (BarcodeDetector where
 * the browser has it, jsQR elsewhere: lib/qr-decoder.ts) or types the code printed under it as the fallback. Each
 * ticket enters once: a second check-in is refused by the API with the time of the first, shown here.
 *
 * Without a network (issue 14, ADR 0035) the check-in goes on against the events' lists downloaded beforehand
 * ('Descarregar lista': GET /api/events/{id}/checkin-list, kept in IndexedDB by lib/checkin-store.ts): unknown codes
 * are refused, a ticket enters once on this device, and the entries wait in a queue sent when the network returns
 * (the browser's 'online' event, and on opening the page): POST /api/events/{id}/checkins/sync. The server's
 * conflicts (a ticket another device or the online check-in admitted first) are listed until dismissed; an event
 * whose entries the server refused (403, 404) keeps them, with the reason, until discarded (ADR 0035, addendum).
 *
 * The logic lives in lib/ (use-offline-checkin.ts, use-ticket-check.ts, use-qr-scan.ts); the sections are
 * CheckInStatus, CheckInOutcome, CheckInConflicts, CheckInRefusals and OfflineListsSection.
 */
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSession } from '@turismo/app-core/session';
import { Button } from '@turismo/ui-kit/Button';
import { TextField } from '@turismo/ui-kit/TextField';
import { cameraAvailable } from '../lib/qr-decoder.ts';
import { useOfflineCheckIn } from '../lib/use-offline-checkin.ts';
import { useQrScan } from '../lib/use-qr-scan.ts';
import { useTicketCheck } from '../lib/use-ticket-check.ts';
import { CheckInConflicts } from './CheckInConflicts.tsx';
import { CheckInOutcome } from './CheckInOutcome.tsx';
import { CheckInRefusals } from './CheckInRefusals.tsx';
import { CheckInStatus } from './CheckInStatus.tsx';
import { OfflineListsSection } from './OfflineListsSection.tsx';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 480px;
`;

const Video = styled.video`
  width: 100%;
  max-width: 480px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export function CheckInPanel() {
  const { t } = useTranslation();
  const { user } = useSession();
  const offline = useOfflineCheckIn(user?.uid ?? null);
  const { code, setCode, busy, outcome, setOutcome, input, check, undo, undoBusy } = useTicketCheck(offline);
  const [scanning, setScanning] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const camera = cameraAvailable();

  useQrScan({
    scanning,
    camera,
    video,
    stop: () => setScanning(false),
    onFound: check,
    onError: () =>
      setOutcome({ kind: 'error', title: t('Câmara indisponível'), message: t('Escreva o código do bilhete.') }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void check(code);
  };

  return (
    <>
      <CheckInStatus offline={offline} />
      <Form onSubmit={submit} aria-label={t('Validar bilhete')}>
        <TextField
          ref={input}
          label={t('Código do bilhete')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          placeholder="MZT-XXXX-XXXX-XXXX"
          autoComplete="off"
          autoCapitalize="characters"
          hint={t('O código está escrito por baixo do código QR do bilhete.')}
        />
        <Button type="submit" loading={busy}>{t('Validar Entrada')}</Button>
        {camera ? (
          <Button type="button" variant="outline" onClick={() => setScanning((s) => !s)}>
            {scanning ? t('Parar câmara') : t('Ler código QR com a câmara')}
          </Button>
        ) : (
          <p>{t('Este navegador não permite ler códigos QR com a câmara: escreva o código do bilhete.')}</p>
        )}
      </Form>
      {scanning ? <Video ref={video} muted playsInline aria-label={t('Imagem da câmara')} /> : null}
      <CheckInOutcome outcome={outcome} onUndo={undo} undoBusy={undoBusy} />
      <CheckInConflicts problems={offline.problems} onDismiss={() => void offline.dismiss()} />
      <CheckInRefusals
        refusals={offline.refusals}
        queue={offline.queue}
        onRetry={(eventId) => void offline.retry(eventId)}
        onDiscard={(eventId) => void offline.discard(eventId)}
      />
      <OfflineListsSection offline={offline} />
    </>
  );
}
