/**
 * @module Who may enter each partner area (spec 2.15, 2.16, 8 'Access'; DECISIONS.md 3), as predicates for the core's
 * RequireSession: the area's role (or another that may run it), then an approved identity verification. The server
 * checks the same rules on every call; these only explain them.
 */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ROLE_LABELS, type Role } from '@turismo/app-core/roles';
import { loginHref, VERIFICATION_HREF } from '@turismo/app-core/links';
import { RequireSession, type SessionPredicate, verificationRefusal } from '@turismo/app-core/RequireSession';
import { Button } from '@turismo/ui-kit/Button';
import { SuspendedNotice } from '@turismo/app-core/SuspendedNotice';

/** Texts of the signed-in-without-role panel, e.g. for hotel_manager 'Perfil de Gestor de Alojamento necessário'. */
export function missingRoleTexts(role: Role, t: TFunction): { title: string; description: string } {
  const label = t(ROLE_LABELS[role]);
  return {
    title: t('Perfil de {{label}} necessário', { label }),
    description: t(
      'Esta área é exclusiva para contas com o perfil {{label}}, e a sua conta ainda não o tem. Veja os seus tipos de conta e o estado da verificação na página de verificação do perfil.',
      { label },
    ),
  };
}

/** The area's rule: `role` (or one of `alsoRoles`) held, and the identity verification approved. */
export function areaAccess(role: Role, t: TFunction, alsoRoles: readonly Role[] = []): SessionPredicate {
  return ({ hasRole, profile }) => {
    if (!hasRole(role) && !alsoRoles.some((r) => hasRole(r))) {
      return {
        icon: 'alert',
        ...missingRoleTexts(role, t),
        action: <Button as="a" href={VERIFICATION_HREF}>{t('Ver Tipos de Conta e Verificação')}</Button>,
      };
    }
    if (profile?.verificationStatus !== 'approved') {
      return verificationRefusal(<Button as="a" href={VERIFICATION_HREF}>{t('Verificar Perfil')}</Button>, 'alert');
    }
    return true;
  };
}

export type AreaGateProps = {
  role: Role;
  /** Other roles that may enter too (the organiser area also admits accommodation managers, who run events). */
  alsoRoles?: readonly Role[];
  /** Shown to signed-out visitors. */
  signedOut: { title: string; description: string; action: string };
  /** What works when the profile request gets no answer (no network), e.g. the offline check-in; else 'Erro'. */
  unreachable?: ReactNode;
  children: ReactNode;
};

/** @example <AreaGate role="driver" signedOut={...}><DriverRoutes /></AreaGate> */
export function AreaGate({ role, alsoRoles, signedOut, unreachable, children }: AreaGateProps) {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <RequireSession
      allow={areaAccess(role, t, alsoRoles)}
      signedOut={{ ...signedOut, action: <Button as="a" href={loginHref(location)}>{signedOut.action}</Button> }}
      back={<Button as="a" href="/" variant="ghost">{t('Voltar ao Site')}</Button>}
      unreachable={unreachable === undefined ? undefined : <AreaContent>{unreachable}</AreaContent>}
    >
      <AreaContent>{children}</AreaContent>
    </RequireSession>
  );
}

/**
 * The area's pages under the suspended account's notice (issue 32: told at once, not on submit). The gate's offline
 * branch and its signed-in branch both render through it, so the pages sit at the same place in the tree either way:
 * when the network returns and the profile arrives, the page is not mounted anew (the offline check-in keeps the
 * last send's figures and sends its queue once; ADR 0035, addendum).
 */
function AreaContent({ children }: { children: ReactNode }) {
  return (
    <>
      <SuspendedNotice />
      {children}
    </>
  );
}
