import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ThemeProvider } from '../../theme';
import { PlaceInput, type Place, type PlaceSuggestions } from './PlaceInput';

const place = (name: string, i: number): Place => ({
  id: String(i),
  name,
  province: 'Maputo Cidade',
  country: 'Moçambique',
  fullName: `${name}, Maputo Cidade`,
  type: 'neighborhood',
  parentCity: 'Maputo',
  lat: -25.96,
  lng: 32.57,
});

function Harness({ load }: { load: (q: string) => Promise<PlaceSuggestions> }) {
  const [value, setValue] = useState('');
  return (
    <ThemeProvider>
      <PlaceInput label="Origem" value={value} onChange={setValue} onSelect={() => {}} loadSuggestions={load} debounceMs={100} />
    </ThemeProvider>
  );
}

describe('PlaceInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('waits for the user to stop typing and asks once', async () => {
    const load = vi.fn(async () => ({ data: [place('Polana', 1)], hasMore: false }));
    render(<Harness load={load} />);
    const input = screen.getByRole('combobox', { name: 'Origem' });
    fireEvent.change(input, { target: { value: 'po' } });
    fireEvent.change(input, { target: { value: 'pol' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('pol');
    expect(screen.getByRole('option', { name: /Polana/ })).toBeTruthy();
  });

  test('ignores an older answer that arrives after a newer one', async () => {
    const pending: Record<string, (r: PlaceSuggestions) => void> = {};
    const load = vi.fn(
      (q: string) =>
        new Promise<PlaceSuggestions>((resolve) => {
          pending[q] = resolve;
        }),
    );
    render(<Harness load={load} />);
    const input = screen.getByRole('combobox', { name: 'Origem' });
    fireEvent.change(input, { target: { value: 'ma' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    fireEvent.change(input, { target: { value: 'mal' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    await act(async () => {
      pending.mal?.({ data: [place('Malhangalene', 1)], hasMore: false });
      pending.ma?.({ data: [place('Matola', 2), place('Machava', 3)], hasMore: false });
    });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringContaining('Malhangalene'),
    ]);
  });

  test('closes and stays quiet when the lookup fails', async () => {
    const load = vi.fn(async () => {
      throw new Error('offline');
    });
    render(<Harness load={load} />);
    const input = screen.getByRole('combobox', { name: 'Origem' });
    fireEvent.change(input, { target: { value: 'bei' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  test('Esc before the answer arrives: the late answer does not open the list', async () => {
    const pending: ((r: PlaceSuggestions) => void)[] = [];
    const load = vi.fn(() => new Promise<PlaceSuggestions>((resolve) => pending.push(resolve)));
    render(<Harness load={load} />);
    const input = screen.getByRole('combobox', { name: 'Origem' });
    // Typed, then Esc within the pause: no lookup at all.
    fireEvent.change(input, { target: { value: 'map' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(load).not.toHaveBeenCalled();
    // Typed, the lookup sent, then Esc before its answer: the answer is dropped.
    fireEvent.change(input, { target: { value: 'mapu' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(input, { key: 'Escape' });
    await act(async () => {
      pending[0]?.({ data: [place('Maputo', 1)], hasMore: false });
    });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
  });
});
