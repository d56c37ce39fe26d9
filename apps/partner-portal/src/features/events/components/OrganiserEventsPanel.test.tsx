import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import { usePhotos } from '../../../lib/photos/photos-api.ts';
import type { OrganiserEvent } from '../api/organiser-events.ts';
import { OrganiserEventsPanel } from './OrganiserPages.tsx';

const event = {
  id: 'e1', title: 'Festival da Marrabenta', status: 'upcoming', startDate: '2026-12-20', endDate: '2026-12-20', startTime: '18:00',
  venue: 'Centro Cultural', ticketsSold: 0, maxTickets: 100, isPaid: false, ticketPriceCents: 0, revenueCents: 0,
  checkedIn: 0,
} as unknown as OrganiserEvent;

vi.mock('../api/organiser-events.ts', () => ({
  MY_EVENTS_KEY: 'events/mine',
  useMyEvents: () => ({ data: { active: [event], past: [], drafts: [] }, isLoading: false }),
  publishEvent: vi.fn(),
  cancelEvent: vi.fn(),
  createEvent: vi.fn(),
  updateEvent: vi.fn(),
  useEventSales: vi.fn(),
  useAttendees: vi.fn(),
  checkInTicket: vi.fn(),
}));

vi.mock('../../../lib/photos/photos-api.ts', () => ({
  usePhotos: vi.fn(() => ({ data: [], error: undefined, isLoading: false, mutate: vi.fn() })),
  uploadPhoto: vi.fn(),
  setCover: vi.fn(),
  reorderPhotos: vi.fn(),
  deletePhoto: vi.fn(),
}));

describe('OrganiserEventsPanel photos', () => {
  it("opens the event's photos (cover and gallery) from its row", async () => {
    renderWithApp(<OrganiserEventsPanel />);
    const row = screen.getByRole('article', { name: 'Festival da Marrabenta' });
    fireEvent.click(within(row).getByRole('button', { name: 'Fotografias' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fotografias: Festival da Marrabenta' });
    expect(within(dialog).getByLabelText('Adicionar fotografias')).toBeTruthy();
    expect(vi.mocked(usePhotos)).toHaveBeenCalledWith('event', 'e1');
    // The first render of the whole panel (dialogs, kit) takes ~5 s on a shared CI machine.
  }, 20_000);
});
