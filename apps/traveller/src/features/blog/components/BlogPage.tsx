/** @module Blog e Ajuda (spec 2.2, /blog). The feature arrives in a later issue; until then the page says so honestly. */
import { ComingSoonPage } from '../../../lib/ComingSoonPage.tsx';

export function BlogPage() {
  return <ComingSoonPage title="Blog e Ajuda" description="Dicas de viagem por Moçambique e respostas às perguntas mais frequentes." />;
}
