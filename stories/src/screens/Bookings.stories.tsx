/**
 * @module Screens for designers (issue 10): Minhas Reservas (/reservas, spec 2.10) as the traveller app composes it
 * for a signed-in traveller (apps/traveller/src/app/pages/MyBookings.tsx, behind BookingsScreen's sign-in gate): the
 * bookings feature's page with the reviews feature's prompt, the payments feature's dialog and bank transfer details,
 * and the open chats. The API's answers are the demo traveller's (bookings-fixtures.ts), served without a network
 * (recorded-api.tsx). The toolbar's 'Idioma' shows it in English; every state is also shown at 1280 px (issue 34).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MyBookings } from '../../../apps/traveller/src/app/pages/MyBookings.tsx';
import {
  bookingsAnswers,
  EVENT_TICKETS,
  OPEN_CHATS,
  RIDE_CANCELLED,
  RIDE_COMPLETED,
  RIDE_PAID,
  STAY_BANK_TRANSFER,
  STAY_TRANSFER,
  STAY_TRANSFER_PENDING,
  STAY_UNPAID,
} from './bookings-fixtures.ts';
import { type Answer, LOADING, Screen } from './recorded-api.tsx';
import { shown } from './screen-queries.ts';
import { EN_DESKTOP, EN_PHONE, NO_CONTROL, onDesktop, screenMeta } from './screen-story.ts';

/** The signed-in part of BookingsScreen, in the story's recorded API. */
function MinhasReservas({ answers }: { answers: readonly Answer[] }) {
  return (
    <Screen path="/reservas" answers={answers}>
      <MyBookings openChats={OPEN_CHATS} />
    </Screen>
  );
}

const meta = {
  title: 'Ecrãs/Reservas',
  component: MinhasReservas,
  tags: ['!autodocs'],
  ...screenMeta('traveller'),
  args: { answers: bookingsAnswers() },
  argTypes: { answers: NO_CONTROL },
} satisfies Meta<typeof MinhasReservas>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 'Ativas (3)', the next trip first: a ride paid by M-Pesa (its car and plate, 'Chat', 'Cancelar', its receipt), a
 * stay waiting for payment ('Pagar', 'Por pagar') and two festival tickets with their QR codes; above them, last
 * week's trip to review ('Por avaliar').
 */
export const Ativas: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Minhas Reservas' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Ativas (3)', selected: true })).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Maputo → Inhambane, Confirmada',
      'Casa do Mar Tofo, Pendente',
      'Festival de Música do Tofo, Confirmada',
    ]);
    const ride = within(cards[0]!);
    await expect(await ride.findByText('AAB 123 MC')).toBeVisible();
    await expect(ride.getByRole('link', { name: 'Chat sobre a reserva Maputo → Inhambane' })).toBeVisible();
    await expect(await ride.findByRole('link', { name: 'Recibo 000043' })).toBeVisible();
    const stay = within(cards[1]!);
    await expect(stay.getByRole('button', { name: 'Pagar reserva Casa do Mar Tofo' })).toBeVisible();
    await expect(stay.getByText('Por pagar')).toBeVisible();
    const event = within(cards[2]!);
    await expect(event.getAllByRole('img', { name: /^Código QR do bilhete/ })).toHaveLength(2);
    await expect(event.getByText('2 × VIP')).toBeVisible();
    const review = within(await canvas.findByRole('region', { name: 'Por avaliar' }));
    await expect(review.getByText(/Maputo → Inhambane/)).toBeVisible();
  },
};

/** 'Anteriores (2)': the trip cancelled with its refund ('Reembolsado', fee included) and last week's completed trip. */
export const Anteriores: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Anteriores (2)' }));
    const cancelled = within(canvas.getByRole('article', { name: 'Maputo → Bilene, Cancelada' }));
    await expect(cancelled.getByText('Reembolsado')).toBeVisible();
    await expect(canvasElement.querySelector('[data-refund-status="succeeded"]')).toHaveTextContent(
      shown(RIDE_CANCELLED.refund!.amountCents),
    );
    await expect(await cancelled.findByRole('link', { name: 'Recibo de reembolso 000044' })).toBeVisible();
    await expect(cancelled.queryByRole('button', { name: /Cancelar/ })).toBeNull();
    await expect(canvas.getByRole('article', { name: 'Maputo → Inhambane, Concluída' })).toBeVisible();
  },
};

/**
 * 'Pagar' on the stay: the payment dialog with the establishment and room type, its total and the three methods (Cartão,
 * which sends the traveller to the acquirer's hosted page; M-Pesa; Transferência Bancária, with the platform's account and
 * the booking's reference). Paying itself needs the API.
 */
export const Pagamento: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pagar reserva Casa do Mar Tofo' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Pagamento' }));
    // The dialog fades in: visible once its animation has begun.
    await waitFor(() => expect(dialog.getByText(`Total: ${shown(STAY_UNPAID.totalCents)}`)).toBeVisible());
    // The stay is named by its establishment and room type, not by its manager.
    await expect(dialog.getByText(`${STAY_UNPAID.stay!.name} · ${STAY_UNPAID.stay!.roomTypeName}`)).toBeVisible();
    // The card tab first (what it holds is the card provider's business: Ecrãs/Pagamento).
    await expect(dialog.getByRole('tab', { name: 'Cartão', selected: true })).toBeVisible();
    // No card field: the card is typed on the acquirer's hosted page (ADR 0050).
    await expect(dialog.getByText(/página segura de pagamento do banco/)).toBeVisible();
    await expect(dialog.queryByLabelText('Número do cartão')).toBeNull();
    await userEvent.click(dialog.getByRole('tab', { name: 'M-Pesa' }));
    await expect(dialog.getByRole('tab', { name: 'M-Pesa', selected: true })).toBeVisible();
    await userEvent.click(dialog.getByRole('tab', { name: 'Transferência Bancária' }));
    await expect(await dialog.findByText(STAY_BANK_TRANSFER.reference)).toBeVisible();
  },
};

/** 'Cancelar' on the paid ride, three days ahead: the server's quote, everything back, and the ride's policy. */
export const Cancelamento: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar reserva Maputo → Inhambane' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Cancelar reserva' }));
    await expect(await dialog.findByText(/^Receberá de volta o valor total pago, /)).toHaveTextContent(
      shown(RIDE_PAID.totalCents),
    );
    // The dialog fades in: visible once its animation has begun.
    await waitFor(() => expect(dialog.getByText(/^Cancelamento gratuito até 24 horas antes da partida/)).toBeVisible());
    await expect(dialog.getByRole('button', { name: 'Sim, cancelar' })).toBeEnabled();
  },
};

/**
 * The stay paid by bank transfer, waiting for the team to confirm it: 'Em processamento', the account, the
 * reference, the deadline and the proof already sent, in the card.
 */
export const TransferenciaPorConfirmar: Story = {
  args: {
    answers: [
      ...bookingsAnswers([STAY_TRANSFER, RIDE_PAID, EVENT_TICKETS, RIDE_COMPLETED]),
      [['bank-transfer', STAY_TRANSFER.id, ''], STAY_TRANSFER_PENDING],
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stay = within(await canvas.findByRole('article', { name: 'Casa do Mar Tofo, Pendente' }));
    await expect(stay.getByText('Em processamento')).toBeVisible();
    await expect(await stay.findByText(STAY_BANK_TRANSFER.reference)).toBeVisible();
    await expect(stay.getByText(/^Comprovativo enviado em /)).toBeVisible();
    await expect(stay.getByLabelText('Substituir o comprovativo')).toBeEnabled();
    await expect(stay.queryByRole('button', { name: /^Pagar/ })).toBeNull();
  },
};

/** A traveller without bookings yet: 'Nenhuma reserva ativa' and 'Buscar Ofertas'. */
export const SemReservas: Story = {
  args: { answers: bookingsAnswers([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nenhuma reserva ativa' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buscar Ofertas' })).toHaveAttribute('href', '/');
  },
};

/** While the bookings load: the page's skeleton. */
export const ACarregar: Story = {
  args: { answers: [...bookingsAnswers(), ['bookings/user', LOADING]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('A carregar as reservas')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The same page in English ('Idioma': English), as an English-speaking traveller reads it. */
export const EmIngles: Story = {
  name: 'Em inglês',
  globals: EN_PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Active (3)', selected: true })).toBeVisible();
    await expect(canvas.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Maputo → Inhambane, Confirmed',
      'Casa do Mar Tofo, Pending',
      'Festival de Música do Tofo, Confirmed',
    ]);
    const stay = within(canvas.getAllByRole('article')[1]!);
    await expect(stay.getByText('Unpaid')).toBeVisible();
    await expect(stay.getByRole('button', { name: 'Pay for booking Casa do Mar Tofo' })).toHaveTextContent('Pay');
  },
};

/** Minhas Reservas on a 1280 px screen (the same checks as 'Ativas'). */
export const Desktop: Story = onDesktop(Ativas);

/** 'Anteriores' on a 1280 px screen. */
export const AnterioresDesktop: Story = { ...onDesktop(Anteriores), name: 'Anteriores, desktop' };

/** The payment dialog over the page on a 1280 px screen. */
export const PagamentoDesktop: Story = { ...onDesktop(Pagamento), name: 'Pagamento, desktop' };

/** The cancellation dialog on a 1280 px screen. */
export const CancelamentoDesktop: Story = { ...onDesktop(Cancelamento), name: 'Cancelamento, desktop' };

/** The transfer waiting for confirmation on a 1280 px screen. */
export const TransferenciaPorConfirmarDesktop: Story = {
  ...onDesktop(TransferenciaPorConfirmar),
  name: 'Transferência por confirmar, desktop',
};

/** No bookings yet, on a 1280 px screen. */
export const SemReservasDesktop: Story = { ...onDesktop(SemReservas), name: 'Sem reservas, desktop' };

/** The skeleton on a 1280 px screen. */
export const ACarregarDesktop: Story = { ...onDesktop(ACarregar), name: 'A carregar, desktop' };

/** In English on a 1280 px screen (the same checks as 'Em inglês'). */
export const EmInglesDesktop: Story = {
  ...EmIngles,
  name: 'Em inglês, desktop',
  globals: EN_DESKTOP,
};
