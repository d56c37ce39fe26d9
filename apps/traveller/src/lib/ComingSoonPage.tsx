/**
 * @module The honest page for a screen whose feature is not built yet: its real title, then a clear 'Em breve'
 * notice. It never shows sample data (DECISIONS.md 1).
 */
import { Link } from 'wouter';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Page } from '@turismo/app-core/Page';

export type ComingSoonPageProps = {
  /** The screen's real title (spec section 2). */
  title: string;
  /** What the screen will offer, in one sentence. */
  description?: string;
};

/** @example <ComingSoonPage title="Programa Fidelidade" description="Pontos, níveis e recompensas." /> */
export function ComingSoonPage({ title, description }: ComingSoonPageProps) {
  return (
    <Page title={title} description={description}>
      <EmptyState
        headingLevel={2}
        icon="info"
        title="Em breve"
        description="Esta funcionalidade ainda não está disponível. Estamos a prepará-la com dados reais."
        action={<Button as={Link} href="/" variant="secondary">Voltar à Página Inicial</Button>}
      />
    </Page>
  );
}
