import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import { MobileNav, MobileNavBar } from './MobileNav.tsx';

const state = vi.hoisted(() => ({ signedIn: false, unread: 0 }));
vi.mock('@turismo/app-core/session', () => ({ useSession: () => ({ user: state.signedIn ? { uid: 'u1' } : null }) }));
vi.mock('@turismo/app-core/chat', () => ({ useChatRooms: () => ({ data: undefined }), totalUnread: () => undefined }));
vi.mock('../../features/notifications/api/notifications.ts', () => ({
  useUnreadNotifications: (enabled: boolean) => (enabled ? state.unread : 0),
}));

describe('MobileNav', () => {
  it('has the six entries of the spec and no fixed badge numbers', () => {
    renderWithApp(<MobileNav />, { path: '/bookings' });
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    const expected: Array<[string, string]> = [
      ['Início', '/'],
      ['Reservas', '/reservas'],
      ['Chat', '/chat'],
      ['Alertas', '/notificacoes'],
      ['Eventos', '/eventos'],
      ['Perfil', '/perfil'],
    ];
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(6);
    for (const [label, href] of expected) {
      expect(within(nav).getByRole('link', { name: new RegExp(label) }).getAttribute('href')).toBe(href);
    }
    expect(nav.textContent).not.toMatch(/\d/);
  });

  it("shows the signed-in user's unread notifications on Alertas", async () => {
    state.signedIn = true;
    state.unread = 4;
    renderWithApp(<MobileNav />, { path: '/' });
    // The signed-in badges come in their own chunk (issue 13).
    expect(await screen.findByRole('link', { name: /Alertas, 4 por ler/ })).toBeTruthy();
    state.signedIn = false;
    state.unread = 0;
  });

  it('marks the entry of an English alias path as the current page', () => {
    renderWithApp(<MobileNav />, { path: '/bookings' });
    expect(screen.getByRole('link', { name: /Reservas/ }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: /Início/ }).getAttribute('aria-current')).toBeNull();
  });

  it('shows the real unread chat count on Chat, capped at 9+, and no badge without one', () => {
    const { unmount } = renderWithApp(<MobileNavBar chatUnread={3} />, { path: '/' });
    expect(screen.getByRole('link', { name: /Chat/ }).textContent).toContain('3');
    unmount();
    renderWithApp(<MobileNavBar chatUnread={12} />, { path: '/' });
    expect(screen.getByRole('link', { name: /Chat/ }).textContent).toContain('9+');
  });
});
