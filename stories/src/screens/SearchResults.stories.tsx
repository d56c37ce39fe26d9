/**
 * @module Screens for designers (issue 10): the traveller app's own result cards (rides, stays, events) as the search
 * pages compose them, with answers recorded from the demo API (search-results.json: `npm start`'s seeded data).
 * The toolbar's 'Idioma' shows them in English. Photos fall back to the kit's designed placeholder here (the
 * Storybook serves no API).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { Button } from '../../../ui-kit/components/Button';
import { Stack } from '../../../ui-kit/components/Stack';
import { RideCard, type RideCardRide } from '../../../apps/traveller/src/features/rides/components/RideCard.tsx';
import { AccommodationCard } from '../../../apps/traveller/src/features/stays/components/AccommodationCard.tsx';
import { EventCard } from '../../../apps/traveller/src/features/events/components/EventCard.tsx';
import type { Accommodation } from '../../../apps/traveller/src/features/stays/api/stays.ts';
import type { EventItem } from '../../../apps/traveller/src/features/events/api/events.ts';
import recorded from './search-results.json';

const rides = recorded.rides as RideCardRide[];
const accommodations = recorded.accommodations as unknown as Accommodation[];
const events = recorded.events as unknown as EventItem[];

/** A phone-wide column, as the search pages lay out their results at 360 px. */
const Column = styled.div`
  max-width: 420px;
`;

function Results({ children }: { children: ReactNode }) {
  return (
    <Column>
      <Stack gap={3}>{children}</Stack>
    </Column>
  );
}

const meta = {
  title: 'Ecrãs/Resultados de pesquisa',
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'phone360', isRotated: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** /rides: the ride cards with their 'Reservar' action. */
export const Viagens: Story = {
  render: () => (
    <Results>
      {rides.map((ride) => (
        <RideCard key={ride.id} ride={ride} action={<Button size="sm">Reservar</Button>} />
      ))}
    </Results>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(rides.length);
    await expect(canvas.getAllByText(rides[0]!.driverName, { exact: false })[0]).toBeVisible();
  },
};

/** /alojamentos: the stay cards with the price for the nights searched. */
export const Alojamentos: Story = {
  render: () => (
    <Results>
      {accommodations.map((a) => <AccommodationCard key={a.id} accommodation={a} />)}
    </Results>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(accommodations[0]!.name, { exact: false })[0]).toBeVisible();
  },
};

/** /eventos: the event cards with their booking button. */
export const Eventos: Story = {
  render: () => (
    <Results>
      {events.map((e) => <EventCard key={e.id} event={e} onBook={() => undefined} />)}
    </Results>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: events[0]!.title })).toBeVisible();
  },
};
