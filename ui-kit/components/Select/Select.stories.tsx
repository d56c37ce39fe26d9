import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

/** The sign-up wizard's city choices (spec section 5). */
const cities = [
  'Maputo', 'Matola', 'Beira', 'Nampula', 'Chimoio', 'Nacala', 'Quelimane', 'Tete', 'Xai-Xai', 'Lichinga', 'Pemba',
  'Inhambane', 'Maxixe', 'Gurué', 'Manica', 'Montepuez', 'Cuamba', 'Dondo', 'Angoche', 'Chokwé', 'Mocuba', 'Manhiça',
  'Marracuene', 'Vilanculos', 'Massinga',
].map((c) => ({ value: c, label: c }));

const meta = {
  title: 'Componentes/Select',
  component: Select,
  args: { label: 'Cidade', options: cities, placeholder: 'Selecione a cidade', defaultValue: '', onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Cidade');
    await userEvent.selectOptions(select, 'Quelimane');
    await expect(select).toHaveValue('Quelimane');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Playground: Story = { args: { hint: '', error: '', disabled: false, required: true } };

export const WithError: Story = {
  args: { error: 'Por favor, preencha todos os campos pessoais.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Cidade');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Por favor, preencha todos os campos pessoais.');
  },
};

export const Language: Story = {
  args: {
    label: 'Idioma',
    placeholder: undefined,
    defaultValue: 'pt',
    options: [
      { value: 'pt', label: 'Português' },
      { value: 'en', label: 'English' },
    ],
  },
};
