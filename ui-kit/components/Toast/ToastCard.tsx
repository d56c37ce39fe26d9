/// <reference path="../../theme/styled.d.ts" />
/**
 * @module The toast card (icon, title, description, 'Fechar'). ToastProvider fetches this module after the page's first
 * render (issue 13: the home page's first script stays within its budget) and draws the card from it; it is ready long
 * before a person's first action can raise a toast.
 */
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { CloseButton } from '../IconButton';

export type ToastVariant = 'default' | 'success' | 'destructive';

const enter = keyframes`from { transform: translateY(8px); opacity: 0; } to { transform: none; opacity: 1; }`;

const ToastRoot = styled.div`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${enter} ${({ theme }) => theme.transitions.normal};

  & > [data-icon] { margin-top: 2px; color: ${({ theme }) => theme.colors.brand}; }
  &[data-variant='success'] { border-left-color: ${({ theme }) => theme.colors.success}; }
  &[data-variant='success'] > [data-icon] { color: ${({ theme }) => theme.colors.success}; }
  &[data-variant='destructive'] { border-left-color: ${({ theme }) => theme.colors.danger}; background: ${({ theme }) => theme.colors.dangerSoft}; }
  &[data-variant='destructive'] > [data-icon] { color: ${({ theme }) => theme.colors.danger}; }

  & [data-title] { font-weight: ${({ theme }) => theme.fontWeights.bold}; font-size: ${({ theme }) => theme.fontSizes.md}; }
  & [data-description] { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; margin-top: ${({ theme }) => theme.space[0.5]}; }
  & > [data-text] { flex: 1 1 auto; min-width: 0; padding-top: ${({ theme }) => theme.space[0.5]}; overflow-wrap: anywhere; }
`;

const icons: Record<ToastVariant, IconName> = { default: 'info', success: 'check-circle', destructive: 'alert' };

export type ToastProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  onClose?: () => void;
  closeLabel?: string;
};

/** The toast card itself; normally rendered by ToastProvider, exported for stories and custom layouts. */
export const Toast = forwardRef<HTMLDivElement, ToastProps>(function Toast(
  { title, description, variant = 'default', onClose, closeLabel, ...rest },
  ref,
) {
  return (
    <ToastRoot ref={ref} data-variant={variant} {...rest}>
      <Icon name={icons[variant]} />
      <div data-text>
        <div data-title>{title}</div>
        {description ? <div data-description>{description}</div> : null}
      </div>
      {onClose ? (
        <CloseButton label={closeLabel} size="sm" onClick={onClose} />
      ) : null}
    </ToastRoot>
  );
});
