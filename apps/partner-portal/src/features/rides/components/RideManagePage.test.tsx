import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import { manageRide, useManifest, useRide, useWaitlistLength } from '../api/ride-manage.ts';
import { RideManagePage } from './RideManagePage.tsx';

vi.mock('../api/ride-manage.ts', () => ({
  useRide: vi.fn(),
  useManifest: vi.fn(),
  manageRide: vi.fn(),
  useWaitlistLength: vi.fn(),
}));

const ride = {
  id: 'r1',
  fromAddress: 'Maputo',
  toAddress: 'Xai-Xai',
  departureDate: '2099-12-18',
  departureTime: '06:30',
  departureAt: '2099-12-18T04:30:00.000Z',
  priceCents: 85000,
  description: null,
  pickupPoint: 'Junta',
  dropoffPoint: null,
  status: 'active',
};

const passenger = (over: object) => ({
  bookingId: 'b1', name: 'Ana Macuácua', seats: 2, status: 'confirmed', paid: true, pickupNote: 'Bomba da Total',
  phone: '+258841234567', subtotalCents: 170000, bookedAt: '2099-11-01T10:00:00.000Z', ...over,
});

describe('RideManagePage', () => {
  it('lists the passengers (phone once paid) and sends only what changed', async () => {
    const mutate = vi.fn();
    vi.mocked(useRide).mockReturnValue({ data: ride, error: undefined, mutate } as never);
    vi.mocked(useManifest).mockReturnValue({
      data: {
        rideId: 'r1', seatsTotal: 4, seatsAvailable: 1, seatsPaid: 2, seatsHeld: 1,
        passengers: [passenger({}), passenger({ bookingId: 'b2', name: 'Rui Mondlane', seats: 1, status: 'pending',
          paid: false, phone: null, pickupNote: null })],
      },
      error: undefined,
      mutate,
    } as never);
    vi.mocked(manageRide).mockResolvedValue({ ...ride, departureTime: '08:15', notifiedPassengers: 2 } as never);
    vi.mocked(useWaitlistLength).mockReturnValue({ data: { waiting: 3, units: 4, offered: 0 } } as never);
    renderWithApp(<RideManagePage rideId="r1" />);

    const list = screen.getByRole('list', { name: 'Lista de passageiros' });
    const ana = within(list).getByRole('article', { name: 'Passageiro Ana Macuácua' });
    expect(within(ana).getByRole('link', { name: '+258841234567' }).getAttribute('href')).toBe('tel:+258841234567');
    expect(within(ana).getByText('Bomba da Total')).toBeTruthy();
    const rui = within(list).getByRole('article', { name: 'Passageiro Rui Mondlane' });
    expect(within(rui).getByText('Por pagar')).toBeTruthy();
    expect(within(rui).getByText('Visível após o pagamento')).toBeTruthy();
    expect(screen.getByText('2 lugares pagos · 1 por pagar · 1 livre de 4 · 3 pessoas na lista de espera')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Alterar viagem' });
    fireEvent.change(within(form).getByLabelText('Hora'), { target: { value: '08:15' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar alterações' }));
    await waitFor(() => expect(vi.mocked(manageRide)).toHaveBeenCalledWith('r1', { departureTime: '08:15' }));
    expect(await screen.findByText('2 passageiros foram notificados.')).toBeTruthy();
  }, 30_000);
});
