/** @module Blog e Ajuda (spec 2.2, /blog). The feature arrives in a later issue; until then the page says so honestly. */
import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@turismo/app-core/ComingSoonPage';

export function BlogPage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      title={t('Blog e Ajuda')}
      description={t('Dicas de viagem por Moçambique e respostas às perguntas mais frequentes.')}
      home={{ href: '/', label: t('Voltar à Página Inicial'), variant: 'secondary' }}
    />
  );
}
