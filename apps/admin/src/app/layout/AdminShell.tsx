/**
 * @module The admin app's frame (spec 2.17): sticky header (logo to /admin; Dashboard, Utilizadores and 'Voltar ao
 * Site' from tablets up; the account area), the main content and, on phones, a bottom bar with the same places.
 * After a route change focus moves to the main content so screen readers announce the new page.
 */
import { useTranslation } from 'react-i18next';
import { type ReactNode, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { AppHeader } from '@turismo/ui-kit/AppHeader';
import { BottomNav } from '@turismo/ui-kit/BottomNav';
import { interceptLinks, isUnder } from '@turismo/app-core/links';
import { AccountMenu } from '@turismo/app-core/AccountMenu';
import { HeaderActions, SessionBell } from '@turismo/app-core/NotificationBell';

/** The admin app routes only /admin and /admin/*; every other path is another app (DECISIONS.md 4). */
const isAdminPath = (path: string) => isUnder(path, ['/admin']);

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

/** Whether `href` is the current admin page ('/admin' only exactly, the others with their sub-paths). */
function isCurrent(location: string, href: string): boolean {
  const path = location.replace(/\/+$/, '') || '/';
  if (path === href) return true;
  return href !== '/admin' && path.startsWith(`${href}/`);
}

export function AdminShell({ children }: { children: ReactNode }) {
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

  const current = (href: string) => (isCurrent(location, href) ? 'page' : undefined);

  return (
    <Shell onClick={interceptLinks(isAdminPath, navigate)}>
      <AppHeader
        skipToId="conteudo"
        logo={
          <Logo href="/admin" aria-label={t('MozTurismo Admin, dashboard')}>
            MozTurismo <small>Admin</small>{/* i18n-exempt: the brand */}
          </Logo>
        }
        left={
          <nav aria-label={t('Administração')}>
            <NavList>
              <li>
                <NavLink as={Link} href="/admin" aria-current={current('/admin')}>{t('Dashboard')}</NavLink>
              </li>
              <li>
                <NavLink as={Link} href="/admin/users" aria-current={current('/admin/users')}>{t('Utilizadores')}</NavLink>
              </li>
              <li>
                <NavLink as={Link} href="/admin/payouts" aria-current={current('/admin/payouts')}>{t('Pagamentos')}</NavLink>
              </li>
              <li>
                <NavLink href="/" data-external>{t('Voltar ao Site')}</NavLink>
              </li>
            </NavList>
          </nav>
        }
        right={
          <HeaderActions>
            <SessionBell isOwnPath={isAdminPath} navigate={navigate} />
            <AccountMenu />
          </HeaderActions>
        }
      />
      <Main id="conteudo" ref={mainRef} tabIndex={-1}>
        {children}
      </Main>
      <BottomNav
        aria-label={t('Administração (telemóvel)')}
        items={[
          { href: '/admin', label: t('Dashboard'), icon: 'home', active: isCurrent(location, '/admin') },
          { href: '/admin/users', label: t('Utilizadores'), icon: 'user', active: isCurrent(location, '/admin/users') },
          { href: '/admin/billing', label: t('Faturação'), icon: 'ticket', active: isCurrent(location, '/admin/billing') },
          { href: '/admin/payouts', label: t('Pagamentos'), icon: 'wallet', active: isCurrent(location, '/admin/payouts') },
          { href: '/', label: t('Voltar'), icon: 'chevron-left' },
        ]}
      />
    </Shell>
  );
}
