/**
 * @module The provider's chat (spec 2.15 'Driver chat', 2.16): the conversations with the clients of the caller's
 * ride or stay bookings (GET /api/chat/rooms), each with the client's kind (Passageiro / Hóspede), status and unread
 * count, and the selected conversation's thread (GET/POST /api/chat/messages/{roomId}, polled every 5 s) with the
 * box where Enter sends. Side by side from tablets up; on a phone the list, then the thread with a way back.
 */
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useSession } from '@turismo/app-core/session';
import { Badge } from '@turismo/ui-kit/Badge';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { type ChatRoom, useChatRooms } from '@turismo/app-core/chat';
import { ChatRoomItem, ChatRoomList, chatRoomTarget } from '@turismo/app-core/chat-room-list';
import { CHAT_STATUS_LABELS, CHAT_STATUS_TONES, counterpartName, lastMessageLine } from '@turismo/app-core/chat-room';
import { LoadError, Loading } from '@turismo/app-core/LoadState';
import { CLIENT_KIND } from '../lib/chat-labels.ts';
import { inProviderArea } from '../lib/provider-unread.ts';
import { ProviderRoomThread } from './ProviderRoomThread.tsx';

export type ProviderChatProps = {
  /** Which of the caller's conversations: as a driver (rides) or as a hotel (stays). */
  providerType: ChatRoom['providerType'];
  /** The conversation to open first (e.g. from /drivers/chat/{roomId}). */
  initialRoomId?: string;
  /** Heading level of the empty state. */
  headingLevel?: 2 | 3;
};

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

const RoomButton = styled.button`
  ${chatRoomTarget}
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
      <LoadError title={t('Erro ao carregar as conversas')} error={error} onRetry={mutate}
        fallback={t('Não foi possível carregar as conversas.')} />
    );
  }
  if (isLoading || !data) {
    return <Loading label={t('A carregar as conversas')} height={160} />;
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
        <ChatRoomList aria-label={t('Conversas')}>
          {rooms.map((r) => {
            const label = t('{{name}}, {{kind}}, {{status}}', {
              name: counterpartName(r),
              kind: t(CLIENT_KIND[r.bookingType]),
              status: t(CHAT_STATUS_LABELS[r.status]),
            });
            return (
              <ChatRoomItem key={r.id}>
                <RoomButton
                  type="button"
                  aria-current={r.id === selected ? 'true' : undefined}
                  aria-label={r.unreadCount > 0 ? t('{{label}}, {{count}} mensagem nova', { label, count: r.unreadCount }) : label}
                  onClick={() => setSelected(r.id)}
                >
                  <strong>{counterpartName(r)}</strong>
                </RoomButton>
                  <span data-badges>
                    {r.unreadCount > 0 ? <Badge tone="danger">{r.unreadCount > 9 ? '9+' : r.unreadCount}</Badge> : null}
                    {/* Spec 2.15: the driver's list marks partnership conversations 'Parceria'. */}
                    {r.type === 'partnership' ? <Badge tone="brand">{t('Parceria')}</Badge> : null}
                    <Badge tone={CHAT_STATUS_TONES[r.status]}>{t(CHAT_STATUS_LABELS[r.status])}</Badge>
                  </span>
                  <span data-line>{t(CLIENT_KIND[r.bookingType])} · {r.bookingDetails}</span>
                  <span data-line>{lastMessageLine(r, t)}</span>
              </ChatRoomItem>
            );
          })}
        </ChatRoomList>
      </div>
      <div data-pane="thread">
        {room ? (
          <ProviderRoomThread key={room.id} room={room} headingLevel={headingLevel} onBack={() => setSelected(null)}
            onChanged={() => void mutate()} />
        ) : <p>{t('Escolha uma conversa.')}</p>}
      </div>
    </Layout>
  );
}
