import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Facts } from '../Facts';
import { Photo } from '../Photo';
import { SummaryCard } from './SummaryCard';

const meta = {
  title: 'Componentes/SummaryCard',
  component: SummaryCard,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
  args: {
    'aria-label': 'Maputo → Inhambane, 27/11/2026',
    title: 'Maputo → Inhambane',
    price: { centavos: 150000, after: 'por lugar' },
    actions: <Button size="sm">Reservar</Button>,
    children: (
      <Facts>
        <dt>Data</dt>
        <dd>27/11/2026</dd>
        <dt>Partida</dt>
        <dd>07:00</dd>
        <dt>Motorista</dt>
        <dd>Carlos Mondlane</dd>
      </Facts>
    ),
  },
} satisfies Meta<typeof SummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A ride: title, facts, the price per seat on one line and the action in the footer. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Maputo → Inhambane, 27/11/2026' });
    await expect(within(card).getByRole('heading', { level: 3, name: 'Maputo → Inhambane' })).toBeInTheDocument();
    // The amount is one unbreakable run; the words after it are muted and separate.
    const amount = card.querySelector('[data-money-text]') as HTMLElement;
    await expect(getComputedStyle(amount).whiteSpace).toBe('nowrap');
    await expect(amount.textContent).toMatch(/1\s?500,00/);
    await expect(canvas.getByText('por lugar')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Reservar' })).toBeInTheDocument();
  },
};

/** A special offer: a badge beside the title. */
export const WithBadge: Story = {
  args: { badges: <Badge tone="success">−15%</Badge> },
};

/** An event: a 16:9 cover with badges on its corner, the category beside the title, a plain price, two actions. */
export const EventCover: Story = {
  args: {
    'aria-label': 'Festival de Música do Tofo',
    title: 'Festival de Música do Tofo',
    media: <Photo photo={null} label="Festival de Música do Tofo" aspectRatio={16 / 9} />,
    mediaBadges: (
      <>
        <Badge tone="brand">Destaque</Badge>
        <Badge tone="success">Parcerias</Badge>
      </>
    ),
    badges: <Badge tone="info">Entretenimento</Badge>,
    price: { centavos: 50000, after: 'por bilhete', emphasis: 'plain' },
    actions: (
      <>
        <Button variant="outline">Detalhes</Button>
        <Button>Reservar</Button>
      </>
    ),
    children: (
      <Facts>
        <dt>Data</dt>
        <dd>12/12/2026 · 18:00</dd>
        <dt>Local</dt>
        <dd>Praia do Tofo, Inhambane</dd>
      </Facts>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Destaque')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Festival de Música do Tofo' })).toHaveTextContent('FM');
    await expect(canvas.getByText('por bilhete')).toBeInTheDocument();
  },
};

/** A stay: the photo beside the content from tablets up (above it on phones), the action beside the price. */
export const StaySide: Story = {
  args: {
    'aria-label': 'Casa do Mar Tofo, Quarto Duplo',
    title: 'Casa do Mar Tofo',
    media: <Photo photo={null} label="Casa do Mar Tofo" sizes="(min-width: 768px) 160px, 100vw" />,
    mediaPlacement: 'side',
    price: { centavos: 350000, before: 'A partir de', after: 'por noite' },
    children: <Badge tone="neutral">Sem avaliações</Badge>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A partir de')).toBeInTheDocument();
    // Beside the price, in the same row (not in a footer of its own).
    await expect(canvas.getByRole('button', { name: 'Reservar' }).parentElement?.querySelector('[data-price]')).not.toBeNull();
  },
};

/** A booking: the status beside the title, the total among the facts, no price line; no action, no footer. */
export const Booking: Story = {
  args: {
    'aria-label': 'Maputo → Inhambane, Confirmada',
    headingLevel: 2,
    badges: <Badge tone="success">Confirmada</Badge>,
    price: undefined,
    actions: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Maputo → Inhambane');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('[data-price]')).toBeNull();
  },
};

/** A free event: the price is a word, not an amount. */
export const Free: Story = {
  args: { price: { text: 'Gratuito', emphasis: 'plain' } },
};

/** At 360 px: long titles and addresses wrap; the amount never does. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  args: { title: 'Terminal Rodoviário da Junta, Maputo → Praia do Tofo, Inhambane', price: { centavos: 1115000, after: 'por lugar' } },
};
