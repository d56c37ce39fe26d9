/**
 * @module Screens for designers (issue 34): the trip page (/viagens/{id}, issue 30) as the traveller app composes it
 * for the signed-in traveller (apps/traveller/src/app/pages/TripScreens.tsx's TripScreen, the real screen): every
 * part of the trip in time order, each as its card of Minhas Reservas (the car of the ride, the tickets' QR codes,
 * the stay's address and check-in time), the trip's sums, one 'Pagar' for the whole trip (the payments feature's
 * dialog) and 'Cancelar a viagem toda' with the sum that comes back; once paid, the driver's phone and chat under the
 * ride. The answers are the demo traveller's trip to the Festival de Música do Tofo (trip-fixtures.ts), served
 * without a network (recorded-api.tsx). At 360 and 1280 px, in Portuguese and in English.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@turismo/app-core/api';
import { FixedSession } from '@turismo/app-core/session';
import { TripScreen } from '../../../apps/traveller/src/app/pages/TripScreens.tsx';
import { TRAVELLER } from './bookings-fixtures.ts';
import { partnerSession } from './partner-fixtures.ts';
import { type Answer, LOADING, Screen } from './recorded-api.tsx';
import { named, shown } from './screen-queries.ts';
import { EN_PHONE, inEnglishOnDesktop, NO_CONTROL, onDesktop, screenMeta } from './screen-story.ts';
import { RIDE_CHAT, TRIP_ID, TRIP_PAID, TRIP_PLANNED, tripAnswers } from './trip-fixtures.ts';

/** The demo traveller (cliente@demo.co.mz), signed in: the page is behind the app's sign-in gate. */
const ANA = partnerSession(
  { uid: TRAVELLER.id, email: 'cliente@demo.co.mz', firstName: 'Ana', lastName: 'Macuácua' },
  ['client'],
);

/** /viagens/{id} for the signed-in traveller. */
function TripPage({ answers }: { answers: readonly Answer[] }) {
  return (
    <FixedSession session={ANA}>
      <Screen path={`/viagens/${TRIP_ID}`} answers={answers}>
        <TripScreen tripId={TRIP_ID} />
      </Screen>
    </FixedSession>
  );
}

const meta = {
  title: 'Ecrãs/Viagem',
  component: TripPage,
  tags: ['!autodocs'],
  ...screenMeta('traveller'),
  args: { answers: tripAnswers(TRIP_PLANNED) },
  argTypes: { answers: NO_CONTROL },
} satisfies Meta<typeof TripPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The parts' headings (role, then date and time), in the page's order. */
async function partHeadings(canvasElement: HTMLElement, listName: string) {
  const parts = within(await within(canvasElement).findByRole('list', { name: listName }));
  return parts.getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
}

/**
 * Just planned ('Planear a viagem'): 'Por pagar', the ride there, the festival's tickets and the stay in time order,
 * the trip's total, one 'Pagar' for the whole trip, which opens the payment dialog with that total.
 */
export const Telefone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'A sua viagem' })).toBeVisible();
    // The trip's badge first, then each part's 'Por pagar'.
    await expect(canvas.getAllByText('Por pagar')[0]).toHaveAttribute('data-tone', 'warning');
    const headings = await partHeadings(canvasElement, 'Partes da viagem');
    await expect(headings.map((h) => h.replace(/\d.*$/, ''))).toEqual(['Viagem de ida', 'Bilhetes do evento', 'Estadia']);
    await expect(canvas.getAllByRole('img', { name: /^Código QR do bilhete/ })).toHaveLength(2);
    await expect(canvasElement.querySelector('[data-trip-total]')?.textContent?.replace(/\s/g, ' ')).toBe(
      shown(TRIP_PLANNED.totalCents),
    );
    await expect(canvas.getByRole('button', { name: 'Cancelar a viagem toda' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }));
    const shownDialog = await within(document.body).findByRole('dialog', { name: 'Pagamento' });
    // Once its fade-in has begun.
    await waitFor(() => expect(shownDialog).toBeVisible());
    const dialog = within(shownDialog);
    await waitFor(() => expect(dialog.getByText('Viagem completa')).toBeVisible());
    await expect(dialog.getByRole('button', { name: named(`Pagar ${shown(TRIP_PLANNED.totalCents)}`) })).toBeEnabled();
  },
};

/** The same trip on a 1280 px screen. */
export const Desktop: Story = onDesktop(Telefone);

/** In English on a 360 px phone ('Idioma': English). */
export const EmInglesTelefone: Story = {
  name: 'Em inglês, telefone',
  globals: EN_PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your trip' })).toBeVisible();
    await expect(canvas.getAllByText('Unpaid')[0]).toHaveAttribute('data-tone', 'warning');
    const headings = await partHeadings(canvasElement, 'Parts of the trip');
    await expect(headings.map((h) => h.replace(/\d.*$/, ''))).toEqual(['Ride there', 'Event tickets', 'Stay']);
    await expect(canvas.getByRole('button', { name: 'Pay' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel the whole trip' })).toBeVisible();
  },
};

/** In English on a 1280 px screen. */
export const EmInglesDesktop: Story = { ...inEnglishOnDesktop(EmInglesTelefone), name: 'Em inglês, desktop' };

/** Paid: 'Confirmada', no 'Pagar'; under the ride, the driver's phone ('Ligar') and the conversation ('Chat'). */
export const Paga: Story = {
  args: { answers: tripAnswers(TRIP_PAID) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'A sua viagem' })).toBeVisible();
    await expect(canvas.getAllByText('Confirmada').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: 'Pagar' })).toBeNull();
    const call = await canvas.findByRole('link', {
      name: `Ligar ${RIDE_CHAT.providerPhone}, ${RIDE_CHAT.providerName}`,
    });
    await expect(call).toHaveAttribute('href', `tel:${RIDE_CHAT.providerPhone}`);
    await expect(canvas.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', `/chat/${RIDE_CHAT.id}`);
  },
};

/** The paid trip on a 1280 px screen. */
export const PagaDesktop: Story = { ...onDesktop(Paga), name: 'Paga, desktop' };

/**
 * 'Cancelar a viagem toda' on the paid trip: each part by its own policy, the sum that comes back stated before
 * confirming (inside every free period: all of it).
 */
export const CancelarAViagemToda: Story = {
  name: 'Cancelar a viagem toda',
  args: { answers: tripAnswers(TRIP_PAID) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar a viagem toda' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Cancelar a viagem toda' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText('Cada parte é cancelada pela sua própria política.')).toBeVisible();
    await expect(within(dialog).getByText(`Vai receber de volta ${shown(TRIP_PAID.refundCents)} no total.`)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Sim, cancelar a viagem' })).toBeEnabled();
  },
};

/** While the trip loads. */
export const ACarregar: Story = {
  name: 'A carregar',
  args: { answers: [...tripAnswers(), [['trips/one', TRIP_ID], LOADING]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'A sua viagem' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'A carregar a viagem' })).toBeInTheDocument();
  },
};

/** A trip not the caller's, or gone (the API's 404): 'Viagem planeada não encontrada', back to /reservas. */
export const NaoEncontrada: Story = {
  name: 'Não encontrada',
  args: {
    answers: [...tripAnswers(), [['trips/one', TRIP_ID], new ApiError(404, 'NOT_FOUND', 'Viagem planeada não encontrada.')]],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Viagem planeada não encontrada' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Minhas Reservas' })).toHaveAttribute('href', '/reservas');
  },
};
