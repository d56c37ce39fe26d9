/// <reference path="../../theme/styled.d.ts" />
/**
 * @module Checkbox: a native checkbox with its label (the whole row is clickable, 44 px touch target) and an
 * optional hint or error.
 */
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, useFieldIds } from '../TextField/Field';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};

  & > [data-hint],
  & > [data-error] { padding-left: ${({ theme }) => theme.space[8]}; }
`;

const Row = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: ${({ theme }) => theme.space[2]} 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  & > input {
    flex-shrink: 0;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.brand};
    cursor: inherit;
  }
  & > input:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  & > input[aria-invalid='true'] { outline: 2px solid ${({ theme }) => theme.colors.danger}; outline-offset: 1px; }
  &:has(input:disabled) { cursor: not-allowed; color: ${({ theme }) => theme.colors.onDisabled}; }
`;

/** @example <Checkbox label="Notificações de reservas e viagens" checked={on} onChange={(e) => setOn(e.target.checked)} /> */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, error, id: idProp, className, style, ...rest },
  ref,
) {
  const { id, hintId, errorId, controlProps } = useFieldIds({
    id: idProp,
    hint,
    error,
    describedBy: rest['aria-describedby'],
  });
  return (
    <Root className={className} style={style}>
      <Row htmlFor={id}>
        <input ref={ref} type="checkbox" {...rest} {...controlProps} />
        <span>{label}</span>
      </Row>
      {hint ? (
        <FieldHint id={hintId} data-hint>
          {hint}
        </FieldHint>
      ) : null}
      {error ? (
        <FieldError id={errorId} data-error>
          {error}
        </FieldError>
      ) : null}
    </Root>
  );
});
