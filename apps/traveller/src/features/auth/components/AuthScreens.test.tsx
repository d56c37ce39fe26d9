// @vitest-environment jsdom
/** Behaviour of the sign-in and sign-up screens with Firebase, the session and the API replaced by fakes. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ThemeProvider } from '@turismo/ui-kit/theme';
import { ToastProvider } from '@turismo/ui-kit/Toast';

const firebase = vi.hoisted(() => ({
  signInWithEmailAndPassword: vi.fn(),
  createUserWithEmailAndPassword: vi.fn(),
  getRedirectResult: vi.fn(),
  updateProfile: vi.fn(),
}));

vi.mock('firebase/auth', () => ({
  ...firebase,
  getAdditionalUserInfo: () => null,
  signInWithPopup: vi.fn(),
  signInWithRedirect: vi.fn(),
  sendPasswordResetEmail: vi.fn(),
}));
vi.mock('@turismo/app-core/firebase', () => ({ auth: { currentUser: null }, googleProvider: {}, popupRedirectResolver: {} }));
vi.mock('@turismo/app-core/session', () => ({
  useSession: () => ({ user: null, loading: false, profile: null, roles: [], refreshProfile: vi.fn() }),
}));
const setupRoles = vi.hoisted(() => vi.fn());
vi.mock('../api/setup-roles.ts', () => ({ setupRoles }));

const { LoginPage } = await import('./LoginPage.tsx');
const { SignupPage } = await import('./SignupPage.tsx');
const { LoginModal } = await import('./LoginModal.tsx');

function renderAt(path: string, ui: ReactNode) {
  const location = memoryLocation({ path, record: true });
  render(
    <ThemeProvider>
      <ToastProvider>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </ToastProvider>
    </ThemeProvider>,
  );
  return location;
}

/** The control labelled exactly `label` (a required field's label also holds a hidden '*'). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input, select' });

beforeEach(() => {
  firebase.getRedirectResult.mockResolvedValue(null);
  firebase.updateProfile.mockResolvedValue(undefined);
});
afterEach(cleanup);

describe('LoginPage', () => {
  it('shows the spec messages for an invalid form', async () => {
    renderAt('/login', <LoginPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Email inválido')).toBeTruthy();
    expect(screen.getByText('Senha deve ter pelo menos 6 caracteres')).toBeTruthy();
    expect(firebase.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('signs in and goes to a same-origin next path', async () => {
    firebase.signInWithEmailAndPassword.mockResolvedValue({ user: {} });
    const location = renderAt('/login?next=%2Freservas', <LoginPage />);
    fireEvent.change(field('Email'), { target: { value: 'cliente@demo.co.mz' } });
    fireEvent.change(field('Senha'), { target: { value: 'segredo123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/reservas'));
    expect(firebase.signInWithEmailAndPassword).toHaveBeenCalledWith(
      expect.anything(),
      'cliente@demo.co.mz',
      'segredo123',
    );
    expect(await screen.findByText('Login Realizado!')).toBeTruthy();
  });

  it('maps a Firebase error to the spec text', async () => {
    firebase.signInWithEmailAndPassword.mockRejectedValue(
      Object.assign(new Error('x'), { code: 'auth/invalid-credential' }),
    );
    renderAt('/login?next=https://evil.example', <LoginPage />);
    fireEvent.change(field('Email'), { target: { value: 'cliente@demo.co.mz' } });
    fireEvent.change(field('Senha'), { target: { value: 'errada1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Credenciais inválidas. Verifique email e senha.')).toBeTruthy();
  });
});

describe('SignupPage', () => {
  it('shows the mismatch on the confirm field', async () => {
    renderAt('/signup', <SignupPage />);
    fireEvent.change(field('Nome Completo'), { target: { value: 'Ana Cossa' } });
    fireEvent.change(field('Email'), { target: { value: 'ana@demo.co.mz' } });
    fireEvent.change(field('Senha'), { target: { value: 'segredo1' } });
    fireEvent.change(field('Confirmar Senha'), { target: { value: 'segredo2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar Conta' }));
    expect(await screen.findByText('Senhas não coincidem')).toBeTruthy();
    expect(firebase.createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('creates the account, records the client role and goes home', async () => {
    const user = { getIdToken: vi.fn() };
    firebase.createUserWithEmailAndPassword.mockResolvedValue({ user });
    setupRoles.mockResolvedValue({});
    const location = renderAt('/signup', <SignupPage />);
    fireEvent.change(field('Nome Completo'), { target: { value: 'Ana Maria Cossa' } });
    fireEvent.change(field('Email'), { target: { value: 'ana@demo.co.mz' } });
    fireEvent.change(field('Senha'), { target: { value: 'segredo1' } });
    fireEvent.change(field('Confirmar Senha'), { target: { value: 'segredo1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar Conta' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(setupRoles).toHaveBeenCalledWith(user, { roles: ['client'], firstName: 'Ana', lastName: 'Maria Cossa' });
    expect(await screen.findByText('Conta Criada!')).toBeTruthy();
  });
});

describe('LoginModal sign-up wizard', () => {
  it('blocks the next step until the credentials validate', async () => {
    renderAt('/', <LoginModal open onOpenChange={() => {}} initialMode="signup" />);
    expect(screen.getByRole('button', { name: 'Anterior' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Por favor, preencha todos os campos.')).toBeTruthy();
    fireEvent.change(field('Email'), { target: { value: 'ana@demo.co.mz' } });
    fireEvent.change(field('Senha'), { target: { value: 'segredo1' } });
    fireEvent.change(field('Confirmar Senha'), { target: { value: 'segredo1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Informações Pessoais')).toBeTruthy();
    fireEvent.change(field('Nome Completo'), { target: { value: 'Ana Cossa' } });
    fireEvent.change(field('Telefone'), { target: { value: '12345' } });
    fireEvent.change(field('Cidade'), { target: { value: 'Beira' } });
    fireEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(
      await screen.findByText('Número de telefone inválido. Use o formato: +258XXXXXXXXX ou 8XXXXXXXX'),
    ).toBeTruthy();
  });

  it('validates the sign-in tab', async () => {
    renderAt('/', <LoginModal open onOpenChange={() => {}} />);
    fireEvent.change(field('Email'), { target: { value: 'ana@demo.co.mz' } });
    fireEvent.change(field('Senha'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('A senha deve ter pelo menos 6 caracteres.')).toBeTruthy();
  });
});
