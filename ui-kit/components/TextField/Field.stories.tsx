import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { controlCss, FieldError, FieldHint, FieldLabel, FieldMessages, FieldRoot, RequiredMark, useFieldIds } from './Field';
import { InputWrap } from './TextField';

const DateInput = styled.input`
  ${controlCss}
`;

type DateFieldProps = {
  /** The label above the control. */
  label: string;
  /** A hint under it (tied by aria-describedby). */
  hint?: string;
  /** What is wrong (aria-invalid, tied by aria-describedby, read before the hint). */
  error?: string;
  /** The '*' after the label, and the control's `required`. */
  required?: boolean;
};

/** A control the kit has no component for (a date), built from the field parts as TextField is. */
function DateField({ label, hint, error, required }: DateFieldProps) {
  const ids = useFieldIds({ hint, error });
  return (
    <FieldRoot style={{ maxWidth: 320 }}>
      <FieldLabel htmlFor={ids.id}>
        {label}
        <RequiredMark required={required} />
      </FieldLabel>
      <InputWrap>
        <DateInput type="date" required={required} {...ids.controlProps} />
      </InputWrap>
      <FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </FieldRoot>
  );
}

const meta = {
  title: 'Componentes/Field',
  component: DateField,
  subcomponents: { FieldRoot, FieldLabel, RequiredMark, InputWrap, FieldMessages, FieldHint, FieldError },
  args: { label: 'Data de partida', hint: 'A viagem sai de Maputo às 06:30.' },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the control; the hint is its description. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Data de partida/);
    await expect(input).toHaveAccessibleDescription('A viagem sai de Maputo às 06:30.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Required: the '*' is for the eye (hidden from screen readers), the control says `required`. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Data de partida/);
    await expect(input).toBeRequired();
    await expect(canvasElement.querySelector('[data-required]')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** An error: the control is invalid and its description reads the error, then the hint. */
export const WithError: Story = {
  args: { required: true, error: 'Escolha uma data a partir de amanhã.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Data de partida/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Escolha uma data a partir de amanhã. A viagem sai de Maputo às 06:30.');
  },
};
