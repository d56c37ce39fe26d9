import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMZN } from '@turismo/app-core/format';
import { i18n } from '@turismo/app-core/i18n';
import { renderWithApp } from '@turismo/app-core/test/render';
import { type Hotel, type Reservation, reservationAction, useReservations } from '../api/lodging.ts';
import { cancelQuestion, ReservationsPanel } from './LodgingPanels.tsx';

vi.mock('../api/lodging.ts', () => ({
  useReservations: vi.fn(),
  reservationAction: vi.fn(),
}));

/** formatMZN as Testing Library reads it (no-break space normalised). */
const mzn = (centavos: number) => formatMZN(centavos).replace(/\s+/g, ' ');

const hotel = { id: 'h1', name: 'Casa do Mar Tofo' } as Hotel;

function reservation(over: Partial<Reservation> = {}): Reservation {
  return {
    id: 'r1',
    status: 'confirmed',
    awaitingConfirmation: false,
    answerDueAt: null,
    paymentStatus: 'succeeded',
    refund: null,
    guestName: 'Ana Macuácua',
    guestEmail: null,
    roomTypeId: 'rt1',
    roomTypeName: 'Quarto Duplo',
    checkIn: '2026-12-18',
    checkOut: '2026-12-21',
    nights: 3,
    guests: 2,
    subtotalCents: 750000,
    providerAmountCents: 750000,
    rewardCents: 0,
    totalCents: 825000,
    specialRequests: null,
    checkedInAt: null,
    guestPhone: null,
    arrivalTime: null,
    noShowAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    actions: ['cancel'],
    ...over,
  };
}

function mockList(list: Reservation[]) {
  vi.mocked(useReservations).mockReturnValue(
    { data: list, error: undefined, isLoading: false, mutate: vi.fn().mockResolvedValue(undefined) } as unknown as
      ReturnType<typeof useReservations>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetAllMocks();
});

describe('ReservationsPanel refunds', () => {
  it('shows the refund of a cancelled paid stay with its state and amount', () => {
    mockList([reservation({
      status: 'cancelled',
      actions: [],
      refund: {
        id: 'f1', status: 'pending', reason: 'cancelled_by_provider', amountCents: 825000, platformFeeCents: 75000,
        currency: 'MZN', failureReason: null, createdAt: '2026-11-21T10:00:00.000Z', settledAt: null,
      },
    })]);
    renderWithApp(<ReservationsPanel hotel={hotel} onChanged={vi.fn()} />);
    const card = screen.getByRole('article');
    within(card).getByText('Reembolso ao hóspede');
    within(card).getByText(`Reembolso em processamento: ${mzn(825000)}`);
  });

  it('asks before cancelling, saying the guest gets everything paid back', async () => {
    mockList([reservation()]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderWithApp(<ReservationsPanel hotel={hotel} onChanged={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /^Cancelar reserva de Ana/ }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(confirm.mock.calls[0]![0]).toBe(
      `Tem certeza que deseja cancelar esta reserva? O hóspede será reembolsado do valor total pago: ${formatMZN(825000)}.`,
    );
    expect(reservationAction).not.toHaveBeenCalled();
    expect(cancelQuestion({ paymentStatus: 'unpaid', totalCents: 1 }, i18n.t)).toBe('Tem certeza que deseja cancelar esta reserva?');
  });
});
