/** @module The provider's unread chat messages, for the partner portal's bottom bar badge. */
import type { ChatRoom } from '@turismo/app-core/chat';

/**
 * Whether a conversation belongs to the partner area of `providerType`: the caller is its provider side (a ride's
 * driver, a stay's or a partnership's manager), or, in the drivers' area, the driver of a partnership conversation
 * ('Parceria', spec 2.15; ADR 0033: the driver is its client side).
 */
export function inProviderArea(room: ChatRoom, providerType: ChatRoom['providerType']) {
  if (room.role === 'provider') return room.providerType === providerType;
  return providerType === 'driver' && room.type === 'partnership';
}

/** The unread messages of the caller's conversations in the partner area of `providerType`; undefined when none. */
export function providerUnread(rooms: readonly ChatRoom[] | undefined, providerType: ChatRoom['providerType']) {
  const total = (rooms ?? []).filter((r) => inProviderArea(r, providerType))
    .reduce((sum, r) => sum + r.unreadCount, 0);
  return total > 0 ? total : undefined;
}
