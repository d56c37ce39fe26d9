/**
 * @module The gate in front of the admin app (spec 2.17, 6, 8 'Access'; DECISIONS.md 3): signed out ->
 * 'Autenticação Necessária' with a link to /login?next=<path>; signed in without the admin.panel permission ->
 * 'Acesso negado'; otherwise the admin screens. The server checks the same permission on every admin call.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { useSession } from '@turismo/app-core/session';
import { AccessGate } from '@turismo/ui-kit/AccessGate';
import { Button } from '@turismo/ui-kit/Button';
import { Spinner } from '@turismo/ui-kit/Spinner';
import { loginHref } from './links.ts';

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]}`};
`;

export function AdminGate({ children }: { children: ReactNode }) {
  const { user, loading, profile, profileError, refreshProfile, can } = useSession();
  const [location] = useLocation();
  const back = (
    <Button as="a" href="/" variant="ghost">
      Voltar ao Site
    </Button>
  );

  // Permissions come with the profile; wait for it before deciding.
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
        title="Autenticação Necessária"
        description="Precisa de iniciar sessão para aceder a esta funcionalidade por questões de segurança."
        actions={
          <>
            <Button as="a" href={loginHref(location)}>
              Iniciar Sessão
            </Button>
            {back}
          </>
        }
      />
    );
  }

  if (!can('admin.panel')) {
    return (
      <AccessGate
        icon="alert"
        title="Acesso negado"
        description="O painel de administração é reservado a administradores da plataforma. A sua conta não tem esta permissão."
        actions={back}
      />
    );
  }

  return <>{children}</>;
}
