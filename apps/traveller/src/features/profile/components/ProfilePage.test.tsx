// @vitest-environment jsdom
/** The profile screen with a fake session: read-only until 'Editar', the phone rule, and the save call. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ThemeProvider } from '@turismo/ui-kit/theme';
import { ToastProvider } from '@turismo/ui-kit/Toast';

const profile = vi.hoisted(() => ({
  id: 'u1',
  uid: 'u1',
  email: 'cliente@demo.co.mz',
  firstName: 'Ana',
  lastName: 'Macuácua',
  displayName: 'cliente',
  phone: null,
  city: 'Maputo',
  profileImageUrl: null,
  roles: ['client'],
  currentRole: 'client',
  permissions: [],
  verificationStatus: 'none',
  accountStatus: 'active',
  suspensionReason: null,
  adminRequested: false,
  emailVerified: true,
  preferences: { language: 'pt', currency: 'MZN', notifications: true, emailMarketing: false },
  createdAt: '2026-11-01T08:30:00.000Z',
}));
const refreshProfile = vi.hoisted(() => vi.fn());
vi.mock('@turismo/app-core/session', () => ({
  useSession: () => ({ user: { photoURL: null }, profile, roles: profile.roles, refreshProfile, signOut: vi.fn() }),
}));
const updateProfile = vi.hoisted(() => vi.fn());
vi.mock('../api/update-profile.ts', () => ({ updateProfile }));

const { ProfilePage } = await import('./ProfilePage.tsx');

function renderPage() {
  const location = memoryLocation({ path: '/perfil' });
  render(
    <ThemeProvider>
      <ToastProvider>
        <Router hook={location.hook}>
          <ProfilePage />
        </Router>
      </ToastProvider>
    </ThemeProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input, select' });

afterEach(cleanup);

describe('ProfilePage', () => {
  it('shows the data read-only until editing, with the email always disabled', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Ana Macuácua' })).toBeTruthy();
    expect(field('Nome')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(field('Nome')).toHaveProperty('disabled', false);
    expect(field('Email')).toHaveProperty('disabled', true);
  });

  it('checks the phone rule, then saves the normalised phone', async () => {
    updateProfile.mockResolvedValue({ ...profile, phone: '+258841234567' });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    fireEvent.change(field('Telefone'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('Número de telefone inválido. Use o formato: +258XXXXXXXXX ou 8XXXXXXXX'),
    ).toBeTruthy();
    expect(updateProfile).not.toHaveBeenCalled();
    fireEvent.change(field('Telefone'), { target: { value: '84 123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(updateProfile).toHaveBeenCalledWith({
        firstName: 'Ana',
        lastName: 'Macuácua',
        phone: '+258841234567',
        city: 'Maputo',
      }),
    );
    expect(refreshProfile).toHaveBeenCalled();
  });

  it('shows no invented loyalty numbers', () => {
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Pontos' }));
    expect(screen.getByText('O programa de fidelidade estará disponível em breve.')).toBeTruthy();
  });
});
