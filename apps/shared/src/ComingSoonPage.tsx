/**
 * @module The honest page for a screen whose feature is not built yet: its real title, then a clear 'Em breve'
 * notice and the way back to the app's home. It never shows sample data (DECISIONS.md 1).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, type ButtonProps } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Page, type PageProps } from './Page.tsx';

export type ComingSoonPageProps = {
  /** The screen's real title (spec section 2). */
  title: string;
  /** What the screen will offer, in one sentence. */
  description?: string;
  /** The way back: the app's home and its label, e.g. { href: '/admin', label: 'Voltar ao Dashboard' }. */
  home: { href: string; label: string; variant?: ButtonProps['variant'] };
  width?: PageProps['width'];
};

/** @example <ComingSoonPage title="Análises" home={{ href: '/admin', label: 'Voltar ao Dashboard' }} width="xl" /> */
export function ComingSoonPage({ title, description, home, width }: ComingSoonPageProps) {
  const { t } = useTranslation();
  return (
    <Page width={width} title={title} description={description}>
      <EmptyState
        headingLevel={2}
        icon="info"
        title={t('Em breve')}
        description={t('Esta funcionalidade ainda não está disponível. Estamos a prepará-la com dados reais.')}
        action={<Button as={Link} href={home.href} variant={home.variant ?? 'outline'}>{home.label}</Button>}
      />
    </Page>
  );
}
