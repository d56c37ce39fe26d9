/** @module Styled parts of the stay booking panel: the sums list and the date fields (its column is lib/booking-attempt's). */
import styled from 'styled-components';

export const Sums = styled.dl`
  display: grid;
  grid-template-columns: 1fr max-content;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dd {
    margin: 0;
    text-align: right;
  }

  [data-total] {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
`;
