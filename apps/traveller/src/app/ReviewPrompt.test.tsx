/**
 * The app core's review prompt (issue 11), as /reservas and the partner areas use it: 'Avaliar' opens the dialog
 * that posts, or puts while unpublished.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@turismo/app-core/api';
import { renderWithApp } from '@turismo/app-core/test/render';
import { type Review, type Reviewable, saveReview, useReviewsToWrite } from '@turismo/app-core/reviews/api';
import { ReviewPrompt } from '@turismo/app-core/reviews/ReviewPrompt';

vi.mock('@turismo/app-core/reviews/api', () => ({ useReviewsToWrite: vi.fn(), saveReview: vi.fn() }));

const stay: Reviewable = {
  bookingId: 'b1', bookingType: 'stay', side: 'traveller', subjectType: 'establishment',
  label: 'Casa do Mar Tofo · Quarto Duplo', closesAt: '2026-12-01T09:00:00.000Z', myReview: null,
};
const ride: Reviewable = {
  bookingId: 'b2', bookingType: 'ride', side: 'traveller', subjectType: 'driver', label: 'Maputo → Inhambane',
  closesAt: '2026-12-02T09:00:00.000Z', myReview: null,
};
const mine: Review = {
  id: 'r1', bookingType: 'ride', subjectType: 'driver', subjectId: 'd1', authorName: 'Ana M.', rating: 4,
  comment: 'Pontual.', cleanliness: null, location: null, value: null, createdAt: '2026-11-20T08:00:00.000Z',
  publishedAt: null, reply: null, repliedAt: null,
};

function mockList(items: Reviewable[]) {
  const mutate = vi.fn();
  vi.mocked(useReviewsToWrite).mockReturnValue({ data: items, mutate } as unknown as ReturnType<typeof useReviewsToWrite>);
  return mutate;
}

afterEach(() => vi.clearAllMocks());

describe('ReviewPrompt', { timeout: 20_000 }, () => {
  it('shows nothing when there is nothing to review, nor the host side', () => {
    mockList([{ ...ride, side: 'host' }]);
    const { container } = renderWithApp(<ReviewPrompt />);
    expect(container.textContent).toBe('');
  });

  it("lists a host's reviews of their travellers for one product only", () => {
    mockList([{ ...ride, side: 'host', subjectType: 'traveller' }, { ...stay, side: 'host' }, ride]);
    renderWithApp(<ReviewPrompt side="host" bookingType="ride" hint="Como foi o passageiro?" />);
    expect(screen.getAllByRole('button', { name: /^Avaliar:/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Avaliar: Maputo → Inhambane' })).toBeTruthy();
    expect(screen.getByText(/Como foi o passageiro\?/)).toBeTruthy();
  });

  it('checks a stay review, then posts the stars, the categories and the text', async () => {
    const mutate = mockList([stay]);
    vi.mocked(saveReview).mockResolvedValueOnce(mine);
    renderWithApp(<ReviewPrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'Avaliar: Casa do Mar Tofo · Quarto Duplo' }));
    const dialog = screen.getByRole('dialog', { name: 'Avaliar' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar avaliação' }));
    expect(within(dialog).getByText('Escolha uma classificação de 1 a 5 estrelas.')).toBeTruthy();
    expect(within(dialog).getByText('Avalie a limpeza, a localização e a relação qualidade/preço (1 a 5).')).toBeTruthy();
    expect(saveReview).not.toHaveBeenCalled();

    const group = (name: string) => within(dialog).getByRole('group', { name });
    fireEvent.click(within(group('Classificação geral')).getByRole('radio', { name: '5 de 5 estrelas' }));
    fireEvent.click(within(group('Limpeza')).getByRole('radio', { name: '4 de 5 estrelas' }));
    fireEvent.click(within(group('Localização')).getByRole('radio', { name: '5 de 5 estrelas' }));
    fireEvent.click(within(group('Qualidade/preço')).getByRole('radio', { name: '3 de 5 estrelas' }));
    fireEvent.change(within(dialog).getByLabelText('Comentário'), { target: { value: '  Vista linda.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar avaliação' }));
    await waitFor(() => expect(screen.getByText('Avaliação enviada')).toBeTruthy());
    expect(saveReview).toHaveBeenCalledWith(
      'b1', { rating: 5, comment: 'Vista linda.', cleanliness: 4, location: 5, value: 3 }, false,
    );
    expect(mutate).toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Avaliar' })).toBeNull();
  });

  it('edits an unpublished ride review (PUT, no categories) and toasts the server error', async () => {
    mockList([{ ...ride, myReview: mine }]);
    vi.mocked(saveReview).mockRejectedValueOnce(
      new ApiError(409, 'REVIEW_PUBLISHED', 'A avaliação já foi publicada e não pode ser alterada.'),
    );
    renderWithApp(<ReviewPrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'Editar avaliação: Maputo → Inhambane' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar avaliação' });
    expect(within(dialog).queryByRole('group', { name: 'Limpeza' })).toBeNull();
    expect((within(dialog).getByRole('radio', { name: '4 de 5 estrelas' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar alterações' }));
    await waitFor(() => expect(screen.getByText('A avaliação já foi publicada e não pode ser alterada.')).toBeTruthy());
    expect(saveReview).toHaveBeenCalledWith('b2', { rating: 4, comment: 'Pontual.' }, true);
    expect(screen.getByRole('dialog', { name: 'Editar avaliação' })).toBeTruthy();
  });
});
