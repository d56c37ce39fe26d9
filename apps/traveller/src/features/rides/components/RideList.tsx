/** @module A responsive grid of ride cards (one column at 360 px), and the 'Dias seguintes' separator in it. */
import styled from 'styled-components';

export const RideGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  &[data-wide] {
    ${({ theme }) => theme.media.desktop} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
`;

/** The separator between the date searched and the following days (issue 13): a full row of the grid. */
export const LaterDays = styled.li`
  grid-column: 1 / -1;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space[3]};

  h2,
  h3,
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
