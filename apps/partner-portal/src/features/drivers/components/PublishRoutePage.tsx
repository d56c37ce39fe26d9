/** @module /drivers/publish: the publish-route form (spec 2.15), not built yet. */
import { ComingSoon } from '../../../lib/Honest.tsx';
import { Page } from '../../../lib/Page.tsx';

export function PublishRoutePage() {
  return (
    <Page
      title="Publicar Rota"
      description="Origem, destino, data, hora, preço por pessoa e lugares disponíveis da sua viagem."
    >
      <ComingSoon
        headingLevel={2}
        icon="car"
        description="O formulário de publicação de rotas ainda não está disponível. Em breve poderá publicar viagens aqui."
      />
    </Page>
  );
}
