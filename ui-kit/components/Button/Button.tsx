/// <reference path="../../theme/styled.d.ts" />
/**
 * @module Button: the kit's action button. Variants and sizes are data-* attributes styled in one block.
 * While `loading` it is disabled, says aria-busy and shows a spinner next to the (kept) label.
 */
import { forwardRef, type ButtonHTMLAttributes, type ElementType, type ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button, sets aria-busy and shows a spinner. */
  loading?: boolean;
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /** Render as another element, e.g. a router link: `<Button as={Link} href="/reservas">`. */
  as?: ElementType;
  href?: string;
};

export const ButtonRoot = styled.button`
  --btn-bg: ${({ theme }) => theme.colors.brand};
  --btn-bg-hover: ${({ theme }) => theme.colors.brandHover};
  --btn-fg: ${({ theme }) => theme.colors.onBrand};
  --btn-border: transparent;

  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid var(--btn-border);
  border-radius: ${({ theme }) => theme.radii.md};
  background: var(--btn-bg);
  color: var(--btn-fg);
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};

  &:hover:not(:disabled):not([aria-disabled='true']) { background: var(--btn-bg-hover); }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }

  &[data-variant='secondary'] {
    --btn-bg: ${({ theme }) => theme.colors.accent};
    --btn-bg-hover: ${({ theme }) => theme.colors.accentHover};
    --btn-fg: ${({ theme }) => theme.colors.onAccent};
  }
  &[data-variant='outline'] {
    --btn-bg: ${({ theme }) => theme.colors.surface};
    --btn-bg-hover: ${({ theme }) => theme.colors.brandSoft};
    --btn-fg: ${({ theme }) => theme.colors.brand};
    --btn-border: ${({ theme }) => theme.colors.brand};
  }
  &[data-variant='ghost'] {
    --btn-bg: transparent;
    --btn-bg-hover: ${({ theme }) => theme.colors.surfaceMuted};
    --btn-fg: ${({ theme }) => theme.colors.text};
  }
  &[data-variant='destructive'] {
    --btn-bg: ${({ theme }) => theme.colors.danger};
    --btn-bg-hover: ${({ theme }) => theme.colors.dangerHover};
    --btn-fg: ${({ theme }) => theme.colors.textInverse};
  }

  &[data-size='sm'] {
    min-height: ${({ theme }) => theme.sizes.controlSm};
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &[data-size='lg'] {
    min-height: ${({ theme }) => theme.sizes.controlLg};
    padding: 0 ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  &[data-full-width] { display: flex; width: 100%; }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    --btn-bg: ${({ theme }) => theme.colors.disabled};
    --btn-fg: ${({ theme }) => theme.colors.onDisabled};
    --btn-border: transparent;
  }
  &[data-loading] { cursor: progress; }
`;

/**
 * @example <Button onClick={search}>Buscar Viagens</Button>
 * @example <Button type="submit" loading={busy}>{busy ? 'Entrando...' : 'Entrar'}</Button>
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    startIcon,
    endIcon,
    disabled,
    children,
    as,
    type,
    ...rest
  },
  ref,
) {
  const isNativeButton = as === undefined || as === 'button';
  return (
    <ButtonRoot
      ref={ref}
      as={as}
      type={isNativeButton ? (type ?? 'button') : undefined}
      disabled={isNativeButton ? disabled || loading : undefined}
      aria-disabled={!isNativeButton && (disabled || loading) ? true : undefined}
      aria-busy={loading || undefined}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      data-loading={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" label={null} /> : startIcon}
      {children}
      {loading ? null : endIcon}
    </ButtonRoot>
  );
});
