/**
 * @module One conversation (spec 2.12; /chat/{chatId}; GET/POST /api/chat/messages/{roomId}): the booking banner
 * ('Em Andamento' / 'Concluído'), 'Ligar' for drivers, the messages with older pages, and the box. Closed
 * conversations say 'Esta conversa foi concluída/expirada'.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { apiError, errorMessage, useAction } from '@turismo/app-core/use-action';
import { Page } from '@turismo/app-core/Page';
import { useSession } from '@turismo/app-core/session';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { ChatThread } from '@turismo/ui-kit/ChatThread';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { type ChatMessage, getChatThread, useChatRooms, useChatThread } from '@turismo/app-core/chat';
import { CHAT_STATUS_TONES, closedNotice, counterpartName, threadMessages, useChatSend } from '@turismo/app-core/chat-room';
import { Loading } from '@turismo/app-core/LoadState';
import { BOOKING_TYPE_LABELS, CHAT_BANNER_LABELS } from '../lib/chat-labels.ts';

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

export function ChatRoomView({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { data, error, isLoading, mutate } = useChatThread(roomId);
  const rooms = useChatRooms(Boolean(user));
  const [older, setOlder] = useState<{ messages: ChatMessage[]; hasOlder: boolean } | null>(null);
  const loadOlder = useAction(
    async ({ before, kept }: { before: string; kept: ChatMessage[] }) => {
      const page = await getChatThread(roomId, before);
      setOlder({ messages: [...page.messages, ...kept], hasOlder: page.hasOlder });
    },
    { failure: { title: t('Erro ao carregar mensagens'), description: t('Tente novamente.') } },
  );
  const send = useChatSend(roomId, {
    onSent: () => Promise.all([mutate(), rooms.mutate()]),
    onClosed: () => void mutate(),
  });
  // Reading the newest messages marks them read on the server: refresh the list (and the bottom bar's badge).
  const newestId = data?.messages.at(-1)?.id;
  const refreshRooms = rooms.mutate;
  useEffect(() => {
    if (newestId) void refreshRooms();
  }, [newestId, refreshRooms]);

  if (error) {
    const notFound = apiError(error)?.status === 404;
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
        <Loading label={t('A carregar a conversa')} height={240} />
      </Page>
    );
  }

  const { room } = data;
  const seen = new Set(data.messages.map((m) => m.id));
  const messages = [...(older?.messages.filter((m) => !seen.has(m.id)) ?? []), ...data.messages];
  const hasOlder = older ? older.hasOlder : data.hasOlder;
  const name = counterpartName(room);
  const notice = closedNotice(room.status);
  const first = messages[0];

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
        messages={threadMessages(messages, room.role)}
        hasOlder={hasOlder}
        onLoadOlder={() => {
          if (first) void loadOlder.trigger({ before: first.id, kept: older?.messages ?? [] });
        }}
        loadingOlder={loadOlder.isMutating}
        closedNotice={notice ? t(notice) : undefined}
        onSend={send}
      />
    </Page>
  );
}
