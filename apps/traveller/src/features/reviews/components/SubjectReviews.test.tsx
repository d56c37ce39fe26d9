/** The establishment page's reviews (issue 11): rating and count or 'Sem avaliações', replies, paging, reports. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@turismo/app-core/api';
import { changeLanguage } from '@turismo/app-core/i18n';
import { renderWithApp } from '@turismo/app-core/test/render';
import { type Review, type ReviewPage, reportReview, useReviews } from '../api/reviews.ts';
import { SubjectReviews } from './SubjectReviews.tsx';

vi.mock('../api/reviews.ts', () => ({ useReviews: vi.fn(), reportReview: vi.fn() }));

const review = (id: string, over: Partial<Review> = {}): Review => ({
  id, bookingType: 'stay', subjectType: 'establishment', subjectId: 'h1', authorName: 'Ana M.', rating: 5,
  comment: 'Quarto limpo e vista linda.', cleanliness: 5, location: 4, value: 5, createdAt: '2026-11-10T08:00:00.000Z',
  publishedAt: '2026-11-12T08:00:00.000Z', reply: null, repliedAt: null, ...over,
});

const page = (items: Review[], n: number, total: number, rating: number | null = 4.5): ReviewPage => ({
  items, page: n, pageSize: 10, total, rating, reviewCount: total,
});

function mockPages(pages: ReviewPage[], setSize = vi.fn()) {
  vi.mocked(useReviews).mockReturnValue({
    data: pages, error: undefined, isLoading: false, isValidating: false, size: pages.length, setSize, mutate: vi.fn(),
  } as unknown as ReturnType<typeof useReviews>);
  return setSize;
}

// The app's catalogs (pt.json holds the plural forms).
afterEach(async () => {
  vi.clearAllMocks();
  await changeLanguage('pt-MZ');
});

describe('SubjectReviews', () => {
  it('says "Sem avaliações" and no number without reviews', () => {
    mockPages([page([], 1, 0, null)]);
    renderWithApp(<SubjectReviews subject="establishments" id="h1" signedIn />);
    expect(screen.getByText('Sem avaliações')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /estrelas/ })).toBeNull();
  });

  it('shows the mean, the count, the categories and the host reply, and asks for the next page', () => {
    const setSize = mockPages([page([
      review('r1', { reply: 'Obrigado, volte sempre!', repliedAt: '2026-11-13T08:00:00.000Z' }),
      review('r2', { authorName: 'João T.', rating: 4 }),
    ], 1, 12)]);
    renderWithApp(<SubjectReviews subject="establishments" id="h1" signedIn={false} />);
    expect(screen.getByRole('img', { name: '4,5 de 5 estrelas' })).toBeTruthy();
    expect(screen.getByText(/12 avaliações/)).toBeTruthy();
    const ana = screen.getByRole('article', { name: 'Avaliação de Ana M.' });
    expect(within(ana).getByText('Limpeza 5/5 · Localização 4/5 · Qualidade/preço 5/5')).toBeTruthy();
    expect(within(ana).getByText('Obrigado, volte sempre!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Denunciar/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar mais' }));
    expect(setSize).toHaveBeenCalledWith(2);
  });

  it('speaks English: the count as a plural, the categories and the report button', async () => {
    await changeLanguage('en');
    mockPages([page([review('r1'), review('r2', { authorName: 'João T.' })], 1, 2)]);
    renderWithApp(<SubjectReviews subject="establishments" id="h1" signedIn />);
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeTruthy();
    expect(screen.getByText(/2 reviews$/)).toBeTruthy();
    const ana = screen.getByRole('article', { name: 'Review by Ana M.' });
    expect(within(ana).getByText('Cleanliness 5/5 · Location 4/5 · Value for money 5/5')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Report the review by João T.' })).toBeTruthy();
  });

  it('hides "Mostrar mais" once every review is loaded', () => {
    mockPages([page([review('r1')], 1, 1)]);
    renderWithApp(<SubjectReviews subject="establishments" id="h1" signedIn />);
    expect(screen.getByText(/1 avaliação$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mostrar mais' })).toBeNull();
  });

  it('reports a review with a reason and toasts the server error', async () => {
    mockPages([page([review('r1')], 1, 1)]);
    vi.mocked(reportReview).mockRejectedValueOnce(new ApiError(409, 'REVIEW_REPORTED', 'Já denunciou esta avaliação.'));
    renderWithApp(<SubjectReviews subject="establishments" id="h1" signedIn />);
    fireEvent.click(screen.getByRole('button', { name: 'Denunciar a avaliação de Ana M.' }));
    const dialog = screen.getByRole('dialog', { name: 'Denunciar avaliação' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(within(dialog).getByText('Indique o motivo (até 500 caracteres).')).toBeTruthy();
    expect(reportReview).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Motivo'), { target: { value: 'Linguagem ofensiva' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    await waitFor(() => expect(screen.getByText('Já denunciou esta avaliação.')).toBeTruthy());
    expect(reportReview).toHaveBeenCalledWith('r1', 'Linguagem ofensiva');
  });
});
