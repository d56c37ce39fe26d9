import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, startI18n } from '@turismo/app-core/i18n';
import { renderWithApp } from '@turismo/app-core/test/render';
import { hideReview, type ReportedReview, useReportedReviews } from '../api/reviews.ts';
import { ReportedReviewsPage } from './ReportedReviewsPage.tsx';
import pt from '../../../locales/pt.json';

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

describe('ReportedReviewsPage in English (issue 14: the admin app follows the language)', () => {
  afterEach(async () => {
    await changeLanguage('pt-MZ');
  });

  it('shows the page, the counts, the labels and the reason dialog in English', async () => {
    await startI18n({ pt, en: () => import('../../../locales/en.json') }, 'pt-MZ');
    await changeLanguage('en');
    vi.mocked(hideReview).mockClear();
    mockList([review, { ...review, id: 'r2', authorName: 'Rui', reportCount: 1, subjectType: 'driver' }]);
    renderWithApp(<ReportedReviewsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Reported reviews' })).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Review by Ana' });
    expect(within(card).getByText('2 reports')).toBeTruthy();
    expect(within(card).getByText('Accommodation')).toBeTruthy();
    expect(within(card).getByText('20/11/2026')).toBeTruthy();
    const other = screen.getByRole('article', { name: 'Review by Rui' });
    expect(within(other).getByText('1 report')).toBeTruthy();
    expect(within(other).getByText('Driver')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide review' });
    expect(within(dialog).getByText(/The review by Ana will no longer be shown/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('Give the reason (1 to 500 characters).')).toBeTruthy();
    expect(hideReview).not.toHaveBeenCalled();
  });
});
