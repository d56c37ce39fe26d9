import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import type { ChatRoom, ChatThread } from '@turismo/app-core/chat';
import { ChatPage } from './ChatPage.tsx';

const ROOM: ChatRoom = {
  id: 'r1', type: 'booking', bookingId: 'b1', bookingType: 'ride', bookingStatus: 'confirmed', partnershipPostId: null,
  bookingDetails: 'Maputo → Inhambane · 18/12/2026 06:30', status: 'active', role: 'client', providerId: 'd1',
  providerName: 'Carlos Nhantumbo', providerType: 'driver', providerAvatar: null, providerPhone: '+258841234567',
  clientId: 'c1', clientName: 'Ana Macuácua', lastMessage: 'Partimos às 06:30.', lastMessageType: 'text',
  lastMessageTime: '2026-12-17T16:05:00.000Z', unreadCount: 2, createdAt: '2026-12-17T16:00:00.000Z',
};
const STAY: ChatRoom = {
  ...ROOM, id: 'r2', bookingId: 'b2', bookingType: 'stay', bookingDetails: 'Quarto Duplo · 20/12/2026 a 22/12/2026',
  status: 'completed', providerName: 'Casa do Mar Tofo', providerType: 'hotel', providerPhone: null,
  lastMessage: null, lastMessageType: null, lastMessageTime: null, unreadCount: 0,
};
const AS_DRIVER: ChatRoom = { ...ROOM, id: 'r3', role: 'provider' };

// The traveller's Portuguese plural forms ('2 mensagens novas'), as main.tsx registers them.

const state = vi.hoisted(() => ({
  rooms: [] as ChatRoom[],
  thread: null as ChatThread | null,
  send: vi.fn(),
  mutate: vi.fn(),
}));

vi.mock('@turismo/app-core/session', () => ({ useSession: () => ({ user: { uid: 'c1' } }) }));
vi.mock('@turismo/app-core/chat', () => ({
  useChatRooms: () => ({ data: state.rooms, error: undefined, isLoading: false, mutate: state.mutate }),
  useChatThread: () => ({ data: state.thread, error: undefined, isLoading: false, mutate: state.mutate }),
  getChatThread: vi.fn(),
  sendChatMessage: state.send,
}));

const thread = (room: ChatRoom): ChatThread => ({
  room,
  hasOlder: false,
  messages: [
    {
      id: 'm1', roomId: room.id, senderId: 'c1', senderName: 'Ana Macuácua', senderRole: 'client',
      message: 'Posso levar uma mala grande?', type: 'text', lat: null, lng: null, createdAt: '2026-12-17T16:02:00.000Z',
    },
    {
      id: 'm2', roomId: room.id, senderId: 'd1', senderName: 'Carlos Nhantumbo', senderRole: 'provider',
      message: 'Sim.', type: 'text', lat: null, lng: null, createdAt: '2026-12-17T16:05:00.000Z',
    },
  ],
});

describe('ChatPage', () => {
  beforeEach(() => {
    state.send.mockReset();
    state.mutate.mockReset();
  });

  it('lists the traveller\'s conversations as links with provider, status, booking and last message', () => {
    state.rooms = [ROOM, STAY, AS_DRIVER];
    renderWithApp(<ChatPage />, { path: '/chat' });
    const list = screen.getByRole('list', { name: 'Conversas' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]!.getAttribute('href')).toBe('/chat/r1');
    expect(links[0]!.getAttribute('aria-label')).toBe('Carlos Nhantumbo, Ativo, 2 mensagens novas');
    // The link holds the name (its name contains all its visible text, WCAG 2.5.3); the card around it the rest.
    const card = (i: number) => links[i]!.closest('li')!.textContent;
    expect(links[0]!.textContent).toBe('Carlos Nhantumbo');
    expect(card(0)).toContain('Viagem · Maputo → Inhambane · 18/12/2026 06:30');
    expect(card(0)).toContain('Partimos às 06:30.');
    expect(card(1)).toContain('Concluído');
    expect(card(1)).toContain('Estadia · Quarto Duplo');
    expect(card(1)).toContain('Sem mensagens ainda');
  });

  it('says so when there is no conversation', () => {
    state.rooms = [];
    renderWithApp(<ChatPage />, { path: '/chat' });
    expect(screen.getByRole('heading', { name: 'Nenhuma conversa' })).toBeTruthy();
  });

  it('shows the booking banner, Ligar for the driver and the messages; Enter sends the trimmed text', async () => {
    state.thread = thread(ROOM);
    state.rooms = [ROOM];
    state.send.mockResolvedValue({});
    renderWithApp(<ChatPage chatId="r1" />, { path: '/chat/r1' });
    expect(screen.getByRole('heading', { name: 'Carlos Nhantumbo' })).toBeTruthy();
    const banner = screen.getByRole('group', { name: 'Reserva' });
    expect(banner.textContent).toContain('Em Andamento');
    expect(within(banner).getByRole('link', { name: 'Ligar' }).getAttribute('href')).toBe('tel:+258841234567');
    const log = screen.getByRole('log', { name: 'Mensagens com Carlos Nhantumbo' });
    const items = within(log).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Você');
    expect(items[1]!.textContent).toContain('Carlos Nhantumbo');
    const box = screen.getByLabelText('Mensagem');
    expect(box.getAttribute('placeholder')).toBe('Digite sua mensagem...');
    fireEvent.change(box, { target: { value: '  Obrigada!  ' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(state.send).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(state.send).toHaveBeenCalledWith('r1', 'Obrigada!'));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('a concluded conversation says so and takes no new message', () => {
    state.thread = thread({ ...STAY, status: 'completed' });
    renderWithApp(<ChatPage chatId="r2" />, { path: '/chat/r2' });
    expect(screen.getByText('Esta conversa foi concluída').getAttribute('role')).toBe('status');
    expect((screen.getByLabelText('Mensagem') as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Ligar' })).toBeNull();
  });
});
