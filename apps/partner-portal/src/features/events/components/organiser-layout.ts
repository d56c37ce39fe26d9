/** @module The organiser area's shared layout (issue 5): a grid of figures (tables use the kit's TableScroll). */
import styled from 'styled-components';

export const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
