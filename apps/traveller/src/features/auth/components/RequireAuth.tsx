/**
 * @module The traveller app's access gate (spec 2.5, 8 'Access'): the core's RequireSession with the traveller's sign-in
 * action, the login dialog (the other apps link to /login instead). Optional stricter gates ask for a verified email or
 * an approved identity verification, with a link to /profile/verification.
 */
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_HREF } from '@turismo/app-core/links';
import { RequireSession, verificationRefusal } from '@turismo/app-core/RequireSession';
import { Button } from '@turismo/ui-kit/Button';
import { LazyLoginModal as LoginModal } from './LazyLoginModal.tsx';

export interface RequireAuthProps {
  children: ReactNode;
  /** Also require a verified email address (spec 2.5's stricter gate). */
  requireVerifiedEmail?: boolean;
  /** Also require an approved identity verification (DECISIONS.md 3: needed to offer services). */
  requireVerifiedProfile?: boolean;
}

export function RequireAuth({ children, requireVerifiedEmail, requireVerifiedProfile }: RequireAuthProps) {
  const { t } = useTranslation();
  const [loginOpen, setLoginOpen] = useState(false);
  return (
    <>
      <RequireSession
        // Pages behind this gate need only the Firebase user; the profile loads beside them.
        waitForProfile={false}
        allow={({ user, profile }) => {
          const emailMissing = requireVerifiedEmail && !user?.emailVerified;
          const profileMissing = requireVerifiedProfile && profile?.verificationStatus !== 'approved';
          if (!emailMissing && !profileMissing) return true;
          return verificationRefusal(<Button as={Link} href={VERIFICATION_HREF}>{t('Verificar Perfil')}</Button>);
        }}
        signedOut={{ action: <Button onClick={() => setLoginOpen(true)}>{t('Iniciar Sessão')}</Button> }}
        back={<Button as={Link} href="/" variant="ghost">{t('Voltar ao início')}</Button>}
      >
        {children}
      </RequireSession>
      {/* The dialog stays mounted once opened: the sign-up wizard signs the user in before it has recorded the roles,
          and must not vanish when the gate gives way to the page. */}
      <LoginModal open={loginOpen} onOpenChange={setLoginOpen} />
    </>
  );
}
