/**
 * @module The frame of each partner area: the sticky header (logo to the area's home, the area's navigation on
 * tablets and up, extra links, the account area), the main content and the phone's bottom bar. After a route change
 * focus moves to the main content so screen readers announce the new page.
 */
import { useTranslation } from 'react-i18next';
import { type ReactNode, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { AppHeader } from '@turismo/ui-kit/AppHeader';
import { BottomNav, type BottomNavItem } from '@turismo/ui-kit/BottomNav';
import { interceptLinks } from '@turismo/app-core/links';
import { isPortalPath } from '../../lib/links.ts';
import { AccountMenu } from '@turismo/app-core/AccountMenu';
import { HeaderActions, SessionBell } from '@turismo/app-core/NotificationBell';

export type AreaNavItem = {
  href: string;
  label: string;
  /** Only this exact path is current (the area's home); otherwise sub-paths count too. */
  exact?: boolean;
  /** Another app (e.g. 'Voltar ao Site' to /): a plain link with a full page load. */
  external?: boolean;
};

export type AreaShellProps = {
  /** The area's home, e.g. '/drivers'. */
  home: string;
  /** Short name shown next to the brand, e.g. 'Motoristas'. */
  areaName: string;
  /** Accessible name of the header's navigation, e.g. 'Área do Motorista'. */
  navLabel: string;
  nav: readonly AreaNavItem[];
  /** Phone bottom bar; `active` is computed from the location. */
  bottom: readonly (Omit<BottomNavItem, 'active'> & { exact?: boolean })[];
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

const Logo = styled(Link)`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.controlMd};
  align-items: center;
  color: ${({ theme }) => theme.colors.brand};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  white-space: nowrap;

  small {
    color: ${({ theme }) => theme.colors.accentStrong};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  &:focus-visible {
    outline: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;
`;

const NavLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;

  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  &[data-external] { color: ${({ theme }) => theme.colors.ocean}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

/** Whether `href` is the current page for `location`. */
export function isCurrent(location: string, href: string, exact = false): boolean {
  const path = location.replace(/\/+$/, '') || '/';
  if (path === href) return true;
  return !exact && path.startsWith(`${href}/`);
}

export function AreaShell({ home, areaName, navLabel, nav, bottom, children }: AreaShellProps) {
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
    <Shell onClick={interceptLinks(isPortalPath, navigate)}>
      <AppHeader
        skipToId="conteudo"
        logo={
          <Logo href={home} aria-label={t('MozTurismo {{areaName}}, início da área', { areaName })}>
            {'MozTurismo' /* the brand */} <small>{areaName}</small>
          </Logo>
        }
        left={
          <nav aria-label={navLabel}>
            <NavList>
              {nav.map((item) => (
                <li key={item.href}>
                  {item.external ? (
                    <NavLink href={item.href} data-external>
                      {item.label}
                    </NavLink>
                  ) : (
                    <NavLink
                      as={Link}
                      href={item.href}
                      aria-current={isCurrent(location, item.href, item.exact) ? 'page' : undefined}
                    >
                      {item.label}
                    </NavLink>
                  )}
                </li>
              ))}
            </NavList>
          </nav>
        }
        right={
          <HeaderActions>
            <SessionBell isOwnPath={isPortalPath} navigate={navigate} />
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
