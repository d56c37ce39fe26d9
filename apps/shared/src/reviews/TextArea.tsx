/** @module A labelled multi-line text field in the kit's field style (label, hint, error tied by aria attributes). */
import type { TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlCss, FieldError, FieldHint, FieldLabel, FieldRoot, useFieldIds } from '@turismo/ui-kit/TextField';

const Area = styled.textarea`
  ${controlCss}
  min-height: 6rem;
  resize: vertical;
`;

export function TextArea({ label, hint, error, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  hint?: string;
  error?: string | null;
}) {
  const { controlProps, hintId, errorId } = useFieldIds({ hint, error });
  return (
    <FieldRoot>
      <FieldLabel htmlFor={controlProps.id}>{label}</FieldLabel>
      <Area {...rest} {...controlProps} />
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldRoot>
  );
}
