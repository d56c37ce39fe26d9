/// <reference path="../../theme/styled.d.ts" />
/**
 * @module Facts: a description list of short facts (term, value), terms muted in a column of their own width, values
 * wrapping anywhere so a long address never widens a 360 px card. Write `<dt>` and `<dd>` pairs inside.
 * @example <Facts><dt>Partida</dt><dd>27/11/2026 07:00</dd></Facts>
 */
import styled from 'styled-components';

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
