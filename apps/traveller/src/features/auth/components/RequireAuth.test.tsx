// @vitest-environment jsdom
/** The access gate of spec 2.5 with a fake session. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ThemeProvider } from '@turismo/ui-kit/theme';
import { ToastProvider } from '@turismo/ui-kit/Toast';

vi.mock('firebase/auth', () => ({ getRedirectResult: vi.fn().mockResolvedValue(null) }));
vi.mock('@turismo/app-core/firebase', () => ({ auth: { currentUser: null }, googleProvider: {}, popupRedirectResolver: {} }));
const session = vi.hoisted(() => ({
  current: { user: null as null | { emailVerified: boolean }, loading: false, profile: null, refreshProfile: () => {} },
}));
vi.mock('@turismo/app-core/session', () => ({ useSession: () => session.current }));

const { RequireAuth } = await import('./RequireAuth.tsx');

function renderGate(props: { requireVerifiedEmail?: boolean } = {}) {
  const location = memoryLocation({ path: '/reservas' });
  render(
    <ThemeProvider>
      <ToastProvider>
        <Router hook={location.hook}>
          <RequireAuth {...props}>
            <p>Conteúdo protegido</p>
          </RequireAuth>
        </Router>
      </ToastProvider>
    </ThemeProvider>,
  );
}

afterEach(cleanup);

describe('RequireAuth', () => {
  it('asks a visitor to sign in and opens the login dialog', async () => {
    session.current = { ...session.current, user: null };
    renderGate();
    expect(screen.getByText('Autenticação Necessária')).toBeTruthy();
    expect(
      screen.getByText('Precisa de iniciar sessão para aceder a esta funcionalidade por questões de segurança.'),
    ).toBeTruthy();
    expect(screen.queryByText('Conteúdo protegido')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sessão' }));
    // The dialog's code loads on demand (LazyLoginModal): a first import can take seconds on a busy machine.
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Criar Conta' })).toBeTruthy();
  }, 20_000);

  it('shows the page to a signed-in user', () => {
    session.current = { ...session.current, user: { emailVerified: false } };
    renderGate();
    expect(screen.getByText('Conteúdo protegido')).toBeTruthy();
  });

  it('applies the stricter gate to an unverified email', () => {
    session.current = { ...session.current, user: { emailVerified: false } };
    renderGate({ requireVerifiedEmail: true });
    expect(screen.getByText('Verificação Necessária')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verificar Perfil' }).getAttribute('href')).toBe('/profile/verification');
  });
});
