/// <reference path="../../theme/styled.d.ts" />
/**
 * @module AppBar: the header of an area app (the admin app, each partner area): the brand linking to the area's
 * home ('MozTurismo' and the area's name), the area's navigation (from tablets up; the BottomNav takes over on
 * phones) and the account slot (bell, account menu), on the sticky AppHeader with its skip link. The links are plain
 * anchors: each app's frame intercepts clicks on its own paths (app-core links.ts), so the kit needs no router.
 * `current` marks the page (aria-current="page"); `external` marks a link to another app ('Voltar ao Site').
 */
import { forwardRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { AppHeader, type AppHeaderProps } from '../AppHeader';

export type AppBarNavItem = {
  href: string;
  label: string;
  /** The page shown now. */
  current?: boolean;
  /** Another app (a full page load), shown in the link colour. */
  external?: boolean;
};

export type AppBarProps = Omit<AppHeaderProps, 'logo' | 'left' | 'right'> & {
  /** The area's home, the brand's link. */
  home: string;
  /** The area's name after the brand, e.g. 'Admin', 'Motoristas'. */
  area: string;
  /** Accessible name of the brand link, e.g. 'MozTurismo Admin, dashboard'. */
  homeLabel: string;
  /** Accessible name of the navigation, e.g. 'Administração'. */
  navLabel: string;
  nav: readonly AppBarNavItem[];
  /** The account slot: the notification bell, the account menu. */
  account?: ReactNode;
};

const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.controlMd};
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

/**
 * @example <AppBar home="/admin" area="Admin" homeLabel="MozTurismo Admin, dashboard" navLabel="Administração"
 *   nav={[{ href: '/admin', label: 'Dashboard', current: true }]} account={<AccountMenu />} skipToId="conteudo" />
 */
export const AppBar = forwardRef<HTMLElement, AppBarProps>(function AppBar(
  { home, area, homeLabel, navLabel, nav, account, ...rest },
  ref,
) {
  return (
    <AppHeader
      ref={ref}
      {...rest}
      logo={
        <Brand href={home} aria-label={homeLabel}>
          {/* i18n-exempt: the brand */}
          MozTurismo <small>{area}</small>
        </Brand>
      }
      left={
        <nav aria-label={navLabel}>
          <NavList>
            {nav.map((item) => (
              <li key={item.href}>
                <NavLink
                  href={item.href}
                  aria-current={item.current ? 'page' : undefined}
                  data-external={item.external || undefined}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </NavList>
        </nav>
      }
      right={account}
    />
  );
});
