/**
 * @module One conversation (spec 2.12; /chat/{chatId}; GET/POST /api/chat/messages/{roomId}): the booking banner
 * ('Em Andamento' / 'Concluído'), 'Ligar' for drivers, the messages with older pages, and the box. Closed
 * conversations say 'Esta conversa foi concluída/expirada'.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@turismo/app-core/api';
import { errorMessage } from '@turismo/app-core/use-action';
import { Page } from '@turismo/app-core/Page';
import { useSession } from '@turismo/app-core/session';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { ChatThread } from '@turismo/ui-kit/ChatThread';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { useToast } from '@turismo/ui-kit/Toast';
import { type ChatMessage, getChatThread, sendChatMessage, useChatRooms, useChatThread } from '@turismo/app-core/chat';
import { BOOKING_TYPE_LABELS, CHAT_BANNER_LABELS, CHAT_STATUS_TONES, closedNotice } from '../lib/chat-labels.ts';

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
