import { describe, expect, it } from 'vitest';
import {
  checkPayment,
  expiryProblem,
  formatExpiryInput,
  groupCardNumber,
  luhnValid,
  normaliseMpesa,
  PAYMENT_MESSAGES,
  parseBankDetails,
  type PaymentFields,
} from './payment-checks.ts';

const empty: PaymentFields = { card: { name: '', number: '', expiry: '', cvv: '' }, mpesa: '', bank: '' };
const now = new Date('2026-06-15T10:00:00Z');

describe('luhnValid', () => {
  it('accepts valid card numbers, with or without spaces', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('5555-5555-5555-4444')).toBe(true);
    expect(luhnValid('4000 0000 0000 0002')).toBe(true);
  });

  it('refuses a wrong check digit, letters and wrong lengths', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242abcd42424242')).toBe(false);
    expect(luhnValid('424242424242')).toBe(false);
    expect(luhnValid('42424242424242424242')).toBe(false);
  });
});

describe('expiryProblem', () => {
  it('accepts the current month and later', () => {
    expect(expiryProblem('06/26', now)).toBeNull();
    expect(expiryProblem('12/29', now)).toBeNull();
    expect(expiryProblem(' 01 / 27 ', now)).toBeNull();
  });

  it('refuses past months', () => {
    expect(expiryProblem('05/26', now)).toBe(PAYMENT_MESSAGES.cardExpired);
    expect(expiryProblem('12/25', now)).toBe(PAYMENT_MESSAGES.cardExpired);
  });

  it('refuses other formats', () => {
    expect(expiryProblem('13/27', now)).toBe(PAYMENT_MESSAGES.cardExpiryFormat);
    expect(expiryProblem('1/27', now)).toBe(PAYMENT_MESSAGES.cardExpiryFormat);
    expect(expiryProblem('2027-01', now)).toBe(PAYMENT_MESSAGES.cardExpiryFormat);
  });
});

describe('normaliseMpesa', () => {
  it('accepts +258, 258 or no prefix before 8[2-7] and 7 digits', () => {
    expect(normaliseMpesa('+258 84 123 4567')).toBe('+258841234567');
    expect(normaliseMpesa('258821234567')).toBe('+258821234567');
    expect(normaliseMpesa('87 123 4567')).toBe('+258871234567');
  });

  it('refuses other operators, lengths and prefixes', () => {
    expect(normaliseMpesa('+258 81 123 4567')).toBeNull();
    expect(normaliseMpesa('+258 88 123 4567')).toBeNull();
    expect(normaliseMpesa('+258 84 123 456')).toBeNull();
    expect(normaliseMpesa('+351 912 345 678')).toBeNull();
  });
});

describe('parseBankDetails', () => {
  it('reads an account of 8 to 20 digits', () => {
    expect(parseBankDetails('0001 2345 678')).toEqual({ account: '00012345678' });
    expect(parseBankDetails('1234567')).toBeNull();
  });

  it('reads a Mozambican IBAN (MZ59 and 21 digits)', () => {
    expect(parseBankDetails('mz59 0001 0000 0012 3456 7890 1')).toEqual({ iban: 'MZ59000100000012345678901' });
    expect(parseBankDetails('MZ59 0001')).toBeNull();
    expect(parseBankDetails('PT50000201231234567890154')).toBeNull();
  });
});

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
