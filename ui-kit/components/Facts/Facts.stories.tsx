import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Facts } from './Facts';

const meta = {
  title: 'Content/Facts',
  component: Facts,
} satisfies Meta<typeof Facts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A ride's facts as the partner areas show them; the long address wraps inside its column. */
export const Ride: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <Facts>
        <dt>Partida</dt>
        <dd>27/11/2026 07:00</dd>
        <dt>Recolha</dt>
        <dd>Terminal de autocarros da Junta, Avenida de Moçambique, Maputo</dd>
        <dt>Lugares</dt>
        <dd>3 de 4 livres</dd>
      </Facts>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Partida').tagName).toBe('DT');
    await expect(canvas.getByText('3 de 4 livres').tagName).toBe('DD');
  },
};
