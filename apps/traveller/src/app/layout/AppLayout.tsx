/**
 * @module The frame around every traveller screen except /login and /signup, in the apps' one AppFrame (app core):
 * header (with the skip link), main content at least a screen high (issue 13: the footer never moves while a page
 * loads), footer and the phone's bottom bar. After a route change focus moves to the main content so screen readers
 * announce the new page.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@turismo/app-core/LanguageSwitch';
import { BRAND_NAME } from '@turismo/app-core/document-title';
import { AppFrame } from '@turismo/app-core/AppFrame';
import { isOtherAppPath } from '../../lib/internal-links.ts';
import { Header } from './Header.tsx';
import { MobileNav } from './MobileNav.tsx';

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

  return (
    <AppFrame
      isOwnPath={(path) => !isOtherAppPath(path)}
      fullHeightMain
      header={<Header />}
      footer={
        <Footer>
          <FooterRow>
            <p>
              {t('{{brand}}: viagens, alojamentos e eventos em Moçambique.', { brand: BRAND_NAME })}{' '}
              <Link href="/ajuda">{t('Ajuda')}</Link>
            </p>
            <LanguageSwitch />
          </FooterRow>
        </Footer>
      }
      bottom={<MobileNav />}
    >
      {children}
    </AppFrame>
  );
}
