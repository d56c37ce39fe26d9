/// <reference path="../../theme/styled.d.ts" />
/** @module IconButton: a square button holding only an icon; its `aria-label` is required by the type. */
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> & {
  /** What the button does, e.g. 'Fechar' or 'Notificações'. Required: the icon alone says nothing. */
  'aria-label': string;
  children: ReactNode;
  variant?: 'ghost' | 'outline' | 'primary';
  size?: 'sm' | 'md' | 'lg';
};

const Root = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlMd};
  height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.transitions.fast};

  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }

  &[data-variant='outline'] { border-color: ${({ theme }) => theme.colors.border}; background: ${({ theme }) => theme.colors.surface}; }
  &[data-variant='primary'] { background: ${({ theme }) => theme.colors.brand}; color: ${({ theme }) => theme.colors.onBrand}; }
  &[data-variant='primary']:hover:not(:disabled) { background: ${({ theme }) => theme.colors.brandHover}; }

  &[data-size='sm'] { width: ${({ theme }) => theme.sizes.controlSm}; height: ${({ theme }) => theme.sizes.controlSm}; }
  &[data-size='lg'] { width: ${({ theme }) => theme.sizes.controlLg}; height: ${({ theme }) => theme.sizes.controlLg}; }

  &:disabled { cursor: not-allowed; color: ${({ theme }) => theme.colors.onDisabled}; }
`;

/** @example <IconButton aria-label="Fechar" onClick={close}><Icon name="x" /></IconButton> */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { variant = 'ghost', size = 'md', type = 'button', ...rest },
  ref,
) {
  return <Root ref={ref} type={type} data-variant={variant} data-size={size} {...rest} />;
});
