import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@turismo/app-core/api';
import { formatMZN } from '@turismo/app-core/format';
import { renderWithApp } from '@turismo/app-core/test/render';
import { type Booking, cancelBooking } from '../../features/bookings/api/bookings.ts';
import {
  cancelTrip,
  replaceTripPart,
  type Trip,
  type TripPart,
  type TripReceipt,
  useTrip,
  useTripReceipt,
} from '../../features/trips/api/trips.ts';
import { TripPage } from './TripPage.tsx';

vi.mock('../../features/trips/api/trips.ts', () => ({
  useTrip: vi.fn(),
  useTripReceipt: vi.fn(() => ({ data: undefined })),
  cancelTrip: vi.fn(),
  replaceTripPart: vi.fn(),
  tripUpdatedName: (id: string) => `trip:${id}`,
}));
vi.mock('../../features/bookings/api/bookings.ts', () => ({ cancelBooking: vi.fn() }));
vi.mock('../../features/bookings/api/ride-vehicle.ts', () => ({
  useRideVehicle: () => ({ data: { make: 'Toyota', model: 'Hiace', colour: 'Branco', plate: 'AAA-123-MC' } }),
}));

const mzn = (centavos: number) => formatMZN(centavos).replace(/\s+/g, ' ');
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const day = (n: number) => inDays(n).slice(0, 10);

function booking(over: Partial<Booking>): Booking {
  return {
    id: crypto.randomUUID(),
    type: 'ride',
    status: 'pending',
    seats: null,
    ride: null,
    event: null,
    stay: null,
    provider: { id: 'p', name: 'Fornecedor' },
    subtotalCents: 100000,
    discountCents: 0,
    rewardRedemptionId: null,
    platformFeeBps: 1000,
    platformFeeCents: 10000,
    totalCents: 110000,
    providerAmountCents: 100000,
    currency: 'MZN',
    holdExpiresAt: inDays(0.01),
    paymentStatus: 'unpaid',
    payment: null,
    refund: null,
    active: true,
    canCancel: true,
    specialRequests: null,
    cancelReason: null,
    createdAt: inDays(0),
    confirmedAt: null,
    cancelledAt: null,
    ...over,
  } as Booking;
}

const quote = (b: Booking, refundCents: number): TripPart['cancellation'] => ({
  bookingId: b.id,
  cancellable: true,
  paidCents: 0,
  refundCents,
  platformFeeRefundCents: 0,
  keptCents: 0,
  free: true,
  freeUntil: null,
  changesAt: null,
  rewardReturned: false,
  policy: { kind: 'ride', text: 'Cancelamento gratuito até 24 horas antes da partida.' },
  currency: 'MZN',
  quotedAt: inDays(0),
} as TripPart['cancellation']);

const ride = booking({
  type: 'ride',
  seats: 2,
  provider: { id: 'd', name: 'Carlos Nhantumbo' },
  ride: {
    id: '0b7d1f8e-8f3c-4c4e-9a53-2f4b1c6a9d10', fromAddress: 'Maputo', toAddress: 'Inhambane',
    departureDate: day(10), departureTime: '06:30', departureAt: inDays(10), vehicleType: 'minibus', priceCents: 50000,
    status: 'active',
  },
});
const tickets = booking({
  type: 'event',
  event: {
    id: 'e1', title: 'Festival de Música do Tofo', venue: 'Praia do Tofo', address: 'Praia do Tofo, Inhambane',
    startDate: day(10.5), endDate: day(10.5), startTime: '16:00', endTime: '23:30', endsAt: inDays(10.8),
    ticketQuantity: 2, ticketPriceCents: 150000, ticketTypeName: 'Normal', partnerName: null,
    tickets: [
      { id: 't1', code: 'MZT-AAAA-1111', seq: 1, checkedInAt: null, cancelled: false },
      { id: 't2', code: 'MZT-BBBB-2222', seq: 2, checkedInAt: null, cancelled: false },
    ],
  } as Booking['event'],
});
const stay = booking({
  type: 'stay',
  discountCents: 100000,
  stay: {
    establishmentId: 'h1', name: 'Casa Barry Lodge', address: 'Praia do Tofo, Inhambane', roomTypeId: 'rt',
    roomTypeName: 'Quarto Duplo', checkIn: day(10.5), checkOut: day(12.5), checkInTime: '14:00', checkOutTime: '12:00',
    nights: 2, guests: 2, pricePerNightCents: 250000, freeCancellation: true, awaitingConfirmation: false,
    answerDueAt: null, checkedInAt: null,
  },
});

/** A part as its provider left it: not cancelled by them, nothing replaced, no alternatives. */
const open = { cancelledByProvider: false, replaces: null, replacedBy: null, alternatives: [] };

function trip(over: Partial<Trip> = {}): Trip {
  return {
    id: '9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d',
    createdAt: inDays(0),
    status: 'pending',
    partnership: { id: 'p1', partnerName: 'Casa Barry Lodge', discountPercentage: 20 },
    parts: [
      { role: 'rideThere', name: 'Viagem de ida', startsAt: inDays(10), booking: ride, cancellation: quote(ride, 0), ...open },
      { role: 'event', name: 'Bilhetes do evento', startsAt: inDays(10.5), booking: tickets, cancellation: quote(tickets, 0), ...open },
      { role: 'stay', name: 'Estadia', startsAt: inDays(10.6), booking: stay, cancellation: quote(stay, 0), ...open },
    ],
    subtotalCents: 300000,
    discountCents: 100000,
    platformFeeCents: 30000,
    totalCents: 330000,
    refundCents: 0,
    currency: 'MZN',
    ...over,
  };
}

function mockTrip(value: Trip) {
  const mutate = vi.fn().mockResolvedValue(undefined);
  vi.mocked(useTrip).mockReturnValue({ data: value, error: undefined, isLoading: false, mutate } as unknown as ReturnType<typeof useTrip>);
  return mutate;
}

afterEach(() => vi.clearAllMocks());

describe('TripPage', () => {
  it('shows every part in time order with the tickets QR codes, the car, the stay address and check-in time', () => {
    mockTrip(trip());
    renderWithApp(<TripPage tripId="t" renderPayment={() => null} />);
    const parts = screen.getByRole('list', { name: 'Partes da viagem' });
    const headings = within(parts).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toMatch(/^Viagem de ida/);
    expect(headings[1]).toMatch(/^Bilhetes do evento/);
    expect(headings[2]).toMatch(/^Estadia/);
    expect(screen.getAllByRole('img', { name: /^Código QR do bilhete/ })).toHaveLength(2);
    expect(screen.getByText(/Toyota Hiace, Branco/)).toBeTruthy();
    expect(within(parts).getAllByText('Praia do Tofo, Inhambane').length).toBeGreaterThan(0);
    expect(screen.getByText(/· 14:00$/)).toBeTruthy();
    expect(screen.getByText('Parceria Casa Barry Lodge: 20% desconto na estadia')).toBeTruthy();
    expect(document.querySelector('[data-trip-total]')?.textContent?.replace(/\s+/g, ' ')).toBe(mzn(330000));
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeTruthy();
  });

  it('offers no payment once the trip is confirmed', () => {
    const paid = (b: Booking) => ({ ...b, status: 'confirmed' as const, paymentStatus: 'succeeded' as const });
    const t0 = trip();
    mockTrip(trip({ status: 'confirmed', parts: t0.parts.map((p) => ({ ...p, booking: paid(p.booking) })) }));
    renderWithApp(<TripPage tripId="t" renderPayment={() => null} />);
    expect(screen.queryByRole('button', { name: 'Pagar' })).toBeNull();
    expect(screen.getAllByText('Confirmada')).toHaveLength(4); // the trip's and each part's
  });

  it("shows the trip's one receipt once paid: each part's receipt linked, the sum paid", () => {
    const paid = (b: Booking) => ({ ...b, status: 'confirmed' as const, paymentStatus: 'succeeded' as const });
    const t0 = trip();
    mockTrip(trip({ status: 'confirmed', parts: t0.parts.map((p) => ({ ...p, booking: paid(p.booking) })) }));
    const line = (n: number, role: TripPart['role'], name: string, provider: string, amountCents: number) => ({
      role,
      name,
      receipt: { id: `r${n}`, number: n, numberLabel: String(n).padStart(6, '0'), kind: 'payment', amountCents, provider: { name: provider, role: '' } },
    });
    const receipt = {
      tripId: 't',
      title: 'Recibo da viagem',
      parts: [line(41, 'rideThere', 'Viagem de ida', 'Carlos', 176000), line(42, 'stay', 'Estadia', 'Casa Barry Lodge', 154000)],
      paidCents: 330000,
      refundedCents: 0,
      currency: 'MZN',
    } as unknown as TripReceipt;
    vi.mocked(useTripReceipt).mockReturnValue({ data: receipt } as unknown as ReturnType<typeof useTripReceipt>);
    renderWithApp(<TripPage tripId="t" renderPayment={() => null} />);
    expect(useTripReceipt).toHaveBeenCalledWith(t0.id, true);
    const list = screen.getByRole('list', { name: 'Recibos das partes' });
    expect(within(list).getByRole('link', { name: 'Recibo 000042' }).getAttribute('href')).toBe('/recibos/r42');
    expect(within(list).getAllByRole('listitem')[1]?.textContent).toMatch(/^Recibo 000042 · Estadia · Casa Barry Lodge · /);
    expect(document.querySelector('[data-receipt-paid]')?.textContent?.replace(/\s+/g, ' ')).toBe(mzn(330000));
  });

  it('states the whole refund before cancelling the whole trip', async () => {
    const mutate = mockTrip(trip({ refundCents: 264000 }));
    vi.mocked(cancelTrip).mockResolvedValue(trip({ status: 'cancelled' }));
    renderWithApp(<TripPage tripId="t" />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar a viagem toda' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar a viagem toda' });
    expect(within(dialog).getByText(`Vai receber de volta ${mzn(264000)} no total.`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sim, cancelar a viagem' }));
    await waitFor(() => expect(cancelTrip).toHaveBeenCalledWith('t'));
    await waitFor(() => expect(mutate).toHaveBeenCalled());
  });

  it('cancels one part by its own booking, the rest staying booked', async () => {
    const mutate = mockTrip(trip());
    vi.mocked(cancelBooking).mockResolvedValue({ ...stay, status: 'cancelled' });
    renderWithApp(<TripPage tripId="t" />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar reserva Casa Barry Lodge' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar estadia' });
    expect(within(dialog).getByText('O resto da viagem continua reservado.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sim, cancelar' }));
    await waitFor(() => expect(cancelBooking).toHaveBeenCalledWith(stay.id));
    await waitFor(() => expect(mutate).toHaveBeenCalled());
    expect(cancelTrip).not.toHaveBeenCalled();
  });

  it('shows a part cancelled by its driver with the other rides of that day, and books one into the trip', async () => {
    const cancelledRide = { ...ride, status: 'cancelled' as const, cancelReason: 'ride_cancelled', canCancel: false };
    const alternative = {
      kind: 'ride' as const,
      rideId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      fromAddress: 'Maputo',
      toAddress: 'Inhambane',
      departureDate: day(10),
      departureTime: '10:00',
      departureAt: inDays(10.1),
      driverName: 'Ana Macuácua',
      priceCents: 90000,
      seats: 2,
      seatsAvailable: 3,
    };
    const t0 = trip();
    const parts = t0.parts.map((p) =>
      p.role === 'rideThere' ? { ...p, booking: cancelledRide, cancelledByProvider: true, alternatives: [alternative] } : p
    );
    const mutate = mockTrip(trip({ status: 'partly_cancelled', parts }));
    vi.mocked(replaceTripPart).mockResolvedValue(trip());
    renderWithApp(<TripPage tripId="t" />);
    const part = document.querySelector('[data-trip-role="rideThere"]') as HTMLElement;
    expect(within(part).getByText('Cancelada pelo prestador')).toBeTruthy();
    const list = within(part).getByRole('list', { name: 'Alternativas para Viagem de ida' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    const label = `10:00 · Maputo → Inhambane · Ana Macuácua · ${formatMZN(90000)} por lugar`;
    fireEvent.click(within(list).getByRole('button', { name: `Reservar na viagem: ${label}` }));
    await waitFor(() => expect(replaceTripPart).toHaveBeenCalledWith('t', cancelledRide.id, alternative));
    await waitFor(() => expect(mutate).toHaveBeenCalled());
    // The other parts offer nothing.
    expect(screen.getAllByRole('list', { name: /^Alternativas para/ })).toHaveLength(1);
  });

  it('says a replaced part was replaced, with no alternatives left', () => {
    const cancelledStay = { ...stay, status: 'cancelled' as const, cancelReason: 'cancelled_by_provider', canCancel: false };
    const t0 = trip();
    const parts = t0.parts.map((p) =>
      p.role === 'stay' ? { ...p, booking: cancelledStay, cancelledByProvider: true, replacedBy: 'x' } : p
    );
    mockTrip(trip({ status: 'partly_cancelled', parts }));
    renderWithApp(<TripPage tripId="t" />);
    const part = document.querySelector('[data-trip-role="stay"]') as HTMLElement;
    expect(within(part).getByText('Substituída por uma alternativa nesta viagem.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: /^Alternativas para/ })).toBeNull();
  });

  it('says a trip of someone else is not found', () => {
    vi.mocked(useTrip).mockReturnValue({
      data: undefined,
      error: new ApiError(404, 'NOT_FOUND', 'Viagem planeada não encontrada.'),
      isLoading: false,
      mutate: vi.fn(),
    } as unknown as ReturnType<typeof useTrip>);
    renderWithApp(<TripPage tripId="t" />);
    expect(screen.getByText('Viagem planeada não encontrada')).toBeTruthy();
  });
});
