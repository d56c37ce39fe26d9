/** The shared bell of app-core (spec 2.13), tested in the traveller app where it first shows. */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import { NotificationBell } from '@turismo/app-core/NotificationBell';
import { markAllNotificationsRead, markNotificationRead } from '@turismo/app-core/notifications';

const state = vi.hoisted(() => ({ unread: 0, items: [] as unknown[] }));
vi.mock('@turismo/app-core/notifications', () => ({
  useNotifications: (enabled: boolean, filter: string) => ({
    data: enabled ? { data: filter === 'unread' ? [] : state.items, unread: state.unread } : undefined,
    isLoading: false,
  }),
  markNotificationRead: vi.fn(async () => ({})),
  markAllNotificationsRead: vi.fn(async () => 1),
}));
vi.mock('@turismo/app-core/live', () => ({ useLiveUpdates: vi.fn(), useLiveConnected: () => false }));

const note = (over: Record<string, unknown>) => ({
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'booking_received',
  title: 'Nova reserva confirmada',
  body: 'Maputo → Inhambane, 23/11/2026 07:00: 2 lugares.',
  link: '/drivers/offers',
  bookingId: null,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  readAt: null,
  ...over,
});

describe('NotificationBell', () => {
  afterEach(() => {
    state.unread = 0;
    state.items = [];
    vi.clearAllMocks();
  });

  it('opens a panel with the latest notifications, the unread highlighted, and marks all read', () => {
    state.unread = 1;
    state.items = [note({}), note({ id: '2', title: 'Reserva cancelada pelo cliente', readAt: '2026-11-20T10:00:00Z' })];
    renderWithApp(<NotificationBell onNavigate={vi.fn()} />);
    const bell = screen.getByRole('button', { name: 'Notificações, 1 por ler' });
    fireEvent.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Notificações' });
    const items = within(panel).getAllByRole('link').filter((a) => a.closest('li'));
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Não lida: Nova reserva confirmada');
    expect(items[0]?.textContent).toContain('Há 5 min');
    expect(items[1]?.textContent).not.toContain('Não lida');
    expect(within(panel).getByRole('link', { name: 'Ver Todas as Notificações' }).getAttribute('href'))
      .toBe('/notificacoes');
    fireEvent.click(within(panel).getByRole('button', { name: 'Marcar todas como lidas' }));
    expect(markAllNotificationsRead).toHaveBeenCalledTimes(1);
  });

  it('a click on a notification marks it read and opens its link', async () => {
    state.unread = 1;
    state.items = [note({})];
    const onNavigate = vi.fn();
    renderWithApp(<NotificationBell onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('button', { name: /Notificações/ }));
    fireEvent.click(screen.getByRole('link', { name: /Nova reserva confirmada/ }));
    await vi.waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/drivers/offers'));
    expect(markNotificationRead).toHaveBeenCalledWith('11111111-1111-4111-8111-111111111111');
    expect(screen.queryByRole('region', { name: 'Notificações' })).toBeNull();
  });

  it("says 'Nenhuma notificação' when empty, and Esc closes the panel with focus back on the bell", () => {
    renderWithApp(<NotificationBell onNavigate={vi.fn()} />);
    const bell = screen.getByRole('button', { name: 'Notificações' });
    fireEvent.click(bell);
    expect(screen.getByText('Nenhuma notificação')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Marcar todas como lidas' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Notificações' })).toBeNull();
    expect(document.activeElement).toBe(bell);
  });
});
