/** @module Blog e Ajuda (spec 2.2, /blog). The feature arrives in a later issue; until then the page says so honestly. */
import { ComingSoonPage } from '@turismo/app-core/ComingSoonPage';

const HOME = { href: '/', label: 'Voltar à Página Inicial', variant: 'secondary' } as const;

export function BlogPage() {
  return (
    <ComingSoonPage
      title="Blog e Ajuda"
      description="Dicas de viagem por Moçambique e respostas às perguntas mais frequentes."
      home={HOME}
    />
  );
}
