/** The admin's reconciliation page (issue 25): the records with their trail, resolving with a note, the settlement CSV. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMZN } from '@turismo/app-core/format';
import { renderWithApp } from '@turismo/app-core/test/render';
import {
  downloadSettlement,
  type ReconciliationItem,
  resolveRecord,
  useReconciliation,
} from '../api/reconciliation.ts';
import { ReconciliationPage } from './ReconciliationPage.tsx';

vi.mock('../api/reconciliation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/reconciliation.ts')>()),
  useReconciliation: vi.fn(),
  resolveRecord: vi.fn(),
  downloadSettlement: vi.fn(),
}));

const ITEM: ReconciliationItem = {
  kind: 'payment',
  id: '7d0c6a8e-2b1f-4f0e-9c3a-5e6f7a8b9c0d',
  bookingId: '6d0c6a8e-2b1f-4f0e-9c3a-5e6f7a8b9c0d',
  provider: 'mpesa',
  stage: 'unknown',
  status: 'pending',
  amountCents: 264000,
  railReference: 'P7D0C6A8E2B1',
  providerReference: null,
  providerCode: 'INS-9',
  errorCode: 'MPESA_TIMEOUT',
  problem: 'unknown',
  checkAttempts: 2,
  createdAt: '2026-12-01T08:00:00.000Z',
  nextCheckAt: '2026-12-01T08:05:00.000Z',
  events: [
    { at: '2026-12-01T08:00:00.000Z', source: 'start', fromStage: null, toStage: 'created', providerCode: null, actor: null, note: null },
    { at: '2026-12-01T08:00:01.000Z', source: 'answer', fromStage: 'awaiting', toStage: 'unknown', providerCode: 'INS-9', actor: null, note: 'MPESA_TIMEOUT' },
  ],
};

function mockList(items: ReconciliationItem[]) {
  const mutate = vi.fn().mockResolvedValue(undefined);
  vi.mocked(useReconciliation).mockReturnValue({ data: items, error: undefined, isLoading: false, mutate } as never);
  return mutate;
}

afterEach(() => vi.clearAllMocks());

describe('ReconciliationPage', () => {
  it('lists each record with its rail, amount, problem, codes and audit trail', () => {
    mockList([ITEM]);
    renderWithApp(<ReconciliationPage />);
    screen.getByRole('heading', { level: 1, name: 'Reconciliação de pagamentos' });
    const list = screen.getByRole('list', { name: 'Registos por reconciliar' });
    const record = within(list).getAllByRole('listitem')[0]!;
    expect(record.textContent).toContain('M-Pesa');
    expect(record.textContent).toContain(formatMZN(264000));
    expect(record.textContent).toContain('Sem resposta do operador');
    expect(record.textContent).toContain('INS-9 / MPESA_TIMEOUT');
    expect(record.textContent).toContain('Histórico (2)');
    expect(record.textContent).toContain('answer: awaiting → unknown (INS-9)');
  });

  it('says when there is nothing to reconcile', () => {
    mockList([]);
    renderWithApp(<ReconciliationPage />);
    screen.getByRole('heading', { name: 'Nada a reconciliar' });
  });

  it('resolves a record only with a note, then reads the list again', async () => {
    const mutate = mockList([ITEM]);
    vi.mocked(resolveRecord).mockResolvedValue('succeeded');
    renderWithApp(<ReconciliationPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Marcar como concluído: Pagamento P7D0C6A8E2B1' }));
    const dialog = screen.getByRole('dialog', { name: 'Marcar como concluído' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await screen.findByText('Explique a resolução (3 a 500 caracteres).');
    expect(resolveRecord).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Concluída no portal M-Pesa.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(resolveRecord).toHaveBeenCalledWith(ITEM, { outcome: 'succeeded', note: 'Concluída no portal M-Pesa.' })
    );
    await waitFor(() => expect(mutate).toHaveBeenCalled());
  });

  it("downloads the chosen rail's settlement report of the chosen day", async () => {
    mockList([]);
    vi.mocked(downloadSettlement).mockResolvedValue(undefined);
    renderWithApp(<ReconciliationPage />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Meio de pagamento' }), { target: { value: 'dpo' } });
    fireEvent.change(screen.getByLabelText('Dia (hora de Maputo)'), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Descarregar CSV' }));
    await waitFor(() => expect(downloadSettlement).toHaveBeenCalledWith('dpo', '2026-12-01'));
  });
});
