import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import { useEventSearch } from '../api/events.ts';
import { PartnershipsPage } from './PartnershipsPage.tsx';

vi.mock('../api/events.ts', () => ({ useEventSearch: vi.fn() }));

const partner = (id: string, applicable: boolean, extra: object = {}) => ({
  id, partnerType: 'accommodation', partnerId: null, partnerName: `Casa ${id}`, discountPercentage: 20,
  specialOffer: null, minEventTickets: 2, isActive: applicable, validFrom: null, validUntil: '2027-01-15', applicable,
  ...extra,
});
const event = (id: string, partnerships: unknown[]) => ({
  id, title: `Festival ${id}`, startDate: '2026-12-20', venue: 'Praia', address: 'Tofo', partnerships,
});

function mockEvents(data: unknown[]) {
  vi.mocked(useEventSearch).mockReturnValue(
    { data, error: undefined, isLoading: false, mutate: vi.fn() } as unknown as ReturnType<typeof useEventSearch>,
  );
}

describe("PartnershipsPage (issue 15: /partnerships said 'Em breve')", () => {
  it('lists the events with their applicable partnerships, from the search with partnerships=true', () => {
    mockEvents([
      event('A', [partner('1', true), partner('2', false), partner('3', true, { partnerType: 'transport', minEventTickets: 1 })]),
      event('B', [partner('4', false)]),
    ]);
    renderWithApp(<PartnershipsPage />);
    expect(vi.mocked(useEventSearch)).toHaveBeenCalledWith({ partnerships: 'true', sort: 'date' });
    const list = screen.getByRole('list', { name: 'Eventos com parcerias' });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    const offers = screen.getByRole('list', { name: 'Parcerias de Festival A' });
    expect(within(offers).getAllByRole('listitem')).toHaveLength(2);
    expect(within(offers).getByText('20% de desconto num alojamento, a partir de 2 bilhetes, até 15/01/2027')).toBeTruthy();
    expect(within(offers).getByText('20% de desconto no transporte, até 15/01/2027')).toBeTruthy();
    expect(screen.queryByText(/Em breve/)).toBeNull();
  });

  it('says when there are none', () => {
    mockEvents([event('B', [partner('4', false)])]);
    renderWithApp(<PartnershipsPage />);
    expect(screen.getByText('Sem parcerias de momento')).toBeTruthy();
  });
});
