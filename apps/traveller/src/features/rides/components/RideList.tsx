/** @module A responsive grid of ride cards (one column at 360 px). */
import styled from 'styled-components';

export const RideGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }

  &[data-wide] {
    ${({ theme }) => theme.media.desktop} {
      grid-template-columns: repeat(3, 1fr);
    }
  }
`;
