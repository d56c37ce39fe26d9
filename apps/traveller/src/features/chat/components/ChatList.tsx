/** @module The signed-in traveller's conversations with the providers of their bookings (spec 2.12; /chat; GET /api/chat/rooms). */
import { useEffect } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Page } from '@turismo/app-core/Page';
import { useSession } from '@turismo/app-core/session';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { useChatRooms } from '@turismo/app-core/chat';
import { ChatRoomItem, ChatRoomList, chatRoomTarget } from '@turismo/app-core/chat-room-list';
import { CHAT_STATUS_LABELS, CHAT_STATUS_TONES, counterpartName, lastMessageLine } from '@turismo/app-core/chat-room';
import { LoadError, Loading } from '@turismo/app-core/LoadState';
import { BOOKING_TYPE_LABELS } from '../lib/chat-labels.ts';

const RoomLink = styled(Link)`
  ${chatRoomTarget}
  & strong { font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

export function ChatList() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { data, error, isLoading, mutate } = useChatRooms(Boolean(user), 15_000);
  // A driver's partnership conversations (ADR 0033) live in the partner portal, not here.
  const rooms = (data ?? []).filter((r) => r.role === 'client' && r.type === 'booking');
  useEffect(() => {
    if (user) void mutate(); // fresh on arrival: a booking made a moment ago opens its conversation
  }, [user, mutate]);
  return (
    <Page title={t('Conversas')} description={t('Fale com os motoristas e alojamentos das suas reservas ativas.')}>
      {error ? (
        <LoadError title={t('Erro ao carregar as conversas')} error={error} onRetry={mutate}
          fallback={t('Não foi possível carregar as conversas.')} />
      ) : null}
      {isLoading ? <Loading label={t('A carregar as conversas')} height={80} /> : null}
      {data && rooms.length === 0 ? (
        <EmptyState
          headingLevel={2}
          icon="chat"
          title={t('Nenhuma conversa')}
          description={t('O chat fica disponível com o motorista ou o alojamento quando tem uma reserva ativa.')}
          action={<Button as={Link} href="/reservas" variant="secondary">{t('Ver Reservas')}</Button>}
        />
      ) : null}
      {rooms.length > 0 ? (
        <ChatRoomList aria-label={t('Conversas')}>
          {rooms.map((room) => {
            const unread = room.unreadCount > 0 ? `, ${t('{{count}} mensagem nova', { count: room.unreadCount })}` : '';
            return (
              <ChatRoomItem key={room.id}>
                <RoomLink
                  href={`/chat/${room.id}`}
                  aria-label={`${counterpartName(room)}, ${t(CHAT_STATUS_LABELS[room.status])}${unread}`}
                >
                  <strong>{counterpartName(room)}</strong>
                </RoomLink>
                  <span data-badges>
                    {room.unreadCount > 0 ? <Badge tone="danger">{room.unreadCount > 9 ? '9+' : room.unreadCount}</Badge> : null}
                    <Badge tone={CHAT_STATUS_TONES[room.status]}>{t(CHAT_STATUS_LABELS[room.status])}</Badge>
                  </span>
                  <p data-line>
                    {t(BOOKING_TYPE_LABELS[room.bookingType])} · {room.bookingDetails}
                  </p>
                  <p data-line>
                    {lastMessageLine(room, t)}
                  </p>
              </ChatRoomItem>
            );
          })}
        </ChatRoomList>
      ) : null}
    </Page>
  );
}
