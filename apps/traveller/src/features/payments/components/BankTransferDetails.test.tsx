import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@turismo/app-core/api';
import { formatMZN } from '@turismo/app-core/format';
import { renderWithApp } from '@turismo/app-core/test/render';
import { type BankInstructions, uploadProof, useBankInstructions } from '../api/bank.ts';
import { BankTransferDetails } from './BankTransferDetails.tsx';

vi.mock('../api/bank.ts', () => ({ useBankInstructions: vi.fn(), uploadProof: vi.fn() }));

/** What the swr hook answers. */
function answer(data: BankInstructions | undefined, error?: unknown) {
  vi.mocked(useBankInstructions).mockReturnValue(
    { data, error, isLoading: false, mutate: vi.fn() } as unknown as ReturnType<typeof useBankInstructions>,
  );
}

const mzn = (centavos: number) => formatMZN(centavos).replace(/\s+/g, ' ');

const instructions = (over: Partial<BankInstructions> = {}): BankInstructions => ({
  bankName: 'Millennium bim',
  accountHolder: 'MozTurismo, Lda.',
  iban: 'MZ59000300000012345678088',
  ibanFormatted: 'MZ59 0003 0000 0012 3456 7808 8',
  reference: 'MZT-7K3F9Q2X',
  amountCents: 188100,
  expiryDays: 3,
  payment: null,
  ...over,
});

describe('BankTransferDetails', () => {
  afterEach(() => vi.clearAllMocks());

  it("shows the platform's account, the booking's reference and the amount from the server", async () => {
    answer(instructions());
    renderWithApp(<BankTransferDetails bookingId="b1" />);
    expect(await screen.findByText('MZ59 0003 0000 0012 3456 7808 8')).toBeTruthy();
    expect(screen.getByText('MZT-7K3F9Q2X')).toBeTruthy();
    expect(screen.getByText('Millennium bim')).toBeTruthy();
    expect(screen.getByText(mzn(188100))).toBeTruthy();
    expect(screen.queryByLabelText(/Comprovativo/)).toBeNull();
  });

  it('says the transfer is unavailable with the API message when no account is set', async () => {
    answer(
      undefined,
      new ApiError(409, 'BANK_TRANSFER_UNAVAILABLE', 'A conta bancária da plataforma ainda não foi indicada. Escolha cartão ou M-Pesa.'),
    );
    renderWithApp(<BankTransferDetails bookingId="b2" />);
    expect(await screen.findByText(/ainda não foi indicada/)).toBeTruthy();
  });

  it('uploads the proof of a registered transfer and says when it was sent', async () => {
    answer(
      instructions({ payment: { id: 'p1', proofUploadedAt: null, expiresAt: new Date(Date.now() + 3 * 86_400_000).toISOString() } }),
    );
    vi.mocked(uploadProof).mockResolvedValue({ id: 'f1', contentType: 'application/pdf', uploadedAt: new Date().toISOString() });
    renderWithApp(<BankTransferDetails bookingId="b3" />);
    const input = await screen.findByLabelText('Comprovativo da transferência (imagem ou PDF)');
    const file = new File(['%PDF-1.4'], 'comprovativo.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(uploadProof).toHaveBeenCalledWith('p1', file));
    expect(await screen.findByText(/^Comprovativo enviado em/)).toBeTruthy();
  });
});
