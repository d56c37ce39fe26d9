/** @module A table that scrolls sideways on narrow screens (360 px) instead of overflowing the page. */
import styled from 'styled-components';

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
    vertical-align: top;
  }
`;
