/// <reference path="../../theme/styled.d.ts" />
/**
 * @module AppBar: the header of every app (the traveller app, the admin app, each partner area): the brand linking to
 * the app's home (an optional logo mark, 'MozTurismo' and the area's name; with a mark the text shows from 480 px up,
 * so a 360 px phone keeps room for the actions), the area's navigation (from tablets up; the BottomNav takes over on
 * phones), menus such as 'Outras Apps' and the account slot, on the sticky AppHeader with its skip link. The account
 * slot has three states: empty while the session loads (no flash), AppBarSignIn when signed out ('Entrar', and a
 * sign-up link from tablets up), the bell and the UserMenu when signed in. The links are plain anchors unless
 * `linkAs` is given: each app's frame intercepts clicks on its own paths (app-core links.ts), so the kit needs no
 * router.
 */
import { forwardRef, type ElementType, type ReactNode } from 'react';
import styled from 'styled-components';
import { AppHeader, type AppHeaderProps } from '../AppHeader';
import { Button } from '../Button';

export type AppBarProps = Omit<AppHeaderProps, 'logo' | 'left' | 'right'> & {
  /** The area's home, the brand's link. */
  home: string;
  /** The area's name after the brand, e.g. 'Admin', 'Motoristas'; none for the traveller app. */
  area?: string;
  /** Accessible name of the brand link, e.g. 'MozTurismo Admin, dashboard'. */
  homeLabel: string;
  /** The logo mark before the brand's text (an SVG, aria-hidden); the text then shows from 480 px up. */
  mark?: ReactNode;
  /**
   * The area's navigation, an AppBarNav (its own module, so an app without one does not download it); hidden below
   * 768 px, where the BottomNav takes over.
   */
  nav?: ReactNode;
  /** Menus before the account slot, e.g. 'Outras Apps'. */
  menus?: ReactNode;
  /** The account slot: nothing while the session loads, AppBarSignIn, or the bell and the UserMenu. */
  account?: ReactNode;
  /** Link component of the brand and the navigation (e.g. wouter's Link). Default: a plain <a>. */
  linkAs?: ElementType;
};

export type AppBarSignInProps = {
  /** The sign-in button, e.g. 'Entrar' opening the login modal. */
  signIn: { label: string; onClick: () => void };
  /** The sign-up link, shown from tablets up (on phones the sign-in dialog offers it), e.g. 'Criar Conta'. */
  signUp?: { label: string; href: string };
  /** Link component of the sign-up link. Default: a plain <a>. */
  linkAs?: ElementType;
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

  &[data-marked] > [data-text] {
    display: none;
    ${({ theme }) => theme.media.sm} { display: inline; }
  }

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


/** The sign-up link; on phones the sign-in button (whose dialog offers sign-up too) is enough. */
const WideOnly = styled.span`
  display: none;
  ${({ theme }) => theme.media.tablet} { display: contents; }
`;

/**
 * The account slot of a signed-out visitor: one sign-in control (issue 15) and, from tablets up, the sign-up link.
 * @example <AppBarSignIn signIn={{ label: 'Entrar', onClick: openLogin }} signUp={{ label: 'Criar Conta', href: '/signup' }} />
 */
export function AppBarSignIn({ signIn, signUp, linkAs = 'a' }: AppBarSignInProps) {
  return (
    <>
      <Button size="sm" onClick={signIn.onClick}>
        {signIn.label}
      </Button>
      {signUp ? (
        <WideOnly>
          <Button as={linkAs} href={signUp.href} size="sm" variant="outline">
            {signUp.label}
          </Button>
        </WideOnly>
      ) : null}
    </>
  );
}

/**
 * @example <AppBar home="/admin" area="Admin" homeLabel="MozTurismo Admin, dashboard" skipToId="conteudo"
 *   nav={<AppBarNav label="Administração" items={[{ href: '/admin', label: 'Dashboard', current: true }]} />}
 *   account={<AccountMenu />} />
 */
export const AppBar = forwardRef<HTMLElement, AppBarProps>(function AppBar(
  { home, area, homeLabel, mark, nav, menus, account, linkAs, ...rest },
  ref,
) {
  return (
    <AppHeader
      ref={ref}
      {...rest}
      logo={
        <Brand as={linkAs} href={home} aria-label={homeLabel} data-marked={mark ? '' : undefined}>
          {mark}
          {/* i18n-exempt: the brand */}
          <span data-text aria-hidden={mark ? true : undefined}>MozTurismo{area ? <> <small>{area}</small></> : null}</span>
        </Brand>
      }
      left={nav}
      right={
        <>
          {menus}
          {account}
        </>
      }
    />
  );
});
