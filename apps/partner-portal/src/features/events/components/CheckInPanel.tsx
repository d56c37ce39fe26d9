/**
 * @module Ticket check-in (issues 5, 15): the organiser reads the QR code with the camera (BarcodeDetector where the
 * browser has it, jsQR elsewhere: lib/qr-decoder.ts) or types the code printed under it as the fallback. Each ticket enters once: a second
 * check-in is refused by the API with the time of the first, shown here.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ApiError } from '@turismo/app-core/api';
import { errorMessage } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { TextField } from '@turismo/ui-kit/TextField';
import { checkInTicket, type CheckInResult } from '../api/organiser-events.ts';
import { formatTime } from '../lib/format-time.ts';
import { cameraAvailable, createFrameDecoder } from '../lib/qr-decoder.ts';

type Outcome = { kind: 'ok'; result: CheckInResult } | { kind: 'error'; title: string; message: string };


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
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [scanning, setScanning] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const camera = cameraAvailable();

  const check = async (value: string) => {
    if (!value.trim()) return;
    setBusy(true);
    try {
      const result = await checkInTicket(value.trim());
      setOutcome({ kind: 'ok', result });
      setCode('');
    } catch (err) {
      const message = errorMessage(err, 'Não foi possível validar o bilhete.');
      const title = err instanceof ApiError && err.code === 'ALREADY_CHECKED_IN' ? 'Entrada recusada' : 'Bilhete inválido';
      setOutcome({ kind: 'error', title, message });
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  };

  useEffect(() => {
    if (!scanning || !camera) return;
    let stream: MediaStream | undefined;
    let stopped = false;
    (async () => {
      try {
        const decode = await createFrameDecoder();
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        while (!stopped && video.current) {
          const found = await decode(video.current);
          if (found) {
            setScanning(false);
            await check(found);
            return;
          }
          await new Promise((r) => setTimeout(r, 300));
        }
      } catch {
        setScanning(false);
        setOutcome({ kind: 'error', title: 'Câmara indisponível', message: 'Escreva o código do bilhete.' });
      }
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scanning]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void check(code);
  };

  return (
    <>
      <Form onSubmit={submit} aria-label="Validar bilhete">
        <TextField
          ref={input}
          label="Código do bilhete"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          placeholder="MZT-XXXX-XXXX-XXXX"
          autoComplete="off"
          autoCapitalize="characters"
          hint="O código está escrito por baixo do código QR do bilhete."
        />
        <Button type="submit" loading={busy}>Validar Entrada</Button>
        {camera ? (
          <Button type="button" variant="outline" onClick={() => setScanning((s) => !s)}>
            {scanning ? 'Parar câmara' : 'Ler código QR com a câmara'}
          </Button>
        ) : (
          <p>Este navegador não permite ler códigos QR com a câmara: escreva o código do bilhete.</p>
        )}
      </Form>
      {scanning ? <Video ref={video} muted playsInline aria-label="Imagem da câmara" /> : null}
      <div aria-live="polite" role="status">
        {outcome?.kind === 'ok' ? (
          <Alert tone="success" title="Entrada registada">
            {outcome.result.attendeeName} · {outcome.result.eventTitle} · {outcome.result.code} ·{' '}
            {formatTime(outcome.result.checkedInAt)}
          </Alert>
        ) : outcome?.kind === 'error' ? (
          <Alert tone="danger" title={outcome.title}>
            {outcome.message}
          </Alert>
        ) : null}
      </div>
    </>
  );
}
