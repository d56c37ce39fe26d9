import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import { usePhotos } from '../../../lib/photos/photos-api.ts';
import type { Hotel } from '../api/lodging.ts';
import { RoomTypesPanel } from './LodgingPanels.tsx';

vi.mock('../api/lodging.ts', () => ({ updateRoomType: vi.fn(), useReservations: vi.fn(), reservationAction: vi.fn(),
  saveConditions: vi.fn(), createRoomType: vi.fn() }));
vi.mock('../../../lib/photos/photos-api.ts', () => ({
  usePhotos: vi.fn(() => ({ data: [], error: undefined, isLoading: false, mutate: vi.fn() })),
  uploadPhoto: vi.fn(),
  setCover: vi.fn(),
  reorderPhotos: vi.fn(),
  deletePhoto: vi.fn(),
}));

const hotel = {
  id: 'h1',
  name: 'Casa do Mar Tofo',
  roomTypes: [{ id: 'rt1', name: 'Quarto Duplo', isActive: true, pricePerNightCents: 250000, maxOccupancy: 2,
    availableRooms: 3, totalRooms: 4, bedType: null }],
} as unknown as Hotel;

describe('RoomTypesPanel photos', () => {
  it("opens each room type's photos in a dialog (target room_type)", async () => {
    renderWithApp(<RoomTypesPanel hotel={hotel} onChanged={vi.fn()} />);
    const card = screen.getByRole('article', { name: 'Quarto Duplo' });
    fireEvent.click(within(card).getByRole('button', { name: 'Fotografias' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fotografias: Quarto Duplo' });
    expect(within(dialog).getByLabelText('Adicionar fotografias')).toBeTruthy();
    expect(vi.mocked(usePhotos)).toHaveBeenCalledWith('room_type', 'rt1');
  });
});
