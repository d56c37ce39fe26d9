/// <reference path="../../theme/styled.d.ts" />
/** @module Spinner: an indeterminate progress indicator with a spoken label (role=status). */
import { forwardRef, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';

export type SpinnerProps = HTMLAttributes<HTMLSpanElement> & {
  size?: 'sm' | 'md' | 'lg';
  /** Read by screen readers. Default 'A carregar...'. Pass null inside a control that already says it is busy. */
  label?: string | null;
};

const spin = keyframes`to { transform: rotate(360deg); }`;

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: inherit;

  & > [data-ring] {
    display: block;
    border-radius: ${({ theme }) => theme.radii.round};
    border: 2px solid currentColor;
    border-right-color: transparent;
    animation: ${spin} 0.7s linear infinite;
    width: 20px;
    height: 20px;
  }
  &[data-size='sm'] > [data-ring] { width: 16px; height: 16px; }
  &[data-size='lg'] > [data-ring] { width: 32px; height: 32px; border-width: 3px; }

  ${({ theme }) => theme.media.reducedMotion} {
    & > [data-ring] { animation-duration: 1.5s !important; animation-iteration-count: infinite !important; }
  }
`;

/** @example <Spinner /> or <Spinner size="lg" label="A procurar viagens..." /> */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size = 'md', label: labelProp, ...rest },
  ref,
) {
  const { t } = useTranslation();
  // null: no spoken label (inside a control that already says it is busy).
  const label = labelProp === undefined ? t('A carregar...') : labelProp;
  return (
    <Root ref={ref} role={label ? 'status' : undefined} data-size={size} {...rest}>
      <span data-ring aria-hidden="true" />
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </Root>
  );
});
