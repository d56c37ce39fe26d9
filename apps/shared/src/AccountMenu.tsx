/**
 * @module The right end of the partner portal's and admin app's headers: while the session loads nothing (no flash);
 * signed out an 'Entrar' link to /login?next=<path>; signed in a user menu with Configurações (the traveller app's
 * profile page) and Sair.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { Button } from '@turismo/ui-kit/Button';
import { Menu } from '@turismo/ui-kit/Menu';
import { displayLabel } from './format.ts';
import { useSession } from './session.tsx';
import { useSignOut } from './use-sign-out.ts';

/** Where the user edits their account: the traveller app's profile page. */
export const SETTINGS_HREF = '/perfil';

/** The traveller app's sign-in page, coming back to `current` afterwards. */
export function loginHref(current: string, fallback = '/'): string {
  return `/login?next=${encodeURIComponent(current || fallback)}`;
}

/** The account's name beside its icon; on phones the icon alone (the menu keeps 'Conta de …' as its name). */
const Name = styled.span`
  display: none;
  max-width: 14ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  ${({ theme }) => theme.media.sm} {
    display: inline;
  }
`;

/**
 * @param siteLink also offer 'Voltar ao Site' (the partner areas and the admin app: their phone bar has no room for it).
 * @example <AccountMenu /> in the right slot of AppHeader
 */
export function AccountMenu({ siteLink = false }: { siteLink?: boolean } = {}) {
  const { t } = useTranslation();
  const { user, loading } = useSession();
  const [location] = useLocation();
  const signOut = useSignOut();

  if (loading) return null;

  if (!user) {
    return (
      <Button as="a" href={loginHref(location)} size="sm">
        {t('Entrar')}
      </Button>
    );
  }

  const label = displayLabel(user.email) || t('Conta');
  return (
    <Menu
      label={<Name>{label}</Name>}
      triggerLabel={t('Conta de {{name}}', { name: label })}
      items={[
        ...(siteLink ? [{ label: t('Voltar ao Site'), href: '/', icon: 'home' as const }] : []),
        { label: t('Configurações'), href: SETTINGS_HREF, icon: 'user' },
        'separator',
        {
          label: signOut.isMutating ? t('A sair...') : t('Sair'),
          onSelect: () => void signOut.trigger(),
          tone: 'danger',
          disabled: signOut.isMutating,
        },
      ]}
    />
  );
}
