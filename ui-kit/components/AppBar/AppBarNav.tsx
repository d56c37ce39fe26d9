/// <reference path="../../theme/styled.d.ts" />
/**
 * @module AppBarNav: the AppBar's navigation (an area's pages), a landmark with a list of links; from tablets up (the
 * BottomNav takes over on phones). `current` marks the page (aria-current="page"); `external` marks a link to another
 * app ('Voltar ao Site'), always a plain anchor (a full page load). Its own module: an app bar without navigation
 * (the traveller app's) does not download it.
 */
import type { ElementType } from 'react';
import styled from 'styled-components';

export type AppBarNavItem = {
  href: string;
  label: string;
  /** The page shown now. */
  current?: boolean;
  /** Another app (a full page load), shown in the link colour. */
  external?: boolean;
};

export type AppBarNavProps = {
  /** Accessible name of the navigation, e.g. 'Administração'. */
  label: string;
  items: readonly AppBarNavItem[];
  /** Link component of the area's own links (e.g. wouter's Link). Default: a plain <a>. */
  linkAs?: ElementType;
};

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

/** @example <AppBarNav label="Administração" items={[{ href: '/admin', label: 'Dashboard', current: true }]} /> */
export function AppBarNav({ label, items, linkAs }: AppBarNavProps) {
  return (
    <nav aria-label={label}>
      <NavList>
        {items.map((item) => (
          <li key={item.href}>
            <NavLink
              as={item.external ? 'a' : linkAs}
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
  );
}
