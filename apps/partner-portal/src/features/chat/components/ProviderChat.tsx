/**
 * @module The provider's chat (spec 2.15 'Driver chat', 2.16): the conversations with the clients of the caller's
 * ride or stay bookings (GET /api/chat/rooms), each with the client's kind (Passageiro / Hóspede), status and unread
 * count, and the selected conversation's thread (GET/POST /api/chat/messages/{roomId}, polled every 5 s) with the
 * box where Enter sends. Side by side from tablets up; on a phone the list, then the thread with a way back.
 */
import { useTranslation } from 'react-i18next';
import { msg } from '@turismo/app-core/i18n';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@turismo/app-core/use-action';
import { useSession } from '@turismo/app-core/session';
import { Alert } from '@turismo/ui-kit/Alert';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { ChatThread, formatMessageTime } from '@turismo/ui-kit/ChatThread';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { useToast } from '@turismo/ui-kit/Toast';
import { type ChatRoom, sendChatMessage, useChatRooms, useChatThread } from '@turismo/app-core/chat';
import { counterpartName, inProviderArea } from '../lib/provider-unread.ts';

export type ProviderChatProps = {
  /** Which of the caller's conversations: as a driver (rides) or as a hotel (stays). */
  providerType: ChatRoom['providerType'];
  /** The conversation to open first (e.g. from /drivers/chat/{roomId}). */
  initialRoomId?: string;
  /** Heading level of the empty state. */
  headingLevel?: 2 | 3;
};

const STATUS = {
  active: { label: msg('Ativo'), tone: 'success' },
  completed: { label: msg('Concluído'), tone: 'neutral' },
  expired: { label: msg('Expirado'), tone: 'warning' },
} as const;

const CLIENT_KIND = { ride: msg('Passageiro'), stay: msg('Hóspede'), partnership: msg('Parceria') } as const;

const CLOSED = { completed: msg('Esta conversa foi concluída'), expired: msg('Esta conversa foi expirada') } as const;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.belowTablet} {
    &[data-selected] > [data-pane='list'] { display: none; }
    &:not([data-selected]) > [data-pane='thread'] { display: none; }
  }
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(240px, 320px) minmax(0, 1fr);
    & [data-back] { display: none; }
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-height: 70vh;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const RoomButton = styled.button`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  width: 100%;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &[aria-current='true'] { border-color: ${({ theme }) => theme.colors.brand}; background: ${({ theme }) => theme.colors.brandSoft}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  & strong { overflow-wrap: anywhere; }
  & [data-badges] { display: flex; gap: ${({ theme }) => theme.space[1]}; align-items: center; }
  & [data-line] {
    grid-column: 1 / -1;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const ThreadHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[3]};
  & h2, & h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; overflow-wrap: anywhere; }
  & p { margin: 0; width: 100%; font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export function ProviderChat({ providerType, initialRoomId, headingLevel = 2 }: ProviderChatProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { data, error, isLoading, mutate } = useChatRooms(Boolean(user), 10_000);
  const [selected, setSelected] = useState<string | null>(initialRoomId ?? null);
  useEffect(() => {
    if (user) void mutate(); // fresh on arrival
  }, [user, mutate]);
  const rooms = (data ?? []).filter((r) => inProviderArea(r, providerType));
  const room = rooms.find((r) => r.id === selected);

  if (error) {
    return (
      <Alert
        tone="danger"
        title={t('Erro ao carregar as conversas')}
        action={<Button size="sm" variant="outline" onClick={() => void mutate()}>{t('Tentar novamente')}</Button>}
      >
        {errorMessage(error, t('Não foi possível carregar as conversas.'))}
      </Alert>
    );
  }
  if (isLoading || !data) {
    return (
      <div aria-busy="true" aria-label={t('A carregar as conversas')}>
        <Skeleton variant="rect" height={160} />
      </div>
    );
  }
  if (rooms.length === 0) {
    return (
      <EmptyState
        headingLevel={headingLevel}
        icon="chat"
        title={t('Nenhuma conversa')}
        description={providerType === 'driver'
          ? t('As conversas com os passageiros aparecem quando têm reservas ativas nas suas viagens; as de parceria, quando mostra interesse numa parceria.')
          : t('As conversas com os hóspedes aparecem quando têm reservas ativas no seu alojamento; as de parceria, quando um motorista mostra interesse.')}
      />
    );
  }

  return (
    <Layout data-selected={room ? true : undefined}>
      <div data-pane="list">
        <List aria-label={t('Conversas')}>
          {rooms.map((r) => {
            const label = t('{{name}}, {{kind}}, {{status}}', {
              name: counterpartName(r),
              kind: t(CLIENT_KIND[r.bookingType]),
              status: t(STATUS[r.status].label),
            });
            return (
              <li key={r.id}>
                <RoomButton
                  type="button"
                  aria-current={r.id === selected ? 'true' : undefined}
                  aria-label={r.unreadCount > 0 ? t('{{label}}, {{count}} mensagem nova', { label, count: r.unreadCount }) : label}
                  onClick={() => setSelected(r.id)}
                >
                  <strong>{counterpartName(r)}</strong>
                  <span data-badges>
                    {r.unreadCount > 0 ? <Badge tone="danger">{r.unreadCount > 9 ? '9+' : r.unreadCount}</Badge> : null}
                    {/* Spec 2.15: the driver's list marks partnership conversations 'Parceria'. */}
                    {r.type === 'partnership' ? <Badge tone="brand">{t('Parceria')}</Badge> : null}
                    <Badge tone={STATUS[r.status].tone}>{t(STATUS[r.status].label)}</Badge>
                  </span>
                  <span data-line>{t(CLIENT_KIND[r.bookingType])} · {r.bookingDetails}</span>
                  <span data-line>
                    {r.lastMessage
                      ? `${r.lastMessageType === 'location' ? t('Localização partilhada') : r.lastMessage}${
                        r.lastMessageTime ? ` · ${formatMessageTime(r.lastMessageTime)}` : ''
                      }`
                      : t('Sem mensagens ainda')}
                  </span>
                </RoomButton>
              </li>
            );
          })}
        </List>
      </div>
      <div data-pane="thread">
        {room ? (
          <RoomThread key={room.id} room={room} headingLevel={headingLevel} onBack={() => setSelected(null)}
            onChanged={() => void mutate()} />
        ) : <p>{t('Escolha uma conversa.')}</p>}
      </div>
    </Layout>
  );
}

function RoomThread(
  { room, headingLevel, onBack, onChanged }: {
    room: ChatRoom;
    headingLevel: 2 | 3;
    onBack: () => void;
    onChanged: () => void;
  },
) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { data, error, mutate } = useChatThread(room.id);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const current = data?.room ?? room;

  // Reading the thread marks it read: the list's unread count follows.
  const readUnread = data?.room.unreadCount;
  useEffect(() => {
    if (readUnread === 0 && room.unreadCount > 0) onChanged();
  }, [readUnread, room.unreadCount, onChanged]);

  const send = async (message: string) => {
    try {
      await sendChatMessage(room.id, message);
      await mutate();
      onChanged();
    } catch (err) {
      toast({
        title: t('Mensagem não enviada'),
        description: errorMessage(err, t('Não foi possível enviar a mensagem. Tente novamente.')),
        variant: 'destructive',
      });
      throw err;
    }
  };

  return (
    <section aria-labelledby={`chat-${room.id}`}>
      <Button data-back variant="ghost" size="sm" onClick={onBack}>{t('← Conversas')}</Button>
      <ThreadHeader>
        <Heading id={`chat-${room.id}`}>{counterpartName(current)}</Heading>
        <Badge tone={STATUS[current.status].tone}>{current.status === 'active' ? t('Em Andamento') : t(STATUS[current.status].label)}</Badge>
        <p>{t(CLIENT_KIND[current.bookingType])} · {current.bookingDetails}</p>
      </ThreadHeader>
      {error ? (
        <Alert tone="danger" title={t('Erro ao carregar a conversa')}>
          {errorMessage(error, t('Tente novamente.'))}
        </Alert>
      ) : null}
      {!data && !error ? <Skeleton variant="rect" height={200} /> : null}
      {data ? (
        <ChatThread
          label={t('Mensagens com {{name}}', { name: counterpartName(current) })}
          messages={data.messages.map((m) => ({
            id: m.id,
            message: m.message,
            senderName: m.senderName,
            mine: m.senderRole === current.role,
            createdAt: m.createdAt,
            type: m.type,
            lat: m.lat,
            lng: m.lng,
          }))}
          closedNotice={current.status === 'active' ? undefined : t(CLOSED[current.status])}
          onSend={send}
        />
      ) : null}
    </section>
  );
}
