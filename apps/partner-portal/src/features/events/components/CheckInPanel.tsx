/**
 * @module Ticket check-in (issues 5, 14, 15): the organiser reads the QR code with the camera (BarcodeDetector where
 * the browser has it, jsQR elsewhere: lib/qr-decoder.ts) or types the code printed under it as the fallback. Each
 * ticket enters once: a second check-in is refused by the API with the time of the first, shown here.
 *
 * Without a network (issue 14, ADR 0035) the check-in goes on against the events' lists downloaded beforehand
 * ('Descarregar lista': GET /api/events/{id}/checkin-list, kept in IndexedDB by lib/checkin-store.ts): unknown codes
 * are refused, a ticket enters once on this device, and the entries wait in a queue sent when the network returns
 * (the browser's 'online' event, and on opening the page): POST /api/events/{id}/checkins/sync. The server's
 * conflicts (a ticket another device or the online check-in admitted first) are listed until dismissed.
 */
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import { ApiError } from '@turismo/app-core/api';
import { formatDate, formatTime as hhmm } from '@turismo/app-core/format';
import { useOnline } from '@turismo/app-core/offline';
import { useSession } from '@turismo/app-core/session';
import { errorMessage } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import {
  checkInTicket,
  type CheckInResult,
  fetchCheckInList,
  syncCheckIns,
  useMyEvents,
} from '../api/organiser-events.ts';
import * as store from '../lib/checkin-store.ts';
import { formatTime } from '../lib/format-time.ts';
import {
  applySyncResults,
  checkLocally,
  codeHash,
  isStale,
  markEntered,
  normaliseCode,
  type QueuedCheckIn,
  type StoredList,
  type SyncProblem,
} from '../lib/offline-checkin.ts';
import { cameraAvailable, createFrameDecoder } from '../lib/qr-decoder.ts';

type Outcome =
  | { kind: 'ok'; result: CheckInResult }
  | { kind: 'queued'; entry: QueuedCheckIn; title: string }
  | { kind: 'error'; title: string; message: string };

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

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 640px;
  margin-top: ${({ theme }) => theme.space[6]};

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    overflow-wrap: anywhere;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  & > :first-child {
    flex: 1 1 220px;
  }
`;

function problemText(t: TFunction, p: SyncProblem): string {
  if (p.status === 'unknown') return t('o servidor não conhece este código.');
  if (p.status === 'cancelled') return t('o bilhete foi cancelado.');
  const values = { here: formatTime(p.admittedHereAt), first: formatTime(p.firstAt ?? p.admittedHereAt) };
  return p.by === 'online'
    ? t('admitido neste dispositivo em {{here}}, mas já tinha sido validado online em {{first}}. Conta a primeira entrada.', values)
    : t(
      'admitido neste dispositivo em {{here}}, mas já tinha sido validado noutro dispositivo em {{first}}. Conta a primeira entrada.',
      values,
    );
}

export function CheckInPanel() {
  const { t } = useTranslation();
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const online = useOnline();
  const myEvents = useMyEvents();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [scanning, setScanning] = useState(false);
  const [lists, setLists] = useState<StoredList[]>([]);
  const [queue, setQueue] = useState<QueuedCheckIn[]>([]);
  const [problems, setProblems] = useState<SyncProblem[]>([]);
  const [device, setDevice] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [chosen, setChosen] = useState('');
  const [downloading, setDownloading] = useState(false);
  const [listError, setListError] = useState<string | null>(null);
  const [synced, setSynced] = useState<{ accepted: number; problems: number } | null>(null);
  const [syncError, setSyncError] = useState<string | null>(null);
  const syncing = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const camera = cameraAvailable();
  const offlineHeading = useId();
  const problemsHeading = useId();

  // What this device keeps for the organiser; lists of events over for a day, with nothing to send, are forgotten.
  useEffect(() => {
    if (!uid) return;
    let live = true;
    void (async () => {
      const [id, stored, pending, shown] = await Promise.all([
        store.deviceId(),
        store.loadLists(uid),
        store.loadQueue(uid),
        store.loadProblems(uid),
      ]);
      const now = new Date();
      const kept: StoredList[] = [];
      for (const l of stored) {
        if (isStale(l, now) && !pending.some((q) => q.eventId === l.eventId)) await store.removeList(uid, l.eventId);
        else kept.push(l);
      }
      if (!live) return;
      setDevice(id);
      setLists(kept);
      setQueue(pending);
      setProblems(shown);
      setLoaded(true);
    })();
    return () => {
      live = false;
    };
  }, [uid]);

  const download = useCallback(async (eventId: string) => {
    if (!uid) return;
    const list = await fetchCheckInList(eventId);
    const kept: StoredList = {
      eventId: list.eventId,
      title: list.title,
      startsAt: list.startsAt,
      endsAt: list.endsAt,
      downloadedAt: new Date().toISOString(),
      tickets: list.tickets,
    };
    await store.saveList(uid, kept);
    setLists((ls) => [...ls.filter((l) => l.eventId !== kept.eventId), kept]);
  }, [uid]);

  /** Sends the queue, event by event; then downloads the kept lists again, so they show the server's state. */
  const sync = useCallback(async () => {
    if (!uid || syncing.current) return;
    syncing.current = true;
    setSyncError(null);
    try {
      const pending = await store.loadQueue(uid);
      if (pending.length > 0) {
        let accepted = 0;
        let refused = 0;
        for (const eventId of [...new Set(pending.map((q) => q.eventId))]) {
          const sent = pending.filter((q) => q.eventId === eventId);
          const results = await syncCheckIns(
            eventId,
            sent.map((q) => ({ code: q.code, checkedInAt: q.checkedInAt, deviceId: q.deviceId })),
          );
          const answer = applySyncResults(sent, results);
          setQueue(await store.dequeue(uid, sent));
          if (answer.problems.length > 0) setProblems(await store.addProblems(uid, answer.problems));
          accepted += answer.accepted;
          refused += answer.problems.length;
        }
        setSynced({ accepted, problems: refused });
      }
      const kept = await store.loadLists(uid);
      for (const l of kept) await download(l.eventId).catch(() => undefined);
    } catch (err) {
      setSyncError(errorMessage(err, t('Não foi possível enviar as entradas. Tente de novo.')));
    } finally {
      syncing.current = false;
    }
  }, [uid, download, t]);

  useEffect(() => {
    if (loaded && online) void sync();
  }, [loaded, online, sync]);

  const checkOffline = async (value: string) => {
    if (!uid || !device || lists.length === 0) {
      setOutcome({
        kind: 'error',
        title: t('Sem ligação'),
        message: t('Não há listas de bilhetes neste dispositivo: descarregue a lista do evento quando houver rede.'),
      });
      return;
    }
    const hashes = new Map(await Promise.all(lists.map(async (l) => [l.eventId, await codeHash(l.eventId, value)] as const)));
    const local = checkLocally({ code: value, hashes, lists, queue: await store.loadQueue(uid), deviceId: device, now: new Date() });
    if (local.kind === 'admitted') {
      setQueue(await store.enqueue(uid, local.entry));
      setOutcome({ kind: 'queued', entry: local.entry, title: local.title });
      setCode('');
    } else if (local.kind === 'already') {
      const values = { time: formatTime(local.at), name: local.holderName };
      setOutcome({
        kind: 'error',
        title: t('Entrada recusada'),
        message: local.here
          ? t('Este bilhete já foi validado neste dispositivo em {{time}} ({{name}}).', values)
          : t('Este bilhete já foi validado em {{time}} ({{name}}).', values),
      });
    } else if (local.kind === 'cancelled') {
      setOutcome({
        kind: 'error',
        title: t('Entrada recusada'),
        message: t('Este bilhete foi cancelado e não dá acesso ao evento.'),
      });
    } else {
      setOutcome({
        kind: 'error',
        title: t('Bilhete inválido'),
        message: t('Este código não consta das listas de bilhetes guardadas neste dispositivo.'),
      });
    }
  };

  const check = async (value: string) => {
    if (!value.trim()) return;
    setBusy(true);
    try {
      if (!navigator.onLine) {
        await checkOffline(value.trim());
        return;
      }
      // Admitted here offline and not sent yet: the server does not know it, the device does.
      const mine = uid ? (await store.loadQueue(uid)).find((q) => q.code === normaliseCode(value)) : undefined;
      if (mine) {
        setOutcome({
          kind: 'error',
          title: t('Entrada recusada'),
          message: t('Este bilhete já foi validado neste dispositivo em {{time}} ({{name}}).', {
            time: formatTime(mine.checkedInAt),
            name: mine.holderName,
          }),
        });
        return;
      }
      try {
        const result = await checkInTicket(value.trim());
        setOutcome({ kind: 'ok', result });
        setCode('');
        const list = lists.find((l) => l.eventId === result.eventId);
        if (uid && list) {
          const next = markEntered(list, await codeHash(list.eventId, result.code), result.checkedInAt);
          await store.saveList(uid, next);
          setLists((ls) => ls.map((l) => (l.eventId === next.eventId ? next : l)));
        }
      } catch (err) {
        // The network dropped before the browser noticed: the lists on the device decide.
        if (!(err instanceof ApiError)) {
          await checkOffline(value.trim());
          return;
        }
        const message = errorMessage(err, t('Não foi possível validar o bilhete.'));
        const title = err.code === 'ALREADY_CHECKED_IN' ? t('Entrada recusada') : t('Bilhete inválido');
        setOutcome({ kind: 'error', title, message });
      }
    } catch {
      setOutcome({
        kind: 'error',
        title: t('Bilhete inválido'),
        message: t('Não foi possível validar o bilhete neste dispositivo.'),
      });
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
        setOutcome({ kind: 'error', title: t('Câmara indisponível'), message: t('Escreva o código do bilhete.') });
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

  const onDownload = async () => {
    const eventId = chosen || upcoming[0]?.id;
    if (!eventId) return;
    setDownloading(true);
    setListError(null);
    try {
      await download(eventId);
    } catch (err) {
      setListError(errorMessage(err, t('Não foi possível descarregar a lista de bilhetes.')));
    } finally {
      setDownloading(false);
    }
  };

  const forget = async (eventId: string) => {
    if (!uid) return;
    await store.removeList(uid, eventId);
    setLists((ls) => ls.filter((l) => l.eventId !== eventId));
  };

  const dismiss = async () => {
    if (!uid) return;
    await store.clearProblems(uid);
    setProblems([]);
  };

  const upcoming = myEvents.data?.active ?? [];
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
      {problems.length > 0 ? (
        <Block aria-labelledby={problemsHeading}>
          <h2 id={problemsHeading}>{t('Conflitos de entrada')}</h2>
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
            <Button type="button" size="sm" variant="outline" onClick={() => void dismiss()}>
              {t('Dispensar conflitos')}
            </Button>
          </div>
        </Block>
      ) : null}
      <Block aria-labelledby={offlineHeading}>
        <h2 id={offlineHeading}>{t('Check-in sem ligação')}</h2>
        <p style={{ margin: 0 }}>
          {t(
            'Antes de abrir as portas, descarregue a lista de bilhetes do evento: sem rede, os códigos são validados neste dispositivo e as entradas são enviadas quando voltar a ligação. A lista guarda o nome de cada participante e o tipo de bilhete, não os códigos.',
          )}
        </p>
        {upcoming.length > 0 ? (
          <Row>
            <Select
              label={t('Evento')}
              options={upcoming.map((e) => ({ value: e.id, label: `${e.title} (${formatDate(e.startDate)})` }))}
              value={chosen || upcoming[0]!.id}
              onChange={(e) => setChosen(e.currentTarget.value)}
            />
            <Button type="button" variant="outline" loading={downloading} disabled={!online} onClick={() => void onDownload()}>
              {t('Descarregar lista')}
            </Button>
          </Row>
        ) : null}
        {listError ? <Alert tone="danger" title={t('Lista não descarregada')}>{listError}</Alert> : null}
        {lists.length > 0 ? (
          <Lines aria-label={t('Listas guardadas neste dispositivo')}>
            {lists.map((l) => (
              <li key={l.eventId}>
                <span>
                  <strong>{l.title}</strong>
                  {': '}
                  {t('lista de {{count}} bilhete, descarregada em {{date}} às {{time}}.', {
                    count: l.tickets.length,
                    ...at(l.downloadedAt),
                  })}
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={t('Remover lista: {{title}}', { title: l.title })}
                  onClick={() => void forget(l.eventId)}
                >
                  {t('Remover lista')}
                </Button>
              </li>
            ))}
          </Lines>
        ) : loaded ? <p style={{ margin: 0 }}>{t('Ainda não há listas guardadas neste dispositivo.')}</p> : null}
      </Block>
    </>
  );
}
