/**
 * @module Chat of travellers and providers (spec 2.12, 2.15, 2.16, 7), shared by the traveller app and the partner
 * portal: the caller's conversations (GET /api/chat/rooms), a conversation's messages (GET
 * /api/chat/messages/{roomId}, polled while open) and sending one (POST /api/chat/messages/{roomId}).
 */
import useSWR from 'swr';
import { api, unwrap } from '@turismo/app-core/api';
import { PAGE_LIMIT, readPages } from './pages.ts';
import { CHAT_ROOMS_KEY, CHAT_THREAD_KEY, useLiveConnected } from './live.ts';

/** Conversations, most recent activity first, with status, last message and unread count. */
export async function getChatRooms() {
  return await readPages((cursor) => unwrap(api.GET('/api/chat/rooms', { params: { query: { limit: PAGE_LIMIT, cursor } } })));
}

export type ChatRoom = Awaited<ReturnType<typeof getChatRooms>>[number];

export { CHAT_ROOMS_KEY };

/**
 * swr hook of {@link getChatRooms}; pass false while signed out.
 * @param refreshInterval polling period in ms (default 30 s; only while the page is visible)
 */
export function useChatRooms(enabled: boolean, refreshInterval = 30_000) {
  // The live stream refreshes them on every message; polling only while it is down (issue 14).
  const live = useLiveConnected();
  return useSWR(enabled ? CHAT_ROOMS_KEY : null, getChatRooms, { refreshInterval: live ? 0 : refreshInterval });
}

/** The room and a page of its messages (oldest first); without `before` it also marks the room read. */
export async function getChatThread(roomId: string, before?: string) {
  const { data } = await unwrap(api.GET('/api/chat/messages/{roomId}', {
    params: { path: { roomId }, query: { limit: 50, ...(before ? { before } : {}) } },
  }));
  return data;
}

export type ChatThread = Awaited<ReturnType<typeof getChatThread>>;
export type ChatMessage = ChatThread['messages'][number];

/**
 * The newest page of a conversation: refreshed by the live stream when a message arrives (issue 14), polled every 5 s
 * only while the stream is down and the page is visible (swr skips hidden tabs).
 */
export function useChatThread(roomId: string | null) {
  const live = useLiveConnected();
  return useSWR(roomId ? [CHAT_THREAD_KEY, roomId] : null, ([, id]) => getChatThread(id), {
    refreshInterval: live ? 0 : 5_000,
    revalidateOnFocus: true,
  });
}

/**
 * Sends a message (1 to 2000 characters after trimming).
 * @throws ApiError, e.g. 409 CHAT_NOT_ACTIVE ('Esta conversa foi concluída.') with the API's Portuguese message.
 */
export async function sendChatMessage(roomId: string, message: string) {
  const { data } = await unwrap(api.POST('/api/chat/messages/{roomId}', {
    params: { path: { roomId } },
    body: { message, type: 'text' },
  }));
  return data;
}

/** The sum of the rooms' unread counts, for a bottom bar's badge (undefined: no badge). */
export function totalUnread(rooms: readonly { unreadCount: number }[] | undefined): number | undefined {
  const total = (rooms ?? []).reduce((sum, r) => sum + r.unreadCount, 0);
  return total > 0 ? total : undefined;
}
