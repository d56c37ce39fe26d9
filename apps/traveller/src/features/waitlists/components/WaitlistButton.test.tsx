import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import { entryFor, joinWaitlist, leaveWaitlist, useActiveWaitlists, type WaitlistEntry } from '../api/waitlists.ts';
import { WaitlistButton } from './WaitlistButton.tsx';

vi.mock('../api/waitlists.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/waitlists.ts')>()),
  useActiveWaitlists: vi.fn(),
  joinWaitlist: vi.fn(),
  leaveWaitlist: vi.fn(),
}));

const entry = (over: Partial<WaitlistEntry>): WaitlistEntry => ({
  id: 'w1', kind: 'ride', status: 'waiting', position: 3, quantity: 1, title: 'Maputo → Xai-Xai, 23/12/2026 07:00',
  rideId: 'r1', eventId: null, ticketTypeId: null, roomTypeId: null, checkIn: null, checkOut: null, bookingId: null,
  offerExpiresAt: null, link: '/rides/r1', createdAt: '2026-12-01T08:00:00.000Z', ...over,
});

const listed = (entries: WaitlistEntry[]) =>
  vi.mocked(useActiveWaitlists).mockReturnValue({ data: entries, isLoading: false } as never);

describe('the waitlist where a listing is full', () => {
  beforeEach(() => vi.clearAllMocks());

  it('sends a visitor to sign in first', () => {
    listed([]);
    renderWithApp(<WaitlistButton listing={{ kind: 'ride', rideId: 'r1', seats: 1 }} signedIn={false} loginHref="/login?next=%2Frides%2Fr1" />);
    const link = screen.getByRole('link', { name: 'Entrar na lista de espera' });
    expect(link.getAttribute('href')).toBe('/login?next=%2Frides%2Fr1');
  });

  it('joins the line with the seats wanted', async () => {
    listed([]);
    vi.mocked(joinWaitlist).mockResolvedValue(entry({}));
    renderWithApp(<WaitlistButton listing={{ kind: 'ride', rideId: 'r1', seats: 2 }} signedIn loginHref="/login" />);
    fireEvent.click(screen.getByRole('button', { name: 'Entrar na lista de espera' }));
    await vi.waitFor(() => expect(joinWaitlist).toHaveBeenCalledWith({ kind: 'ride', rideId: 'r1', seats: 2 }));
  });

  it('says the place in line in a live region, and leaves it', async () => {
    listed([entry({ position: 3 })]);
    vi.mocked(leaveWaitlist).mockResolvedValue(entry({ status: 'left', position: null }));
    renderWithApp(<WaitlistButton listing={{ kind: 'ride', rideId: 'r1', seats: 1 }} signedIn loginHref="/login" />);
    expect(document.querySelector('[data-waitlist-status]')?.textContent).toBe('Está na lista de espera: 3.º lugar.');
    fireEvent.click(screen.getByRole('button', { name: 'Sair da lista de espera' }));
    await vi.waitFor(() => expect(leaveWaitlist).toHaveBeenCalledWith('w1'));
  });

  it('shows the offer with its deadline (Africa/Maputo) and the way to pay it', () => {
    listed([entry({ status: 'offered', position: null, bookingId: 'b1', offerExpiresAt: '2026-12-20T08:30:00.000Z' })]);
    renderWithApp(<WaitlistButton listing={{ kind: 'ride', rideId: 'r1', seats: 1 }} signedIn loginHref="/login" />);
    expect(document.querySelector('[data-waitlist-status]')?.textContent).toContain('Há lugar para si até 20/12/2026 às 10:30.');
    expect(screen.getByRole('link', { name: 'Pague em Minhas Reservas para confirmar.' }).getAttribute('href'))
      .toBe('/reservas');
    expect(screen.getByRole('button', { name: 'Recusar a oferta' })).toBeTruthy();
  });

  it('finds the entry of a stay by its room type and nights, and of an event by its ticket type', () => {
    const stay = entry({ kind: 'stay', rideId: null, roomTypeId: 'rt', checkIn: '2026-12-18', checkOut: '2026-12-20' });
    const typed = entry({ kind: 'event', rideId: null, eventId: 'e1', ticketTypeId: 't1' });
    expect(entryFor([stay], { kind: 'stay', roomTypeId: 'rt', checkIn: '2026-12-18', checkOut: '2026-12-20', guests: 2 }))
      .toBe(stay);
    expect(entryFor([stay], { kind: 'stay', roomTypeId: 'rt', checkIn: '2026-12-19', checkOut: '2026-12-20', guests: 2 }))
      .toBeUndefined();
    expect(entryFor([typed], { kind: 'event', eventId: 'e1', ticketTypeId: 't1', quantity: 1 })).toBe(typed);
    expect(entryFor([typed], { kind: 'event', eventId: 'e1', quantity: 1 })).toBeUndefined();
  });
});

describe('the waitlists in Minhas Reservas', () => {
  it('lists each place with its listing and leaves one; nothing without a place', async () => {
    const { MyWaitlists } = await import('./MyWaitlists.tsx');
    listed([]);
    const empty = renderWithApp(<MyWaitlists />);
    expect(empty.container.querySelector('#listas-de-espera')).toBeNull();
    empty.unmount();
    listed([entry({ position: 2 })]);
    vi.mocked(leaveWaitlist).mockResolvedValue(entry({ status: 'left', position: null }));
    renderWithApp(<MyWaitlists />);
    expect(screen.getByRole('link', { name: 'Maputo → Xai-Xai, 23/12/2026 07:00' }).getAttribute('href')).toBe('/rides/r1');
    expect(screen.getByText('Está na lista de espera: 2.º lugar.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sair da lista de espera: Maputo → Xai-Xai, 23/12/2026 07:00' }));
    await vi.waitFor(() => expect(leaveWaitlist).toHaveBeenCalledWith('w1'));
  });
});
