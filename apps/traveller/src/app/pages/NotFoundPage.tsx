/** @module The traveller app's 404 page, in Portuguese (DECISIONS.md 2). */
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Page } from '@turismo/app-core/Page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('Página não encontrada')}>
      <EmptyState
        headingLevel={2}
        icon="map-pin"
        title={t('Esta página não existe')}
        description={t('O endereço pode estar errado ou a página pode ter mudado de lugar.')}
        action={<Button as={Link} href="/">{t('Voltar à Página Inicial')}</Button>}
      />
    </Page>
  );
}
