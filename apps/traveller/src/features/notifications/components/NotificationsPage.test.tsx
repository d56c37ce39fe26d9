import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import type { Notification, NotificationPage } from '../api/notifications.ts';
import { NotificationsPage } from './NotificationsPage.tsx';

const api = vi.hoisted(() => ({
  pages: {} as Record<string, NotificationPage>,
  markNotificationRead: vi.fn(async () => ({})),
  markAllNotificationsRead: vi.fn(async () => 1),
}));
vi.mock('../api/notifications.ts', () => ({
  useNotifications: (_enabled: boolean, filter: string) => ({
    data: api.pages[filter],
    error: undefined,
    isLoading: false,
    mutate: vi.fn(),
  }),
  markNotificationRead: api.markNotificationRead,
  markAllNotificationsRead: api.markAllNotificationsRead,
}));

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const note = (over: Partial<Notification>): Notification => {
  const n = {
    id: crypto.randomUUID(),
    kind: 'booking_confirmed' as const,
    title: 'Reserva confirmada',
    body: 'Maputo → Inhambane, 23/11/2026 07:00.',
    link: '/reservas',
    bookingId: null,
    createdAt: minutesAgo(5),
    readAt: null,
    ...over,
  };
  // The spec's names of the same fields, as the API derives them.
  return {
    type: 'ride', priority: 'normal', message: n.body, isRead: n.readAt !== null, actionUrl: n.link,
    relatedId: n.bookingId, ...n,
  };
};
const page = (data: Notification[], o: { total: number; all: number; unread: number }): NotificationPage => ({
  data,
  page: 1,
  pageSize: 20,
  ...o,
});

describe('NotificationsPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    const unread = note({});
    const read = note({
      title: 'Nova reserva confirmada',
      body: 'Maputo → Xai-Xai: 2 lugares.',
      link: '/drivers/offers',
      createdAt: minutesAgo(180),
      readAt: minutesAgo(100),
    });
    api.pages = {
      all: page([unread, read], { total: 2, all: 2, unread: 1 }),
      unread: page([unread], { total: 1, all: 2, unread: 1 }),
    };
  });

  it('lists the notifications with the counts in the tabs, unread ones marked and relative times', () => {
    renderWithApp(<NotificationsPage />, { path: '/notificacoes' });
    expect(screen.getByRole('tab', { name: 'Todas (2)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Não lidas (1)' })).toBeTruthy();
    const items = screen.getAllByRole('link', { name: /Reserva confirmada|Nova reserva confirmada/ });
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Não lida: Reserva confirmada');
    expect(items[0]!.textContent).toContain('Há 5 min');
    expect(items[1]!.textContent).not.toContain('Não lida');
    expect(items[1]!.textContent).toContain('Há 3h');
  });

  it('marks a notification read when opened and goes to its page', async () => {
    const { history } = renderWithApp(<NotificationsPage />, { path: '/notificacoes' });
    fireEvent.click(screen.getByRole('link', { name: /Não lida:\s*Reserva confirmada/ }));
    await waitFor(() => expect(history.at(-1)).toBe('/reservas'));
    expect(api.markNotificationRead).toHaveBeenCalledTimes(1);
  });

  it("marks all read with 'Marcar todas como lidas', disabled when nothing is unread", async () => {
    renderWithApp(<NotificationsPage />, { path: '/notificacoes' });
    fireEvent.click(screen.getByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(api.markAllNotificationsRead).toHaveBeenCalledTimes(1));
  });

  it("shows 'Tudo em dia!' on the unread tab and 'Nenhuma notificação' when there are none", () => {
    api.pages = {
      all: page([], { total: 0, all: 0, unread: 0 }),
      unread: page([], { total: 0, all: 0, unread: 0 }),
    };
    renderWithApp(<NotificationsPage />, { path: '/notificacoes' });
    expect(screen.getByRole('heading', { name: 'Nenhuma notificação' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Marcar todas como lidas' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Não lidas (0)' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Tudo em dia!' })).toBeTruthy();
  });
});
