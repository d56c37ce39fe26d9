import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { todayInMaputo } from '@turismo/app-core/format';
import { renderWithApp } from '@turismo/app-core/test/render';
import { inDays } from '@turismo/app-core/test/dates';
import { searchRides } from '../api/rides.ts';
import { fakeRide } from '../lib/fake-ride.ts';
import { RideSearchModal } from './RideSearchModal.tsx';

vi.mock('../api/rides.ts', () => ({ searchRides: vi.fn() }));
vi.mock('../../../lib/suggest-places.ts', () => ({ suggestPlaces: vi.fn(async () => ({ data: [], hasMore: false })) }));

const ride = fakeRide('0b7d1f8e-8f3c-4c4e-9a53-2f4b1c6a9d10', inDays(3), { createdAt: '2026-01-01T00:00:00Z' });

function setup(initialParams: { from: string; to: string; date: string; passengers: number } | null) {
  const onChooseRide = vi.fn();
  const onOpenChange = vi.fn();
  renderWithApp(
    <RideSearchModal open onOpenChange={onOpenChange} initialParams={initialParams} onChooseRide={onChooseRide} />,
  );
  return { onChooseRide, onOpenChange };
}

function field(label: string): HTMLInputElement {
  return (screen.queryByRole('combobox', { name: label }) ?? screen.getByLabelText(label)) as HTMLInputElement;
}

describe('RideSearchModal', () => {
  beforeEach(() => {
    vi.mocked(searchRides).mockReset();
  });

  it('shows the fields with one passenger by default and dates from today in Maputo', () => {
    setup(null);
    expect(screen.getByRole('dialog', { name: 'Buscar Viagens' })).toBeTruthy();
    expect(field('Passageiros').value).toBe('1');
    expect(field('Data').getAttribute('min')).toBe(todayInMaputo());
    expect(searchRides).not.toHaveBeenCalled();
  });

  it("asks for origin, destination and date with the spec's toast", async () => {
    setup({ from: 'Maputo', to: '', date: '', passengers: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Campos obrigatórios')).toBeTruthy();
    expect(screen.getByText('Por favor, preencha origem, destino e data.')).toBeTruthy();
    expect(searchRides).not.toHaveBeenCalled();
  });

  it('refuses more than 8 passengers', async () => {
    setup({ from: 'Maputo', to: 'Inhambane', date: '', passengers: 1 });
    fireEvent.change(field('Data'), { target: { value: inDays(2) } });
    fireEvent.change(field('Passageiros'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('O número de passageiros deve estar entre 1 e 8.')).toBeTruthy();
    expect(searchRides).not.toHaveBeenCalled();
  });

  it('searches on open when from, to and date are given, and lists the rides', async () => {
    vi.mocked(searchRides).mockResolvedValue({ data: [ride], page: 1, pageSize: 20, total: 1 });
    const date = inDays(3);
    const { onChooseRide } = setup({ from: 'Maputo', to: 'Inhambane', date, passengers: 2 });
    expect(searchRides).toHaveBeenCalledWith({ from: 'Maputo', to: 'Inhambane', date, passengers: 2 });
    expect(await screen.findByText('Busca realizada')).toBeTruthy();
    expect(screen.getByText('1 viagem encontrada.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Maputo → Inhambane' })).toBeTruthy();
    expect(screen.getByText('06:30')).toBeTruthy();
    expect(screen.getByText('Carlos Nhantumbo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Reservar Maputo → Inhambane/ }));
    expect(onChooseRide).toHaveBeenCalledWith(ride, 2);
  });

  it('shows the empty state when nothing matches', async () => {
    vi.mocked(searchRides).mockResolvedValue({ data: [], page: 1, pageSize: 20, total: 0 });
    setup({ from: 'Pemba', to: 'Lichinga', date: inDays(1), passengers: 1 });
    expect(await screen.findByText('Nenhuma viagem encontrada para os critérios selecionados.')).toBeTruthy();
  });

  it("says 'Erro na busca' when the API fails", async () => {
    vi.mocked(searchRides).mockRejectedValue(new Error('offline'));
    setup({ from: 'Maputo', to: 'Inhambane', date: inDays(1), passengers: 1 });
    await waitFor(() => expect(screen.getAllByText('Erro na busca').length).toBeGreaterThan(0));
    expect(screen.getAllByText('Não foi possível buscar as viagens. Tente novamente.').length).toBeGreaterThan(0);
  });

  it("'Mostrar mais viagens' appends the next page and disappears when all are shown", async () => {
    const second = { ...ride, id: '5c2e7a10-3d4b-4f6a-8b9c-1d2e3f4a5b6c', departureTime: '14:00' };
    vi.mocked(searchRides)
      .mockResolvedValueOnce({ data: [ride], page: 1, pageSize: 1, total: 2 })
      .mockResolvedValueOnce({ data: [second], page: 2, pageSize: 1, total: 2 });
    const date = inDays(3);
    setup({ from: 'Maputo', to: 'Inhambane', date, passengers: 1 });
    expect(await screen.findByText('06:30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar mais viagens' }));
    expect(await screen.findByText('14:00')).toBeTruthy();
    expect(screen.getByText('06:30')).toBeTruthy();
    expect(searchRides).toHaveBeenLastCalledWith({ from: 'Maputo', to: 'Inhambane', date, passengers: 1, page: 2 });
    expect(screen.queryByRole('button', { name: 'Mostrar mais viagens' })).toBeNull();
    // Loading more is not a new search: one 'Busca realizada' only.
    expect(screen.getAllByText('Busca realizada')).toHaveLength(1);
  });

  it('never shows the answer of an older search that arrives after a newer one', async () => {
    let answerFirst: (page: { data: typeof ride[]; page: number; pageSize: number; total: number }) => void = () => {};
    vi.mocked(searchRides)
      .mockImplementationOnce(() => new Promise((resolve) => { answerFirst = resolve; }))
      .mockResolvedValueOnce({ data: [], page: 1, pageSize: 20, total: 0 });
    setup({ from: 'Maputo', to: 'Inhambane', date: inDays(3), passengers: 1 });
    fireEvent.change(field('Destino'), { target: { value: 'Beira' } });
    // The button waits while searching; Enter in a field still submits the form.
    fireEvent.submit(screen.getByRole('form', { name: 'Critérios da viagem' }));
    expect(await screen.findByText('Nenhuma viagem encontrada para os critérios selecionados.')).toBeTruthy();
    answerFirst({ data: [ride], page: 1, pageSize: 20, total: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('06:30')).toBeNull();
    expect(screen.getByText('Nenhuma viagem encontrada para os critérios selecionados.')).toBeTruthy();
    expect(screen.getAllByText('Busca realizada')).toHaveLength(1);
  });
});
