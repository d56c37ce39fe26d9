/// <reference path="../../theme/styled.d.ts" />
/**
 * @module Stack: flex layout with a gap from the spacing scale. `rowFrom` makes a row that stacks as a column
 * on narrower screens (mobile first).
 */
import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import type { SpaceKey } from '../../theme/tokens';

export type StackProps = HTMLAttributes<HTMLDivElement> & {
  direction?: 'column' | 'row';
  /** Key of theme.space. Default 3 (12px). */
  gap?: SpaceKey;
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  justify?: 'start' | 'center' | 'end' | 'between';
  wrap?: boolean;
  /** Column below this breakpoint, row from it on. Overrides `direction`. */
  rowFrom?: 'sm' | 'tablet' | 'desktop';
  as?: ElementType;
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;

  &[data-direction='row'] { flex-direction: row; }
  &[data-wrap] { flex-wrap: wrap; }

  ${({ theme }) =>
    Object.entries(theme.space)
      .map(([key, value]) => `&[data-gap='${key}'] { gap: ${value}; }`)
      .join('\n')}

  &[data-align='start'] { align-items: flex-start; }
  &[data-align='center'] { align-items: center; }
  &[data-align='end'] { align-items: flex-end; }
  &[data-align='stretch'] { align-items: stretch; }
  &[data-align='baseline'] { align-items: baseline; }
  &[data-justify='start'] { justify-content: flex-start; }
  &[data-justify='center'] { justify-content: center; }
  &[data-justify='end'] { justify-content: flex-end; }
  &[data-justify='between'] { justify-content: space-between; }

  ${({ theme }) => theme.media.sm} { &[data-row-from='sm'] { flex-direction: row; } }
  ${({ theme }) => theme.media.tablet} { &[data-row-from='tablet'] { flex-direction: row; } }
  ${({ theme }) => theme.media.desktop} { &[data-row-from='desktop'] { flex-direction: row; } }
`;

/** @example <Stack direction="row" gap={2} justify="end"><Button>Cancelar</Button><Button>Guardar</Button></Stack> */
export const Stack = forwardRef<HTMLDivElement, StackProps>(function Stack(
  { direction = 'column', gap = 3, align, justify, wrap, rowFrom, ...rest },
  ref,
) {
  return (
    <Root
      ref={ref}
      data-direction={rowFrom ? 'column' : direction}
      data-gap={gap}
      data-align={align}
      data-justify={justify}
      data-wrap={wrap || undefined}
      data-row-from={rowFrom}
      {...rest}
    />
  );
});
