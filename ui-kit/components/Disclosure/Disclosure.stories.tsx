import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { useDismiss } from './useDismiss';

/** A panel under its button that closes with `useDismiss`: a press outside, or Escape (focus back to the button). */
function DisclosureDemo() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useDismiss({ open, onDismiss: () => setOpen(false), rootRef, triggerRef });
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', minHeight: 160 }}>
      <div ref={rootRef}>
        <Button ref={triggerRef} variant="outline" aria-expanded={open} aria-controls="painel" onClick={() => setOpen(!open)}>
          Opções
        </Button>
        <section id="painel" aria-label="Painel" hidden={!open} style={{ padding: 12 }}>
          <Button size="sm" variant="ghost">Dentro do painel</Button>
        </section>
      </div>
      <p>Fora do painel</p>
    </div>
  );
}

const meta = {
  title: 'Componentes/Disclosure',
  component: DisclosureDemo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DisclosureDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A press inside keeps it open; Escape closes it and focuses the button; a press outside closes it. */
export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Opções' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Dentro do painel' }));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(canvas.getByText('Fora do painel'));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};
