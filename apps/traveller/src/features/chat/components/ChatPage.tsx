/**
 * @module Conversas (spec 2.12, /chat and /chat/{chatId}). Chat with providers of active bookings arrives in a later
 * issue; until then the page says so honestly.
 */
import { ComingSoonPage } from '../../../lib/ComingSoonPage.tsx';

export type ChatPageProps = {
  /** The conversation opened from /chat/{chatId}, if any. */
  chatId?: string;
};

export function ChatPage({ chatId }: ChatPageProps) {
  return (
    <ComingSoonPage
      title={chatId ? 'Conversa' : 'Conversas'}
      description="Converse com os motoristas, alojamentos e organizadores das suas reservas ativas."
    />
  );
}
