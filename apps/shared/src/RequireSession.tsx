/**
 * @module The apps' one access gate (spec 2.5, 2.15-2.17, 6, 8 'Access'; DECISIONS.md 3). In order: the profile
 * request got no answer (no network) -> `unreachable` when given; the profile failed to load -> 'Erro' with 'Tentar
 * novamente'; while Firebase (and, when `waitForProfile`, the API profile) is loading -> a spinner; signed out -> the
 * sign-in panel; signed in but `allow` refuses -> that refusal's panel; otherwise the children. The server checks
 * the same permissions on every call; this gate only explains them.
 */
import { useTranslation } from 'react-i18next';
import { i18n, msg } from './i18n.ts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { IconName } from '@turismo/ui-kit/Icon';
import { AccessGate } from '@turismo/ui-kit/AccessGate';
import { Button } from '@turismo/ui-kit/Button';
import { Spinner } from '@turismo/ui-kit/Spinner';
import { unanswered } from './api.ts';
import { type Session, useSession } from './session.tsx';

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]}`};
`;

/** A refusal panel: why the signed-in user may not enter, and what to do (a button or link). */
export type Refusal = { icon?: IconName; title: string; description: string; action?: ReactNode };

/** The predicate: `true` admits the user, a {@link Refusal} explains why not. */
export type SessionPredicate = (session: Session) => true | Refusal;

export type RequireSessionProps = {
  children: ReactNode;
  /** Who may enter; every signed-in user by default. */
  allow?: SessionPredicate;
  /** Shown to a signed-out visitor: title and description (defaults: spec 2.5's texts) and the sign-in action. */
  signedOut: { title?: string; description?: string; action: ReactNode };
  /** The way back, shown beside every panel's action (e.g. 'Voltar ao Site'). */
  back: ReactNode;
  /** Wait for the API profile (roles, permissions, verification) before deciding; true by default. */
  waitForProfile?: boolean;
  /**
   * Shown to a signed-in user instead of the 'Erro' panel when the profile request got no answer at all (no network,
   * the server unreachable): what works without the server, e.g. the organiser's offline check-in (ADR 0035). It
   * decides nothing the server would: every later call is checked there again. Rendered where the children are, so
   * when it is the children's own element, in the same shape (e.g. both wrapped by one component), it is not mounted
   * anew and keeps its state once the profile arrives.
   */
  unreachable?: ReactNode;
};

/** Spec 2.5's texts (catalog keys: shown with t()). */
export const SIGNED_OUT_TITLE = msg('Autenticação Necessária');
export const SIGNED_OUT_DESCRIPTION = msg(
  'Precisa de iniciar sessão para aceder a esta funcionalidade por questões de segurança.',
);

/** Spec 2.5's stricter gate (an approved identity verification) with its action, e.g. a link to the verification page. */
export function verificationRefusal(action: ReactNode, icon?: IconName): Refusal {
  return {
    icon,
    title: i18n.t('Verificação Necessária'),
    description: i18n.t('Precisa de verificar a sua identidade e documentos para usar esta funcionalidade.'),
    action,
  };
}

/**
 * @example <RequireSession allow={(s) => s.can('admin.panel') || denied} signedOut={{ action: signIn }} back={back}>
 */
export function RequireSession(
  { children, allow, signedOut, back, waitForProfile = true, unreachable }: RequireSessionProps,
) {
  const { t } = useTranslation();
  const session = useSession();
  const { user, loading, profile, profileError, refreshProfile } = session;

  if (unreachable && waitForProfile && user && !profile && profileError && unanswered(profileError)) {
    return <>{unreachable}</>;
  }

  if (waitForProfile && user && !profile && profileError) {
    return (
      <AccessGate
        title={t('Erro')}
        description={t('Não foi possível carregar o seu perfil. Verifique a sua ligação e tente novamente.')}
        actions={<Button onClick={() => void refreshProfile()}>{t('Tentar novamente')}</Button>}
      />
    );
  }

  if (loading || (waitForProfile && user && !profile)) {
    return (
      <Loading>
        <Spinner size="lg" label={t('A verificar a sessão...')} />
      </Loading>
    );
  }

  if (!user) {
    return (
      <AccessGate
        icon="user"
        title={signedOut.title ?? t(SIGNED_OUT_TITLE)}
        description={signedOut.description ?? t(SIGNED_OUT_DESCRIPTION)}
        actions={
          <>
            {signedOut.action}
            {back}
          </>
        }
      />
    );
  }

  const verdict = allow ? allow(session) : true;
  if (verdict !== true) {
    return (
      <AccessGate
        icon={verdict.icon}
        title={verdict.title}
        description={verdict.description}
        actions={
          <>
            {verdict.action}
            {back}
          </>
        }
      />
    );
  }

  return <>{children}</>;
}
