// @vitest-environment jsdom
/** The traveller in English (issue 14): saving 'English' in Preferências switches the whole screen to English at once. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@turismo/app-core/i18n';
import { renderWithApp } from '@turismo/app-core/test/render';
import { fakeProfile } from '@turismo/app-core/test/session';

const profile = fakeProfile(['client'], 'none');
vi.mock('@turismo/app-core/session', () => ({
  useSession: () => ({
    user: null,
    loading: false,
    profile,
    roles: profile.roles,
    refreshProfile: vi.fn(async () => undefined),
    signOut: vi.fn(),
    can: () => false,
  }),
}));
const updateProfile = vi.hoisted(() => vi.fn());
vi.mock('../api/update-profile.ts', () => ({ updateProfile }));
vi.mock('../api/notification-preferences.ts', async (original) => ({
  ...(await original<typeof import('../api/notification-preferences.ts')>()),
  useNotificationPreferences: () => ({ data: { email: [{ topic: 'bookings', enabled: true }], sms: false }, mutate: vi.fn() }),
}));

const { ProfilePage } = await import('./ProfilePage.tsx');


afterEach(async () => {
  await changeLanguage('pt-MZ');
});

describe('Preferências in English', () => {
  it("switches the app to English as soon as 'English' is saved in Preferências", async () => {
    updateProfile.mockResolvedValue({ ...profile, preferences: { ...profile.preferences, language: 'en' } });
    renderWithApp(<ProfilePage />, { path: '/perfil' });
    fireEvent.click(screen.getByRole('tab', { name: 'Preferências' }));
    // The language names stay in their own language.
    const language = screen.getByRole('combobox', { name: 'Idioma' });
    expect(screen.getByRole('option', { name: 'English' })).toBeTruthy();
    fireEvent.change(language, { target: { value: 'en' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar Preferências' }));

    await waitFor(() => expect(updateProfile).toHaveBeenCalledWith({ preferences: expect.objectContaining({ language: 'en' }) }));
    expect(await screen.findByText('Preferences saved')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Personal' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Português' })).toBeTruthy();
    expect(screen.getByText('In-app notifications always arrive; choose what you also get by email and SMS.')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Bookings confirmed, cancelled or expired' })).toBeTruthy();
    expect(screen.queryByText('Pessoal')).toBeNull();
    expect(document.documentElement.lang).toBe('en');
  });
});
