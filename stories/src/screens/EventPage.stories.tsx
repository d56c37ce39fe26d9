/**
 * @module Screens for designers (issue 34): an event's page (/eventos/:id, spec 2.8) as the traveller app renders it
 * for a visitor (apps/traveller/src/app/pages/EventsScreen.tsx's EventDetailScreen, the real screen): the festival's
 * dates, place and description, its ticket types and what is left, the lodge's partnership offer, the refund policy,
 * 'Comprar Bilhete' (a visitor is sent to sign up) and the reviews ('Sem avaliações' before any is published). The
 * answers are the demo's Festival de Música do Tofo (event-fixtures.ts), served without a network (recorded-api.tsx).
 * At 360 and 1280 px, in Portuguese and in English.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SessionProvider } from '@turismo/app-core/session';
import { EventDetailScreen } from '../../../apps/traveller/src/app/pages/EventsScreen.tsx';
import { EVENT_ID, eventAnswers } from './event-fixtures.ts';
import { type Answer, LOADING, Screen } from './recorded-api.tsx';
import { DESKTOP, EN_DESKTOP, EN_PHONE, NO_CONTROL, PHONE, screenMeta } from './screen-story.ts';

/** /eventos/:id for a visitor (no one signed in). */
function EventPage({ answers }: { answers: readonly Answer[] }) {
  return (
    <SessionProvider>
      <Screen path={`/eventos/${EVENT_ID}`} answers={answers}>
        <EventDetailScreen eventId={EVENT_ID} />
      </Screen>
    </SessionProvider>
  );
}

const meta = {
  title: 'Ecrãs/Evento',
  component: EventPage,
  tags: ['!autodocs'],
  ...screenMeta('traveller'),
  args: { answers: eventAnswers() },
  argTypes: { answers: NO_CONTROL },
} satisfies Meta<typeof EventPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a 360 px phone: the festival, its two ticket types, the lodge's offer and the refund policy. */
export const Telefone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Festival de Música do Tofo' })).toBeVisible();
    await expect(canvas.getAllByText(/Praia do Tofo/).length).toBeGreaterThan(0);
    const tickets = within(canvas.getByRole('region', { name: 'Bilhetes' }));
    await expect(tickets.getByRole('button', { name: 'Escolher bilhete VIP' })).toBeVisible();
    await expect(tickets.getByRole('button', { name: 'Escolher bilhete Geral' })).toBeVisible();
    await expect(canvas.getAllByText(/Casa do Mar Tofo/).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(/^Reembolso total \(taxa incluída\) até 7 dias antes/).length).toBeGreaterThan(0);
    await expect(await canvas.findByText('Sem avaliações')).toBeInTheDocument();
  },
};

/** The same page on a 1280 px screen. */
export const Desktop: Story = { globals: DESKTOP, play: Telefone.play };

/** In English on a 360 px phone ('Idioma': English): the app's texts and the API's policy in English. */
export const EmInglesTelefone: Story = {
  name: 'Em inglês, telefone',
  globals: EN_PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Festival de Música do Tofo' })).toBeVisible();
    await expect(canvas.getAllByText(/^Full refund \(fee included\) until 7 days before/).length).toBeGreaterThan(0);
    await expect(await canvas.findByText('No reviews')).toBeInTheDocument();
  },
};

/** In English on a 1280 px screen. */
export const EmInglesDesktop: Story = {
  name: 'Em inglês, desktop',
  globals: EN_DESKTOP,
  play: EmInglesTelefone.play,
};

/** While the event loads: the page's skeleton. */
export const ACarregar: Story = {
  args: { answers: [...eventAnswers(), [['events/one', EVENT_ID], LOADING]] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-skeleton]')).not.toBeNull();
  },
};

/** An event that no longer exists (the API's 404): 'Evento não encontrado'. */
export const NaoEncontrado: Story = {
  name: 'Não encontrado',
  args: { answers: [[['events/one', EVENT_ID], new Error('404 NOT_FOUND')]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Evento não encontrado' })).toBeVisible();
  },
};
