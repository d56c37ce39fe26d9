/**
 * @module The frame of the home page's highlight sections (spec 2.3: 'Destaques' per tab): a titled section and a
 * grid of cards, one column on phones and three from tablets, with the cards' title and muted lines styled alike.
 */
import styled from 'styled-components';
import { Grid } from '@turismo/ui-kit/Grid';

export const HighlightsSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const HighlightsGrid = styled(Grid).attrs({ tablet: 3 })`
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
