/// <reference path="../../theme/styled.d.ts" />
/** @module VisuallyHidden: text for screen readers only (the classic clip pattern, still focusable). */
import { forwardRef, type HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Shared with components that hide text themselves. */
export const visuallyHiddenCss = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0, 0, 0, 0) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

const Root = styled.span`
  ${visuallyHiddenCss}
`;

/** @example <VisuallyHidden>Abrir menu</VisuallyHidden> */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden(props, ref) {
  return <Root ref={ref} {...props} />;
});
