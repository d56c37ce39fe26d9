/**
 * @module The frame of an area app, the same for the admin app (apps/admin AdminShell) and each partner area
 * (apps/partner-portal AreaShell): the kit's AppBar (brand to the area's home, the area's navigation from tablets up,
 * the account slot with the notification bell and the account menu), the main content and, on phones, the bottom
 * bar, in the apps' one AppFrame (links, focus after a route change).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { AppBar, AppBarNav } from '@turismo/ui-kit/AppBar';
import { BottomNav, type BottomNavItem } from '@turismo/ui-kit/BottomNav';
import { AccountMenu } from './AccountMenu.tsx';
import { AppFrame, isCurrent } from './AppFrame.tsx';

export { isCurrent } from './AppFrame.tsx';
import { HeaderActions, SessionBell } from './NotificationBell.tsx';

export type AreaNavItem = {
  href: string;
  label: string;
  /** Only this exact path is current (the area's home); otherwise sub-paths count too. */
  exact?: boolean;
  /** Another app (e.g. 'Voltar ao Site' to /): a plain link with a full page load. */
  external?: boolean;
};

export type AreaFrameProps = {
  /** The area's home, e.g. '/drivers'. */
  home: string;
  /** Short name shown next to the brand, e.g. 'Motoristas'. */
  areaName: string;
  /** Accessible name of the brand link; default 'MozTurismo <areaName>, início da área'. */
  homeLabel?: string;
  /** Accessible name of the header's navigation, e.g. 'Área do Motorista'. */
  navLabel: string;
  nav: readonly AreaNavItem[];
  /** Phone bottom bar; `active` is computed from the location ('/' is never active). */
  bottom: readonly (Omit<BottomNavItem, 'active'> & { exact?: boolean })[];
  /** Whether a same-origin path belongs to this app (the others load in full). */
  isOwnPath: (path: string) => boolean;
  children: ReactNode;
};

export function AreaFrame(
  { home, areaName, homeLabel, navLabel, nav, bottom, isOwnPath, children }: AreaFrameProps,
) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();

  return (
    <AppFrame
      isOwnPath={isOwnPath}
      header={<AppBar
        skipToId="conteudo"
        home={home}
        area={areaName}
        homeLabel={homeLabel ?? t('MozTurismo {{areaName}}, início da área', { areaName })}
        nav={
          <AppBarNav
            label={navLabel}
            items={nav.map((item) => ({
              href: item.href,
              label: item.label,
              external: item.external,
              current: !item.external && isCurrent(location, item.href, item.exact),
            }))}
          />
        }
        account={
          <HeaderActions>
            <SessionBell isOwnPath={isOwnPath} navigate={navigate} />
            <AccountMenu siteLink />
          </HeaderActions>
        }
      />}
      bottom={<BottomNav
        aria-label={t('{{navLabel}} (telemóvel)', { navLabel })}
        items={bottom.map(({ exact, ...item }) => ({
          ...item,
          active: item.href !== '/' && isCurrent(location, item.href, exact),
        }))}
      />}
    >
      {children}
    </AppFrame>
  );
}
