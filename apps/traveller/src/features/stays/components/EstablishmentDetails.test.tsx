/** The establishment page's photos (issue 11): the cover at once, the gallery lazily, each room type's photo. */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import type { Hotel, RoomType } from '../api/stays.ts';
import { EstablishmentDetails } from './EstablishmentDetails.tsx';

const photo = (id: string, alt: string) => ({
  id, isCover: false, alt, placeholder: '44YZJY6Hh4iPiIiKiGiIhnh/iveo', width: 1280, height: 960,
  variants: { w320: `/api/media/${id}/w320.webp`, w640: `/api/media/${id}/w640.webp`, w1280: `/api/media/${id}/w1280.webp` },
});

const room = {
  id: 'r1', hotelId: 'h1', name: 'Suite Oceano', type: 'suite', pricePerNightCents: 650000, maxOccupancy: 2,
  totalRooms: 4, availableRooms: 2, images: [], photos: [], amenities: [], size: 32, bedType: 'Casal',
  description: null, hasSeaView: true, hasBalcony: false, isActive: true,
} as unknown as RoomType;

const hotel = {
  id: 'h1', name: 'Casa do Mar Tofo', type: 'guesthouse', address: 'Avenida Marginal', place: null, lat: null,
  lng: null, phone: null, email: null, description: null, amenities: [], images: [], photos: [], rating: null,
  reviewCount: 0, roomTypes: [room],
  conditions: { checkInTime: '14:00', checkOutTime: '11:00', freeCancellation: true, instantBooking: true },
} as unknown as Hotel;

describe('EstablishmentDetails photos', () => {
  it('loads the cover at once and the rest of the gallery lazily', () => {
    renderWithApp(
      <EstablishmentDetails
        hotel={{ ...hotel, photos: [photo('a', 'Fachada'), photo('b', 'Piscina'), photo('c', 'Jardim')] }}
      />,
    );
    const cover = screen.getByRole('img', { name: 'Fachada' });
    expect(cover.getAttribute('loading')).toBe('eager');
    expect(cover.getAttribute('sizes')).toBe('(min-width: 1024px) 600px, (min-width: 768px) 60vw, 88vw');
    const gallery = screen.getByRole('list', { name: 'Galeria' });
    const thumbs = within(gallery).getAllByRole('img');
    expect(thumbs.map((i) => i.getAttribute('alt'))).toEqual(['Piscina', 'Jardim']);
    expect(thumbs.every((i) => i.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it("shows four thumbnails, then all on 'Ver todas as fotografias'", () => {
    const photos = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => photo(id, `Foto ${id}`));
    renderWithApp(<EstablishmentDetails hotel={{ ...hotel, photos }} />);
    const gallery = screen.getByRole('list', { name: 'Galeria' });
    expect(within(gallery).getAllByRole('img')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Ver todas as fotografias (7)' }));
    expect(within(gallery).getAllByRole('img')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: /Ver todas as fotografias/ })).toBeNull();
  });

  it('shows the designed fallback without photos and no empty gallery', () => {
    renderWithApp(<EstablishmentDetails hotel={hotel} />);
    expect(screen.getByRole('img', { name: 'Casa do Mar Tofo' }).textContent).toBe('CM');
    expect(screen.queryByRole('list', { name: 'Galeria' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Suite Oceano' }).textContent).toBe('SO');
  });

  it("draws a room type's own photo", () => {
    renderWithApp(<EstablishmentDetails hotel={{ ...hotel, roomTypes: [{ ...room, photos: [photo('r', 'Cama de casal')] }] }} />);
    expect(screen.getByRole('img', { name: 'Cama de casal' }).getAttribute('sizes')).toBe('(min-width: 480px) 160px, 100vw');
  });
});
