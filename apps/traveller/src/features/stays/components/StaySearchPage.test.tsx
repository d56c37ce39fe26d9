import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@turismo/app-core/i18n';
import { renderWithApp } from '@turismo/app-core/test/render';
import { type Accommodation, useStaySearch } from '../api/stays.ts';
import { parseStaySearch } from '../lib/stay-search-url.ts';
import { StaySearchPage } from './StaySearchPage.tsx';

vi.mock('../api/stays.ts', () => ({ useStaySearch: vi.fn() }));
vi.mock('../../../lib/suggest-places.ts', () => ({ suggestPlaces: vi.fn(async () => ({ data: [], hasMore: false })) }));

const stay = {
  id: 'r1', hotelId: 'h1', roomTypeId: 'r1', name: 'Casa do Mar Tofo', type: 'guesthouse', kind: 'guesthouse',
  location: 'Tofo, Inhambane', roomType: 'Quarto Duplo', roomKind: 'standard', capacity: 2, pricePerNightCents: 250000,
  nights: null, totalPriceCents: null, rating: null, reviewCount: 0, isAvailable: null, availableRooms: null,
  totalRooms: 3, freeCancellation: true, distanceKm: 1.2, photos: [], amenities: ['Wi-Fi'], hasSeaView: false, lat: null,
  lng: null,
} as Accommodation;

function answer(data: unknown, extra: Record<string, unknown> = {}) {
  vi.mocked(useStaySearch).mockReturnValue(
    { data, error: undefined, isLoading: false, isValidating: false, mutate: vi.fn(), ...extra } as never,
  );
}

describe('StaySearchPage', () => {
  // The app's catalogs (pt.json holds the plural forms).
  beforeEach(() => vi.mocked(useStaySearch).mockReset());
  afterEach(() => changeLanguage('pt-MZ'));

  it('browses without dates: from-prices, the count, and filters handed back as a new state', () => {
    answer({ accommodations: [stay], total: 1, mode: 'browse' });
    const onChange = vi.fn();
    renderWithApp(<StaySearchPage state={parseStaySearch('?local=Tofo')} onChange={onChange} onChoose={vi.fn()} />);
    expect(screen.getByTestId('stay-count').textContent).toBe('1 alojamento');
    expect(screen.getByText('A partir de')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Limpar filtros' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lodge' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ location: 'Tofo', kinds: ['lodge'] }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Ordenar por' }), { target: { value: 'price' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'price' }));
  });

  it("keeps the count and 'Limpar filtros' visible while the next results load, and clears the filters", () => {
    answer({ accommodations: [stay], total: 7, mode: 'dated' }, { isValidating: true });
    const onChange = vi.fn();
    const state = parseStaySearch(
      '?local=Tofo&checkIn=2030-01-10&checkOut=2030-01-12&tipo=lodge&cancelamentoGratis=1&ordem=rating',
    );
    renderWithApp(<StaySearchPage state={state} onChange={onChange} onChoose={vi.fn()} />);
    expect(screen.getByTestId('stay-count').textContent).toBe('7 acomodações encontradas');
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Casa do Mar Tofo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros (2)' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({
      location: 'Tofo', checkIn: '2030-01-10', kinds: [], freeCancellation: false, sort: 'recommended',
    }));
  });

  it('speaks English: the plural count, the stay total for the nights, the filters', async () => {
    await changeLanguage('en');
    const dated = { ...stay, nights: 2, totalPriceCents: 500000, rating: 4.5, reviewCount: 1, availableRooms: 1 };
    answer({ accommodations: [dated], total: 7, mode: 'dated' });
    const state = parseStaySearch('?local=Tofo&checkIn=2030-01-10&checkOut=2030-01-12&tipo=lodge&ordem=rating');
    renderWithApp(<StaySearchPage state={state} onChange={vi.fn()} onChoose={vi.fn()} />);
    expect(screen.getByTestId('stay-count').textContent).toBe('7 accommodations found');
    expect(screen.getByText(/^per night · .+ for 2 nights$/)).toBeTruthy();
    expect(screen.getByText('★ 4.5 (1 review)')).toBeTruthy();
    expect(screen.getByText('Last room')).toBeTruthy();
    expect(screen.getAllByText('Free cancellation').length).toBeGreaterThan(0);
    expect(screen.getByText('2-night stay')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters (1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book Quarto Duplo, Casa do Mar Tofo' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Guesthouse' })).toBeTruthy();
  });
});
