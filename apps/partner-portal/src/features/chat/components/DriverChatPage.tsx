/** @module /drivers/chat and /drivers/chat/{roomId}: the driver's conversations with passengers (spec 2.15). */
import { Page } from '@turismo/app-core/Page';
import { ProviderChat } from './ProviderChat.tsx';

export function DriverChatPage({ roomId }: { roomId?: string }) {
  return (
    <Page width="xl" title="Chat" description="Conversas com os passageiros das suas viagens.">
      <ProviderChat providerType="driver" initialRoomId={roomId} />
    </Page>
  );
}
