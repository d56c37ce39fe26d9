/** @module The provider's unread chat messages, for the partner portal's bottom bar badge. */
import type { ChatRoom } from '@turismo/app-core/chat';

/** The unread messages of the caller's conversations as the provider of the given kind; undefined when none. */
export function providerUnread(rooms: readonly ChatRoom[] | undefined, providerType: ChatRoom['providerType']) {
  const total = (rooms ?? []).filter((r) => r.role === 'provider' && r.providerType === providerType)
    .reduce((sum, r) => sum + r.unreadCount, 0);
  return total > 0 ? total : undefined;
}
