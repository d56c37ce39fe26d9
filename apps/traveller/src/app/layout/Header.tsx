/**
 * @module The traveller header (spec 2.2): logo home; signed out 'Entrar' (the login modal, which also leads to
 * /login) and, on wider screens, 'Criar Conta' to /signup, coming back to the current page (?next=); one sign-in
 * control, not two side by side (issue 15); 'Outras Apps'; signed in the notification bell and the
 * user menu. While Firebase has not said whether someone is signed in, the account area stays empty (no flash).
 * The bell (app-core, shared with the partner portal and admin) opens the latest notifications (spec 2.13).
 */
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Link, useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useSession } from '@turismo/app-core/session';
import { AppHeader } from '@turismo/ui-kit/AppHeader';
import { Button } from '@turismo/ui-kit/Button';
import { LazyLoginModal as LoginModal } from '../../features/auth/components/LazyLoginModal.tsx';
import { BRAND_NAME } from '@turismo/app-core/document-title';
import { withNext } from '../../lib/next-path.ts';
import { OtherAppsMenu } from './OtherAppsMenu.tsx';

/** The bell and the user menu, in their own chunk (ADR 0036): signed-out visitors never download them. */
const loadSignedInActions = () => import('./SignedInActions.tsx');
const SignedInActions = lazy(async () => ({ default: (await loadSignedInActions()).SignedInActions }));
// A stored session (marked on <html> by the page's config script) will be signed in: fetch the chunk with the rest.
if (typeof document !== 'undefined' && document.documentElement.hasAttribute('data-session')) {
  void loadSignedInActions();
}

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.controlMd};
  color: ${({ theme }) => theme.colors.brand};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  white-space: nowrap;

  &:focus-visible {
    outline: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** On the narrowest phones only the mark shows, so 'Outras Apps' and 'Entrar' fit in 360 px. */
const LogoText = styled.span`
  display: none;

  ${({ theme }) => theme.media.sm} {
    display: inline;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The sign-up link; on phones the 'Entrar' button (modal, with its 'Criar Conta' tab) is enough. */
const WideOnly = styled.span`
  display: none;

  ${({ theme }) => theme.media.tablet} {
    display: contents;
  }
`;

/** The logo mark: sun over the Indian Ocean, drawn in the brand colours. */
function LogoMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <circle cx="44" cy="22" r="8" fill="#E8702A" />
      <path d="M6 44c8-6 16-6 26 0s18 6 26 0v14H6z" fill="#FFFFFF" />
    </svg>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { user, loading } = useSession();
  const [location] = useLocation();
  const search = useSearch();
  const [loginOpen, setLoginOpen] = useState(false);
  const current = search ? `${location}?${search}` : location;

  return (
    <>
      <AppHeader
        skipToId="conteudo"
        logo={
          <Logo href="/" aria-label={t('{{brand}}, página inicial', { brand: BRAND_NAME })}>
            <LogoMark />
            <LogoText aria-hidden="true">{BRAND_NAME}</LogoText>
          </Logo>
        }
        right={
          <Actions>
            <OtherAppsMenu />
            {loading ? null : user ? (
              <Suspense fallback={null}>
                <SignedInActions />
              </Suspense>
            ) : (
              <>
                <Button size="sm" onClick={() => setLoginOpen(true)}>
                  {t('Entrar')}
                </Button>
                <WideOnly>
                  <Button as={Link} href={withNext('/signup', current)} size="sm" variant="outline">
                    {t('Criar Conta')}
                  </Button>
                </WideOnly>
              </>
            )}
          </Actions>
        }
      />
      <LoginModal open={loginOpen} onOpenChange={setLoginOpen} />
    </>
  );
}
