import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@turismo/app-core/api';
import { changeLanguage } from '@turismo/app-core/i18n';
import { renderWithApp } from '@turismo/app-core/test/render';
import { savePayoutMethod } from '../api/earnings.ts';
import { EarningsPage } from './EarningsPage.tsx';

const summary = {
  balance: { available: 90000, pending: 130000, balance: 220000, earned: 400000, refunded: 30000, paidOut: 150000, payingOut: 0 },
  payoutMethod: null,
  months: ['2026-11'],
};

vi.mock('../api/earnings.ts', () => ({
  EARNINGS_PAGE_SIZE: 20,
  useEarningsSummary: () => ({ data: summary, mutate: vi.fn() }),
  useEarnings: () => ({
    data: {
      total: 1,
      page: 1,
      pageSize: 20,
      items: [{
        bookingId: 'b1', type: 'ride', label: 'Maputo → Inhambane, 23/11/2026 07:00', units: '2 lugares',
        bookingStatus: 'confirmed', paidAt: '2026-11-20T08:00:00Z', serviceAt: '2026-11-23T05:00:00Z',
        subtotal: 130000, platformFee: 13000, total: 143000, refunded: 0, receives: 130000, state: 'pending',
      }],
    },
  }),
  useStatement: () => ({
    data: {
      month: '2026-11', providerName: 'Carlos Mondlane', openingBalance: 0, earned: 130000, refunded: 0, paidOut: 0,
      closingBalance: 130000,
      lines: [{
        kind: 'booking', at: '2026-11-20T08:00:00Z', description: 'Maputo → Inhambane (2 lugares)', bookingId: 'b1',
        payoutId: null, status: null, amount: 130000,
      }],
    },
  }),
  savePayoutMethod: vi.fn(),
  downloadStatement: vi.fn(),
}));

const mt = (c: number) => new Intl.NumberFormat('pt-MZ', { style: 'currency', currency: 'MZN' }).format(c / 100);

describe('EarningsPage', () => {
  // The statement opens on the current month: the page is drawn on a day of the fixtures' month (November 2026), so
  // that the test does not depend on the day it runs (it failed from 1 December 2026).
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  it('shows the balance, the statement and the earnings per booking from the API', () => {
    renderWithApp(<EarningsPage />, { path: '/drivers/ganhos' });
    const balance = screen.getByRole('list', { name: 'Saldo' });
    expect(within(balance).getAllByRole('listitem')[0]!.textContent).toContain(mt(90000));
    expect(within(balance).getAllByRole('listitem')[1]!.textContent).toContain(mt(130000));
    const statement = screen.getByRole('table', { name: /^Extracto de Novembro de 2026/ });
    expect(statement.textContent).toContain('Saldo final');
    const row = within(screen.getByRole('table', { name: 'Ganhos por reserva' })).getAllByRole('row')[1]!;
    expect(row.textContent).toContain(mt(13000));
    expect(row.textContent).toContain('Pendente até 23/11/2026');
    expect(screen.getByText('Ainda não indicou onde receber os seus pagamentos.')).toBeTruthy();
  });

  it("keeps the API's refusal of a holder name on screen", async () => {
    vi.mocked(savePayoutMethod).mockRejectedValueOnce(
      new ApiError(422, 'PAYOUT_HOLDER_MISMATCH', 'O nome do titular não corresponde ao nome da sua identidade verificada.'),
    );
    renderWithApp(<EarningsPage />, { path: '/drivers/ganhos' });
    fireEvent.change(screen.getByLabelText(/Nome do titular/), { target: { value: 'Ana Mondlane' } });
    fireEvent.change(screen.getByLabelText(/Número M-Pesa/), { target: { value: '+258841112233' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar conta' }));
    await waitFor(() =>
      expect(within(screen.getByRole('form', { name: 'Conta para receber pagamentos' })).getByRole('alert').textContent).toBe(
        'O nome do titular não corresponde ao nome da sua identidade verificada.',
      )
    );
    expect(vi.mocked(savePayoutMethod)).toHaveBeenCalledWith({
      kind: 'mpesa',
      holderName: 'Ana Mondlane',
      phone: '+258841112233',
    });
  });

  describe('in English (issue 14)', () => {
    afterEach(async () => {
      await changeLanguage('pt-MZ');
    });

    it('shows the balance, the statement and the earnings per booking in English', async () => {
      await changeLanguage('en');
      renderWithApp(<EarningsPage />, { path: '/drivers/ganhos' });
      expect(screen.getByRole('heading', { level: 1, name: 'Earnings' })).toBeTruthy();
      const balance = screen.getByRole('list', { name: 'Balance' });
      expect(within(balance).getAllByRole('listitem')[0]!.textContent).toContain('Available');
      const statement = screen.getByRole('table', { name: /^Statement for November 2026/ });
      expect(statement.textContent).toContain('Closing balance');
      expect(statement.textContent).toContain('Booking');
      const row = within(screen.getByRole('table', { name: 'Earnings per booking' })).getAllByRole('row')[1]!;
      expect(row.textContent).toContain('Pending until 23/11/2026');
      expect(screen.getByText('You have not yet said where to receive your payouts.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Save account' })).toBeTruthy();
    });
  });
});
