/**
 * @module The admin app's frame (spec 2.17): app-core's AreaFrame with the admin's places: the sticky header (logo to
 * /admin; Dashboard, Utilizadores, Pagamentos and 'Voltar ao Site' from tablets up; the account area), the main
 * content and, on phones, a bottom bar with the same places. After a route change focus moves to the main content.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaFrame } from '@turismo/app-core/AreaFrame';
import { isUnder } from '@turismo/app-core/links';

/** The admin app routes only /admin and /admin/*; every other path is another app (DECISIONS.md 4). */
const isAdminPath = (path: string) => isUnder(path, ['/admin']);

export function AdminShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AreaFrame
      home="/admin"
      // i18n-exempt: the brand's area name
      areaName="Admin"
      homeLabel={t('MozTurismo Admin, dashboard')}
      navLabel={t('Administração')}
      isOwnPath={isAdminPath}
      nav={[
        { href: '/admin', label: t('Dashboard'), exact: true },
        { href: '/admin/users', label: t('Utilizadores') },
        { href: '/admin/payouts', label: t('Pagamentos') },
        { href: '/admin/disputes', label: t('Disputas') },
        { href: '/admin/support', label: t('Suporte') },
        { href: '/', label: t('Voltar ao Site'), external: true },
      ]}
      bottom={[
        { href: '/admin', label: t('Dashboard'), icon: 'home', exact: true },
        { href: '/admin/users', label: t('Utilizadores'), icon: 'user' },
        { href: '/admin/billing', label: t('Faturação'), icon: 'ticket' },
        { href: '/admin/payouts', label: t('Pagamentos'), icon: 'wallet' },
        { href: '/', label: t('Voltar'), icon: 'chevron-left' },
      ]}
    >
      {children}
    </AreaFrame>
  );
}
