/**
 * @module Words of the traveller's chat screens (spec 2.12): Portuguese source texts marked with msg() (issue 14), shown
 * with t(). The status badge and the closed notice are the app core's (`@turismo/app-core/chat-room`).
 */
import { msg } from '@turismo/app-core/i18n';
import type { ChatStatus } from '@turismo/app-core/chat-room';

/** The booking banner of a conversation (spec 2.12 'Em Andamento / Concluído'). */
export const CHAT_BANNER_LABELS: Record<ChatStatus, string> = {
  active: msg('Em Andamento'),
  completed: msg('Concluído'),
  expired: msg('Expirado'),
};

export const BOOKING_TYPE_LABELS = { ride: msg('Viagem'), stay: msg('Estadia'), partnership: msg('Parceria') } as const;
