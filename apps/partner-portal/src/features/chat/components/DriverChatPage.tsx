/** @module /drivers/chat and /drivers/chat/{roomId}: the driver's conversations with passengers and partnerships (spec 2.15). */
import { useTranslation } from 'react-i18next';
import { Page } from '@turismo/app-core/Page';
import { ProviderChat } from './ProviderChat.tsx';

export function DriverChatPage({ roomId }: { roomId?: string }) {
  const { t } = useTranslation();
  return (
    <Page width="xl" title={t('Chat')} description={t('Conversas com os passageiros das suas viagens e com os alojamentos das suas parcerias.')}>
      <ProviderChat providerType="driver" initialRoomId={roomId} />
    </Page>
  );
}
