// @vitest-environment jsdom
/** Role selection after a Google sign-in: client always chosen, admin only shown to 'admin' emails, variant B body. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ThemeProvider } from '@turismo/ui-kit/theme';
import { ToastProvider } from '@turismo/ui-kit/Toast';

const currentUser = vi.hoisted(() => ({
  uid: 'u1',
  email: 'ana@demo.co.mz',
  displayName: 'Ana Cossa',
  photoURL: null,
}));
vi.mock('@turismo/app-core/firebase', () => ({ auth: { currentUser }, googleProvider: {}, popupRedirectResolver: {} }));
const refreshProfile = vi.hoisted(() => vi.fn());
vi.mock('@turismo/app-core/session', () => ({ useSession: () => ({ refreshProfile }) }));
const setupRoles = vi.hoisted(() => vi.fn());
vi.mock('../api/setup-roles.ts', () => ({ setupRoles }));

const { RoleSelection } = await import('./RoleSelection.tsx');

function renderSelection(email: string) {
  const location = memoryLocation({ path: '/signup', record: true });
  render(
    <ThemeProvider>
      <ToastProvider>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <RoleSelection email={email} />
        </Router>
      </ToastProvider>
    </ThemeProvider>,
  );
  return location;
}

const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) });

afterEach(cleanup);

describe('RoleSelection', () => {
  it('keeps client selected and hides admin for ordinary emails', () => {
    renderSelection('ana@demo.co.mz');
    fireEvent.click(box('Cliente'));
    expect(box('Cliente')).toHaveProperty('checked', true);
    expect(screen.queryByRole('checkbox', { name: /^Administrador/ })).toBeNull();
    expect(screen.queryByText('Verificação Necessária')).toBeNull();
  });

  it('shows admin for emails containing "admin"', () => {
    renderSelection('admin@demo.co.mz');
    expect(box('Administrador')).toBeTruthy();
  });

  it('sends variant B and goes to verification for a business role', async () => {
    setupRoles.mockResolvedValue({});
    const location = renderSelection('ana@demo.co.mz');
    fireEvent.click(box('Motorista'));
    expect(screen.getByText('Verificação Necessária')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/profile/verification'));
    expect(setupRoles).toHaveBeenCalledWith(currentUser, {
      uid: 'u1',
      email: 'ana@demo.co.mz',
      displayName: 'Ana Cossa',
      photoURL: null,
      roles: ['client', 'driver'],
    });
    expect(refreshProfile).toHaveBeenCalled();
    expect(await screen.findByText('Conta Criada!')).toBeTruthy();
  });

  it('stays with an error toast when the setup fails', async () => {
    setupRoles.mockRejectedValue(new Error('500'));
    const location = renderSelection('ana@demo.co.mz');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Erro na Configuração')).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/signup');
  });
});
