// @vitest-environment jsdom
/** The profile screen with a fake session: read-only until 'Editar', the phone rule, and the save call. */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import { fakeProfile } from '@turismo/app-core/test/session';

const profile = fakeProfile(['client'], 'none');
const refreshProfile = vi.hoisted(() => vi.fn());
vi.mock('@turismo/app-core/session', () => ({
  useSession: () => ({ user: { photoURL: null }, profile, roles: profile.roles, refreshProfile, signOut: vi.fn() }),
}));
const updateProfile = vi.hoisted(() => vi.fn());
vi.mock('../api/update-profile.ts', () => ({ updateProfile }));

const { ProfilePage } = await import('./ProfilePage.tsx');

function renderPage() {
  renderWithApp(<ProfilePage />, { path: '/perfil' });
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
