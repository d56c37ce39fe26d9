/**
 * @module What the conversation screens of the traveller app and the partner portal share (spec 2.12, 2.15, 2.16):
 * the other side's name, the status words and tones, the closed notice, a room's last-message line, the thread's
 * messages as the kit's ChatThread draws them, and sending from its box.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatMessageTime } from '@turismo/ui-kit/ChatThread';
import { type ChatMessage, type ChatRoom, sendChatMessage } from './chat.ts';
import { msg } from './i18n.ts';
import { apiError, useAction } from './use-action.ts';

export type ChatStatus = ChatRoom['status'];

/** A conversation's status badge (spec 4 'Chat status'). */
export const CHAT_STATUS_LABELS: Record<ChatStatus, string> = {
  active: msg('Ativo'),
  completed: msg('Concluído'),
  expired: msg('Expirado'),
};

export const CHAT_STATUS_TONES = { active: 'success', completed: 'neutral', expired: 'warning' } as const;

/** Spec 2.12: 'Esta conversa foi concluída/expirada' (a source text for t()); nothing while active. */
export function closedNotice(status: ChatStatus): string | undefined {
  if (status === 'completed') return msg('Esta conversa foi concluída');
  if (status === 'expired') return msg('Esta conversa foi expirada');
  return undefined;
}

/**
 * The name a conversation goes by: the provider (driver, establishment) for its client side, the client for its
 * provider side.
 */
export function counterpartName(room: ChatRoom): string {
  return room.role === 'client' ? room.providerName : room.clientName;
}

/** A room's last line in a list: the last message ('Localização partilhada' for a location) and its time. */
export function lastMessageLine(room: ChatRoom, t: TFunction): string {
  if (!room.lastMessage) return t('Sem mensagens ainda');
  const text = room.lastMessageType === 'location' ? t('Localização partilhada') : room.lastMessage;
  return room.lastMessageTime ? `${text} · ${formatMessageTime(room.lastMessageTime)}` : text;
}

/** The messages as the kit's ChatThread takes them; `role` is the caller's side of the room. */
export function threadMessages(messages: readonly ChatMessage[], role: ChatRoom['role']) {
  return messages.map((m) => ({
    id: m.id,
    message: m.message,
    senderName: m.senderName,
    mine: m.senderRole === role,
    createdAt: m.createdAt,
    type: m.type,
    lat: m.lat,
    lng: m.lng,
  }));
}

/**
 * The `onSend` of a ChatThread: sends, then `onSent` (refresh the thread and the list). A failure is the toast
 * 'Mensagem não enviada' with the API's reason and rejects, so the box keeps the text; a 409 (the conversation
 * closed meanwhile) also runs `onClosed`, which refreshes the thread to show why.
 */
export function useChatSend(
  roomId: string,
  { onSent, onClosed }: { onSent: () => unknown; onClosed?: () => void },
): (message: string) => Promise<void> {
  const { t } = useTranslation();
  const send = useAction(async (message: string) => {
    await sendChatMessage(roomId, message);
    await onSent();
    return true;
  }, {
    failure: { title: t('Mensagem não enviada'), description: t('Não foi possível enviar a mensagem. Tente novamente.') },
    onError: (err) => {
      if (apiError(err)?.status === 409) onClosed?.();
    },
  });
  return async (message) => {
    if (!(await send.trigger(message))) throw new Error('The message was not sent.');
  };
}
