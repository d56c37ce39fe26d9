import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@turismo/app-core/api';
import { renderWithApp } from '@turismo/app-core/test/render';
import { type Review, replyToReview, useEstablishmentReviews } from '../api/reviews.ts';
import { ReviewsTab } from './ReviewsTab.tsx';

vi.mock('../api/reviews.ts', () => ({
  REVIEWS_PAGE_SIZE: 10,
  useEstablishmentReviews: vi.fn(),
  replyToReview: vi.fn(),
}));

function review(over: Partial<Review> = {}): Review {
  return {
    id: 'r1', bookingType: 'stay', subjectType: 'establishment', subjectId: 'h1', authorName: 'Ana M.', rating: 5,
    comment: 'Quarto limpo, vista linda.', cleanliness: 5, location: 4, value: 5,
    createdAt: '2026-11-10T10:00:00.000Z', publishedAt: '2026-11-12T10:00:00.000Z', reply: null, repliedAt: null,
    ...over,
  };
}

function mockPage(items: Review[], total = items.length, rating: number | null = 4.5) {
  const mutate = vi.fn().mockResolvedValue(undefined);
  vi.mocked(useEstablishmentReviews).mockReturnValue({
    data: { items, page: 1, pageSize: 10, total, rating, reviewCount: total },
    error: undefined, isLoading: false, mutate,
  } as unknown as ReturnType<typeof useEstablishmentReviews>);
  return mutate;
}

afterEach(() => vi.resetAllMocks());

describe('ReviewsTab', () => {
  it('says "Sem avaliações" when there is none, never a number', () => {
    mockPage([], 0, null);
    renderWithApp(<ReviewsTab hotelId="h1" />);
    expect(screen.getByText('Sem avaliações')).toBeTruthy();
    expect(screen.queryByText(/★/)).toBeNull();
  });

  it('lists the reviews with the rating, the sub-ratings and the existing reply (no second reply)', () => {
    mockPage([review(), review({ id: 'r2', authorName: 'João S.', rating: 4, cleanliness: null, location: null, value: null, reply: 'Obrigado pela visita!' })], 2);
    renderWithApp(<ReviewsTab hotelId="h1" />);
    expect(screen.getByText('★ 4,5')).toBeTruthy();
    expect(screen.getByText('Limpeza 5/5 · Localização 4/5 · Qualidade/preço 5/5')).toBeTruthy();
    const replied = screen.getByRole('article', { name: 'Avaliação de João S.' });
    expect(within(replied).getByText('Obrigado pela visita!')).toBeTruthy();
    expect(within(replied).queryByRole('button', { name: /Responder/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Responder a Ana M.' })).toBeTruthy();
    expect(useEstablishmentReviews).toHaveBeenCalledWith('h1', 1);
  });

  it('publishes a reply once and refreshes the list', async () => {
    const mutate = mockPage([review()]);
    vi.mocked(replyToReview).mockResolvedValue(review({ reply: 'Obrigado!' }) as never);
    renderWithApp(<ReviewsTab hotelId="h1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Responder a Ana M.' }));
    fireEvent.change(screen.getByLabelText(/A sua resposta pública/), { target: { value: ' Obrigado! ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar resposta' }));
    await waitFor(() => expect(replyToReview).toHaveBeenCalledWith('r1', 'Obrigado!'));
    expect(await screen.findByText('Resposta publicada')).toBeTruthy();
    expect(mutate).toHaveBeenCalled();
  });

  it("shows the server's message when the review already has a reply", async () => {
    mockPage([review()]);
    vi.mocked(replyToReview).mockRejectedValue(new ApiError(409, 'REVIEW_REPLIED', 'Esta avaliação já tem resposta.'));
    renderWithApp(<ReviewsTab hotelId="h1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Responder a Ana M.' }));
    fireEvent.change(screen.getByLabelText(/A sua resposta pública/), { target: { value: 'Obrigado' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar resposta' }));
    expect(await screen.findByText('Esta avaliação já tem resposta.')).toBeTruthy();
  });

  it('pages through more than ten reviews', () => {
    mockPage([review()], 23);
    renderWithApp(<ReviewsTab hotelId="h1" />);
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Seguintes' }));
    expect(useEstablishmentReviews).toHaveBeenLastCalledWith('h1', 2);
  });
});
