/** @module The lodging dashboard's grid of stat cards (spec 2.16), a list of figures. */
import styled from 'styled-components';

export const StatGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
`;
