/**
 * @module Words of the chat screens (spec 2.12, 4 'Chat status'): Portuguese source texts marked with msg() (issue 14),
 * shown with t().
 */
import { msg } from '@turismo/app-core/i18n';

export type ChatStatus = 'active' | 'completed' | 'expired';

/** Status badge of a conversation in the list. */
export const CHAT_STATUS_LABELS: Record<ChatStatus, string> = {
  active: msg('Ativo'),
  completed: msg('Concluído'),
  expired: msg('Expirado'),
};

export const CHAT_STATUS_TONES = { active: 'success', completed: 'neutral', expired: 'warning' } as const;

/** The booking banner of a conversation (spec 2.12 'Em Andamento / Concluído'). */
export const CHAT_BANNER_LABELS: Record<ChatStatus, string> = {
  active: msg('Em Andamento'),
  completed: msg('Concluído'),
  expired: msg('Expirado'),
};

/** Spec 2.12: 'Esta conversa foi concluída/expirada'; nothing while active. */
export function closedNotice(status: ChatStatus): string | undefined {
  if (status === 'completed') return msg('Esta conversa foi concluída');
  if (status === 'expired') return msg('Esta conversa foi expirada');
  return undefined;
}

export const BOOKING_TYPE_LABELS = { ride: msg('Viagem'), stay: msg('Estadia'), partnership: msg('Parceria') } as const;
