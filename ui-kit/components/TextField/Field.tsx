/// <reference path="../../theme/styled.d.ts" />
/**
 * @module Field: the parts shared by TextField, PasswordField, Select and PlaceInput, for a control of its own: label
 * (with the required mark), hint, error and the ids that tie them to the control (aria-describedby, aria-invalid).
 */
import { type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '../Icon';

/**
 * Ids for a control and its hint/error, and the aria attributes that connect them.
 * @example
 * const ids = useFieldIds({ hint, error });
 * <FieldRoot><FieldLabel htmlFor={ids.id}>{label}<RequiredMark required /></FieldLabel>
 *   <input {...ids.controlProps} /><FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} /></FieldRoot>
 */
export function useFieldIds(options: {
  id?: string;
  hint?: unknown;
  error?: unknown;
  describedBy?: string;
}) {
  const generated = useId();
  const id = options.id ?? `field-${generated}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [options.describedBy, options.error ? errorId : null, options.hint ? hintId : null].filter(Boolean).join(' ') ||
    undefined;
  return {
    id,
    hintId,
    errorId,
    controlProps: {
      id,
      'aria-invalid': options.error ? (true as const) : undefined,
      'aria-describedby': describedBy,
    },
  };
}

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  &[data-full-width] { width: 100%; }
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};

  & > [data-required] { color: ${({ theme }) => theme.colors.dangerText}; margin-left: ${({ theme }) => theme.space[0.5]}; }
`;

export const FieldHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  align-items: flex-start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.dangerText};
`;

/** The label's '*' of a required field (hidden from screen readers: the control says `required`). */
export function RequiredMark({ required }: { required?: boolean }) {
  return required ? <span data-required aria-hidden="true">*</span> : null;
}

/** The hint and the error under a control, with the ids its aria-describedby names. */
export function FieldMessages(
  { hint, error, hintId, errorId }: { hint?: ReactNode; error?: ReactNode; hintId: string; errorId: string },
) {
  return (
    <>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={errorId}>
          <Icon name="alert" size={16} />
          <span>{error}</span>
        </FieldError>
      ) : null}
    </>
  );
}

/** Border, radius, size and states of a text-like control (input, select). */
export const controlCss = css`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  /* 16px keeps iOS Safari from zooming on focus. */
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  transition: border-color ${({ theme }) => theme.transitions.fast};

  &::placeholder { color: ${({ theme }) => theme.colors.textSubtle}; }
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.text}; }
  &:focus-visible,
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[aria-invalid='true']:focus { box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger}; }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.onDisabled};
    cursor: not-allowed;
  }
  &:read-only:not(select) { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;
