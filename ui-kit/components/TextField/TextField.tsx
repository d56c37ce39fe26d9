/// <reference path="../../theme/styled.d.ts" />
/**
 * @module TextField: a labelled text input with an optional hint and error. The error sets aria-invalid and is
 * read through aria-describedby; ids come from useId unless `id` is given.
 */
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlCss, FieldLabel, FieldMessages, FieldRoot, RequiredMark, useFieldIds } from './Field';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  label: ReactNode;
  /** Validation message; marks the input aria-invalid. */
  error?: ReactNode;
  /** Help text under the input. */
  hint?: ReactNode;
  /** Something inside the input's right edge (a unit, a toggle button). */
  endAdornment?: ReactNode;
  /** Hide the label visually (it is still the accessible name). */
  hideLabel?: boolean;
};

export const InputWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  & > [data-adornment] {
    position: absolute;
    right: ${({ theme }) => theme.space[1]};
    display: flex;
    align-items: center;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Input = styled.input`
  ${controlCss}
  &[data-has-adornment] { padding-right: ${({ theme }) => theme.space[12]}; }
`;

const HiddenLabel = styled(FieldLabel)`
  &[data-hidden] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

/** @example <TextField label="Email" type="email" error={errors.email} autoComplete="email" /> */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, endAdornment, hideLabel, id: idProp, className, style, required, type = 'text', ...rest },
  ref,
) {
  const { id, hintId, errorId, controlProps } = useFieldIds({
    id: idProp,
    hint,
    error,
    describedBy: rest['aria-describedby'],
  });
  return (
    <FieldRoot className={className} style={style} data-invalid={error ? true : undefined}>
      <HiddenLabel htmlFor={id} data-hidden={hideLabel || undefined}>
        {label}
        <RequiredMark required={required} />
      </HiddenLabel>
      <InputWrap>
        <Input
          ref={ref}
          type={type}
          required={required}
          data-has-adornment={endAdornment ? true : undefined}
          {...rest}
          {...controlProps}
        />
        {endAdornment ? <span data-adornment>{endAdornment}</span> : null}
      </InputWrap>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </FieldRoot>
  );
});
