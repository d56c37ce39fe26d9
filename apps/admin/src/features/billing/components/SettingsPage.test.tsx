import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import { useFeePercentage } from '../api/billing.ts';
import { SettingsPage } from './SettingsPage.tsx';

vi.mock('../api/billing.ts', () => ({ useFeePercentage: vi.fn() }));

afterEach(() => {
  vi.resetAllMocks();
});

describe('SettingsPage', () => {
  it('shows the platform fee from the API and links to where it is changed', () => {
    vi.mocked(useFeePercentage).mockReturnValue({ data: 12.5 } as never);
    renderWithApp(<SettingsPage />, { path: '/admin/settings' });
    screen.getByRole('heading', { level: 1, name: 'Configurações' });
    screen.getByText('12,5 %');
    expect(screen.getByRole('link', { name: 'Alterar a taxa em Faturação' }).getAttribute('href')).toBe('/admin/billing');
  });

  it('says when the fee cannot be loaded', () => {
    vi.mocked(useFeePercentage).mockReturnValue({ error: new Error('500') } as never);
    renderWithApp(<SettingsPage />, { path: '/admin/settings' });
    screen.getByText('Não foi possível carregar a taxa da plataforma.');
  });
});
