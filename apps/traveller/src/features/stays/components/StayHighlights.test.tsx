import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatMZN } from '@turismo/app-core/format';
import { renderWithApp } from '@turismo/app-core/test/render';
import { useStayHighlights } from '../api/highlights.ts';
import { StayHighlights } from './StayHighlights.tsx';

vi.mock('../api/highlights.ts', () => ({ useStayHighlights: vi.fn() }));

const highlight = {
  id: '6b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e', name: 'Casa do Mar', kind: 'guesthouse', address: 'Praia do Tofo, Inhambane',
  placeId: 12, fromPriceCents: 350000, averagePriceCents: 400000, discountPercent: 12, bookingsLast90Days: 4, photos: [],
};

function mockHighlights(data: unknown) {
  vi.mocked(useStayHighlights).mockReturnValue({ data } as unknown as ReturnType<typeof useStayHighlights>);
}

describe('StayHighlights (home stays tab, issue 15)', () => {
  it('lists the establishments with their from-price per night, linking to their page', () => {
    mockHighlights([highlight]);
    renderWithApp(<StayHighlights stayHref={(id) => `/alojamentos/${id}`} />);
    expect(screen.getByRole('heading', { name: 'Destaques' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Casa do Mar' }).getAttribute('href')).toBe(`/alojamentos/${highlight.id}`);
    expect(screen.getByText((text) => text.replace(/\s+/g, " ") === `desde ${formatMZN(350000)} / noite`.replace(/\s+/g, " "))).toBeTruthy();
    expect(screen.getByText('12% abaixo da média local')).toBeTruthy();
    // No photo: the kit's designed fallback, named after the establishment.
    expect(screen.getByRole('img', { name: 'Casa do Mar' })).toBeTruthy();
  });

  it('renders nothing without highlights', () => {
    mockHighlights([]);
    const { container } = renderWithApp(<StayHighlights stayHref={(id) => id} />);
    expect(container.textContent).toBe('');
  });
});
