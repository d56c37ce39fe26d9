/**
 * @module Checks of the payer's details (spec 5 'Payment'; issue 3): the card number by Luhn, the expiry not past,
 * the CVV, the M-Pesa number (+258 8[2-7] and 7 digits) and the bank account or Mozambican IBAN. Also the masked hints
 * that are the only trace of those details kept.
 */
import { todayInMaputo } from '../../lib/time.ts';

export const PAYMENT_MESSAGES = {
  cardIncomplete: 'Por favor preencha todos os dados do cartão.',
  mpesaMissing: 'Por favor insira o número M-Pesa.',
  bankMissing: 'Por favor insira os dados bancários.',
  cardNumber: 'Número de cartão inválido.',
  cardExpiryFormat: 'Data de validade inválida. Use MM/AA.',
  cardExpired: 'O cartão está expirado.',
  cardCvv: 'CVV inválido.',
  mpesaInvalid: 'Número M-Pesa inválido. Use o formato +258 8X XXX XXXX.',
  bankInvalid: 'Número de conta ou IBAN inválido.',
  method: 'Escolha um método de pagamento.',
  bookingId: 'Escolha a reserva a pagar.',
} as const;

/** Digits only (spaces and hyphens dropped). */
export const digits = (text: string) => text.replace(/[\s-]/g, '');

/**
 * The Luhn check of a card number (ISO/IEC 7812-1).
 * @example luhnValid('4242424242424242') // true
 */
export function luhnValid(number: string): boolean {
  if (!/^\d{13,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Checks a card expiry 'MM/YY': valid through the last day of that month, compared with today in Africa/Maputo.
 * @returns null when valid, else the message
 */
export function expiryProblem(expiry: string, now: Date = new Date()): string | null {
  const m = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!m) return PAYMENT_MESSAGES.cardExpiryFormat;
  const expiryMonth = `20${m[2]}-${m[1]}`;
  return expiryMonth < todayInMaputo(now).slice(0, 7) ? PAYMENT_MESSAGES.cardExpired : null;
}

/**
 * Normalises an M-Pesa number: optional +258 or 258, then 8[2-7] and 7 digits (DECISIONS.md 5).
 * @returns '+2588XXXXXXXX' or null when invalid
 */
export function normaliseMpesa(phone: string): string | null {
  const m = /^(?:\+?258)?(8[2-7]\d{7})$/.exec(digits(phone).replace(/[()]/g, ''));
  return m ? `+258${m[1]}` : null;
}

/** A bank account (8 to 20 digits) or a Mozambican IBAN ('MZ59' and 21 digits), normalised, or null. */
export function normaliseBank(input: { account?: string; iban?: string }) {
  const iban = input.iban ? digits(input.iban).toUpperCase() : '';
  if (iban) return /^MZ59\d{21}$/.test(iban) ? { iban } : null;
  const account = input.account ? digits(input.account) : '';
  return /^\d{8,20}$/.test(account) ? { account } : null;
}

/** The masked trace kept of the payer's details: card last 4, M-Pesa last 3, account or IBAN last 4. */
export function payerHint(
  details: { method: 'card'; number: string } | { method: 'mpesa'; phone: string } | {
    method: 'bank';
    value: string;
  },
): string {
  if (details.method === 'card') return `**** ${details.number.slice(-4)}`;
  if (details.method === 'mpesa') return `+258 ** *** *${details.phone.slice(-3)}`;
  return `**** ${details.value.slice(-4)}`;
}
