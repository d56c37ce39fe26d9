import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import type { ChatRoom, ChatThread } from '@turismo/app-core/chat';
import { providerUnread } from '../lib/provider-unread.ts';
import { ProviderChat } from './ProviderChat.tsx';

const RIDE: ChatRoom = {
  id: 'r1', type: 'booking', bookingId: 'b1', bookingType: 'ride', bookingStatus: 'confirmed', partnershipPostId: null,
  bookingDetails: 'Maputo → Inhambane · 18/12/2026 06:30', status: 'active', role: 'provider', providerId: 'd1',
  providerName: 'Carlos Nhantumbo', providerType: 'driver', providerAvatar: null, providerPhone: null,
  clientId: 'c1', clientName: 'Ana Macuácua', lastMessage: 'Posso levar uma mala?', lastMessageType: 'text',
  lastMessageTime: '2026-12-17T16:05:00.000Z', unreadCount: 3, createdAt: '2026-12-17T16:00:00.000Z',
};
const EXPIRED: ChatRoom = {
  ...RIDE, id: 'r2', bookingId: 'b2', clientName: 'João Cossa', status: 'expired', unreadCount: 0,
  lastMessage: null, lastMessageType: null, lastMessageTime: null,
};
const STAY: ChatRoom = { ...RIDE, id: 'r3', bookingType: 'stay', providerType: 'hotel', clientName: 'Rosa Tembe' };
const AS_CLIENT: ChatRoom = { ...RIDE, id: 'r4', role: 'client', clientName: 'Eu Mesmo' };
// A partnership conversation (ADR 0033): the driver d1 is its client side, the establishment's manager m1 the provider.
const PARTNERSHIP: ChatRoom = {
  ...RIDE, id: 'r5', type: 'partnership', bookingId: null, bookingType: 'partnership', bookingStatus: null,
  partnershipPostId: 'p1', bookingDetails: 'Motoristas parceiros Maputo - Tofo', role: 'client', providerId: 'm1',
  providerName: 'Casa do Mar Tofo', providerType: 'hotel', clientId: 'd1', clientName: 'Carlos Nhantumbo',
  unreadCount: 1,
};
const PARTNERSHIP_AS_MANAGER: ChatRoom = { ...PARTNERSHIP, id: 'r6', role: 'provider' };

const state = vi.hoisted(() => ({ rooms: [] as ChatRoom[], send: vi.fn(), mutate: vi.fn() }));

vi.mock('@turismo/app-core/session', () => ({ useSession: () => ({ user: { uid: 'd1' } }) }));
vi.mock('@turismo/app-core/chat', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@turismo/app-core/chat')>()),
  useChatRooms: () => ({ data: state.rooms, error: undefined, isLoading: false, mutate: state.mutate }),
  useChatThread: (roomId: string) => ({
    data: {
      room: { ...state.rooms.find((r) => r.id === roomId)!, unreadCount: 0 },
      hasOlder: false,
      messages: [{
        id: 'm1', roomId, senderId: 'c1', senderName: 'Ana Macuácua', senderRole: 'client',
        message: 'Posso levar uma mala?', type: 'text', lat: null, lng: null, createdAt: '2026-12-17T16:05:00.000Z',
      }],
    } satisfies ChatThread,
    error: undefined,
    isLoading: false,
    mutate: state.mutate,
  }),
  sendChatMessage: state.send,
}));

describe('ProviderChat', () => {
  beforeEach(() => {
    state.send.mockReset();
    state.mutate.mockReset();
  });

  it('lists the driver\'s passengers with type, status and unread count, not other conversations', () => {
    state.rooms = [RIDE, EXPIRED, STAY, AS_CLIENT];
    renderWithApp(<ProviderChat providerType="driver" />, { path: '/drivers/chat' });
    const list = screen.getByRole('list', { name: 'Conversas' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Ana Macuácua, Passageiro, Ativo, 3 mensagens novas',
      'João Cossa, Passageiro, Expirado',
    ]);
    expect(buttons[0]!.closest('li')!.textContent).toContain('Maputo → Inhambane · 18/12/2026 06:30');
  });

  it('opens a conversation; Enter sends, Shift+Enter does not', async () => {
    state.rooms = [RIDE, EXPIRED];
    state.send.mockResolvedValue({});
    renderWithApp(<ProviderChat providerType="driver" />, { path: '/drivers/chat' });
    fireEvent.click(screen.getByRole('button', { name: /Ana Macuácua/ }));
    expect(screen.getByRole('heading', { name: 'Ana Macuácua' })).toBeTruthy();
    const log = screen.getByRole('log', { name: 'Mensagens com Ana Macuácua' });
    expect(within(log).getByText('Posso levar uma mala?')).toBeTruthy();
    const box = screen.getByLabelText('Mensagem');
    fireEvent.change(box, { target: { value: 'Sim, sem problema.' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(state.send).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(state.send).toHaveBeenCalledWith('r1', 'Sim, sem problema.'));
  });

  it('an expired conversation says so and disables the box', () => {
    state.rooms = [RIDE, EXPIRED];
    renderWithApp(<ProviderChat providerType="driver" initialRoomId="r2" />, { path: '/drivers/chat/r2' });
    expect(screen.getByText('Esta conversa foi expirada')).toBeTruthy();
    expect((screen.getByLabelText('Mensagem') as HTMLTextAreaElement).disabled).toBe(true);
  });

  it('the hotel sees its guests; without conversations, an empty state', () => {
    state.rooms = [STAY];
    const { unmount } = renderWithApp(<ProviderChat providerType="hotel" />, { path: '/hotels' });
    expect(screen.getByRole('button', { name: 'Rosa Tembe, Hóspede, Ativo, 3 mensagens novas' })).toBeTruthy();
    unmount();
    state.rooms = [];
    renderWithApp(<ProviderChat providerType="hotel" />, { path: '/hotels' });
    expect(screen.getByRole('heading', { name: 'Nenhuma conversa' })).toBeTruthy();
  });

  it('the bottom bar badge counts only the unread messages of the given kind of provider', () => {
    expect(providerUnread([RIDE, EXPIRED, STAY, AS_CLIENT], 'driver')).toBe(3);
    expect(providerUnread([RIDE], 'hotel')).toBeUndefined();
    expect(providerUnread(undefined, 'driver')).toBeUndefined();
  });

  it("the driver's area lists their partnership conversations as 'Parceria', named after the establishment", () => {
    state.rooms = [RIDE, PARTNERSHIP, PARTNERSHIP_AS_MANAGER];
    renderWithApp(<ProviderChat providerType="driver" initialRoomId="r5" />, { path: '/drivers/chat/r5' });
    const list = screen.getByRole('list', { name: 'Conversas' });
    expect(within(list).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Ana Macuácua, Passageiro, Ativo, 3 mensagens novas',
      'Casa do Mar Tofo, Parceria, Ativo, 1 mensagem nova',
    ]);
    expect(within(list).getAllByRole('button')[1]!.closest('li')!.textContent).toContain('Parceria');
    expect(within(list).getAllByRole('button')[0]!.closest('li')!.textContent).not.toContain('Parceria');
    const header = screen.getByRole('heading', { name: 'Casa do Mar Tofo' }).parentElement!;
    expect(header.textContent).toContain('Parceria · Motoristas parceiros Maputo - Tofo');
    // The driver wrote the message (client side of the partnership): shown as theirs.
    const log = screen.getByRole('log', { name: 'Mensagens com Casa do Mar Tofo' });
    expect(within(log).getByText('Você')).toBeTruthy();
  });

  it("the lodging area lists the partnership conversations with the driver's name", () => {
    state.rooms = [STAY, PARTNERSHIP, PARTNERSHIP_AS_MANAGER];
    renderWithApp(<ProviderChat providerType="hotel" />, { path: '/hotels' });
    const list = screen.getByRole('list', { name: 'Conversas' });
    expect(within(list).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Rosa Tembe, Hóspede, Ativo, 3 mensagens novas',
      'Carlos Nhantumbo, Parceria, Ativo, 1 mensagem nova',
    ]);
    expect(providerUnread([RIDE, PARTNERSHIP, PARTNERSHIP_AS_MANAGER], 'driver')).toBe(4);
    expect(providerUnread([STAY, PARTNERSHIP, PARTNERSHIP_AS_MANAGER], 'hotel')).toBe(4);
  });
});
