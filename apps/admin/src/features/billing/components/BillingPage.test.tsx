import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMZN } from '@turismo/app-core/format';
import { renderWithApp } from '@turismo/app-core/test/render';
import {
  calculateBilling,
  type FinancialReport,
  updateFeePercentage,
  useFeePercentage,
  useFinancialReport,
} from '../api/billing.ts';
import { BillingPage } from './BillingPage.tsx';

vi.mock('../api/billing.ts', () => ({
  useFeePercentage: vi.fn(),
  useFinancialReport: vi.fn(),
  updateFeePercentage: vi.fn(),
  calculateBilling: vi.fn(),
}));

const REPORT: FinancialReport = {
  totalTransactions: 2,
  totalRevenue: 310000,
  totalFees: 30000,
  providerPayouts: 280000,
  profitMargin: 9.7,
  rewardsCost: 0,
  platformNet: 30000,
  feePercentage: 12.5,
  grossRevenue: 310000,
  refundCount: 0,
  refundedAmount: 0,
  refundsPendingAmount: 0,
  refundsFailedAmount: 0,
  payoutCount: 0,
  payoutsSentAmount: 0,
  payoutsPendingAmount: 0,
};

type FeeHook = ReturnType<typeof useFeePercentage>;
type ReportHook = ReturnType<typeof useFinancialReport>;

function mockData(
  fee: { data?: number; error?: Error } = { data: 12.5 },
  report: { data?: FinancialReport; error?: Error } = { data: REPORT },
) {
  const feeMutate = vi.fn().mockResolvedValue(undefined);
  const reportMutate = vi.fn().mockResolvedValue(undefined);
  vi.mocked(useFeePercentage).mockReturnValue({ ...fee, mutate: feeMutate, isLoading: false } as unknown as FeeHook);
  vi.mocked(useFinancialReport).mockReturnValue(
    { ...report, mutate: reportMutate, isLoading: false } as unknown as ReportHook,
  );
  return { feeMutate, reportMutate };
}

const feeField = () => screen.getByLabelText(/Percentual/) as HTMLInputElement;
const amountField = () => screen.getByLabelText(/Valor \(MT\)/) as HTMLInputElement;

afterEach(() => {
  vi.resetAllMocks();
});

describe('BillingPage', () => {
  it('shows the financial report and the current fee as the API gives them', () => {
    mockData();
    renderWithApp(<BillingPage />, { path: '/admin/billing' });
    screen.getByRole('heading', { level: 1, name: 'Gestão de Faturação' });
    const report = screen.getByRole('region', { name: 'Relatório financeiro' });
    const text = report.textContent ?? '';
    for (const shown of [formatMZN(310000), formatMZN(30000), formatMZN(280000), '9,7 %', 'Taxa atual: 12,5 %']) {
      expect(text).toContain(shown);
    }
    expect(within(report).getByText('Total de Transacções').parentElement?.textContent).toContain('2');
    expect(feeField().value).toBe('12.5');
    expect(feeField().min).toBe('0');
    expect(feeField().max).toBe('50');
    expect(feeField().step).toBe('0.1');
    screen.getByText('Recomendamos uma taxa entre 8% e 15%.');
  });

  it('shows the refunds and the revenue before them, with what is pending or still owed', () => {
    mockData(undefined, {
      data: {
        ...REPORT,
        totalRevenue: 145000,
        grossRevenue: 310000,
        refundCount: 2,
        refundedAmount: 165000,
        refundsPendingAmount: 0,
        refundsFailedAmount: 55000,
      },
    });
    renderWithApp(<BillingPage />, { path: '/admin/billing' });
    const report = screen.getByRole('region', { name: 'Relatório financeiro' });
    const card = (label: string) => within(report).getByText(label).parentElement?.textContent ?? '';
    expect(card('Reembolsos')).toContain(formatMZN(165000));
    expect(card('Reembolsos')).toContain('2 reembolsos');
    expect(card('Reembolsos')).toContain(`${formatMZN(55000)} falhados, a devolver`);
    expect(card('Reembolsos')).not.toContain('em processamento');
    expect(card('Receita Total')).toContain(formatMZN(145000));
    expect(card('Receita Total')).toContain(`Antes dos reembolsos: ${formatMZN(310000)}`);
  });

  it('shows no figures while loading', () => {
    mockData({}, {});
    renderWithApp(<BillingPage />, { path: '/admin/billing' });
    const report = screen.getByRole('region', { name: 'Relatório financeiro' });
    expect(report.textContent).not.toMatch(/\d/);
    expect(feeField().disabled).toBe(true);
  });

  it('says so when the billing data cannot be loaded', async () => {
    mockData({ error: new Error('500') }, { error: new Error('500') });
    renderWithApp(<BillingPage />, { path: '/admin/billing' });
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('Erro ao carregar dados de faturação'));
    expect(alert).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Erro ao carregar dados de faturação').length).toBeGreaterThan(1));
    expect(screen.getByRole('region', { name: 'Relatório financeiro' }).textContent).not.toMatch(/\d/);
  });

  it('refuses a fee outside 0..50 without calling the API', () => {
    mockData();
    renderWithApp(<BillingPage />, { path: '/admin/billing' });
    fireEvent.change(feeField(), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar Taxa' }));
    screen.getByText('Percentual deve ser entre 0 e 50');
    expect(updateFeePercentage).not.toHaveBeenCalled();
  });

  it('saves the fee, confirms it and reloads the data', async () => {
    const { feeMutate, reportMutate } = mockData();
    vi.mocked(updateFeePercentage).mockResolvedValue(14);
    renderWithApp(<BillingPage />, { path: '/admin/billing' });
    fireEvent.change(feeField(), { target: { value: '14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar Taxa' }));
    await screen.findByText('Taxa da plataforma atualizada com sucesso');
    expect(updateFeePercentage).toHaveBeenCalledWith(14);
    await waitFor(() => expect(feeMutate).toHaveBeenCalled());
    expect(reportMutate).toHaveBeenCalled();
  });

  it('tells when saving the fee fails', async () => {
    mockData();
    vi.mocked(updateFeePercentage).mockRejectedValue(new Error('403'));
    renderWithApp(<BillingPage />, { path: '/admin/billing' });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar Taxa' }));
    await screen.findByText('Erro ao atualizar taxa da plataforma');
    expect(updateFeePercentage).toHaveBeenCalledWith(12.5);
  });

  it('calculates in centavos what the admin types in MT and shows the server split', async () => {
    mockData();
    vi.mocked(calculateBilling).mockResolvedValue({
      subtotal: 240050,
      feePercentage: 12.5,
      platformFee: 30006,
      providerAmount: 240050,
      total: 270056,
    });
    renderWithApp(<BillingPage />, { path: '/admin/billing' });
    fireEvent.change(amountField(), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calcular' }));
    screen.getByText('Valor deve ser maior que zero');
    expect(calculateBilling).not.toHaveBeenCalled();

    fireEvent.change(amountField(), { target: { value: '2400.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calcular' }));
    const result = await screen.findByLabelText('Resultado do cálculo');
    expect(calculateBilling).toHaveBeenCalledWith(240050);
    for (const shown of [formatMZN(240050), formatMZN(30006), formatMZN(270056), '12,5 %']) {
      expect(result.textContent).toContain(shown);
    }
    expect(screen.queryByText('Valor deve ser maior que zero')).toBeNull();
  });

  it('tells when the calculation fails', async () => {
    mockData();
    vi.mocked(calculateBilling).mockRejectedValue(new Error('500'));
    renderWithApp(<BillingPage />, { path: '/admin/billing' });
    fireEvent.change(amountField(), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calcular' }));
    await screen.findByText('Erro ao calcular faturação');
    expect(screen.queryByLabelText('Resultado do cálculo')).toBeNull();
  });
});
