/**
 * @module Small presentational helpers for the foundations pages (tables of tokens), and `useCopy`: the pages are in
 * the toolbar's language ('Idioma': Português or English), as the screens are.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** The page's text in the shown language: `const l = useCopy(); l('Cores', 'Colours')`. */
export function useCopy(): <T extends ReactNode>(pt: T, en: T) => T {
  const { i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  return (pt, en) => (english ? en : pt);
}

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  max-width: ${({ theme }) => theme.sizes.container.lg};

  & h1 { font-size: ${({ theme }) => theme.fontSizes['3xl']}; }
  & h2 { font-size: ${({ theme }) => theme.fontSizes.xl}; margin-bottom: ${({ theme }) => theme.space[3]}; }
  & p, & li { color: ${({ theme }) => theme.colors.textMuted}; }
  & code { font-family: ${({ theme }) => theme.fonts.mono}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SwatchRoot = styled.li`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};

  & > [data-chip] { height: 64px; }
  & > [data-meta] { padding: ${({ theme }) => theme.space[2]}; display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[0.5]}; }
  & [data-value] { color: ${({ theme }) => theme.colors.textMuted}; }
`;

export function Swatch({ name, value }: { name: string; value: string }) {
  return (
    <SwatchRoot>
      <span data-chip style={{ background: value }} aria-hidden="true" />
      <span data-meta>
        <code>{name}</code>
        <code data-value>{value}</code>
      </span>
    </SwatchRoot>
  );
}

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & th, & td {
    text-align: left;
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
    overflow-wrap: anywhere;
  }
  & th { color: ${({ theme }) => theme.colors.textMuted}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
`;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
