/**
 * @module The bottom bar of a signed-in traveller with its badges (DECISIONS.md 1, real data only): Chat the unread
 * messages of their booking conversations as a client, Alertas the unread notifications. Its own chunk, loaded only
 * when someone is signed in (issue 13, ADR 0036).
 */

import { totalUnread, useChatRooms } from '@turismo/app-core/chat';
import { useUnreadNotifications } from '../../features/notifications/api/notifications.ts';
import { MobileNavBar } from './MobileNav.tsx';

export function SignedInMobileNav() {
  const chat = useChatRooms(true);
  const unread = useUnreadNotifications(true);
  return (
    <MobileNavBar
      chatUnread={totalUnread(chat.data?.filter((room) => room.role === 'client' && room.type === 'booking'))}
      unread={unread}
    />
  );
}
