/// <reference path="../../theme/styled.d.ts" />
/**
 * @module TableScroll: the box of a data table (earnings, statements, ticket sales, payouts). On a 360 px phone the
 * table scrolls sideways inside it instead of widening the page; cells are left-aligned, small text, one line
 * between rows. The box is `position: relative`, so visually hidden header text stays inside it. Put a `<table>` (with
 * its caption or an aria-label) inside.
 *
 * Keyboard (issue 32; WCAG 2.1.1, axe's scrollable-region-focusable): while the table is wider than its box, the box
 * is a named region in the tab order (`role="region"`, `tabIndex=0`), so arrow keys scroll it; its name is the
 * `aria-label` given, else the table's aria-label or caption, else 'Tabela'. When everything fits it is a plain box.
 */
import { forwardRef, useCallback, useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export type TableScrollProps = HTMLAttributes<HTMLDivElement>;

const Root = styled.div`
  position: relative;
  overflow-x: auto;

  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }

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

/** Whether the box scrolls sideways, and the name of the table inside. */
function measure(node: HTMLDivElement): { scrolls: boolean; name: string | null } {
  const table = node.querySelector('table');
  const name = table?.getAttribute('aria-label') ?? table?.querySelector('caption')?.textContent?.trim() ?? null;
  return { scrolls: node.scrollWidth > node.clientWidth + 1, name: name || null };
}

/** @example <TableScroll><table aria-label="Vendas por tipo">...</table></TableScroll> */
export const TableScroll = forwardRef<HTMLDivElement, TableScrollProps>(function TableScroll(
  { children, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const node = useRef<HTMLDivElement | null>(null);
  const [state, setState] = useState<{ scrolls: boolean; name: string | null }>({ scrolls: false, name: null });

  const update = useCallback(() => {
    if (!node.current) return;
    const next = measure(node.current);
    setState((s) => (s.scrolls === next.scrolls && s.name === next.name ? s : next));
  }, []);

  useEffect(() => {
    update();
    if (!node.current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(node.current);
    const table = node.current.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  });

  const scrollable = state.scrolls
    ? {
      role: 'region',
      tabIndex: 0,
      'aria-label': rest['aria-labelledby'] ? undefined : state.name ?? t('Tabela'),
    }
    : {};

  return (
    <Root
      ref={(el) => {
        node.current = el;
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      }}
      {...scrollable}
      {...rest}
    >
      {children}
    </Root>
  );
});
