import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import type { Accommodation } from '../api/stays.ts';
import { AccommodationCard } from './AccommodationCard.tsx';

// The app's catalogs (pt.json holds the plural forms).

const base = {
  id: '5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e', hotelId: '6b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  roomTypeId: '5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e', name: 'Casa do Mar Tofo', type: 'guesthouse',
  address: 'Avenida Marginal', location: 'Tofo, Inhambane', description: null, roomType: 'Quarto Duplo',
  roomKind: 'standard', capacity: 2, pricePerNightCents: 350000, nights: 2, totalPriceCents: 700000,
  isAvailable: true, availableRooms: 3, totalRooms: 3, totalBookings: 0, occupancyRate: 0, monthlyRevenueCents: null,
  images: [], photos: [], hasSeaView: false,
} as unknown as Accommodation;

describe('AccommodationCard ratings (ADR 0022: published reviews only)', () => {
  it('says "Sem avaliações" and shows no number without reviews', () => {
    renderWithApp(<AccommodationCard accommodation={{ ...base, rating: null, reviewCount: 0 }} />);
    expect(screen.getByText('Sem avaliações')).toBeTruthy();
    expect(screen.queryByText(/★/)).toBeNull();
  });

  it('shows the mean and the real count, singular for one', () => {
    const { unmount } = renderWithApp(<AccommodationCard accommodation={{ ...base, rating: 4.5, reviewCount: 2 }} />);
    expect(screen.getByText('★ 4,5 (2 avaliações)')).toBeTruthy();
    unmount();
    renderWithApp(<AccommodationCard accommodation={{ ...base, rating: 5, reviewCount: 1 }} />);
    expect(screen.getByText('★ 5,0 (1 avaliação)')).toBeTruthy();
  });
});

const photo = {
  id: 'p1', isCover: true, alt: 'Piscina com vista para a baía', placeholder: '44YZJY6Hh4iPiIiKiGiIhnh/iveo', width: 1000, height: 750,
  variants: { w320: '/api/media/a/w320.webp', w640: '/api/media/a/w640.webp', w1280: '/api/media/a/w1280.webp' },
};

describe('AccommodationCard photo (issue 11)', () => {
  it('draws the cover lazily with a srcset and the width of its column', () => {
    const { container } = renderWithApp(
      <AccommodationCard accommodation={{ ...base, rating: null, reviewCount: 0, photos: [photo] }} />,
    );
    const img = screen.getByRole('img', { name: 'Piscina com vista para a baía' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('srcset')).toContain('/api/media/a/w320.webp 320w');
    expect(img.getAttribute('sizes')).toBe('(min-width: 768px) 160px, 100vw');
    expect(container.querySelector('[data-fallback]')).toBeNull();
  });

  it('shows the designed fallback with the initials when there is no photo', () => {
    renderWithApp(<AccommodationCard accommodation={{ ...base, rating: null, reviewCount: 0 }} />);
    expect(screen.getByRole('img', { name: 'Casa do Mar Tofo' }).textContent).toBe('CM');
  });
});
