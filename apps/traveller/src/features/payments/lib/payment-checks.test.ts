import { describe, expect, it } from 'vitest';
import {
  checkPayment,
  formatExpiryInput,
  groupCardNumber,
  PAYMENT_MESSAGES,
  type PaymentFields,
} from './payment-checks.ts';

const empty: PaymentFields = { card: { name: '', number: '', expiry: '', cvv: '' }, mpesa: '', bank: '' };
const now = new Date('2026-06-15T10:00:00Z');

// The rules themselves (Luhn, expiry, M-Pesa, bank details) are tested in rules/src/payment.test.ts (ADR 0038); here
// their order and messages in the dialog.
describe('checkPayment', () => {
  it("asks for the missing data with the spec's messages", () => {
    expect(checkPayment('card', { ...empty, card: { ...empty.card, name: 'Ana' } }, now).missing)
      .toBe('Por favor preencha todos os dados do cartão.');
    expect(checkPayment('mpesa', empty, now).missing).toBe('Por favor insira o número M-Pesa.');
    expect(checkPayment('bank', empty, now).missing).toBe('Por favor insira os dados bancários.');
  });

  it('reports each invalid card field', () => {
    const result = checkPayment('card', {
      ...empty,
      card: { name: 'Ana Macuácua', number: '4242 4242 4242 4241', expiry: '01/20', cvv: '12' },
    }, now);
    expect(result.missing).toBeNull();
    expect(result.errors).toEqual({
      cardNumber: PAYMENT_MESSAGES.cardNumber,
      cardExpiry: PAYMENT_MESSAGES.cardExpired,
      cardCvv: PAYMENT_MESSAGES.cardCvv,
    });
  });

  it('passes valid details of each method', () => {
    const card = { name: 'Ana Macuácua', number: '4242 4242 4242 4242', expiry: '12/29', cvv: '123' };
    expect(checkPayment('card', { ...empty, card }, now)).toEqual({ missing: null, errors: {} });
    expect(checkPayment('mpesa', { ...empty, mpesa: '+258 84 123 4567' }, now)).toEqual({ missing: null, errors: {} });
    expect(checkPayment('bank', { ...empty, bank: 'MZ59000100000012345678901' }, now))
      .toEqual({ missing: null, errors: {} });
  });

  it('only checks the chosen method', () => {
    expect(checkPayment('mpesa', { ...empty, mpesa: '84 000' }, now).errors)
      .toEqual({ mpesa: PAYMENT_MESSAGES.mpesaInvalid });
  });
});

describe('input formatting', () => {
  it('groups card digits by four and writes the expiry as MM/AA', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiryInput('1229')).toBe('12/29');
    expect(formatExpiryInput('1')).toBe('1');
  });
});
