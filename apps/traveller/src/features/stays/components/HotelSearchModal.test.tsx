import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import { inDays } from '@turismo/app-core/test/dates';
import { type Accommodation, searchAccommodations } from '../api/stays.ts';
import { HotelSearchModal } from './HotelSearchModal.tsx';

vi.mock('../api/stays.ts', () => ({ searchAccommodations: vi.fn() }));
vi.mock('../../../lib/suggest-places.ts', () => ({ suggestPlaces: vi.fn(async () => ({ data: [], hasMore: false })) }));

const room = {
  id: 'a1', hotelId: 'h1', roomTypeId: 'r1', name: 'Casa do Mar Tofo', type: 'hotel', address: 'Praia do Tofo',
  location: 'Tofo', description: null, roomType: 'Quarto Duplo Vista Mar', roomKind: 'standard', capacity: 2,
  pricePerNightCents: 350000, nights: 2, totalPriceCents: 700000, rating: 4.6, reviewCount: 12, isAvailable: true,
  availableRooms: 3, totalRooms: 5, totalBookings: 7, occupancyRate: 40, monthlyRevenueCents: 0, images: [], photos: [],
  amenities: [], hasSeaView: true, hasBalcony: false, bedType: null, sizeM2: null, lat: null, lng: null,
} as unknown as Accommodation;

function setup(initialParams = { location: 'Tofo', checkIn: inDays(2), checkOut: inDays(4), guests: 2 }) {
  const onChoose = vi.fn();
  renderWithApp(<HotelSearchModal open onOpenChange={vi.fn()} initialParams={initialParams} onChoose={onChoose} />);
  return { onChoose, initialParams };
}

describe('HotelSearchModal', () => {
  beforeEach(() => {
    vi.mocked(searchAccommodations).mockReset();
  });

  it('searches on open, toasts the count and lists the rooms', async () => {
    vi.mocked(searchAccommodations).mockResolvedValue([room]);
    const { onChoose, initialParams } = setup();
    expect(searchAccommodations).toHaveBeenCalledWith(initialParams);
    expect(await screen.findByText('Busca realizada')).toBeTruthy();
    expect(screen.getByText('1 acomodação encontrada.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1 acomodação encontrada' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reservar Quarto Duplo Vista Mar, Casa do Mar Tofo' }));
    expect(onChoose).toHaveBeenCalledWith(room, initialParams);
  });

  it("says 'Erro na busca' and searches again on 'Tentar novamente'", async () => {
    vi.mocked(searchAccommodations).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([]);
    setup();
    await waitFor(() => expect(screen.getAllByText('Erro na busca').length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma acomodação encontrada para os critérios selecionados.')).toBeTruthy();
    expect(searchAccommodations).toHaveBeenCalledTimes(2);
  });

  it("'Mais filtros' hands the typed fields to the stay search page", async () => {
    vi.mocked(searchAccommodations).mockResolvedValue([]);
    const onMoreFilters = vi.fn();
    const params = { location: 'Tofo', checkIn: inDays(2), checkOut: inDays(4), guests: 3 };
    renderWithApp(
      <HotelSearchModal open onOpenChange={vi.fn()} initialParams={params} onChoose={vi.fn()} onMoreFilters={onMoreFilters} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mais filtros' }));
    expect(onMoreFilters).toHaveBeenCalledWith(params);
  });
});
