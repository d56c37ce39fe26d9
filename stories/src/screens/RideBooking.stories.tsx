/**
 * @module Screens for designers (issue 10): the booking of a ride (/rides/:id, spec 1, 2.9) as the traveller app
 * renders it for a visitor (apps/traveller/src/app/pages/RideBookingScreen.tsx, the real screen): the ride's card,
 * the pick-up and drop-off points, and the booking panel with the seats, the server's quote (the total 'Reservar'
 * charges), the cancellation policy and 'Registar para Reservar'. The ride is the demo driver's Maputo → Inhambane
 * with two seats left (driver-fixtures.ts; his recorded rating, 4 from one review); the answers are served without a
 * network (recorded-api.tsx). A signed-in traveller's 'Reservar' needs a session and creates a booking: not shown here (the
 * payment dialog that follows is in Ecrãs/Reservas, 'Pagamento'). The toolbar's 'Idioma' shows it in English.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SessionProvider } from '@turismo/app-core/session';
import { RideBookingScreen } from '../../../apps/traveller/src/app/pages/RideBookingScreen.tsx';
import type { Ride } from '../../../apps/traveller/src/features/rides/api/rides.ts';
import { RIDE_POLICY } from './bookings-fixtures.ts';
import { DRIVER_RIDES } from './driver-fixtures.ts';
import { type Answer, LOADING, Screen } from './recorded-api.tsx';
import { shown } from './screen-queries.ts';
import { EN_PHONE, NO_CONTROL, screenMeta } from './screen-story.ts';

const DRIVERS_RIDE = DRIVER_RIDES[0]!;

/** GET /api/rides/{id} as a traveller reads it: the public ride, its policy in the caller's language. */
function publicRide(language: string): Ride {
  const { seatsSold: _sold, seatsHeld: _held, bookingsCount: _count, revenueCents: _revenue, ...ride } = DRIVERS_RIDE;
  return { ...ride, cancellationPolicy: { kind: 'ride', text: language === 'en' ? RIDE_POLICY.en : RIDE_POLICY.pt } };
}

/** GET /api/rides/{id}/quote for `seats` seats of the ride, no reward: the demo's 10 % fee, rounded half up. */
function estimate(seats: number) {
  const subtotal = DRIVERS_RIDE.priceCents * seats;
  const platformFee = Math.floor((subtotal * 1000 + 5000) / 10000);
  return {
    rideId: DRIVERS_RIDE.id,
    seats,
    priceCents: DRIVERS_RIDE.priceCents,
    grossCents: subtotal,
    rewardDiscountCents: 0,
    rewardTitle: null,
    subtotalCents: subtotal,
    platformFeeBps: 1000,
    platformFeeCents: platformFee,
    totalCents: subtotal + platformFee,
  };
}

const RIDE_KEY = ['rides/search', 'one', DRIVERS_RIDE.id];

const answers: Answer[] = [
  [RIDE_KEY, publicRide],
  [['rides/quote', DRIVERS_RIDE.id, 1, ''], estimate(1)],
  [['rides/quote', DRIVERS_RIDE.id, 2, ''], estimate(2)],
];

/** /rides/:id?seats=n for a visitor (the session provider without anyone signed in). */
function RideBooking({ seats, answers }: { seats: number; answers: readonly Answer[] }) {
  return (
    <SessionProvider>
      <Screen path={`/rides/${DRIVERS_RIDE.id}?seats=${seats}`} answers={answers}>
        <RideBookingScreen rideId={DRIVERS_RIDE.id} />
      </Screen>
    </SessionProvider>
  );
}

const meta = {
  title: 'Ecrãs/Reserva de viagem',
  component: RideBooking,
  tags: ['!autodocs'],
  ...screenMeta('traveller'),
  args: { seats: 2, answers },
  argTypes: {
    seats: { control: 'inline-radio', options: [1, 2] },
    answers: NO_CONTROL,
  },
} satisfies Meta<typeof RideBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor who came with '?seats=2': the ride, 2 seats chosen, the quote (2 × 1620,00 MTn + 10 %), the policy
 * and 'Registar para Reservar', which comes back here after sign-up; changing to 1 seat quotes again.
 */
export const Visitante: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Maputo → Inhambane' })).toBeVisible();
    const panel = within(canvas.getByRole('region', { name: 'Reservar lugares' }));
    await expect(panel.getByLabelText('Lugares')).toHaveValue('2');
    await expect(await panel.findByText(shown(estimate(2).totalCents))).toBeVisible();
    await expect(panel.getByText(/^Cancelamento gratuito até 24 horas antes da partida/)).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Registar para Reservar' })).toHaveAttribute(
      'href',
      `/signup?next=${encodeURIComponent(`/rides/${DRIVERS_RIDE.id}?seats=2`)}`,
    );
    await expect(canvas.getByText(DRIVERS_RIDE.pickupPoint!)).toBeVisible();
    await userEvent.selectOptions(panel.getByLabelText('Lugares'), '1');
    await expect(await panel.findByText(shown(estimate(1).totalCents))).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Registar para Reservar' })).toHaveAttribute(
      'href',
      `/signup?next=${encodeURIComponent(`/rides/${DRIVERS_RIDE.id}?seats=1`)}`,
    );
  },
};

/** While the ride loads: the page's skeleton under 'Reservar Viagem'. */
export const ACarregar: Story = {
  args: { answers: [[RIDE_KEY, LOADING]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reservar Viagem' })).toBeVisible();
  },
};

/** A ride that no longer exists (the API's 404): 'Viagem não encontrada' and the way back to the list. */
export const ViagemNaoEncontrada: Story = {
  args: { answers: [[RIDE_KEY, new Error('RIDE_NOT_FOUND')]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Viagem não encontrada' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver Todas as Viagens Disponíveis' })).toHaveAttribute('href', '/rides');
  },
};

/** The same screen in English ('Idioma': English): the ride's policy comes from the API in English too. */
export const EmIngles: Story = {
  name: 'Em inglês',
  globals: EN_PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole('region', { name: 'Book seats' }));
    await expect(await panel.findByText(shown(estimate(2).totalCents))).toBeVisible();
    await expect(panel.getByText(/^Free cancellation until 24 hours before departure/)).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Sign Up to Book' })).toBeVisible();
  },
};
