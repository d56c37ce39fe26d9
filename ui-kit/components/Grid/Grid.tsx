/// <reference path="../../theme/styled.d.ts" />
/**
 * @module Grid: a responsive grid of equal columns (mobile first): one column on phones, `tablet` columns from
 * 768 px, `desktop` columns from the desktop breakpoint, with a gap from the spacing scale. A list of cards by
 * default (`ul`, no bullets or indent; each card an `li`); `as="div"` for a grid of form fields.
 */
import { forwardRef, type ElementType, type HTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import type { SpaceKey } from '../../theme/tokens';

export type GridColumns = 1 | 2 | 3 | 4 | 5;

export type GridProps = HTMLAttributes<HTMLElement> & {
  /** Columns from 768 px. Default 2. */
  tablet?: GridColumns;
  /** Columns from the desktop breakpoint. Default: as on tablets. */
  desktop?: GridColumns;
  /** Key of theme.space. Default 3 (12px). */
  gap?: SpaceKey;
  /** Default 'ul'. */
  as?: ElementType;
};

const COLUMNS: GridColumns[] = [1, 2, 3, 4, 5];

const Root = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) =>
    Object.entries(theme.space)
      .map(([key, value]) => `&[data-gap='${key}'] { gap: ${value}; }`)
      .join('\n')}

  ${({ theme }) => theme.media.tablet} {
    ${COLUMNS.map((n) => `&[data-tablet='${n}'] { grid-template-columns: repeat(${n}, minmax(0, 1fr)); }`).join('\n')}
  }

  ${({ theme }) => theme.media.desktop} {
    ${COLUMNS.map((n) => `&[data-desktop='${n}'] { grid-template-columns: repeat(${n}, minmax(0, 1fr)); }`).join('\n')}
  }
`;

/** @example <Grid tablet={2} desktop={3}>{rides.map((r) => <li key={r.id}><RideCard ride={r} /></li>)}</Grid> */
export const Grid = forwardRef<HTMLElement, GridProps>(function Grid(
  { tablet = 2, desktop, gap = 3, as = 'ul', ...rest },
  ref,
) {
  return <Root ref={ref as Ref<HTMLUListElement>} as={as} data-tablet={tablet} data-desktop={desktop ?? tablet} data-gap={gap} {...rest} />;
});
