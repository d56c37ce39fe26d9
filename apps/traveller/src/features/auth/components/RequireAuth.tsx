/**
 * @module The traveller app's access gate (spec 2.5, 8 'Access'): children only for a signed-in user; others see
 * 'Autenticação Necessária' with 'Iniciar Sessão' (the login dialog) and a way back home. Optional stricter gates
 * ask for a verified email or an approved identity verification, with a link to /profile/verification.
 */
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useSession } from '@turismo/app-core/session';
import { AccessGate } from '@turismo/ui-kit/AccessGate';
import { Button } from '@turismo/ui-kit/Button';
import { Spinner } from '@turismo/ui-kit/Spinner';
import { LazyLoginModal as LoginModal } from './LazyLoginModal.tsx';

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
`;

export interface RequireAuthProps {
  children: ReactNode;
  /** Also require a verified email address (spec 2.5's stricter gate). */
  requireVerifiedEmail?: boolean;
  /** Also require an approved identity verification (DECISIONS.md 3: needed to offer services). */
  requireVerifiedProfile?: boolean;
}

export function RequireAuth({ children, requireVerifiedEmail, requireVerifiedProfile }: RequireAuthProps) {
  const { user, loading, profile } = useSession();
  const [loginOpen, setLoginOpen] = useState(false);

  // The dialog stays mounted once opened: the sign-up wizard signs the user in before it has recorded the roles,
  // and must not vanish when the gate gives way to the page.
  const dialog = <LoginModal open={loginOpen} onOpenChange={setLoginOpen} />;

  if (loading) {
    return (
      <Loading>
        <Spinner size="lg" label="A verificar a sessão..." />
      </Loading>
    );
  }

  if (!user) {
    return (
      <>
        <AccessGate
          title="Autenticação Necessária"
          description="Precisa de iniciar sessão para aceder a esta funcionalidade por questões de segurança."
          actions={
            <>
              <Button onClick={() => setLoginOpen(true)}>Iniciar Sessão</Button>
              <Button as={Link} href="/" variant="ghost">
                Voltar ao início
              </Button>
            </>
          }
        />
        {dialog}
      </>
    );
  }

  const emailMissing = requireVerifiedEmail && !user.emailVerified;
  const profileMissing = requireVerifiedProfile && profile?.verificationStatus !== 'approved';
  if (emailMissing || profileMissing) {
    return (
      <>
        <AccessGate
          title="Verificação Necessária"
          description="Precisa de verificar a sua identidade e documentos para usar esta funcionalidade."
          actions={
            <>
              <Button as={Link} href="/profile/verification">
                Verificar Perfil
              </Button>
              <Button as={Link} href="/" variant="ghost">
                Voltar ao início
              </Button>
            </>
          }
        />
        {dialog}
      </>
    );
  }

  return (
    <>
      {children}
      {dialog}
    </>
  );
}
