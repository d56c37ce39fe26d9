/** @module The portal's 404 page, in Portuguese (spec 2.1, DECISIONS.md 2), with a link back to the area's home. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Page } from '@turismo/app-core/Page';

export type NotFoundPageProps = {
  /** The area's home, e.g. '/drivers'. */
  home: string;
  /** Button text, e.g. 'Voltar ao Dashboard'. */
  homeLabel?: string;
};

export function NotFoundPage({ home, homeLabel }: NotFoundPageProps) {
  const { t } = useTranslation();
  return (
    <Page width="xl" title={t('Página não encontrada')}>
      <EmptyState
        headingLevel={2}
        icon="map-pin"
        title={t('Esta página não existe')}
        description={t('O endereço pode estar errado ou a página pode ter mudado de lugar.')}
        action={<Button as={Link} href={home}>{homeLabel ?? t('Voltar ao Dashboard')}</Button>}
      />
    </Page>
  );
}
