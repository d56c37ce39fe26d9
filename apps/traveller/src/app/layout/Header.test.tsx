import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@turismo/app-core/session';
import { useSession } from '@turismo/app-core/session';
import { renderWithApp } from '@turismo/app-core/test/render';
import { fakeProfile, signedOut } from '@turismo/app-core/test/session';
import { Header } from './Header.tsx';

vi.mock('@turismo/app-core/session', () => ({ useSession: vi.fn() }));
const unread = vi.hoisted(() => ({ count: 0 }));
// The bell (app-core): the unread count and the panel's list come from GET /api/notifications.
vi.mock('@turismo/app-core/notifications', () => ({
  useNotifications: () => ({ data: { data: [], unread: unread.count }, isLoading: false }),
  markNotificationRead: vi.fn(),
  markAllNotificationsRead: vi.fn(),
}));
vi.mock('@turismo/app-core/live', () => ({ useLiveUpdates: vi.fn(), useLiveConnected: () => false }));
vi.mock('../../features/auth/components/LoginModal.tsx', () => ({
  LoginModal: ({ open, initialMode }: { open: boolean; initialMode?: string }) =>
    open ? <div role="dialog" aria-label="Iniciar sessão (modal)" data-mode={initialMode ?? 'signin'} /> : null,
}));
vi.mock('../../features/auth/components/RoleSwitcher.tsx', () => ({
  RoleSwitcher: () => <label>Perfil ativo<select aria-label="Perfil ativo" /></label>,
}));

const session = signedOut;

const signedInUser = { uid: 'u1', email: 'joao.silva@demo.co.mz' } as unknown as NonNullable<Session['user']>;

function mockSession(value: Session) {
  vi.mocked(useSession).mockReturnValue(value);
  return value;
}

describe('Header', () => {
  beforeEach(() => {
    vi.mocked(useSession).mockReset();
  });
  afterEach(() => {
    vi.clearAllMocks();
  });

  it('links the logo to the home page', () => {
    mockSession(session());
    renderWithApp(<Header />);
    expect(screen.getByRole('link', { name: 'MozTurismo, página inicial' }).getAttribute('href')).toBe('/');
  });

  it('offers one Entrar and the sign-up page to a visitor, coming back to the current page', () => {
    mockSession(session());
    renderWithApp(<Header />, { path: '/eventos?location=Tofo' });

    // One sign-in control (issue 15: 'Entrar' and 'Iniciar sessão' side by side was a defect).
    expect(screen.getAllByRole('button', { name: 'Entrar' })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Iniciar sessão', hidden: true })).toBeNull();
    // On phones the sign-up link is hidden by CSS (the 'Entrar' modal offers it), hence `hidden: true`.
    expect(screen.getByRole('link', { name: 'Criar Conta', hidden: true }).getAttribute('href')).toBe(
      `/signup?next=${encodeURIComponent('/eventos?location=Tofo')}`,
    );
    expect(screen.queryByRole('link', { name: 'Notificações' })).toBeNull();
  });

  it('opens the login modal from the Entrar button', async () => {
    mockSession(session());
    renderWithApp(<Header />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    // The dialog's code is loaded on first open.
    expect(await screen.findByRole('dialog', { name: 'Iniciar sessão (modal)' })).toBeTruthy();
  });

  it('adds no next parameter on the home page', () => {
    mockSession(session());
    renderWithApp(<Header />);
    expect(screen.getByRole('link', { name: 'Criar Conta', hidden: true }).getAttribute('href')).toBe('/signup');
  });

  it('shows neither the sign-in buttons nor the user menu while the session is loading', () => {
    mockSession(session({ loading: true }));
    renderWithApp(<Header />);
    expect(screen.queryByRole('button', { name: 'Entrar' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Notificações' })).toBeNull();
  });

  it('lists the other apps in the Outras Apps menu', async () => {
    mockSession(session());
    renderWithApp(<Header />);
    fireEvent.click(screen.getByRole('button', { name: /Outras Apps/ }));
    const expected: Array<[RegExp, string]> = [
      [/Área do Motorista/, '/drivers'],
      [/Área de Alojamentos/, '/hotels'],
      [/Área de Organizadores/, '/organizadores'],
      [/Administração/, '/admin'],
    ];
    // The open list is the kit's lazy MenuList (issue 13).
    await screen.findByRole('menu');
    for (const [name, href] of expected) {
      const item = screen.getByRole('menuitem', { name });
      expect(item.closest('a')?.getAttribute('href') ?? item.getAttribute('href')).toBe(href);
    }
  });

  // The bell and the user menu are a lazy chunk (ADR 0036): loaded once here, then each test waits for them.
  describe('signed in', () => {
    beforeAll(async () => {
      await import('./SignedInActions.tsx');
    });
    afterEach(() => {
      unread.count = 0;
    });

    it('shows the unread count from the server on the bell, capped at 9+', async () => {
      mockSession(session({ user: signedInUser, roles: ['client'] }));
      unread.count = 3;
      const { unmount } = renderWithApp(<Header />);
      const bell = await screen.findByRole('button', { name: 'Notificações, 3 por ler' });
      expect(bell.textContent).toContain('3');
      unmount();
      unread.count = 12;
      renderWithApp(<Header />);
      expect(screen.getByRole('button', { name: 'Notificações, 9+ por ler' }).textContent).toContain('9+');
    });

    it('shows the notification bell without a made-up badge and the user menu labelled with the e-mail name', async () => {
      mockSession(session({ user: signedInUser, roles: ['client'] }));
      renderWithApp(<Header />);

      const bell = await screen.findByRole('button', { name: 'Notificações' });
      expect(bell.getAttribute('aria-expanded')).toBe('false');
      expect(bell.textContent).not.toMatch(/\d/);

      expect(screen.getByRole('button', { name: /joao\.silva/ })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Entrar' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Criar Conta', hidden: true })).toBeNull();
    });

    it('opens the user menu with the spec entries, without admin entry or role switcher for a client', async () => {
      mockSession(session({ user: signedInUser, roles: ['client'] }));
      renderWithApp(<Header />);
      const trigger = await screen.findByRole('button', { name: /joao\.silva/ });
      expect(trigger.getAttribute('aria-expanded')).toBe('false');

      fireEvent.click(trigger);
      expect(trigger.getAttribute('aria-expanded')).toBe('true');
      const nav = screen.getByRole('navigation', { name: 'Conta de joao.silva' });
      const links = within(nav);
      expect(links.getByRole('link', { name: 'Minhas Reservas' }).getAttribute('href')).toBe('/reservas');
      expect(links.getByRole('link', { name: 'Parcerias' }).getAttribute('href')).toBe('/partnerships');
      expect(links.getByRole('link', { name: 'Programa Fidelidade' }).getAttribute('href')).toBe('/fidelidade');
      const verify = links.getByRole('link', { name: /Verificar Perfil/ });
      expect(verify.getAttribute('href')).toBe('/profile/verification');
      expect(verify.textContent).toContain('Obrigatório para oferecer serviços');
      expect(links.getByRole('link', { name: 'Perfil' }).getAttribute('href')).toBe('/perfil');
      expect(links.getByRole('link', { name: 'Ajuda' }).getAttribute('href')).toBe('/ajuda');
      expect(links.getByRole('button', { name: 'Sair' })).toBeTruthy();
      expect(links.queryByRole('link', { name: 'Painel Admin' })).toBeNull();
      expect(links.queryByLabelText('Perfil ativo')).toBeNull();
    });

    it('tells a verified provider their profile is verified instead of "Obrigatório"', async () => {
      mockSession(
        session({
          user: signedInUser,
          roles: ['client', 'driver'],
          profile: fakeProfile(['client', 'driver'], 'approved'),
        }),
      );
      renderWithApp(<Header />);
      fireEvent.click(await screen.findByRole('button', { name: /joao\.silva/ }));
      const verify = screen.getByRole('link', { name: /Verificar Perfil/ });
      expect(verify.textContent).toContain('Perfil verificado');
      expect(verify.textContent).not.toContain('Obrigatório');
    });

    it('shows Painel Admin with admin-panel access and the role switcher for several roles', async () => {
      mockSession(
        session({
          user: signedInUser,
          roles: ['client', 'admin'],
          can: (permission) => permission === 'admin.panel',
        }),
      );
      renderWithApp(<Header />);
      fireEvent.click(await screen.findByRole('button', { name: /joao\.silva/ }));
      expect(screen.getByRole('link', { name: 'Painel Admin' }).getAttribute('href')).toBe('/admin');
      expect(screen.getByLabelText('Perfil ativo')).toBeTruthy();
    });

    it('closes the user menu with Escape and gives focus back to its button', async () => {
      mockSession(session({ user: signedInUser, roles: ['client'] }));
      renderWithApp(<Header />);
      const trigger = await screen.findByRole('button', { name: /joao\.silva/ });
      fireEvent.click(trigger);
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(trigger.getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(trigger);
    });

    it('signs out and goes home from Sair', async () => {
      const value = mockSession(session({ user: signedInUser, roles: ['client'] }));
      const { history } = renderWithApp(<Header />, { path: '/reservas' });
      fireEvent.click(await screen.findByRole('button', { name: /joao\.silva/ }));
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
      });
      expect(value.signOut).toHaveBeenCalledTimes(1);
      expect(history.at(-1)).toBe('/');
    });
  });
});
