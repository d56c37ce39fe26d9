/**
 * @module The admin app's frame (spec 2.17): app-core's AreaFrame with the admin's places: the sticky header (logo to
 * /admin; Dashboard, Utilizadores, Pagamentos and 'Voltar ao Site' from tablets up; the account area), the main
 * content and, on phones, a bottom bar with the same places. After a route change focus moves to the main content.
 */
import type { ReactNode } from 'react';
import { AreaFrame } from '@turismo/app-core/AreaFrame';
import { isUnder } from '@turismo/app-core/links';

/** The admin app routes only /admin and /admin/*; every other path is another app (DECISIONS.md 4). */
const isAdminPath = (path: string) => isUnder(path, ['/admin']);

export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <AreaFrame
      home="/admin"
      areaName="Admin"
      homeLabel="MozTurismo Admin, dashboard"
      navLabel="Administração"
      isOwnPath={isAdminPath}
      nav={[
        { href: '/admin', label: 'Dashboard', exact: true },
        { href: '/admin/users', label: 'Utilizadores' },
        { href: '/admin/payouts', label: 'Pagamentos' },
        { href: '/', label: 'Voltar ao Site', external: true },
      ]}
      bottom={[
        { href: '/admin', label: 'Dashboard', icon: 'home', exact: true },
        { href: '/admin/users', label: 'Utilizadores', icon: 'user' },
        { href: '/admin/billing', label: 'Faturação', icon: 'ticket' },
        { href: '/admin/payouts', label: 'Pagamentos', icon: 'wallet' },
        { href: '/', label: 'Voltar', icon: 'chevron-left' },
      ]}
    >
      {children}
    </AreaFrame>
  );
}
