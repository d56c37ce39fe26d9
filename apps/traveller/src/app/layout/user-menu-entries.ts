/**
 * @module The entries of the traveller's user menu (spec 2.2), in the spec's order; pure, so the Storybook's screen
 * of the header shows the same list (stories/src/screens/TravellerHeader.stories.tsx).
 */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { UserMenuEntry } from '@turismo/ui-kit/UserMenu';

export type UserMenuFacts = {
  /** The account has a role besides client: the compact role switcher shows. */
  severalRoles: boolean;
  /** The profile verification is approved: 'Perfil verificado' instead of 'Obrigatório para oferecer serviços'. */
  verified: boolean;
  /** The account may open the admin panel (permission admin.panel). */
  adminPanel: boolean;
  /** The role switcher to show with several roles. */
  roleSwitcher: ReactNode;
};

/**
 * Minhas Reservas, Parcerias, Programa Fidelidade, the role switcher (several roles only), Verificar Perfil with its
 * hint, Painel Admin (admin-panel access only; another app, a full page load), Perfil, Ajuda.
 */
export function userMenuEntries(t: TFunction, facts: UserMenuFacts): UserMenuEntry[] {
  return [
    { href: '/reservas', label: t('Minhas Reservas') },
    { href: '/partnerships', label: t('Parcerias') },
    { href: '/fidelidade', label: t('Programa Fidelidade') },
    ...(facts.severalRoles ? [{ key: 'role', content: facts.roleSwitcher, separated: true }] : []),
    {
      href: '/profile/verification',
      label: t('Verificar Perfil'),
      // A verified provider is not told it is still required (issue 15).
      hint: facts.verified ? t('Perfil verificado') : t('Obrigatório para oferecer serviços'),
      separated: true,
    },
    ...(facts.adminPanel ? [{ href: '/admin', label: t('Painel Admin'), external: true }] : []),
    { href: '/perfil', label: t('Perfil') },
    { href: '/ajuda', label: t('Ajuda') },
  ];
}
