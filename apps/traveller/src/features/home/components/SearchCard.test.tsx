import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { todayInMaputo } from '@turismo/app-core/format';
import { renderWithApp } from '@turismo/app-core/test/render';
import { inDays } from '@turismo/app-core/test/dates';
import { suggestPlaces } from '../api/suggest-places.ts';
import { SearchCard } from './SearchCard.tsx';

vi.mock('../api/suggest-places.ts', () => ({
  PLACE_SUGGESTION_LIMIT: 15,
  suggestPlaces: vi.fn(async () => ({ data: [], hasMore: false })),
}));

function setup(path = '/') {
  const onSearchRides = vi.fn();
  const onSearchStays = vi.fn();
  const onTabChange = vi.fn();
  const result = renderWithApp(
    <SearchCard onSearchRides={onSearchRides} onSearchStays={onSearchStays} onTabChange={onTabChange} />,
    { path },
  );
  return { ...result, onSearchRides, onSearchStays, onTabChange };
}

/** The place combobox or the date input with this label (the suggestion listbox carries the same name). */
function field(label: string): HTMLInputElement {
  return (screen.queryByRole('combobox', { name: label }) ?? screen.getByLabelText(label)) as HTMLInputElement;
}

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

describe('SearchCard', () => {
  beforeEach(() => {
    vi.mocked(suggestPlaces).mockClear();
  });

  it('shows the three tabs with Viagens selected and the ride fields', () => {
    setup();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Viagens', 'Alojamentos', 'Eventos']);
    expect(screen.getByRole('tab', { name: 'Viagens' }).getAttribute('aria-selected')).toBe('true');
    expect(field('Origem')).toBeTruthy();
    expect(field('Destino')).toBeTruthy();
    expect(screen.getByLabelText('Data')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buscar Viagens' })).toBeTruthy();
  });

  it('does not allow dates before today in Maputo', () => {
    setup();
    expect(screen.getByLabelText('Data').getAttribute('min')).toBe(todayInMaputo());
  });

  it('opens the ride search with origin, destination, date and one passenger', () => {
    const { onSearchRides } = setup();
    const date = inDays(3);
    type('Origem', 'Maputo');
    type('Destino', 'Tofo');
    type('Data', date);
    fireEvent.click(screen.getByRole('button', { name: 'Buscar Viagens' }));
    expect(onSearchRides).toHaveBeenCalledWith({ from: 'Maputo', to: 'Tofo', date, passengers: 1 });
  });

  it('refuses a date in the past with a message', () => {
    const { onSearchRides } = setup();
    type('Data', inDays(-2));
    fireEvent.click(screen.getByRole('button', { name: 'Buscar Viagens' }));
    expect(onSearchRides).not.toHaveBeenCalled();
    expect(screen.getByText('Escolha hoje ou uma data futura.')).toBeTruthy();
  });

  it('switches to Alojamentos: no destination, a check-in date and the stay search with two guests', () => {
    const { onSearchStays, onTabChange } = setup();
    type('Origem', 'Vilankulo');
    fireEvent.click(screen.getByRole('tab', { name: 'Alojamentos' }));

    expect(onTabChange).toHaveBeenLastCalledWith('stays');
    expect(screen.getByRole('tab', { name: 'Alojamentos' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('combobox', { name: 'Destino' })).toBeNull();
    // The place typed on the rides tab is kept.
    expect(field('Localização').value).toBe('Vilankulo');

    const date = inDays(7);
    type('Data de entrada', date);
    fireEvent.click(screen.getByRole('button', { name: 'Buscar Acomodações' }));
    expect(onSearchStays).toHaveBeenCalledWith({ location: 'Vilankulo', checkIn: date, checkOut: '', guests: 2 });
  });

  it('moves between tabs with the arrow keys', () => {
    setup();
    const rides = screen.getByRole('tab', { name: 'Viagens' });
    rides.focus();
    fireEvent.keyDown(rides, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Alojamentos' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Alojamentos' }));
  });

  it('sends the events search to /eventos with location and date', () => {
    const { history } = setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Eventos' }));
    const date = inDays(10);
    type('Localização', 'Maputo');
    type('Data', date);
    fireEvent.click(screen.getByRole('button', { name: 'Buscar Eventos' }));
    expect(history.at(-1)).toBe(`/eventos?location=Maputo&date=${date}`);
  });

  it('asks the API for place suggestions', async () => {
    setup();
    type('Origem', 'Xai');
    await vi.waitFor(() => expect(suggestPlaces).toHaveBeenCalledWith('Xai'), { timeout: 2000 });
  });
});
