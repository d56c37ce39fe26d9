/**
 * @module The honest page for an admin screen that is not built yet: its real title, then 'Em breve'. It never
 * shows sample figures (DECISIONS.md 1).
 */
import { Link } from 'wouter';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Page } from '@turismo/app-core/Page';

export type ComingSoonPageProps = {
  title: string;
  /** What the screen will offer, in one sentence. */
  description?: string;
};

/** @example <ComingSoonPage title="Relatórios" description="Relatórios financeiros da plataforma." /> */
export function ComingSoonPage({ title, description }: ComingSoonPageProps) {
  return (
    <Page width="xl" title={title} description={description}>
      <EmptyState
        headingLevel={2}
        icon="info"
        title="Em breve"
        description="Esta funcionalidade ainda não está disponível. Estamos a prepará-la com dados reais."
        action={<Button as={Link} href="/admin" variant="outline">Voltar ao Dashboard</Button>}
      />
    </Page>
  );
}
