/**
 * @module Checking one ticket's code (issues 5, 14): online against the API (a second check-in is refused with the
 * time of the first), offline against the lists kept on this device (ADR 0035), whose admitted entries join the
 * queue sent when the network returns.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unanswered } from '@turismo/app-core/api';
import { apiError, errorMessage, useAction } from '@turismo/app-core/use-action';
import { checkInTicket, type CheckInResult, undoCheckIn } from '../api/organiser-events.ts';
import * as store from './checkin-store.ts';
import { formatTime } from './format-time.ts';
import { checkLocally, codeHash, markEntered, normaliseCode, type QueuedCheckIn } from './offline-checkin.ts';
import type { OfflineCheckIn } from './use-offline-checkin.ts';

/** What the last check showed: admitted online, admitted offline (queued) or refused (title and message). */
export type Outcome =
  | { kind: 'ok'; result: CheckInResult }
  /** The organiser undid that check-in (ADR 0043): the ticket may enter again. */
  | { kind: 'undone'; result: CheckInResult }
  | { kind: 'queued'; entry: QueuedCheckIn; title: string }
  | { kind: 'error'; title: string; message: string };

export function useTicketCheck(offline: OfflineCheckIn) {
  const { t } = useTranslation();
  const { uid, device, lists, setLists, setQueue } = offline;
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const input = useRef<HTMLInputElement>(null);

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
    } else if (local.kind === 'closed') {
      const values = { time: formatTime(local.at), name: local.holderName };
      setOutcome({
        kind: 'error',
        title: t('Entrada recusada'),
        message: local.when === 'early'
          ? t('A entrada neste evento só abre em {{time}} ({{name}}).', values)
          : t('O evento já terminou em {{time}}: já não é possível registar entradas ({{name}}).', values),
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

  // A failure on the device (its lists, its queue) is the outcome 'Bilhete inválido', not a toast.
  const checking = useAction(async (value: string) => {
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
      // (The client reports that as an ApiError with status 0, NETWORK_ERROR.)
      if (unanswered(err)) {
        await checkOffline(value.trim());
        return;
      }
      const message = errorMessage(err, t('Não foi possível validar o bilhete.'));
      // Refused at the door: already in, or outside the check-in window (ADR 0043); other errors: an invalid ticket.
      const refused = ['ALREADY_CHECKED_IN', 'CHECKIN_NOT_OPEN', 'CHECKIN_CLOSED'];
      const title = refused.includes(apiError(err)?.code ?? '') ? t('Entrada recusada') : t('Bilhete inválido');
      setOutcome({ kind: 'error', title, message });
    }
  }, {
    failure: { description: t('Não foi possível validar o bilhete neste dispositivo.'), toast: false },
    onError: (_err, message) => setOutcome({ kind: 'error', title: t('Bilhete inválido'), message }),
    message: () => null,
  });
  const busy = checking.isMutating;

  // Undoing the check-in just made (a wrong ticket scanned), within 15 minutes: the server decides.
  const undoing = useAction(async (result: CheckInResult) => {
    await undoCheckIn(result.ticketId);
    setOutcome({ kind: 'undone', result });
    const list = lists.find((l) => l.eventId === result.eventId);
    if (uid && list) {
      const next = markEntered(list, await codeHash(list.eventId, result.code), null);
      await store.saveList(uid, next);
      setLists((ls) => ls.map((l) => (l.eventId === next.eventId ? next : l)));
    }
  }, {
    failure: { description: t('Não foi possível anular a entrada.'), toast: false },
    onError: (_err, message) => setOutcome({ kind: 'error', title: t('Entrada não anulada'), message }),
    message: () => null,
  });
  const undo = async (result: CheckInResult) => {
    await undoing.trigger(result);
    input.current?.focus();
  };

  const check = async (value: string) => {
    if (!value.trim()) return;
    await checking.trigger(value);
    input.current?.focus();
  };

  return { code, setCode, busy, outcome, setOutcome, input, check, undo, undoBusy: undoing.isMutating };
}
