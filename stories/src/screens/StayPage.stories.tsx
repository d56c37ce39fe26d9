/**
 * @module Screens for designers (issue 34): an establishment's page (/alojamentos/:id, spec 2.7, 2.9) as the traveller
 * app renders it for a visitor who came from the search (apps/traveller/src/app/pages/StayScreen.tsx, the real
 * screen): the cover photo, the description, conditions and room types, the booking panel with the chosen room,
 * dates and guests, the server's night-by-night price and 'Registar para Reservar', and the published reviews. The
 * answers are the demo's Casa do Mar Tofo (stay-fixtures.ts), served without a network (recorded-api.tsx). At 360
 * and 1280 px, in Portuguese and in English.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SessionProvider } from '@turismo/app-core/session';
import { StayScreen } from '../../../apps/traveller/src/app/pages/StayScreen.tsx';
import { type Answer, LOADING, Screen } from './recorded-api.tsx';
import { shown } from './screen-queries.ts';
import { CHECK_IN, CHECK_OUT, HOTEL_ID, QUOTE, ROOM_ID, stayAnswers } from './stay-fixtures.ts';
import { DESKTOP, EN_DESKTOP, EN_PHONE, NO_CONTROL, PHONE, screenMeta } from './screen-story.ts';

/** /alojamentos/:id?roomTypeId=&checkIn=&checkOut=&guests=2 for a visitor (no one signed in). */
function StayPage({ answers }: { answers: readonly Answer[] }) {
  return (
    <SessionProvider>
      <Screen
        path={`/alojamentos/${HOTEL_ID}?roomTypeId=${ROOM_ID}&checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&guests=2`}
        answers={answers}
      >
        <StayScreen hotelId={HOTEL_ID} />
      </Screen>
    </SessionProvider>
  );
}

const meta = {
  title: 'Ecrãs/Alojamento',
  component: StayPage,
  tags: ['!autodocs'],
  ...screenMeta('traveller'),
  args: { answers: stayAnswers() },
  argTypes: { answers: NO_CONTROL },
} satisfies Meta<typeof StayPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a 360 px phone: the page, then the booking panel with three nights priced by the server, then the reviews. */
export const Telefone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Casa do Mar Tofo' })).toBeVisible();
    await expect(canvas.getByText('Tofo, Inhambane')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Piscina com vista para a baía' })).toHaveAttribute('loading', 'eager');
    await expect(await canvas.findByText(new RegExp(shown(QUOTE.totalCents)))).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Registar para Reservar/ })).toHaveAttribute(
      'href',
      expect.stringContaining('/signup?next='),
    );
    await expect(await canvas.findByText(/Acordámos com o mar à porta/)).toBeInTheDocument();
  },
};

/** The same page on a 1280 px screen: the details and the booking panel side by side. */
export const Desktop: Story = { globals: DESKTOP, play: Telefone.play };

/** In English on a 360 px phone ('Idioma': English): the app's texts and the API's policy in English. */
export const EmInglesTelefone: Story = {
  name: 'Em inglês, telefone',
  globals: EN_PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Casa do Mar Tofo' })).toBeVisible();
    // The API's policy, in the conditions and again in the booking panel.
    await expect(await canvas.findAllByText(/^Free cancellation until 24 hours before check-in/)).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: /Sign Up to Book/ })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Room types' })).toBeVisible();
  },
};

/** In English on a 1280 px screen. */
export const EmInglesDesktop: Story = {
  name: 'Em inglês, desktop',
  globals: EN_DESKTOP,
  play: EmInglesTelefone.play,
};

/** While the establishment loads: the page's skeleton. */
export const ACarregar: Story = {
  args: { answers: [...stayAnswers(), [['hotels/one', HOTEL_ID], LOADING]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Alojamento' })).toBeVisible();
  },
};

/** An establishment that no longer exists (the API's 404): 'Alojamento não encontrado'. */
export const NaoEncontrado: Story = {
  name: 'Não encontrado',
  args: { answers: [[['hotels/one', HOTEL_ID], new Error('404 NOT_FOUND')]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Alojamento não encontrado' })).toBeVisible();
  },
};
