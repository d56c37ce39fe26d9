/// <reference path="../../theme/styled.d.ts" />
/** @module Select: a labelled native select (best on phones) with hint, error and an optional placeholder. */
import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { controlCss, FieldLabel, FieldMessages, FieldRoot, RequiredMark, useFieldIds } from '../TextField/Field';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  error?: ReactNode;
  hint?: ReactNode;
  /** A first, empty option such as 'Selecione a cidade'. */
  placeholder?: string;
};

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  & > svg {
    position: absolute;
    right: ${({ theme }) => theme.space[3]};
    pointer-events: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const NativeSelect = styled.select`
  ${controlCss}
  appearance: none;
  padding-right: ${({ theme }) => theme.space[10]};
  cursor: pointer;
`;

/** @example <Select label="Cidade" placeholder="Selecione a cidade" options={cities} /> */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, error, hint, placeholder, id: idProp, className, style, required, ...rest },
  ref,
) {
  const { id, hintId, errorId, controlProps } = useFieldIds({
    id: idProp,
    hint,
    error,
    describedBy: rest['aria-describedby'],
  });
  return (
    <FieldRoot className={className} style={style}>
      <FieldLabel htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </FieldLabel>
      <Wrap>
        <NativeSelect ref={ref} required={required} {...rest} {...controlProps}>
          {placeholder !== undefined ? (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          ) : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
        <Icon name="chevron-down" size={18} />
      </Wrap>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </FieldRoot>
  );
});
