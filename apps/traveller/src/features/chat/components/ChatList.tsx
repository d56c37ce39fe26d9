/** @module The signed-in traveller's conversations with the providers of their bookings (spec 2.12; /chat; GET /api/chat/rooms). */
import { useEffect } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@turismo/app-core/use-action';
import { Page } from '@turismo/app-core/Page';
import { useSession } from '@turismo/app-core/session';
import { Alert } from '@turismo/ui-kit/Alert';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { formatMessageTime } from '@turismo/ui-kit/ChatThread';
import { type ChatRoom, useChatRooms } from '@turismo/app-core/chat';
import { BOOKING_TYPE_LABELS, CHAT_STATUS_LABELS, CHAT_STATUS_TONES } from '../lib/chat-labels.ts';

const RoomList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-height: 70vh;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const RoomLink = styled(Link)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover { border-color: ${({ theme }) => theme.colors.borderStrong}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  & strong { font-size: ${({ theme }) => theme.fontSizes.md}; overflow-wrap: anywhere; }
  & [data-details], & [data-last] {
    grid-column: 1 / -1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & [data-badges] { display: flex; gap: ${({ theme }) => theme.space[1]}; align-items: center; }
`;

/** The name a room is listed under: the provider for the client, the client for the provider. */
function otherName(room: ChatRoom) {
  return room.role === 'client' ? room.providerName : room.clientName;
}

function lastMessageText(room: ChatRoom, t: TFunction) {
  if (!room.lastMessage) return t('Sem mensagens ainda');
  return room.lastMessageType === 'location' ? t('Localização partilhada') : room.lastMessage;
}

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
        <Alert
          tone="danger"
          title={t('Erro ao carregar as conversas')}
          action={<Button size="sm" variant="outline" onClick={() => void mutate()}>{t('Tentar novamente')}</Button>}
        >
          {errorMessage(error, t('Não foi possível carregar as conversas.'))}
        </Alert>
      ) : null}
      {isLoading ? (
        <div aria-busy="true" aria-label={t('A carregar as conversas')}>
          <Skeleton variant="rect" height={80} />
        </div>
      ) : null}
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
        <RoomList aria-label={t('Conversas')}>
          {rooms.map((room) => {
            const unread = room.unreadCount > 0 ? `, ${t('{{count}} mensagem nova', { count: room.unreadCount })}` : '';
            return (
              <li key={room.id}>
                <RoomLink
                  href={`/chat/${room.id}`}
                  aria-label={`${otherName(room)}, ${t(CHAT_STATUS_LABELS[room.status])}${unread}`}
                >
                  <strong>{otherName(room)}</strong>
                  <span data-badges>
                    {room.unreadCount > 0 ? <Badge tone="danger">{room.unreadCount > 9 ? '9+' : room.unreadCount}</Badge> : null}
                    <Badge tone={CHAT_STATUS_TONES[room.status]}>{t(CHAT_STATUS_LABELS[room.status])}</Badge>
                  </span>
                  <p data-details>
                    {t(BOOKING_TYPE_LABELS[room.bookingType])} · {room.bookingDetails}
                  </p>
                  <p data-last>
                    {lastMessageText(room, t)}
                    {room.lastMessageTime ? ` · ${formatMessageTime(room.lastMessageTime)}` : ''}
                  </p>
                </RoomLink>
              </li>
            );
          })}
        </RoomList>
      ) : null}
    </Page>
  );
}
