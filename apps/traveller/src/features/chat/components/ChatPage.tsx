/**
 * @module Conversas (spec 2.12; /chat and /chat/{chatId}): the signed-in traveller's conversations with the
 * providers of their bookings (GET /api/chat/rooms), and one conversation (GET/POST /api/chat/messages/{roomId})
 * with its booking banner ('Em Andamento' / 'Concluído'), 'Ligar' for drivers, the messages and the box ('Digite sua
 * mensagem...', Enter sends, Shift+Enter does not). Closed conversations say 'Esta conversa foi
 * concluída/expirada'. The thread is polled every 5 s while visible.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@turismo/app-core/api';
import { errorMessage } from '@turismo/app-core/use-action';
import { Page } from '@turismo/app-core/Page';
import { useSession } from '@turismo/app-core/session';
import { Alert } from '@turismo/ui-kit/Alert';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { ChatThread } from '@turismo/ui-kit/ChatThread';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { useToast } from '@turismo/ui-kit/Toast';
import { formatMessageTime } from '@turismo/ui-kit/ChatThread';
import {
  type ChatMessage,
  type ChatRoom,
  getChatThread,
  sendChatMessage,
  useChatRooms,
  useChatThread,
} from '@turismo/app-core/chat';
import {
  BOOKING_TYPE_LABELS,
  CHAT_BANNER_LABELS,
  CHAT_STATUS_LABELS,
  CHAT_STATUS_TONES,
  closedNotice,
} from '../lib/chat-labels.ts';

export type ChatPageProps = {
  /** The conversation opened from /chat/{chatId}, if any. */
  chatId?: string;
};

export function ChatPage({ chatId }: ChatPageProps) {
  return chatId ? <ChatRoomView key={chatId} roomId={chatId} /> : <ChatList />;
}

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

function ChatList() {
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

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brandSoft};
  & p { margin: 0; font-size: ${({ theme }) => theme.fontSizes.sm}; overflow-wrap: anywhere; }
  & [data-actions] { display: flex; gap: ${({ theme }) => theme.space[2]}; align-items: center; }
`;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.ocean};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

function ChatRoomView({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { user } = useSession();
  const { data, error, isLoading, mutate } = useChatThread(roomId);
  const rooms = useChatRooms(Boolean(user));
  const [older, setOlder] = useState<{ messages: ChatMessage[]; hasOlder: boolean } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  // Reading the newest messages marks them read on the server: refresh the list (and the bottom bar's badge).
  const newestId = data?.messages.at(-1)?.id;
  const refreshRooms = rooms.mutate;
  useEffect(() => {
    if (newestId) void refreshRooms();
  }, [newestId, refreshRooms]);

  if (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <Page title={t('Conversa')}>
        <Back href="/chat">← {t('Conversas')}</Back>
        <EmptyState
          headingLevel={2}
          icon="chat"
          title={notFound ? t('Conversa não encontrada') : t('Erro ao carregar a conversa')}
          description={errorMessage(error, t('Tente novamente.'))}
          action={notFound ? undefined : <Button onClick={() => void mutate()}>{t('Tentar novamente')}</Button>}
        />
      </Page>
    );
  }
  if (isLoading || !data) {
    return (
      <Page title={t('Conversa')}>
        <div aria-busy="true" aria-label={t('A carregar a conversa')}>
          <Skeleton variant="rect" height={240} />
        </div>
      </Page>
    );
  }

  const { room } = data;
  const seen = new Set(data.messages.map((m) => m.id));
  const messages = [...(older?.messages.filter((m) => !seen.has(m.id)) ?? []), ...data.messages];
  const hasOlder = older ? older.hasOlder : data.hasOlder;
  const name = room.role === 'client' ? room.providerName : room.clientName;
  const notice = closedNotice(room.status);

  const loadOlder = async () => {
    const first = messages[0];
    if (!first) return;
    setLoadingOlder(true);
    try {
      const page = await getChatThread(roomId, first.id);
      setOlder({ messages: [...page.messages, ...(older?.messages ?? [])], hasOlder: page.hasOlder });
    } catch (err) {
      toast({
        title: t('Erro ao carregar mensagens'),
        description: errorMessage(err, t('Tente novamente.')),
        variant: 'destructive',
      });
    } finally {
      setLoadingOlder(false);
    }
  };

  const send = async (message: string) => {
    try {
      await sendChatMessage(roomId, message);
      await Promise.all([mutate(), rooms.mutate()]);
    } catch (err) {
      toast({
        title: t('Mensagem não enviada'),
        description: errorMessage(err, t('Não foi possível enviar a mensagem. Tente novamente.')),
        variant: 'destructive',
      });
      if (err instanceof ApiError && err.status === 409) void mutate();
      throw err;
    }
  };

  return (
    <Page title={name} documentTitle={t('Conversa com {{name}}', { name })}>
      <Back href="/chat">← {t('Conversas')}</Back>
      <Banner role="group" aria-label={t('Reserva')}>
        <p>
          <strong>{t(BOOKING_TYPE_LABELS[room.bookingType])}</strong> · {room.bookingDetails}
        </p>
        <span data-actions>
          <Badge tone={CHAT_STATUS_TONES[room.status]}>{t(CHAT_BANNER_LABELS[room.status])}</Badge>
          {room.providerType === 'driver' && room.providerPhone ? (
            <Button as="a" href={`tel:${room.providerPhone}`} size="sm" variant="outline">
              {t('Ligar')}
            </Button>
          ) : null}
        </span>
      </Banner>
      <ChatThread
        label={t('Mensagens com {{name}}', { name })}
        messages={messages.map((m) => ({
          id: m.id,
          message: m.message,
          senderName: m.senderName,
          mine: m.senderRole === room.role,
          createdAt: m.createdAt,
          type: m.type,
          lat: m.lat,
          lng: m.lng,
        }))}
        hasOlder={hasOlder}
        onLoadOlder={() => void loadOlder()}
        loadingOlder={loadingOlder}
        closedNotice={notice ? t(notice) : undefined}
        onSend={send}
      />
    </Page>
  );
}
