/** @module The portal's 404 page, in Portuguese (spec 2.1, DECISIONS.md 2), with a link back to the area's home. */
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

export function NotFoundPage({ home, homeLabel = 'Voltar ao Dashboard' }: NotFoundPageProps) {
  return (
    <Page width="xl" title="Página não encontrada">
      <EmptyState
        headingLevel={2}
        icon="map-pin"
        title="Esta página não existe"
        description="O endereço pode estar errado ou a página pode ter mudado de lugar."
        action={<Button as={Link} href={home}>{homeLabel}</Button>}
      />
    </Page>
  );
}
