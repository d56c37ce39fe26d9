/** @module The organiser area's shared layout (issue 5): a grid of figures and a scrollable table. */
import styled from 'styled-components';

export const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const TableWrap = styled.div`
  position: relative;
  overflow-x: auto;

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
