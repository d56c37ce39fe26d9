import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import { usePartnershipRequests } from '../api/partnerships.ts';
import { PartnershipOpportunities } from './PartnershipOpportunities.tsx';

vi.mock('../api/partnerships.ts', () => ({ usePartnershipRequests: vi.fn() }));

const post = (i: number) => ({
  id: `p${i}`, establishmentName: `Pousada ${i}`, title: `Transfers ${i}`, location: 'Tofo, Inhambane',
  commissionPercent: 10 + i, category: 'accommodation', createdAt: '2026-11-20T10:00:00Z',
});

function mockPosts(data: unknown[], extra: object = {}) {
  vi.mocked(usePartnershipRequests).mockReturnValue(
    { data, error: undefined, isLoading: false, ...extra } as unknown as ReturnType<typeof usePartnershipRequests>,
  );
}

describe("PartnershipOpportunities (the driver dashboard's 'Oportunidades de Parceria', issue 15)", () => {
  it('shows the three newest posts with their commission and a link to all', () => {
    mockPosts([post(1), post(2), post(3), post(4)]);
    renderWithApp(<PartnershipOpportunities />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Pousada 1');
    expect(items[0]!.textContent).toContain('11% de comissão');
    expect(screen.getByRole('link', { name: 'Ver todas as parcerias' }).getAttribute('href')).toBe('/drivers/partnerships');
    expect(screen.queryByText(/Em breve/)).toBeNull();
  });

  it('says there are none yet, without pretending', () => {
    mockPosts([]);
    renderWithApp(<PartnershipOpportunities />);
    expect(screen.getByText(/Ainda não há propostas de parceria/)).toBeTruthy();
  });
});
