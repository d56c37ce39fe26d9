import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@turismo/app-core/api';
import { formatMZN } from '@turismo/app-core/format';
import { renderWithApp } from '@turismo/app-core/test/render';
import { useRideQuote } from '../../features/bookings/api/bookings.ts';
import { type EventItem, useEvent, useQuote } from '../../features/events/api/events.ts';
import { searchRides } from '../../features/rides/api/rides.ts';
import { searchStays, useStayQuote } from '../../features/stays/api/stays.ts';
import { createTrip, type Trip } from '../../features/trips/api/trips.ts';
import { TripPlanner } from './TripPlanner.tsx';

vi.mock('../../features/events/api/events.ts', () => ({ useEvent: vi.fn(), useQuote: vi.fn() }));
vi.mock('../../features/rides/api/rides.ts', () => ({ searchRides: vi.fn() }));
vi.mock('../../features/stays/api/stays.ts', () => ({ searchStays: vi.fn(), useStayQuote: vi.fn() }));
vi.mock('../../features/bookings/api/bookings.ts', () => ({ useRideQuote: vi.fn() }));
vi.mock('../../features/trips/api/trips.ts', () => ({ createTrip: vi.fn() }));
vi.mock('../../lib/suggest-places.ts', () => ({ suggestPlaces: vi.fn().mockResolvedValue({ data: [], hasMore: false }) }));

const mzn = (centavos: number) => formatMZN(centavos).replace(/\s+/g, ' ');
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+02:00`).toISOString();

const start = day(20);
const end = day(21);
const event = {
  id: '3f1c2b7a-6d4e-4a8b-9c0d-1e2f3a4b5c6d',
  title: 'Festival de Música do Tofo',
  venue: 'Praia do Tofo',
  address: 'Praia do Tofo, Inhambane',
  startDate: start,
  endDate: end,
  startsAt: at(start, '16:00'),
  endsAt: at(end, '23:30'),
  status: 'upcoming',
  ticketTypes: [],
  partnerships: [{
    id: 'p1', partnerType: 'accommodation', partnerId: 'hotel-a', partnerName: 'Casa Barry Lodge',
    discountPercentage: 20, minEventTickets: 2, applicable: true,
  }],
} as unknown as EventItem;

const ride = (id: string, date: string, time: string, from: string, to: string) => ({
  id, departureDate: date, departureTime: time, departureAt: at(date, time), fromAddress: from, toAddress: to,
  priceCents: 80000, seatsAvailable: 4, driverName: 'Carlos Nhantumbo',
});

const swr = (data: unknown) => ({ data, error: undefined, isLoading: false });

beforeEach(() => {
  vi.mocked(useEvent).mockReturnValue(swr(event) as unknown as ReturnType<typeof useEvent>);
  vi.mocked(useQuote).mockImplementation((_id, quantity) => swr({
    quantity, grossCents: quantity * 150000, subtotalCents: quantity * 150000, platformFeeCents: quantity * 15000,
    totalCents: quantity * 165000, ticketTypeName: null,
  }) as unknown as ReturnType<typeof useQuote>);
  vi.mocked(useRideQuote).mockImplementation((id, seats) => swr(id
    ? { grossCents: seats * 80000, subtotalCents: seats * 80000, platformFeeCents: seats * 8000, totalCents: seats * 88000 }
    : undefined) as unknown as ReturnType<typeof useRideQuote>);
  vi.mocked(useStayQuote).mockImplementation((id) => swr(id
    ? { nights: 2, totalCents: 500000, subtotalCents: 500000, platformFeeCents: 50000, payableCents: 550000 }
    : undefined) as unknown as ReturnType<typeof useStayQuote>);
  vi.mocked(searchRides).mockImplementation(async ({ from }) => ({
    data: from === 'Maputo'
      ? [ride('there', start, '06:00', 'Maputo', 'Inhambane'), ride('too-late', start, '17:00', 'Maputo', 'Inhambane')]
      : [ride('during', end, '10:00', 'Inhambane', 'Maputo'), ride('back', day(22), '07:00', 'Inhambane', 'Maputo')],
    page: 1, pageSize: 20, total: 2,
  }) as unknown as Awaited<ReturnType<typeof searchRides>>);
  vi.mocked(searchStays).mockResolvedValue({
    accommodations: [{
      id: 'rt-a', hotelId: 'hotel-a', roomTypeId: 'rt-a', name: 'Casa Barry Lodge', roomType: 'Quarto Duplo',
      pricePerNightCents: 250000, totalPriceCents: 500000, nights: 2, distanceKm: 1.2,
    }],
    total: 1,
    mode: 'dated',
  } as unknown as Awaited<ReturnType<typeof searchStays>>);
});

afterEach(() => vi.clearAllMocks());

async function planFromMaputo() {
  const onBooked = vi.fn();
  renderWithApp(<TripPlanner eventId={event.id} onBooked={onBooked} />);
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Número de pessoas' }), { target: { value: '2' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'A sua cidade' }), { target: { value: 'Maputo' } });
  fireEvent.click(screen.getByRole('button', { name: 'Procurar viagens e estadias' }));
  const there = await screen.findByRole('combobox', { name: 'Viagem para Inhambane' });
  await waitFor(() => expect(within(there).getAllByRole('option')).toHaveLength(2));
  return { onBooked, there };
}

describe('TripPlanner', () => {
  it('offers the rides arriving before the start and leaving after the end, and the stay with its partnership', async () => {
    const { there } = await planFromMaputo();
    expect(within(there).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['', 'there']);
    const back = screen.getByRole('combobox', { name: 'Viagem de regresso para Maputo' });
    await waitFor(() => expect(within(back).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['', 'back']));
    expect(searchRides).toHaveBeenCalledWith(expect.objectContaining({ from: 'Maputo', to: 'Inhambane', passengers: 2 }));
    expect(searchStays).toHaveBeenCalledWith(expect.objectContaining({
      address: 'Inhambane', checkIn: start, checkOut: day(22), guests: 2, sort: 'distance',
    }));
    const stay = screen.getByRole('combobox', { name: 'Alojamento' });
    await waitFor(() => expect(within(stay).getByRole('option', { name: /parceria do evento: 20% desconto/ })).toBeTruthy());
  });

  it("shows each part's price and fee and the total, and books every part chosen in one trip", async () => {
    const { there, onBooked } = await planFromMaputo();
    fireEvent.change(there, { target: { value: 'there' } });
    const stay = screen.getByRole('combobox', { name: 'Alojamento' });
    await waitFor(() => expect(within(stay).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(stay, { target: { value: 'rt-a' } });
    const parts = screen.getByRole('list', { name: 'Partes da viagem' });
    expect(parts.querySelectorAll('[data-trip-part]')).toHaveLength(3);
    expect(within(parts).getByText(/Parceria Casa Barry Lodge: 20% de desconto nas noites/)).toBeTruthy();
    // 2 tickets 3 300 MT + 2 seats 1 760 MT + 2 nights 5 500 MT.
    expect(document.querySelector('[data-trip-total]')?.textContent?.replace(/\s+/g, ' ')).toBe(mzn(330000 + 176000 + 550000));

    const trip = { id: 'trip-1', parts: [] } as unknown as Trip;
    vi.mocked(createTrip).mockResolvedValue(trip);
    fireEvent.click(screen.getByRole('button', { name: 'Reservar a viagem' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(trip, event));
    const [body, key] = vi.mocked(createTrip).mock.calls[0]!;
    expect(body).toEqual({
      event: { eventId: event.id, quantity: 2 },
      rideThere: { rideId: 'there', seats: 2 },
      stay: { roomTypeId: 'rt-a', checkIn: start, checkOut: day(22), guests: 2 },
    });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets the traveller choose the nights: arriving the day before, leaving on the last day', async () => {
    const { onBooked } = await planFromMaputo();
    const checkIn = screen.getByLabelText('Check-in');
    expect((checkIn as HTMLInputElement).value).toBe(start);
    expect((screen.getByLabelText('Check-out') as HTMLInputElement).value).toBe(day(22));
    fireEvent.change(checkIn, { target: { value: day(19) } });
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: end } });
    expect(await screen.findByText('Estadia de 2 noites')).toBeTruthy();
    await waitFor(() => expect(searchStays).toHaveBeenCalledWith(expect.objectContaining({ checkIn: day(19), checkOut: end })));
    const stay = screen.getByRole('combobox', { name: 'Alojamento' });
    await waitFor(() => expect(within(stay).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(stay, { target: { value: 'rt-a' } });
    expect(useStayQuote).toHaveBeenLastCalledWith('rt-a', day(19), end, true);
    vi.mocked(createTrip).mockResolvedValue({ id: 'trip-2', parts: [] } as unknown as Trip);
    fireEvent.click(screen.getByRole('button', { name: 'Reservar a viagem' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(vi.mocked(createTrip).mock.calls[0]![0].stay).toEqual({
      roomTypeId: 'rt-a', checkIn: day(19), checkOut: end, guests: 2,
    });
  });

  it('says when the check-out is not after the check-in, and searches no stay', async () => {
    await planFromMaputo();
    vi.mocked(searchStays).mockClear();
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: start } });
    expect(await screen.findByText('A data de saída tem de ser depois da data de entrada.')).toBeTruthy();
    expect(searchStays).not.toHaveBeenCalled();
    expect(within(screen.getByRole('combobox', { name: 'Alojamento' })).getAllByRole('option')).toHaveLength(1);
  });

  it('names the part that is gone, as the API says, and holds nothing', async () => {
    const { there, onBooked } = await planFromMaputo();
    fireEvent.change(there, { target: { value: 'there' } });
    const message = 'Viagem de ida: Não há lugares suficientes disponíveis nesta viagem. Nada foi reservado.';
    vi.mocked(createTrip).mockRejectedValue(new ApiError(409, 'TRIP_PART_UNAVAILABLE', message, { part: 'rideThere' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reservar a viagem' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText(message).closest('[role="alert"]')).toBeTruthy();
    expect(onBooked).not.toHaveBeenCalled();
  });
});
