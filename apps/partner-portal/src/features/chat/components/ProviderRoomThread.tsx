/**
 * @module One conversation of the provider's chat (spec 2.15, 2.16): its heading with the status ('Em Andamento' while
 * active), the client's kind and booking, and the thread (GET/POST /api/chat/messages/{roomId}, polled every 5 s)
 * with the box where Enter sends; 'Conversas' leads back to the list on a phone.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type ChatRoom, useChatThread } from '@turismo/app-core/chat';
import { CHAT_STATUS_LABELS, CHAT_STATUS_TONES, closedNotice, counterpartName, threadMessages, useChatSend } from '@turismo/app-core/chat-room';
import { errorMessage } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { ChatThread } from '@turismo/ui-kit/ChatThread';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { CLIENT_KIND } from '../lib/chat-labels.ts';

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

export type ProviderRoomThreadProps = {
  room: ChatRoom;
  headingLevel: 2 | 3;
  onBack: () => void;
  /** The list should refresh (a message was sent or read). */
  onChanged: () => void;
};

export function ProviderRoomThread({ room, headingLevel, onBack, onChanged }: ProviderRoomThreadProps) {
  const { t } = useTranslation();
  const { data, error, mutate } = useChatThread(room.id);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const current = data?.room ?? room;
  const send = useChatSend(room.id, {
    onSent: async () => {
      await mutate();
      onChanged();
    },
  });

  // Reading the thread marks it read: the list's unread count follows.
  const readUnread = data?.room.unreadCount;
  useEffect(() => {
    if (readUnread === 0 && room.unreadCount > 0) onChanged();
  }, [readUnread, room.unreadCount, onChanged]);

  const notice = closedNotice(current.status);
  return (
    <section aria-labelledby={`chat-${room.id}`}>
      <Button data-back variant="ghost" size="sm" onClick={onBack}>{t('← Conversas')}</Button>
      <ThreadHeader>
        <Heading id={`chat-${room.id}`}>{counterpartName(current)}</Heading>
        <Badge tone={CHAT_STATUS_TONES[current.status]}>
          {current.status === 'active' ? t('Em Andamento') : t(CHAT_STATUS_LABELS[current.status])}
        </Badge>
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
          messages={threadMessages(data.messages, current.role)}
          closedNotice={notice ? t(notice) : undefined}
          onSend={send}
        />
      ) : null}
    </section>
  );
}
