// @vitest-environment jsdom
/** The home page in English (issue 14): a visitor who switched to English reads the hero, search and benefits in it. */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@turismo/app-core/i18n';
import { renderWithApp } from '@turismo/app-core/test/render';

vi.mock('@turismo/app-core/session', () => ({
  useSession: () => ({ user: null, profile: null, loading: false, can: () => false }),
}));

const { HomePage } = await import('./HomePage.tsx');


afterEach(async () => {
  await changeLanguage('pt-MZ');
});

describe('HomePage in English', () => {
  it("renders a visitor's home page in English", async () => {
    await changeLanguage('en');
    renderWithApp(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Discover Mozambique' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign Up to Book' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Where are you going?' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Rides' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search Rides' })).toBeTruthy();
    // The benefits, below the fold, come in their own chunk (issue 13).
    expect(await screen.findByRole('heading', { name: 'Why travel with us' })).toBeTruthy();
    expect(screen.getByText('Pay by card, M-Pesa or bank transfer and follow everything in My Bookings.')).toBeTruthy();
    expect(document.title).toBe('Rides, accommodation and events in Mozambique | MozTurismo');
  });

  it('stays in Portuguese by default', () => {
    renderWithApp(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Descubra Moçambique' })).toBeTruthy();
  });
});
