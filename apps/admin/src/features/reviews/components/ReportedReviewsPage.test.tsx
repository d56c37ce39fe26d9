import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import { hideReview, type ReportedReview, useReportedReviews } from '../api/reviews.ts';
import { ReportedReviewsPage } from './ReportedReviewsPage.tsx';

vi.mock('../api/reviews.ts', () => ({ useReportedReviews: vi.fn(), hideReview: vi.fn() }));

const review = {
  id: 'r1', bookingType: 'stay', subjectType: 'establishment', subjectId: 'e1', authorName: 'Ana', rating: 1,
  comment: 'Texto ofensivo', cleanliness: null, location: null, value: null, createdAt: '2026-11-20T10:00:00Z',
  publishedAt: '2026-11-20T10:00:00Z', reply: null, repliedAt: null, reportCount: 2, reasons: ['Insulto', 'Falso'],
} as ReportedReview;

function mockList(data: ReportedReview[]) {
  const mutate = vi.fn();
  vi.mocked(useReportedReviews).mockReturnValue({ data, error: undefined, isLoading: false, mutate } as never);
  return mutate;
}

describe('ReportedReviewsPage (issue 11: the admin hides a reported review with a reason)', () => {
  it('lists each reported review with its reports and reasons', () => {
    mockList([review]);
    renderWithApp(<ReportedReviewsPage />);
    const card = screen.getByRole('article', { name: 'Avaliação de Ana' });
    expect(within(card).getByText('Texto ofensivo')).toBeTruthy();
    expect(within(card).getByText('2 denúncias')).toBeTruthy();
    expect(within(card).getByText('Insulto')).toBeTruthy();
    expect(within(card).getByText('Alojamento')).toBeTruthy();
  });

  it('asks for a reason before hiding, then hides and reloads the list', async () => {
    const mutate = mockList([review]);
    vi.mocked(hideReview).mockResolvedValue({} as never);
    renderWithApp(<ReportedReviewsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ocultar avaliação' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ocultar' }));
    expect(await within(dialog).findByText('Indique o motivo (1 a 500 caracteres).')).toBeTruthy();
    expect(hideReview).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/^Motivo/), { target: { value: 'Linguagem ofensiva' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ocultar' }));
    await waitFor(() => expect(hideReview).toHaveBeenCalledWith({ id: 'r1', reason: 'Linguagem ofensiva' }));
    await waitFor(() => expect(mutate).toHaveBeenCalled());
    expect(await screen.findByText('Avaliação ocultada')).toBeTruthy();
  });

  it('says so when nothing is reported', () => {
    mockList([]);
    renderWithApp(<ReportedReviewsPage />);
    expect(screen.getByText('Nenhuma avaliação denunciada')).toBeTruthy();
  });
});
