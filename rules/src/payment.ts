/**
 * @module The payer's details checks (spec 2.9, 5 'Payment'; issue 3), the same in the API's CreatePaymentBody schema
 * and the traveller app's payment dialog (ADR 0038): the card number by Luhn, the expiry 'MM/AA' not past (Africa/
 * Maputo), the CVV, the M-Pesa number (a valid Mozambican mobile number of the prefixes 82-87, read by
 * libphonenumber-js: phone.ts; DECISIONS.md 5) and a bank account or a Mozambican IBAN (ibantools, mod-97 checked:
 * iban.ts), with the spec's Portuguese messages.
 */
import { normaliseMzIban } from './iban.ts';
import { normaliseMobile, OPERATORS } from './phone.ts';
import { todayInMaputo } from './time.ts';

export { OPERATORS };

/** Spec 5 'Payment' messages (quoted exactly), then the field messages. */
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
  // The right rail for each number (DECISIONS.md 9; issue 25).
  mpesaVodacom: 'Número Vodacom: vai receber o pedido de pagamento M-Pesa no telemóvel.',
  emolaNotOffered:
    'Este número é da Movitel (e-Mola). Ainda não aceitamos e-Mola: pague com M-Pesa (número Vodacom 84 ou 85), cartão ou transferência bancária.',
  mkeshNotOffered:
    'Este número é da Tmcel (mKesh). Ainda não aceitamos mKesh: pague com M-Pesa (número Vodacom 84 ou 85), cartão ou transferência bancária.',
} as const;

/**
 * The rail of a mobile number (DECISIONS.md 9): only Vodacom numbers (84, 85) pay by M-Pesa; Movitel (86, 87, e-Mola)
 * and Tmcel (82, 83, mKesh) are told plainly that their wallet is not offered yet, and which methods are. The API's
 * CreatePaymentBody and the payment dialog (as the number is typed) say the same.
 * @returns null while the number is not a valid mobile number yet, else whether it pays by M-Pesa and the sentence
 * @example mobileRail('+258 86 123 4567') // { payable: false, wallet: 'emola', message: PAYMENT_MESSAGES.emolaNotOffered }
 */
export function mobileRail(
  phone: string,
): { payable: boolean; wallet: 'mpesa' | 'emola' | 'mkesh'; phone: string; message: string } | null {
  const normalised = normaliseMpesa(phone);
  if (!normalised) return null;
  const { wallet } = OPERATORS[normalised.slice(4, 6) as keyof typeof OPERATORS];
  const message = wallet === 'mpesa'
    ? PAYMENT_MESSAGES.mpesaVodacom
    : wallet === 'emola'
    ? PAYMENT_MESSAGES.emolaNotOffered
    : PAYMENT_MESSAGES.mkeshNotOffered;
  return { payable: wallet === 'mpesa', wallet, phone: normalised, message };
}

/** Digits only: spaces and hyphens dropped. */
export const digits = (text: string): string => text.replace(/[\s-]/g, '');

/**
 * The Luhn check (ISO/IEC 7812-1) of a card number of 13 to 19 digits; spaces and hyphens are ignored.
 * @example luhnValid('4242 4242 4242 4242') // true
 */
export function luhnValid(number: string): boolean {
  const value = digits(number);
  if (!/^\d{13,19}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    let d = Number(value[value.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Checks a card expiry 'MM/AA': the card is valid through the last day of that month, compared with today in
 * Africa/Maputo.
 * @returns null when valid, else the message ('Data de validade inválida. Use MM/AA.' or 'O cartão está expirado.')
 * @example expiryProblem('12/29') // null
 */
export function expiryProblem(expiry: string, now: Date = new Date()): string | null {
  const m = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!m) return PAYMENT_MESSAGES.cardExpiryFormat;
  return `20${m[2]}-${m[1]}` < todayInMaputo(now).slice(0, 7) ? PAYMENT_MESSAGES.cardExpired : null;
}

/** A CVV: 3 or 4 digits. */
export function cvvValid(cvv: string): boolean {
  return /^\d{3,4}$/.test(cvv.trim());
}

/**
 * Normalises an M-Pesa number: a valid Mozambican mobile number (libphonenumber-js) of one of the operator prefixes
 * 82-87, with optional +258 or 258, spaces, hyphens and brackets (phone.ts normaliseMobile).
 * @returns '+2588XXXXXXXX', or null when invalid
 * @example normaliseMpesa('+258 84 123 4567') // '+258841234567'
 */
export function normaliseMpesa(phone: string): string | null {
  return normaliseMobile(phone);
}

const ACCOUNT = /^\d{8,20}$/;

/**
 * A bank account (8 to 20 digits) or a Mozambican IBAN ('MZ59' and 21 digits, mod-97 checked by ibantools)
 * given as the API's two fields, normalised; the IBAN wins when both are given.
 * @returns `{ iban }` or `{ account }`, or null when invalid
 */
export function normaliseBank(input: { account?: string; iban?: string }) {
  const iban = input.iban ? digits(input.iban).toUpperCase() : '';
  if (iban) {
    const valid = normaliseMzIban(iban);
    return valid ? { iban: valid } : null;
  }
  const account = input.account ? digits(input.account) : '';
  return ACCOUNT.test(account) ? { account } : null;
}

/**
 * Reads the app's one bank field 'Número da conta ou IBAN': an IBAN when it starts with letters, else an account
 * number (the rules of normaliseBank).
 * @returns the API's body part, or null when invalid
 * @example parseBankDetails('MZ59 0001 0000 0012 3456 7894 0') // { iban: 'MZ59000100000012345678940' }
 */
export function parseBankDetails(value: string): { iban: string } | { account: string } | null {
  const text = digits(value).toUpperCase();
  return /^[A-Z]/.test(text) ? normaliseBank({ iban: text }) : normaliseBank({ account: text });
}
