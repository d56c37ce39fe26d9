import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@turismo/app-core/i18n';
import { renderWithApp } from '@turismo/app-core/test/render';
import { inDays } from '@turismo/app-core/test/dates';
import { listRides } from '../api/rides.ts';
import { fakeRide } from '../lib/fake-ride.ts';
import { RidesPage } from './RidesPage.tsx';

vi.mock('../api/rides.ts', async (importOriginal) => {
  const { default: useSWR } = await import('swr');
  const listRides = vi.fn();
  return {
    ...(await importOriginal<typeof import('../api/rides.ts')>()),
    listRides,
    // The hook as the page uses it, over the mocked fetcher.
    useRideList: (f: object) => useSWR(['rides-page-test', JSON.stringify(f)], () => listRides(f)),
  };
});
vi.mock('../../../lib/suggest-places.ts', () => ({ suggestPlaces: vi.fn(async () => ({ data: [], hasMore: false })) }));

const ride = (id: string, departureDate: string) => fakeRide(id, departureDate);

describe('RidesPage', () => {
  // The app's catalogs (pt.json holds the plural forms).
  beforeEach(() => {
    vi.mocked(listRides).mockReset();
  });
  afterEach(() => changeLanguage('pt-MZ'));

  it('reads the criteria from the address, shows the count and opens "Dias seguintes" after the date', { timeout: 20_000 }, async () => {
    const date = inDays(3);
    vi.mocked(listRides).mockResolvedValue({
      data: [ride('r1', date), ride('r2', inDays(4))],
      page: 1,
      pageSize: 12,
      total: 2,
    });
    renderWithApp(<RidesPage />, { path: `/rides?from=Maputo&to=Inhambane&date=${date}&sort=price&verified=1` });
    expect(await screen.findByRole('heading', { name: 'Dias seguintes' })).toBeTruthy();
    expect(screen.getByText('2 viagens')).toBeTruthy();
    expect(vi.mocked(listRides)).toHaveBeenCalledWith(
      expect.objectContaining({ from: 'Maputo', to: 'Inhambane', date, sort: 'price', verified: true, page: 1 }),
    );
    const cards = screen.getAllByRole('listitem');
    const separator = cards.findIndex((li) => li.textContent?.includes('Dias seguintes'));
    expect(separator).toBe(1);
  });

  it('draws a full page of 20 rides in steps: every card is there shortly after the answer (issue 13)', { timeout: 20_000 }, async () => {
    const rides = Array.from({ length: 20 }, (_, i) => ride(`r${i}`, inDays(3)));
    vi.mocked(listRides).mockResolvedValue({ data: rides, page: 1, pageSize: 20, total: 45 });
    renderWithApp(<RidesPage />, { path: '/rides' });
    expect(await screen.findByText('Página 1 de 3 · 45 viagens')).toBeTruthy();
    // Five steps of four cards, each a transition after the previous one's effect: a few seconds on a loaded machine
    // (the default 1 s of waitFor drew 16 of the 20 in a busy vitest run), with no scroll or input in between.
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Reservar / })).toHaveLength(20), {
      timeout: 8_000,
    });
  });

  it('puts each filter change in the address and clears them all with "Limpar filtros"', { timeout: 20_000 }, async () => {
    vi.mocked(listRides).mockResolvedValue({ data: [], page: 1, pageSize: 12, total: 0 });
    const { history } = renderWithApp(<RidesPage />, { path: '/rides?from=Maputo&page=2' });
    expect(await screen.findByText('0 viagens')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Ordenar por'), { target: { value: 'rating' } });
    await waitFor(() => expect(history.at(-1)).toBe('/rides?from=Maputo&sort=rating'));
    fireEvent.change(screen.getByLabelText('Hora de partida'), { target: { value: 'noite' } });
    await waitFor(() => expect(history.at(-1)).toBe('/rides?from=Maputo&sort=rating&timeOfDay=noite'));
    fireEvent.click(screen.getByLabelText('Confirmação imediata'));
    await waitFor(() => expect(history.at(-1)).toBe('/rides?from=Maputo&sort=rating&timeOfDay=noite&instant=1'));
    await waitFor(() =>
      expect(vi.mocked(listRides)).toHaveBeenLastCalledWith(
        expect.objectContaining({ sort: 'rating', timeOfDay: 'noite', instant: true }),
      )
    );
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(history.at(-1)).toBe('/rides'));
  });

  it('speaks English: title, plural counts, seats left and the book link', { timeout: 20_000 }, async () => {
    await changeLanguage('en');
    const date = inDays(3);
    vi.mocked(listRides).mockResolvedValue({ data: [ride('r1', date), ride('r2', date)], page: 1, pageSize: 12, total: 2 });
    renderWithApp(<RidesPage />, { path: '/rides?from=Maputo' });
    expect(await screen.findByText('2 rides')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Available Rides' })).toBeTruthy();
    expect(screen.getByText('Page 1 of 1 · 2 rides')).toBeTruthy();
    expect(screen.getAllByText('3 seats left')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Book Maputo → Inhambane, 06:30' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });
});
