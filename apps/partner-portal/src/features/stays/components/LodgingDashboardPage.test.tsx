import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import { usePhotos } from '../../../lib/photos/photos-api.ts';
import { LodgingDashboardPage } from './LodgingDashboardPage.tsx';

// One establishment from GET /api/hotels/mine, with its stats (issue 4).
vi.mock('../api/lodging.ts', () => ({
  MY_HOTELS_KEY: 'lodging/mine',
  useMyHotels: () => ({
    data: [{
      id: 'h1', managerId: 'u1', name: 'Casa do Mar Tofo', kind: 'guesthouse', address: 'Praia do Tofo', place: null,
      description: null, phone: null, email: null, website: null, lat: null, lng: null,
      conditions: { checkInTime: '14:00', checkOutTime: '12:00', freeCancellation: true, instantBooking: false,
        autoCheckIn: false },
      amenities: [], images: [], rating: 4.6, reviewCount: 12, isActive: true, roomTypes: [], createdAt: '',
    }],
    error: undefined,
    isLoading: false,
    mutate: vi.fn(),
  }),
  useHotelStats: () => ({
    data: {
      availableRooms: 3, totalRooms: 5, totalBookings: 7, occupancyRate: 41.5, monthlyRevenueCents: 1_250_000,
      upcomingStays: 2, awaitingConfirmation: 1, averageRating: 4.6, reviewCount: 12,
    },
    error: undefined,
    isLoading: false,
  }),
  useReservations: () => ({ data: [], error: undefined, isLoading: false, mutate: vi.fn() }),
  createHotel: vi.fn(),
  saveHotel: vi.fn(),
  saveConditions: vi.fn(),
  createRoomType: vi.fn(),
  updateRoomType: vi.fn(),
  reservationAction: vi.fn(),
}));

// The establishment's partnership posts (GET /api/hotels/{id}/partnerships).
vi.mock('../api/partnerships.ts', () => ({
  useHotelPartnerships: () => ({ data: [], error: undefined, isLoading: false, mutate: vi.fn() }),
  createPartnershipPost: vi.fn(),
}));

// The photos of a listing (GET /api/photos/{targetType}/{targetId}).
vi.mock('../../../lib/photos/photos-api.ts', () => ({
  usePhotos: vi.fn(() => ({ data: [], error: undefined, isLoading: false, mutate: vi.fn() })),
  uploadPhoto: vi.fn(),
  setCover: vi.fn(),
  reorderPhotos: vi.fn(),
  deletePhoto: vi.fn(),
}));

describe('LodgingDashboardPage Dashboard tab', () => {
  it("manages the establishment's photos (gallery and cover)", () => {
    renderWithApp(<LodgingDashboardPage />, { path: '/hotels' });
    const section = screen.getByRole('region', { name: 'Fotografias' });
    expect(within(section).getByLabelText('Adicionar fotografias')).toBeTruthy();
    expect(vi.mocked(usePhotos)).toHaveBeenCalledWith('establishment', 'h1');
  });
});

describe('LodgingDashboardPage Eventos tab', () => {
  it('renders the events slot src/app passes in', () => {
    renderWithApp(<LodgingDashboardPage eventsSlot={<p>Painel de eventos do organizador</p>} />, { path: '/hotels' });
    expect(screen.queryByText('Painel de eventos do organizador')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Eventos' }));
    expect(screen.getByText('Painel de eventos do organizador')).toBeTruthy();
    expect(screen.queryByRole('tablist', { name: 'Eventos do alojamento' })).toBeNull();
  });

  it('shows honest empty states (Ativos, Anteriores, Rascunhos) without a slot', () => {
    renderWithApp(<LodgingDashboardPage />, { path: '/hotels' });
    fireEvent.click(screen.getByRole('tab', { name: 'Eventos' }));
    expect(screen.getByRole('tab', { name: 'Ativos' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Rascunhos' })).toBeTruthy();
  });
});
