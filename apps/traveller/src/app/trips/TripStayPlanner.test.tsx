import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMZN } from '@turismo/app-core/format';
import { renderWithApp } from '@turismo/app-core/test/render';
import { useRideQuote } from '../../features/bookings/api/bookings.ts';
import { useQuote } from '../../features/events/api/events.ts';
import { useStayQuote } from '../../features/stays/api/stays.ts';
import { createTrip, type Trip, type TripStayPlan, useStayPlan } from '../../features/trips/api/trips.ts';
import { TripStayPlanner } from './TripStayPlanner.tsx';

vi.mock('../../features/events/api/events.ts', () => ({ useQuote: vi.fn() }));
vi.mock('../../features/stays/api/stays.ts', () => ({ useStayQuote: vi.fn() }));
vi.mock('../../features/bookings/api/bookings.ts', () => ({ useRideQuote: vi.fn() }));
vi.mock('../../features/trips/api/trips.ts', () => ({ createTrip: vi.fn(), useStayPlan: vi.fn() }));
vi.mock('../../lib/suggest-places.ts', () => ({ suggestPlaces: vi.fn().mockResolvedValue({ data: [], hasMore: false }) }));

const mzn = (centavos: number) => formatMZN(centavos).replace(/\s+/g, ' ');
const swr = (data: unknown) => ({ data, error: undefined, isLoading: false });
const ride = (rideId: string, departureDate: string, departureTime: string, fromAddress: string, toAddress: string) => ({
  rideId, departureDate, departureTime, departureAt: `${departureDate}T05:00:00.000Z`, fromAddress, toAddress,
  driverName: 'Carlos Nhantumbo', priceCents: 90000, seatsAvailable: 3,
});

const plan: TripStayPlan = {
  town: 'Inhambane',
  stay: {
    roomTypeId: 'rt-1', establishmentId: 'h-1', name: 'Hotel Casa Rex', roomTypeName: 'Quarto Standard',
    checkIn: '2026-12-18', checkOut: '2026-12-20', checkInTime: '14:00', checkOutTime: '11:00', nights: 2, guests: 2,
  },
  ridesThere: [ride('there', '2026-12-18', '07:00', 'Maputo', 'Inhambane')],
  ridesBack: [ride('back', '2026-12-20', '12:00', 'Inhambane', 'Maputo')],
  events: [{
    eventId: 'ev-1', title: 'Festival de Música do Tofo', venue: 'Praia do Tofo', startDate: '2026-12-18',
    endDate: '2026-12-20', startTime: '16:00', ticketPriceCents: 150000, soldOut: false,
    partnership: { partnerName: 'Hotel Casa Rex', discountPercentage: 20, minEventTickets: 2 },
  }],
};

beforeEach(() => {
  vi.mocked(useStayPlan).mockImplementation((q) =>
    swr(q.from ? plan : undefined) as unknown as ReturnType<typeof useStayPlan>
  );
  vi.mocked(useStayQuote).mockReturnValue(swr({
    nights: 2, totalCents: 500000, subtotalCents: 500000, platformFeeCents: 50000, payableCents: 550000,
  }) as unknown as ReturnType<typeof useStayQuote>);
  vi.mocked(useRideQuote).mockImplementation((id, seats) => swr(id
    ? { grossCents: seats * 90000, subtotalCents: seats * 90000, platformFeeCents: seats * 9000, totalCents: seats * 99000 }
    : undefined) as unknown as ReturnType<typeof useRideQuote>);
  vi.mocked(useQuote).mockImplementation((_id, quantity, _c, enabled) => swr(enabled
    ? { grossCents: quantity * 150000, subtotalCents: quantity * 150000, platformFeeCents: quantity * 15000, totalCents: quantity * 165000 }
    : undefined) as unknown as ReturnType<typeof useQuote>);
});

afterEach(() => vi.clearAllMocks());

describe('TripStayPlanner', () => {
  it("offers the rides and the town's events for the stay's nights, and books the parts chosen in one trip", async () => {
    const onBooked = vi.fn();
    renderWithApp(
      <TripStayPlanner roomTypeId="rt-1" checkIn="2026-12-18" checkOut="2026-12-20" guests={2} onBooked={onBooked} />,
    );
    // The stay alone until the traveller says where they leave from.
    expect(useStayPlan).toHaveBeenLastCalledWith(expect.objectContaining({ from: '', guests: 2 }));
    expect(screen.getByRole('list', { name: 'Partes da viagem' }).querySelectorAll('[data-trip-part]')).toHaveLength(1);
    fireEvent.change(screen.getByRole('combobox', { name: 'A sua cidade' }), { target: { value: 'Maputo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Procurar viagens e eventos' }));
    expect(useStayPlan).toHaveBeenLastCalledWith({
      roomTypeId: 'rt-1', checkIn: '2026-12-18', checkOut: '2026-12-20', from: 'Maputo', guests: 2,
    });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Viagem para Inhambane' }), { target: { value: 'there' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Viagem de regresso para Maputo' }), { target: { value: 'back' } });
    const events = screen.getByRole('combobox', { name: 'Evento' });
    expect(within(events).getByRole('option', { name: /parceria com a estadia: 20% desconto$/ })).toBeTruthy();
    fireEvent.change(events, { target: { value: 'ev-1' } });

    const parts = screen.getByRole('list', { name: 'Partes da viagem' });
    expect([...parts.querySelectorAll('[data-trip-part]')].map((e) => e.getAttribute('data-trip-part'))).toEqual([
      'stay', 'rideThere', 'event', 'rideBack',
    ]);
    expect(parts.querySelector('[data-partnership]')?.textContent).toBe(
      'Parceria Hotel Casa Rex: 20% de desconto nas noites, aplicado ao reservar.',
    );
    // 2 nights 5 500 MT + 2 seats 1 980 MT twice + 2 tickets 3 300 MT.
    expect(document.querySelector('[data-trip-total]')?.textContent?.replace(/\s+/g, ' ')).toBe(
      mzn(550000 + 198000 * 2 + 330000),
    );

    const trip = { id: 'trip-1', parts: [] } as unknown as Trip;
    vi.mocked(createTrip).mockResolvedValue(trip);
    fireEvent.click(screen.getByRole('button', { name: 'Reservar a viagem' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(trip));
    expect(vi.mocked(createTrip).mock.calls[0]![0]).toEqual({
      stay: { roomTypeId: 'rt-1', checkIn: '2026-12-18', checkOut: '2026-12-20', guests: 2 },
      rideThere: { rideId: 'there', seats: 2 },
      rideBack: { rideId: 'back', seats: 2 },
      event: { eventId: 'ev-1', quantity: 2 },
    });
  });

  it('books the stay alone when no part is added, and names no partnership without the tickets', async () => {
    const onBooked = vi.fn();
    renderWithApp(
      <TripStayPlanner roomTypeId="rt-1" checkIn="2026-12-18" checkOut="2026-12-20" guests={1} onBooked={onBooked} />,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'A sua cidade' }), { target: { value: 'Maputo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Procurar viagens e eventos' }));
    await screen.findByRole('combobox', { name: 'Evento' });
    expect(document.querySelector('[data-partnership]')).toBeNull();
    vi.mocked(createTrip).mockResolvedValue({ id: 'trip-2', parts: [] } as unknown as Trip);
    fireEvent.click(screen.getByRole('button', { name: 'Reservar a viagem' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(vi.mocked(createTrip).mock.calls[0]![0]).toEqual({
      stay: { roomTypeId: 'rt-1', checkIn: '2026-12-18', checkOut: '2026-12-20', guests: 1 },
    });
  });
});
