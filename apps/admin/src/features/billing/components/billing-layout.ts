/** @module Styled parts shared by the billing page's sections (the fee and calculator panels). */
import styled from 'styled-components';

/** A bordered panel with its heading, muted text, form and a definition list of figures. */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  form { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[3]}; }
  dl { display: grid; grid-template-columns: 1fr auto; gap: ${({ theme }) => theme.space[2]}; margin: 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
`;
