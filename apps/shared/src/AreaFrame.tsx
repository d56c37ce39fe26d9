/**
 * @module The frame of an area app, the same for the admin app (apps/admin AdminShell) and each partner area
 * (apps/partner-portal AreaShell): the kit's AppBar (brand to the area's home, the area's navigation from tablets up,
 * the account slot with the notification bell and the account menu), the main content and, on phones, the bottom
 * bar. Clicks on links to the app's own paths navigate without a reload; after a route change focus moves to the main
 * content so screen readers announce the new page.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { AppBar, AppBarNav } from '@turismo/ui-kit/AppBar';
import { BottomNav, type BottomNavItem } from '@turismo/ui-kit/BottomNav';
import { AccountMenu } from './AccountMenu.tsx';
import { interceptLinks } from './links.ts';
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

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.colors.bg};
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  outline: none;
`;

/** Whether `href` is the current page for `location` (with its sub-paths unless `exact`). */
export function isCurrent(location: string, href: string, exact = false): boolean {
  const path = location.replace(/\/+$/, '') || '/';
  if (path === href) return true;
  return !exact && path.startsWith(`${href}/`);
}

export function AreaFrame(
  { home, areaName, homeLabel, navLabel, nav, bottom, isOwnPath, children }: AreaFrameProps,
) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
    try {
      window.scrollTo(0, 0);
    } catch {
      // jsdom has no layout; scrolling is only a nicety.
    }
  }, [location]);

  return (
    <Shell onClick={interceptLinks(isOwnPath, navigate)}>
      <AppBar
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
            <AccountMenu />
          </HeaderActions>
        }
      />
      <Main id="conteudo" ref={mainRef} tabIndex={-1}>
        {children}
      </Main>
      <BottomNav
        aria-label={t('{{navLabel}} (telemóvel)', { navLabel })}
        items={bottom.map(({ exact, ...item }) => ({
          ...item,
          active: item.href !== '/' && isCurrent(location, item.href, exact),
        }))}
      />
    </Shell>
  );
}
