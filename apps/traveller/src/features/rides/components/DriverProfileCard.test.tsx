/** A driver's public profile (issue 11) and the link to it from a ride card. */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import { type DriverProfile, useDriverProfile, useVehiclePhotos } from '../api/rides.ts';
import { DriverProfileCard } from './DriverProfileCard.tsx';
import { RideCard } from './RideCard.tsx';

vi.mock('../api/rides.ts', () => ({
  useDriverProfile: vi.fn(),
  useVehiclePhotos: vi.fn(() => ({ data: [] })),
}));

const driver: DriverProfile = {
  id: 'd1', firstName: 'Carlos', profileImageUrl: null, memberSince: '2026-03-14', verified: true, rating: 4.7,
  reviewCount: 12, tripsCompleted: 31, vehicleType: 'minibus',
};

function mockDriver(data: DriverProfile | undefined, error?: Error) {
  vi.mocked(useDriverProfile).mockReturnValue(
    { data, error, isLoading: false } as unknown as ReturnType<typeof useDriverProfile>,
  );
}

// The app's catalogs (pt.json holds the plural forms).
afterEach(() => vi.clearAllMocks());

describe('DriverProfileCard', () => {
  it('shows the first name, verified badge, member since, trips, rating and vehicle', () => {
    mockDriver(driver);
    renderWithApp(<DriverProfileCard driverId="d1" />);
    expect(screen.getByRole('heading', { name: 'Carlos' })).toBeTruthy();
    expect(screen.getByText('Verificado')).toBeTruthy();
    expect(screen.getByText('14/03/2026')).toBeTruthy();
    expect(screen.getByText('31 viagens realizadas')).toBeTruthy();
    expect(screen.getByText('★ 4,7 (12 avaliações)')).toBeTruthy();
    expect(screen.getByText('Minibus')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Carlos' }).textContent).toBe('C');
  });

  it('says "Sem avaliações", no badge, and shows the photo when there is one', () => {
    mockDriver({ ...driver, verified: false, rating: null, reviewCount: 0, profileImageUrl: '/api/media/a/w320.webp' });
    renderWithApp(<DriverProfileCard driverId="d1" />);
    expect(screen.getByText('Sem avaliações')).toBeTruthy();
    expect(screen.queryByText('Verificado')).toBeNull();
    expect(screen.getByRole('img', { name: 'Fotografia de Carlos' }).getAttribute('src')).toBe('/api/media/a/w320.webp');
  });

  it("shows the car's cover photo when the driver uploaded one (issue 11: vehicle with its photo)", () => {
    mockDriver(driver);
    vi.mocked(useVehiclePhotos).mockReturnValue({
      data: [{
        id: 'v1', alt: '', placeholder: '', isCover: true, width: 1200, height: 900,
        variants: { w320: '/api/media/v1/w320.webp', w640: '/api/media/v1/w640.webp', w1280: '/api/media/v1/w1280.webp' },
      }],
    } as unknown as ReturnType<typeof useVehiclePhotos>);
    renderWithApp(<DriverProfileCard driverId="d1" />);
    expect(screen.getByRole('img', { name: 'O carro de Carlos' }).getAttribute('src')).toContain('/api/media/v1/');
  });

  it('says the driver is not available after a 404', () => {
    mockDriver(undefined, new Error('404'));
    renderWithApp(<DriverProfileCard driverId="d1" />);
    expect(screen.getByText('Este motorista não existe ou já não está disponível.').getAttribute('role')).toBe('alert');
  });
});

describe('RideCard driver link', () => {
  it("links the driver's name to their profile", () => {
    renderWithApp(
      <RideCard
        ride={{
          id: 'r1', fromAddress: 'Maputo', toAddress: 'Inhambane', departureDate: '2026-12-01', departureTime: '06:30',
          priceCents: 120000, seatsAvailable: 3, vehicleType: 'minibus', driverName: 'Carlos N.', driverId: 'd1',
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Carlos N.' }).getAttribute('href')).toBe('/motoristas/d1');
  });
});
