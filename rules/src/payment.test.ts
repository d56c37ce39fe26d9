import { describe, expect, it } from 'vitest';
import {
  cvvValid,
  expiryProblem,
  luhnValid,
  mobileRail,
  normaliseBank,
  normaliseMpesa,
  parseBankDetails,
  PAYMENT_MESSAGES,
} from './payment.ts';

const now = new Date('2026-06-15T10:00:00Z');

describe('luhnValid', () => {
  it('accepts valid card numbers, with or without spaces and hyphens', () => {
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
    expect(luhnValid('')).toBe(false);
  });
});

describe('expiryProblem', () => {
  it('accepts the current month in Maputo and later', () => {
    expect(expiryProblem('06/26', now)).toBeNull();
    expect(expiryProblem('12/29', now)).toBeNull();
    expect(expiryProblem(' 01 / 27 ', now)).toBeNull();
  });

  it('refuses past months, by the date in Maputo (UTC+2)', () => {
    expect(expiryProblem('05/26', now)).toBe(PAYMENT_MESSAGES.cardExpired);
    expect(expiryProblem('12/25', now)).toBe(PAYMENT_MESSAGES.cardExpired);
    // 30 June 23:00 UTC is already 1 July in Maputo: a June card has expired there.
    expect(expiryProblem('06/26', new Date('2026-06-30T23:00:00Z'))).toBe('O cartão está expirado.');
  });

  it('refuses other formats with the MM/AA message', () => {
    expect(expiryProblem('13/27', now)).toBe('Data de validade inválida. Use MM/AA.');
    expect(expiryProblem('1/27', now)).toBe(PAYMENT_MESSAGES.cardExpiryFormat);
    expect(expiryProblem('2027-01', now)).toBe(PAYMENT_MESSAGES.cardExpiryFormat);
  });
});

describe('cvvValid', () => {
  it('takes 3 or 4 digits only', () => {
    expect(cvvValid('123')).toBe(true);
    expect(cvvValid(' 1234 ')).toBe(true);
    expect(cvvValid('12')).toBe(false);
    expect(cvvValid('12a')).toBe(false);
  });
});

describe('normaliseMpesa', () => {
  it('accepts +258, 258 or no prefix before 8[2-7] and 7 digits', () => {
    expect(normaliseMpesa('+258 84 123 4567')).toBe('+258841234567');
    expect(normaliseMpesa('258821234567')).toBe('+258821234567');
    expect(normaliseMpesa('87 123 4567')).toBe('+258871234567');
    expect(normaliseMpesa('(84) 123-4567')).toBe('+258841234567');
  });

  it('refuses other operators, lengths and prefixes', () => {
    expect(normaliseMpesa('+258 81 123 4567')).toBeNull();
    expect(normaliseMpesa('+258 88 123 4567')).toBeNull();
    expect(normaliseMpesa('+258 84 123 456')).toBeNull();
    expect(normaliseMpesa('+351 912 345 678')).toBeNull();
    expect(normaliseMpesa('+27 84 123 4567')).toBeNull();
  });
});

describe('bank details', () => {
  it('normaliseBank: a Mozambican IBAN wins over the account; 8 to 20 digits otherwise', () => {
    expect(normaliseBank({ iban: 'mz59 0001 0000 0012 3456 7894 0', account: '1' }))
      .toEqual({ iban: 'MZ59000100000012345678940' });
    expect(normaliseBank({ account: '0001-2345-678' })).toEqual({ account: '00012345678' });
    expect(normaliseBank({ account: '1234567' })).toBeNull();
    expect(normaliseBank({ iban: 'PT50000100000012345678901' })).toBeNull();
    expect(normaliseBank({})).toBeNull();
  });

  it("parseBankDetails reads the app's one field the same way", () => {
    expect(parseBankDetails('MZ59 0001 0000 0012 3456 7894 0')).toEqual({ iban: 'MZ59000100000012345678940' });
    expect(parseBankDetails('0001 2345 678')).toEqual({ account: '00012345678' });
    expect(parseBankDetails('mz59 0001 0000 0012 3456 7894 0')).toEqual({ iban: 'MZ59000100000012345678940' });
    expect(parseBankDetails('1234567')).toBeNull();
    expect(parseBankDetails('MZ59 0001')).toBeNull();
    expect(parseBankDetails('PT50000201231234567890154')).toBeNull();
    expect(parseBankDetails('MZ12')).toBeNull();
    expect(parseBankDetails('')).toBeNull();
  });
});

describe('mobileRail (DECISIONS.md 9: the right rail for each number)', () => {
  it('only Vodacom numbers (84, 85) pay by M-Pesa', () => {
    expect(mobileRail('+258 84 123 4567')).toEqual({
      payable: true,
      wallet: 'mpesa',
      phone: '+258841234567',
      message: PAYMENT_MESSAGES.mpesaVodacom,
    });
    expect(mobileRail('851234567')?.payable).toBe(true);
  });

  it('Movitel (86, 87) and Tmcel (82, 83) are told their wallet is not offered yet, and which methods are', () => {
    for (const n of ['+258861234567', '87 123 4567']) {
      expect(mobileRail(n)).toMatchObject({ payable: false, wallet: 'emola', message: PAYMENT_MESSAGES.emolaNotOffered });
    }
    for (const n of ['+258821234567', '258831234567']) {
      expect(mobileRail(n)).toMatchObject({ payable: false, wallet: 'mkesh', message: PAYMENT_MESSAGES.mkeshNotOffered });
    }
    expect(PAYMENT_MESSAGES.emolaNotOffered).toContain('cartão ou transferência bancária');
  });

  it('says nothing while the number is incomplete or not mobile', () => {
    expect(mobileRail('+258 84 123')).toBeNull();
    expect(mobileRail('+258 21 123 4567')).toBeNull();
  });
});
