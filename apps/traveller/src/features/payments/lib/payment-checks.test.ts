import { describe, expect, it } from 'vitest';
import { checkPayment, PAYMENT_MESSAGES, type PaymentFields } from './payment-checks.ts';

const empty: PaymentFields = { mpesa: '', bank: '' };

// The rules themselves (M-Pesa, bank details) are tested in rules/src/payment.test.ts (ADR 0038); here their order and
// messages in the dialog. A card has no field in the dialog: it is typed on the acquirer's hosted page (ADR 0050).
describe('checkPayment', () => {
  it("asks for the missing data with the spec's messages", () => {
    expect(checkPayment('mpesa', empty).missing).toBe('Por favor insira o número M-Pesa.');
    expect(checkPayment('bank', empty).missing).toBe('Por favor insira os dados bancários.');
  });

  it('passes valid details of each method; a card has nothing to check here', () => {
    expect(checkPayment('card', empty)).toEqual({ missing: null, errors: {} });
    expect(checkPayment('mpesa', { ...empty, mpesa: '+258 84 123 4567' })).toEqual({ missing: null, errors: {} });
    expect(checkPayment('bank', { ...empty, bank: 'MZ59000100000012345678940' })).toEqual({ missing: null, errors: {} });
  });

  it('tells e-Mola and mKesh numbers that their wallet is not offered yet; Vodacom numbers pass', () => {
    expect(checkPayment('mpesa', { ...empty, mpesa: '+258 86 123 4567' }).errors)
      .toEqual({ mpesa: PAYMENT_MESSAGES.emolaNotOffered });
    expect(checkPayment('mpesa', { ...empty, mpesa: '+258 82 123 4567' }).errors)
      .toEqual({ mpesa: PAYMENT_MESSAGES.mkeshNotOffered });
    expect(checkPayment('mpesa', { ...empty, mpesa: '+258 85 123 4567' }).errors).toEqual({});
  });

  it('only checks the chosen method', () => {
    expect(checkPayment('mpesa', { ...empty, mpesa: '84 000' }).errors).toEqual({ mpesa: PAYMENT_MESSAGES.mpesaInvalid });
    expect(checkPayment('bank', { ...empty, mpesa: '84 000', bank: '12345678' }).errors).toEqual({});
  });
});
