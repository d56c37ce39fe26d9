/**
 * @module The traveller header (spec 2.2), drawn by the kit's AppBar: logo home; signed out 'Entrar' (the login modal,
 * which also leads to /login) and, on wider screens, 'Criar Conta' to /signup, coming back to the current page
 * (?next=); one sign-in control, not two side by side (issue 15); 'Outras Apps'; signed in the notification bell and
 * the user menu. While Firebase has not said whether someone is signed in, the account slot stays empty (no flash).
 * The bell (app-core, shared with the partner portal and admin) opens the latest notifications (spec 2.13).
 * The prerendered shell in apps/traveller/index.html paints this header's logo before any script (ADR 0036).
 */
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useSession } from '@turismo/app-core/session';
import { AppBar, AppBarSignIn, BrandMark } from '@turismo/ui-kit/AppBar';
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

export function Header() {
  const { t } = useTranslation();
  const { user, loading } = useSession();
  const [location] = useLocation();
  const search = useSearch();
  const [loginOpen, setLoginOpen] = useState(false);
  const current = search ? `${location}?${search}` : location;

  return (
    <>
      <AppBar
        skipToId="conteudo"
        home="/"
        homeLabel={t('{{brand}}, página inicial', { brand: BRAND_NAME })}
        mark={<BrandMark />}
        linkAs={Link}
        menus={<OtherAppsMenu />}
        account={loading ? null : user ? (
          <Suspense fallback={null}>
            <SignedInActions />
          </Suspense>
        ) : (
          <AppBarSignIn
            linkAs={Link}
            signIn={{ label: t('Entrar'), onClick: () => setLoginOpen(true) }}
            signUp={{ label: t('Criar Conta'), href: withNext('/signup', current) }}
          />
        )}
      />
      <LoginModal open={loginOpen} onOpenChange={setLoginOpen} />
    </>
  );
}
