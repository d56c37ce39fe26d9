/** @module The centred card that frames the /login and /signup pages (usable from 360 px). */
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.main`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.tablet} {
    padding-top: ${({ theme }) => theme.space[12]};
  }
`;

const Panel = styled.section`
  width: 100%;
  max-width: 460px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.md};

  &[data-wide] { max-width: 760px; }

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  text-align: center;
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A wider card (role selection). */
  wide?: boolean;
  children: ReactNode;
}

export function AuthLayout({ title, subtitle, wide, children }: AuthLayoutProps) {
  return (
    <Page>
      <Panel data-wide={wide || undefined} aria-labelledby="auth-title">
        <Title id="auth-title">{title}</Title>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        {children}
      </Panel>
    </Page>
  );
}
