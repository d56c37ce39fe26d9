/** @module The admin dashboard's shared layout (spec 2.17): a titled section, two columns, and a list of bordered items. */
import styled from 'styled-components';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  & > h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.desktop} { grid-template-columns: 1fr 1fr; }
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    overflow-wrap: anywhere;
  }
  [data-row] { display: flex; flex-wrap: wrap; align-items: center; gap: ${({ theme }) => theme.space[2]}; }
  strong { font-size: ${({ theme }) => theme.fontSizes.md}; }
  small, p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  a { color: ${({ theme }) => theme.colors.brand}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  a:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;
