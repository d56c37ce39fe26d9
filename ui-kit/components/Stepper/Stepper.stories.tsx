import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Stepper } from './Stepper';

/** The sign-up wizard's five steps (spec 2.4). */
const steps = ['Credenciais de acesso', 'Informação pessoal', 'Documento de identificação', 'Verificação de fotos', 'Tipos de conta'];

const meta = {
  title: 'Componentes/Stepper',
  component: Stepper,
  args: { steps, current: 1 },
  argTypes: { current: { control: { type: 'range', min: 0, max: 4, step: 1 } } },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('(concluído)');
  },
};

export const Playground: Story = { args: { current: 2 } };

export const WithNavigation: Story = {
  render: function Render(args) {
    const [current, setCurrent] = useState(0);
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 640 }}>
        <Stepper {...args} current={current} />
        <div style={{ display: 'flex', gap: 8, justifyContent: 'space-between' }}>
          <Button variant="outline" disabled={current === 0} onClick={() => setCurrent((c) => c - 1)}>
            Anterior
          </Button>
          <Button disabled={current === args.steps.length - 1} onClick={() => setCurrent((c) => c + 1)}>
            Próximo
          </Button>
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }));
    await expect(canvas.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
  },
};
