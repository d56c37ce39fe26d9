/// <reference path="../../theme/styled.d.ts" />
/**
 * @module TableScroll: the box of a data table (earnings, statements, ticket sales, payouts). On a 360 px phone the
 * table scrolls sideways inside it instead of widening the page; cells are left-aligned, small text, one line
 * between rows. The box is `position: relative`, so visually hidden header text stays inside it. Put a `<table>` (with
 * its caption or an aria-label) inside; a box that may scroll is best a named region
 * keyboard users can focus to scroll it (`role="region"`, `aria-label`, `tabIndex={0}`).
 */
import styled from 'styled-components';

/** @example <TableScroll><table aria-label="Vendas por tipo">...</table></TableScroll> */
export const TableScroll = styled.div`
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
