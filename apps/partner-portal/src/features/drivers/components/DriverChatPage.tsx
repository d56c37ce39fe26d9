/** @module /drivers/chat: conversations with passengers and hotels (spec 2.15), not served yet. */
import { ComingSoon } from '../../../lib/Honest.tsx';
import { Page } from '@turismo/app-core/Page';

export function DriverChatPage() {
  return (
    <Page width="xl" title="Chat" description="Conversas com passageiros e com os alojamentos parceiros.">
      <ComingSoon
        headingLevel={2}
        icon="chat"
        description="As suas conversas vão aparecer aqui assim que o chat estiver disponível."
      />
    </Page>
  );
}
