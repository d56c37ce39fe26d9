/** @module Page frame shared by the apps' screens: a centred column with the screen's one <h1> and optional intro. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDocumentTitle } from './document-title.ts';

export type PageProps = {
  /** The visible <h1> and the first part of the browser tab title. */
  title: string;
  /** Optional intro under the title. */
  description?: ReactNode;
  /** Tab title when it differs from the heading. */
  documentTitle?: string;
  /** Column width: 'lg' for reading screens (traveller), 'xl' for dashboards (partner portal, admin). */
  width?: 'lg' | 'xl';
  children?: ReactNode;
};

const Root = styled.div<{ $width: 'lg' | 'xl' }>`
  width: 100%;
  max-width: ${({ theme, $width }) => theme.sizes.container[$width]};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[6]}`};
  }
`;

const Heading = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    color: ${({ theme }) => theme.colors.text};

    ${({ theme }) => theme.media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes['3xl']};
    }
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** @example <Page title="Minhas Reservas">...</Page> */
export function Page({ title, description, documentTitle, width = 'lg', children }: PageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <Root $width={width}>
      <Heading>
        <h1>{title}</h1>
        {description ? <p>{description}</p> : null}
      </Heading>
      {children}
    </Root>
  );
}
