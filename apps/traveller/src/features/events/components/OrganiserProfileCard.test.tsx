import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import { useOrganiserProfile } from '../api/organisers.ts';
import { ratingText } from '@turismo/app-core/ProfileCard';
import { OrganiserProfileCard } from './OrganiserProfileCard.tsx';

// The app's catalogs (pt.json holds the plural forms).

vi.mock('../api/organisers.ts', () => ({ useOrganiserProfile: vi.fn() }));

const organiser = {
  id: 'o1', firstName: 'Helena', profileImageUrl: null, memberSince: '2026-03-14', verified: true, rating: 4.5,
  reviewCount: 2, pastEventCount: 2,
  pastEvents: [
    { id: 'e1', title: 'Festival da Marrabenta', startDate: '2026-02-01', rating: 4.5, reviewCount: 2 },
    { id: 'e2', title: 'Feira de Artesanato', startDate: '2026-01-10', rating: null, reviewCount: 0 },
  ],
};

function mockProfile(value: unknown) {
  vi.mocked(useOrganiserProfile).mockReturnValue(value as ReturnType<typeof useOrganiserProfile>);
}

describe('OrganiserProfileCard (issue 11)', () => {
  it('shows the verified organiser, their rating and past events with their own ratings', () => {
    mockProfile({ data: organiser, error: undefined, isLoading: false });
    renderWithApp(<OrganiserProfileCard organiserId="o1" />);
    expect(screen.getByRole('heading', { name: 'Helena' })).toBeTruthy();
    expect(screen.getByText('Verificado')).toBeTruthy();
    expect(screen.getByText('★ 4,5 (2 avaliações)', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('2 eventos realizados')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Festival da Marrabenta' }).getAttribute('href')).toBe('/events/e1');
    expect(screen.getByText('Sem avaliações')).toBeTruthy();
  });

  it('says when the organiser is not available', () => {
    mockProfile({ data: undefined, error: new Error('404'), isLoading: false });
    renderWithApp(<OrganiserProfileCard organiserId="x" />);
    expect(screen.getByText('Este organizador não existe ou já não está disponível.').getAttribute('role')).toBe('alert');
  });

  it('never shows a number without published reviews', () => {
    expect(ratingText(null, 0)).toBe('Sem avaliações');
    expect(ratingText(4, 0)).toBe('Sem avaliações');
    expect(ratingText(5, 1)).toBe('★ 5,0 (1 avaliação)');
  });
});
