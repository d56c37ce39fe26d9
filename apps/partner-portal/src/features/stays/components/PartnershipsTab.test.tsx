import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import type { HotelPartnershipPost } from '../api/partnerships.ts';
import { PartnershipsTab } from './PartnershipsTab.tsx';

const POST: HotelPartnershipPost = {
  id: 'p1', establishmentId: 'h1', establishmentName: 'Casa do Mar Tofo', location: 'Praia do Tofo',
  title: 'Motoristas parceiros Maputo - Tofo', description: 'Traga hóspedes de Maputo para a Casa do Mar.',
  commissionPercent: 10, benefits: [], requirements: null, targetRoutes: 'Maputo - Tofo', category: 'accommodation',
  isActive: true, interestedCount: 2, isInterested: false, chatRoomId: null, createdAt: '2026-11-20T08:00:00.000Z',
  interestedDrivers: [
    { driverId: 'd1', name: 'Carlos Mondlane', chatRoomId: 'room-d1', createdAt: '2026-11-21T08:00:00.000Z' },
    { driverId: 'd2', name: 'Joana Sitoe', chatRoomId: 'room-d2', createdAt: '2026-11-21T09:00:00.000Z' },
  ],
};

const state = vi.hoisted(() => ({
  posts: [] as unknown[],
  rooms: [] as { id: string; unreadCount: number }[],
  create: vi.fn(),
  mutate: vi.fn(),
}));

vi.mock('@turismo/app-core/chat', () => ({
  useChatRooms: (enabled: boolean) => ({ data: enabled ? state.rooms : undefined }),
}));

vi.mock('../api/partnerships.ts', () => ({
  useHotelPartnerships: () => ({ data: state.posts, error: undefined, isLoading: false, mutate: state.mutate }),
  createPartnershipPost: state.create,
}));

describe('PartnershipsTab', () => {
  beforeEach(() => {
    state.posts = [];
    state.create.mockReset();
    state.mutate.mockReset();
  });

  it("lists the establishment's posts with the interested drivers", () => {
    state.posts = [POST];
    renderWithApp(<PartnershipsTab hotelId="h1" />, { path: '/hotels' });
    expect(screen.getByRole('heading', { name: 'Motoristas parceiros Maputo - Tofo' })).toBeTruthy();
    expect(screen.getByText('2 motoristas interessados')).toBeTruthy();
    expect(screen.getByText(/Carlos Mondlane/)).toBeTruthy();
    expect(screen.getByText('1 post de parceria')).toBeTruthy();
  });

  it("opens each interested driver's conversation with 'Conversar', showing its unread messages", () => {
    state.posts = [POST];
    state.rooms = [{ id: 'room-d1', unreadCount: 2 }, { id: 'room-d2', unreadCount: 0 }];
    const open = vi.fn();
    renderWithApp(<PartnershipsTab hotelId="h1" onOpenChat={open} />, { path: '/hotels' });
    const drivers = screen.getByRole('list', { name: 'Motoristas interessados em Motoristas parceiros Maputo - Tofo' });
    expect(within(drivers).getByText('2 mensagens novas')).toBeTruthy();
    expect(within(drivers).queryAllByText(/mensage(m|ns) nova/)).toHaveLength(1);
    fireEvent.click(within(drivers).getByRole('button', { name: 'Conversar com Joana Sitoe' }));
    expect(open).toHaveBeenCalledWith('room-d2');
  });

  it("shows no 'Conversar' without a chat to open", () => {
    state.posts = [POST];
    renderWithApp(<PartnershipsTab hotelId="h1" />, { path: '/hotels' });
    expect(screen.queryByRole('button', { name: /^Conversar/ })).toBeNull();
  });

  it("creates a post with the default 10 % commission and toasts 'Post de parceria criado!'", async () => {
    state.create.mockResolvedValue(POST);
    renderWithApp(<PartnershipsTab hotelId="h1" />, { path: '/hotels' });
    expect(screen.getByText('Ainda não tem posts de parceria')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Criar Post de Parceria' }));
    expect((screen.getByLabelText('Comissão (%)') as HTMLInputElement).value).toBe('10');
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Transferes do aeroporto' } });
    fireEvent.change(screen.getByLabelText('Descrição'), { target: { value: 'Transferes entre o aeroporto e o hotel.' } });
    fireEvent.change(screen.getByLabelText('Benefícios'), { target: { value: 'Wi-Fi, Café ' } });
    fireEvent.change(screen.getByLabelText('Rotas alvo'), { target: { value: 'Aeroporto - Baixa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(screen.getByText('Post de parceria criado!')).toBeTruthy());
    expect(state.create).toHaveBeenCalledWith({
      establishmentId: 'h1', title: 'Transferes do aeroporto', description: 'Transferes entre o aeroporto e o hotel.',
      commissionPercent: 10, benefits: ['Wi-Fi', 'Café'], requirements: null, targetRoutes: 'Aeroporto - Baixa',
      category: 'accommodation',
    });
    expect(state.mutate).toHaveBeenCalled();
  });

  it('validates the commission before calling the API', () => {
    renderWithApp(<PartnershipsTab hotelId="h1" />, { path: '/hotels' });
    fireEvent.click(screen.getByRole('button', { name: 'Criar Post de Parceria' }));
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Transferes' } });
    fireEvent.change(screen.getByLabelText('Descrição'), { target: { value: 'Transferes entre o aeroporto e o hotel.' } });
    fireEvent.change(screen.getByLabelText('Comissão (%)'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(screen.getByText('A comissão deve estar entre 0% e 50%.')).toBeTruthy();
    expect(state.create).not.toHaveBeenCalled();
  });
});
