/**
 * @module Conversas (spec 2.12; /chat and /chat/{chatId}): the signed-in traveller's conversations with the
 * providers of their bookings (GET /api/chat/rooms), and one conversation (GET/POST /api/chat/messages/{roomId})
 * with its booking banner ('Em Andamento' / 'Concluído'), 'Ligar' for drivers, the messages and the box ('Digite sua
 * mensagem...', Enter sends, Shift+Enter does not). Closed conversations say 'Esta conversa foi
 * concluída/expirada'. The thread is polled every 5 s while visible.
 */
import { ChatList } from './ChatList.tsx';
import { ChatRoomView } from './ChatRoomView.tsx';

export type ChatPageProps = {
  /** The conversation opened from /chat/{chatId}, if any. */
  chatId?: string;
};

export function ChatPage({ chatId }: ChatPageProps) {
  return chatId ? <ChatRoomView key={chatId} roomId={chatId} /> : <ChatList />;
}
