import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import type { DriverPartnershipPost } from '../api/partnerships.ts';
import { DriverPartnershipsPage } from './DriverPartnershipsPage.tsx';

const POSTS: DriverPartnershipPost[] = [
  {
    id: 'p1', establishmentId: 'h1', establishmentName: 'Casa do Mar Tofo', location: 'Avenida Marginal, Praia do Tofo',
    title: 'Motoristas parceiros Maputo - Tofo', description: 'Traga hóspedes de Maputo para a Casa do Mar.',
    commissionPercent: 10, benefits: ['Refeição grátis na chegada'], requirements: 'Viatura em bom estado.',
    targetRoutes: 'Maputo - Tofo', category: 'accommodation', isActive: true, interestedCount: 2, isInterested: false,
    chatRoomId: null, createdAt: '2026-11-20T08:00:00.000Z',
  },
  {
    id: 'p2', establishmentId: 'h2', establishmentName: 'Bazaruto Dhow Lodge', location: 'Praia de Vilanculos',
    title: 'Clientes premium', description: 'Hóspedes de luxo a caminho de Bazaruto.', commissionPercent: 20,
    benefits: [], requirements: null, targetRoutes: null, category: 'luxury', isActive: true, interestedCount: 0,
    isInterested: true, chatRoomId: 'room-p2', createdAt: '2026-11-21T08:00:00.000Z',
  },
];

const calls = vi.hoisted(() => ({ requests: [] as [string, string][], interest: vi.fn(), mutate: vi.fn() }));

vi.mock('../api/partnerships.ts', () => ({
  usePartnershipRequests: (q: string, category: string) => {
    calls.requests.push([q, category]);
    const data = POSTS.filter((p) =>
      (category === 'all' || p.category === category) && p.location.toLowerCase().includes(q.trim().toLowerCase())
    );
    return { data, error: undefined, isLoading: false, mutate: calls.mutate };
  },
  registerInterest: calls.interest,
}));

describe('DriverPartnershipsPage', () => {
  beforeEach(() => {
    calls.requests.length = 0;
    calls.interest.mockReset();
    calls.mutate.mockReset();
  });

  it('lists the posts with type, offer, requirements, benefits and interested count, and a how-it-works box', () => {
    renderWithApp(<DriverPartnershipsPage />, { path: '/drivers/partnerships' });
    expect(screen.getByText('2 parcerias encontradas')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Casa do Mar Tofo' })).toBeTruthy();
    expect(screen.getByText('10% de comissão')).toBeTruthy();
    expect(screen.getByText('Requisitos: Viatura em bom estado.')).toBeTruthy();
    expect(screen.getByText('Refeição grátis na chegada')).toBeTruthy();
    expect(screen.getByText('2 interessados')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Propostas de parceria' });
    expect(within(list).getByText('Luxo')).toBeTruthy();
    expect(screen.getByText('Como funciona')).toBeTruthy();
  });

  it('filters by type and location, and clears the filters when nothing matches', async () => {
    renderWithApp(<DriverPartnershipsPage />, { path: '/drivers/partnerships' });
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'luxury' } });
    expect(calls.requests.at(-1)).toEqual(['', 'luxury']);
    expect(screen.getByText('1 parceria encontrada')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Localização'), { target: { value: 'Pemba' } });
    await waitFor(() => expect(screen.getByText('Nenhuma parceria encontrada')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(screen.getByText('2 parcerias encontradas')).toBeTruthy());
    expect(calls.requests.at(-1)).toEqual(['', 'all']);
  });

  it("registers interest through the API and toasts the spec's text", async () => {
    calls.interest.mockResolvedValue({
      postId: 'p1', interestedCount: 3, isInterested: true, created: true, chatRoomId: 'room-p1',
    });
    renderWithApp(<DriverPartnershipsPage />, { path: '/drivers/partnerships' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Tenho Interesse' })[0]!);
    await waitFor(() =>
      expect(screen.getByText('Interesse registrado! O estabelecimento será notificado.')).toBeTruthy()
    );
    expect(calls.interest).toHaveBeenCalledWith('p1');
    expect(calls.mutate).toHaveBeenCalled();
  });

  it("offers 'Conversar' with the establishment once interested, opening the partnership conversation", () => {
    renderWithApp(<DriverPartnershipsPage />, { path: '/drivers/partnerships' });
    const links = screen.getAllByRole('link', { name: /^Conversar com/ });
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(['Conversar com Bazaruto Dhow Lodge']);
    expect(links[0]!.getAttribute('href')).toBe('/drivers/chat/room-p2');
    expect(screen.getByRole('button', { name: 'Interesse registado' })).toBeTruthy();
  });
});
