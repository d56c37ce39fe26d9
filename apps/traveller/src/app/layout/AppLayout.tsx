/**
 * @module The frame around every traveller screen except /login and /signup: header (with the skip link), main content,
 * footer and the phone's bottom bar. After a route change focus moves to the main content so screen readers
 * announce the new page.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@turismo/app-core/LanguageSwitch';
import { BRAND_NAME } from '@turismo/app-core/document-title';
import { interceptLinks } from '@turismo/app-core/links';
import { isOtherAppPath } from '../../lib/internal-links.ts';
import { Header } from './Header.tsx';
import { MobileNav } from './MobileNav.tsx';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.colors.bg};
`;

/**
 * At least a screen high, so the footer starts below the fold and never moves while a page loads its chunk and data
 * (issue 13: the footer's shift was the layout shift of /rides and the stay page).
 */
const Main = styled.main`
  flex: 1;
  width: 100%;
  min-height: 100vh;
  min-height: 100dvh;
  outline: none;
`;

const Footer = styled.footer`
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;

  a {
    color: ${({ theme }) => theme.colors.ocean};
  }

  p {
    margin: 0;
  }
`;

/** The footer's line and the language switch; they wrap on a 360 px phone. */
const FooterRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export function AppLayout({ children }: { children: ReactNode }) {
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
    if (typeof window.scrollTo === 'function') {
      try {
        window.scrollTo(0, 0);
      } catch {
        // jsdom has no layout; scrolling is only a nicety.
      }
    }
  }, [location]);

  return (
    <Shell onClick={interceptLinks((path) => !isOtherAppPath(path), navigate)}>
      <Header />
      <Main id="conteudo" ref={mainRef} tabIndex={-1}>
        {children}
      </Main>
      <Footer>
        <FooterRow>
          <p>
            {t('{{brand}}: viagens, alojamentos e eventos em Moçambique.', { brand: BRAND_NAME })}{' '}
            <Link href="/blog">{t('Ajuda')}</Link>
          </p>
          <LanguageSwitch />
        </FooterRow>
      </Footer>
      <MobileNav />
    </Shell>
  );
}
