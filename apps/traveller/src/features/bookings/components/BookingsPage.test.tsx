import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMZN } from '@turismo/app-core/format';
import { renderWithApp } from '@turismo/app-core/test/render';
import {
  type Booking,
  cancelBooking,
  cancelTicket,
  type RefundQuote,
  type TicketRefundQuote,
  useRefundQuote,
  useTicketRefundQuote,
  useUserBookings,
} from '../api/bookings.ts';
import { BookingCard } from './BookingCard.tsx';
import { BookingsPage } from './BookingsPage.tsx';

vi.mock('../api/bookings.ts', () => ({
  useUserBookings: vi.fn(),
  useRefundQuote: vi.fn(),
  cancelBooking: vi.fn(),
  useTicketRefundQuote: vi.fn(),
  cancelTicket: vi.fn(),
}));

const RIDE_POLICY = 'Cancelamento gratuito até 24 horas antes da partida (reembolso total, taxa incluída).';

/** The server's refund quote the dialog shows (GET /api/bookings/{id}/refund-quote). */
function mockQuote(over: Partial<RefundQuote> = {}) {
  const data: RefundQuote = {
    bookingId: '7d0c6a8e-2b1f-4f0e-9c3a-5e6f7a8b9c0d',
    cancellable: true,
    paidCents: 264000,
    refundCents: 264000,
    platformFeeRefundCents: 24000,
    keptCents: 0,
    free: true,
    freeUntil: null,
    changesAt: null,
    rewardReturned: false,
    policy: { kind: 'ride', text: RIDE_POLICY },
    currency: 'MZN',
    quotedAt: new Date().toISOString(),
    ...over,
  };
  vi.mocked(useRefundQuote).mockReturnValue(
    { data, error: undefined, isLoading: false } as unknown as ReturnType<typeof useRefundQuote>,
  );
}

/** formatMZN as Testing Library reads it (its default normaliser turns the no-break space into a space). */
const mzn = (centavos: number) => formatMZN(centavos).replace(/\s+/g, ' ');
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

function booking(over: Partial<Booking> = {}): Booking {
  return {
    id: '7d0c6a8e-2b1f-4f0e-9c3a-5e6f7a8b9c0d',
    type: 'ride',
    status: 'confirmed',
    seats: 2,
    ride: {
      id: '0b7d1f8e-8f3c-4c4e-9a53-2f4b1c6a9d10',
      fromAddress: 'Maputo',
      toAddress: 'Inhambane',
      departureDate: inDays(3).slice(0, 10),
      departureTime: '06:30',
      departureAt: inDays(3),
      vehicleType: 'minibus',
      priceCents: 120000,
      status: 'active',
    },
    event: null,
    stay: null,
    provider: { id: 'd1', name: 'Carlos Nhantumbo' },
    subtotalCents: 240000,
    discountCents: 0,
    rewardRedemptionId: null,
    tripId: null,
    platformFeeBps: 1000,
    platformFeeCents: 24000,
    totalCents: 264000,
    providerAmountCents: 240000,
    currency: 'MZN',
    holdExpiresAt: null,
    paymentStatus: 'succeeded',
    payment: {
      id: '3f1e2d3c-4b5a-4968-8776-655443322110',
      method: 'card',
      status: 'succeeded',
      amountCents: 264000,
      payerHint: '**** 4242',
      failureReason: null,
      createdAt: inDays(-1),
      settledAt: inDays(-1),
    },
    refund: null,
    active: true,
    canCancel: true,
    specialRequests: null,
    cancelReason: null,
    createdAt: inDays(-1),
    confirmedAt: inDays(-1),
    cancelledAt: null,
    ...over,
  };
}

function refunded(status: 'pending' | 'succeeded' | 'failed'): Booking {
  return booking({
    status: 'cancelled',
    active: false,
    canCancel: false,
    cancelReason: 'cancelled_by_client',
    cancelledAt: inDays(0),
    refund: {
      id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
      status,
      reason: 'cancelled_by_client',
      amountCents: 264000,
      platformFeeCents: 24000,
      currency: 'MZN',
      failureReason: status === 'failed' ? 'O emissor do cartão recusou o reembolso.' : null,
      createdAt: inDays(0),
      settledAt: status === 'pending' ? null : inDays(0),
    },
  });
}

function mockBookings(list: Booking[]) {
  const mutate = vi.fn().mockResolvedValue(undefined);
  vi.mocked(useUserBookings).mockReturnValue(
    { data: list, error: undefined, isLoading: false, mutate } as unknown as ReturnType<typeof useUserBookings>,
  );
  // No ticket dialog open: nothing quoted.
  vi.mocked(useTicketRefundQuote).mockReturnValue(
    { data: undefined, error: undefined, isLoading: false } as unknown as ReturnType<typeof useTicketRefundQuote>,
  );
  return mutate;
}

afterEach(() => {
  vi.resetAllMocks();
});

describe('BookingCard refunds', () => {
  it.each([
    ['pending', 'Reembolso em processamento'],
    ['succeeded', 'Reembolsado'],
    ['failed', 'Reembolso falhou'],
  ] as const)('shows a %s refund as “%s” with its amount in MZN', (status, label) => {
    renderWithApp(<BookingCard booking={refunded(status)} />);
    const row = screen.getByText('Reembolso').nextElementSibling as HTMLElement;
    within(row).getByText(label);
    within(row).getByText(mzn(264000));
    if (status === 'failed') within(row).getByText('O emissor do cartão recusou o reembolso.');
    else expect(row.textContent).not.toContain('recusou');
  });

  it('shows no refund row without a refund, and a voided payment as such', () => {
    renderWithApp(<BookingCard booking={booking()} />);
    expect(screen.queryByText('Reembolso')).toBeNull();
    renderWithApp(
      <BookingCard
        booking={booking({ id: 'x', status: 'cancelled', paymentStatus: 'cancelled', payment: null, active: false })}
      />,
    );
    screen.getByText('Anulado, nada foi cobrado');
  });
});

describe('BookingsPage cancellation', () => {
  it('tells what will be refunded before confirming, then what happened', async () => {
    const mutate = mockBookings([booking()]);
    mockQuote();
    vi.mocked(cancelBooking).mockResolvedValue(refunded('pending'));
    renderWithApp(<BookingsPage />, { path: '/reservas' });
    fireEvent.click(screen.getByRole('button', { name: /^Cancelar reserva/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar reserva' });
    within(dialog).getByText('Tem certeza que deseja cancelar esta reserva?');
    within(dialog).getByText(
      `Receberá de volta o valor total pago, ${mzn(264000)}, incluindo a taxa da plataforma.`,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sim, cancelar' }));
    await screen.findByText(`Reembolso de ${mzn(264000)} em processamento.`);
    expect(cancelBooking).toHaveBeenCalledWith(booking().id);
    await waitFor(() => expect(mutate).toHaveBeenCalled());
  }, 15_000); // a modal, a request and a toast: slow when the whole suite shares two cores

  it('states the exact partial amount of the server quote, the fee kept and the policy', async () => {
    mockBookings([booking()]);
    mockQuote({ refundCents: 120000, platformFeeRefundCents: 0, keptCents: 144000, free: false });
    renderWithApp(<BookingsPage />, { path: '/reservas' });
    fireEvent.click(screen.getByRole('button', { name: /^Cancelar reserva/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar reserva' });
    within(dialog).getByText(
      `Receberá de volta ${mzn(120000)} dos ${mzn(264000)} pagos. A taxa da plataforma não é reembolsada.`,
    );
    within(dialog).getByText(RIDE_POLICY);
  }, 15_000);

  it('says an unpaid booking has nothing to refund', async () => {
    mockBookings([booking({ status: 'pending', paymentStatus: 'unpaid', payment: null })]);
    mockQuote({ paidCents: 0, refundCents: 0, platformFeeRefundCents: 0 });
    renderWithApp(<BookingsPage />, { path: '/reservas' });
    fireEvent.click(screen.getByRole('button', { name: /^Cancelar reserva/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar reserva' });
    within(dialog).getByText('Esta reserva não foi paga: não há nada a reembolsar.');
  }, 15_000);
});

describe('BookingsPage rules from the API (ADR 0017)', () => {
  const stay = {
    establishmentId: 'e1',
    name: 'Casa do Mar Tofo',
    address: 'Praia do Tofo',
    roomTypeId: 'r1',
    roomTypeName: 'Quarto Duplo',
    checkIn: inDays(10).slice(0, 10),
    checkOut: inDays(12).slice(0, 10),
    checkInTime: '14:00',
    checkOutTime: '12:00',
    nights: 2,
    guests: 2,
    pricePerNightCents: 120000,
    freeCancellation: false,
    awaitingConfirmation: true,
    answerDueAt: '2026-12-02T09:30:00.000Z',
    checkedInAt: null,
  };

  it('offers no cancel button when the API says the booking can no longer be cancelled', () => {
    mockBookings([booking({ canCancel: false })]);
    mockQuote();
    renderWithApp(<BookingsPage />, { path: '/reservas' });
    expect(screen.queryByRole('button', { name: /^Cancelar reserva/ })).toBeNull();
  });

  it('shows a paid stay request with its answer deadline and a withdraw action refunding everything', async () => {
    const mutate = mockBookings([booking({ type: 'stay', status: 'pending', ride: null, seats: null, stay })]);
    mockQuote({ policy: { kind: 'stay_strict', text: 'Rígida: reembolso de 50 %.' } });
    vi.mocked(cancelBooking).mockResolvedValue(refunded('pending'));
    renderWithApp(<BookingsPage />, { path: '/reservas' });
    screen.getByText('Aguarda a resposta do alojamento até 02/12/2026 às 11:30');
    screen.getByText('Sem resposta até lá, o pedido é recusado e devolvemos-lhe tudo o que pagou.');
    expect(screen.queryByRole('button', { name: /^Cancelar reserva/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retirar pedido Casa do Mar Tofo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retirar pedido' });
    within(dialog).getByText('Tem certeza que deseja retirar este pedido? O alojamento ainda não respondeu.');
    within(dialog).getByText(`Receberá de volta o valor total pago, ${mzn(264000)}, incluindo a taxa da plataforma.`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sim, retirar' }));
    await screen.findByText('Pedido retirado');
    await waitFor(() => expect(mutate).toHaveBeenCalled());
  }, 15_000);
});

describe('BookingsPage: one ticket of an event booking (issue 32)', () => {
  const EVENT_POLICY = 'Reembolso até 7 dias antes do evento (sem a taxa da plataforma).';
  const tickets = [
    { id: 'a1b2c3d4-0000-4000-8000-000000000001', code: 'MZT-AAAA-1111', seq: 1, checkedInAt: inDays(0), cancelled: false },
    { id: 'a1b2c3d4-0000-4000-8000-000000000002', code: 'MZT-BBBB-2222', seq: 2, checkedInAt: null, cancelled: false },
  ];
  const event = {
    id: 'e0000000-0000-4000-8000-000000000001',
    title: 'Festival de Marrabenta',
    venue: 'Praia do Tofo',
    address: 'Tofo, Inhambane',
    startDate: inDays(20).slice(0, 10),
    endDate: inDays(21).slice(0, 10),
    startTime: '16:00',
    endTime: '23:00',
    endsAt: inDays(21),
    ticketQuantity: 2,
    ticketPriceCents: 120000,
    ticketTypeName: null,
    partnerName: null,
    tickets,
  };
  const eventBooking = (list = tickets) =>
    booking({ type: 'event', ride: null, seats: null, canCancel: false, event: { ...event, tickets: list } });
  const quote: TicketRefundQuote = {
    bookingId: '7d0c6a8e-2b1f-4f0e-9c3a-5e6f7a8b9c0d',
    ticketId: tickets[1]!.id,
    code: tickets[1]!.code,
    cancellable: true,
    reason: null,
    paidCents: 132000,
    refundCents: 120000,
    platformFeeRefundCents: 0,
    keptCents: 12000,
    free: false,
    freeUntil: null,
    changesAt: null,
    policy: { kind: 'event_until_days', text: EVENT_POLICY },
    currency: 'MZN',
    quotedAt: new Date().toISOString(),
  };

  it('cancels the unused ticket of a booking whose other ticket entered, stating its refund first', async () => {
    const mutate = mockBookings([eventBooking()]);
    mockQuote();
    vi.mocked(useTicketRefundQuote).mockReturnValue(
      { data: quote, error: undefined, isLoading: false } as unknown as ReturnType<typeof useTicketRefundQuote>,
    );
    vi.mocked(cancelTicket).mockResolvedValue(quote);
    renderWithApp(<BookingsPage />, { path: '/reservas' });
    expect(screen.queryByRole('button', { name: /^Cancelar reserva/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar bilhete 1 de Festival de Marrabenta' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar bilhete 2 de Festival de Marrabenta' }));
    expect(useTicketRefundQuote).toHaveBeenLastCalledWith({ bookingId: quote.bookingId, ticketId: tickets[1]!.id });
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar bilhete' });
    within(dialog).getByText('Tem certeza que deseja cancelar o bilhete 2? Os outros bilhetes continuam válidos.');
    within(dialog).getByText(
      `Receberá de volta ${mzn(120000)} dos ${mzn(132000)} pagos. A taxa da plataforma não é reembolsada.`,
    );
    within(dialog).getByText(EVENT_POLICY);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sim, cancelar o bilhete' }));
    await screen.findByText(
      `Reembolso de ${mzn(120000)} ao seu meio de pagamento. Os outros bilhetes continuam válidos.`,
    );
    expect(cancelTicket).toHaveBeenCalledWith(quote.bookingId, tickets[1]!.id);
    await waitFor(() => expect(mutate).toHaveBeenCalled());
  }, 15_000);

  it('says why when the server refuses, and offers nothing on the last valid ticket', async () => {
    mockBookings([eventBooking()]);
    mockQuote();
    const reason = 'O evento já começou: este bilhete já não pode ser cancelado.';
    vi.mocked(useTicketRefundQuote).mockReturnValue(
      { data: { ...quote, cancellable: false, reason, refundCents: 0 }, error: undefined, isLoading: false } as unknown as
        ReturnType<typeof useTicketRefundQuote>,
    );
    const view = renderWithApp(<BookingsPage />, { path: '/reservas' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar bilhete 2 de Festival de Marrabenta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar bilhete' });
    within(dialog).getByText(reason);
    expect((within(dialog).getByRole('button', { name: 'Sim, cancelar o bilhete' }) as HTMLButtonElement).disabled)
      .toBe(true);
    view.unmount();

    mockBookings([eventBooking([tickets[1]!, { ...tickets[0]!, checkedInAt: null, cancelled: true }])]);
    renderWithApp(<BookingsPage />, { path: '/reservas' });
    expect(screen.queryByRole('button', { name: /^Cancelar bilhete/ })).toBeNull();
  }, 15_000);
});
