/**
 * @module The gate in front of each partner area (spec 2.15, 2.16, 8 'Access'; DECISIONS.md 3). In order:
 * signed out -> the area's sign-in panel with a link to /login?next=<path>; signed in without the area's role ->
 * an honest panel naming the role; role held but identity verification not approved -> 'Verificação Necessária';
 * otherwise the area. The server checks the same rules on every call; this gate only explains them.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { ROLE_LABELS, type Role } from '@turismo/app-core/roles';
import { useSession } from '@turismo/app-core/session';
import { AccessGate } from '@turismo/ui-kit/AccessGate';
import { Button } from '@turismo/ui-kit/Button';
import { Spinner } from '@turismo/ui-kit/Spinner';
import { loginHref, VERIFICATION_HREF } from './links.ts';

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]}`};
`;

export type AreaGateProps = {
  /** The role the area needs (its name is shown when missing). */
  role: Role;
  /** Other roles that may enter too (the organiser area also admits accommodation managers, who run events). */
  alsoRoles?: readonly Role[];
  /** Shown to signed-out visitors. */
  signedOut: { title: string; description: string; action: string };
  children: ReactNode;
};

/** Texts of the signed-in-without-role panel, e.g. for hotel_manager 'Perfil de Gestor de Alojamento necessário'. */
export function missingRoleTexts(role: Role): { title: string; description: string } {
  const label = ROLE_LABELS[role];
  return {
    title: `Perfil de ${label} necessário`,
    description: `Esta área é exclusiva para contas com o perfil ${label}, e a sua conta ainda não o tem. ` +
      'Veja os seus tipos de conta e o estado da verificação na página de verificação do perfil.',
  };
}

/** @example <AreaGate role="driver" signedOut={...}><DriverRoutes /></AreaGate> */
export function AreaGate({ role, alsoRoles = [], signedOut, children }: AreaGateProps) {
  const { user, loading, profile, profileError, refreshProfile, hasRole } = useSession();
  const [location] = useLocation();
  const back = (
    <Button as="a" href="/" variant="ghost">
      Voltar ao Site
    </Button>
  );

  // The profile (roles, verification) follows the Firebase user; wait for both before deciding.
  if (user && !profile && profileError) {
    return (
      <AccessGate
        title="Erro"
        description="Não foi possível carregar o seu perfil. Verifique a sua ligação e tente novamente."
        actions={<Button onClick={() => void refreshProfile()}>Tentar novamente</Button>}
      />
    );
  }

  if (loading || (user && !profile)) {
    return (
      <Loading>
        <Spinner size="lg" label="A verificar a sessão..." />
      </Loading>
    );
  }

  if (!user) {
    return (
      <AccessGate
        icon="user"
        title={signedOut.title}
        description={signedOut.description}
        actions={
          <>
            <Button as="a" href={loginHref(location)}>
              {signedOut.action}
            </Button>
            {back}
          </>
        }
      />
    );
  }

  if (!hasRole(role) && !alsoRoles.some((r) => hasRole(r))) {
    const texts = missingRoleTexts(role);
    return (
      <AccessGate
        icon="alert"
        title={texts.title}
        description={texts.description}
        actions={
          <>
            <Button as="a" href={VERIFICATION_HREF}>
              Ver Tipos de Conta e Verificação
            </Button>
            {back}
          </>
        }
      />
    );
  }

  if (profile?.verificationStatus !== 'approved') {
    return (
      <AccessGate
        icon="alert"
        title="Verificação Necessária"
        description="Precisa de verificar a sua identidade e documentos para usar esta funcionalidade."
        actions={
          <>
            <Button as="a" href={VERIFICATION_HREF}>
              Verificar Perfil
            </Button>
            {back}
          </>
        }
      />
    );
  }

  return <>{children}</>;
}
