import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@turismo/app-core/api';
import { renderWithApp } from '@turismo/app-core/test/render';
import { inDays } from '@turismo/app-core/test/dates';
import { createRide, type Ride } from '../api/rides.ts';
import { RideCreateModal } from './RideCreateModal.tsx';

vi.mock('../api/rides.ts', () => ({ createRide: vi.fn() }));
vi.mock('../../../lib/suggest-places.ts', () => ({ suggestPlaces: vi.fn(async () => ({ data: [], hasMore: false })) }));

function setup() {
  const onCreated = vi.fn();
  const onOpenChange = vi.fn();
  renderWithApp(
    <RideCreateModal
      open
      onOpenChange={onOpenChange}
      initialParams={{ from: 'Maputo', to: 'Xai-Xai', date: inDays(2) }}
      onCreated={onCreated}
    />,
  );
  return { onCreated, onOpenChange };
}

const publish = () => fireEvent.click(screen.getByRole('button', { name: 'Publicar Viagem' }));

describe('RideCreateModal', () => {
  beforeEach(() => {
    vi.mocked(createRide).mockReset();
  });

  it("publishes the ride, says 'Viagem criada!' and closes", async () => {
    const ride = { id: 'r1' } as Ride;
    vi.mocked(createRide).mockResolvedValue(ride);
    const { onCreated, onOpenChange } = setup();
    publish();
    expect(await screen.findByText('Viagem criada!')).toBeTruthy();
    expect(createRide).toHaveBeenCalledWith(expect.objectContaining({
      fromAddress: 'Maputo', toAddress: 'Xai-Xai', departureDate: inDays(2), departureTime: '07:00', maxPassengers: 4,
    }));
    expect(onCreated).toHaveBeenCalledWith(ride);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the API's Portuguese message in 'Erro ao criar viagem' and stays open", async () => {
    vi.mocked(createRide).mockRejectedValue(
      new ApiError(403, 'VERIFICATION_REQUIRED', 'Precisa de verificar a sua identidade para publicar viagens.'),
    );
    const { onCreated, onOpenChange } = setup();
    publish();
    expect(await screen.findByText('Erro ao criar viagem')).toBeTruthy();
    expect(screen.getByText('Precisa de verificar a sua identidade para publicar viagens.')).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    // Ready for another try.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publicar Viagem' })).toBeTruthy());
  });

  it('falls back to its own text when the API gave no message', async () => {
    vi.mocked(createRide).mockRejectedValue(new ApiError(0, 'NETWORK_ERROR', 'Erro de rede.'));
    setup();
    publish();
    expect(await screen.findByText('Não foi possível criar sua viagem. Tente novamente.')).toBeTruthy();
  });
});
