/**
 * @module The payment dialog's field checks (spec 2.9, 5 'Payment'; issue 3), pure functions mirroring the API's
 * (api/src/domains/payments/payments.validation.ts): the card number by Luhn, the expiry MM/AA not past, the CVV,
 * the M-Pesa number (+258 8[2-7] and 7 digits, DECISIONS.md 5) and a bank account or a Mozambican IBAN. The server
 * checks the same again; these only spare the user a round trip. The messages are Portuguese catalog keys (`msg`),
 * translated where they are shown: `t(check.missing)`.
 */
import { todayInMaputo } from '@turismo/app-core/format';
import { msg } from '@turismo/app-core/i18n';

export type PaymentMethod = 'card' | 'mpesa' | 'bank';

/** Title of the missing-data toast (spec 2.9). */
export const MISSING_DATA_TITLE = msg('Dados Incompletos');

/** Spec 5 'Payment' messages (quoted exactly), then the field messages of the API. */
export const PAYMENT_MESSAGES = {
  cardIncomplete: msg('Por favor preencha todos os dados do cartão.'),
  mpesaMissing: msg('Por favor insira o número M-Pesa.'),
  bankMissing: msg('Por favor insira os dados bancários.'),
  cardNumber: msg('Número de cartão inválido.'),
  cardExpiryFormat: msg('Data de validade inválida. Use MM/AA.'),
  cardExpired: msg('O cartão está expirado.'),
  cardCvv: msg('CVV inválido.'),
  mpesaInvalid: msg('Número M-Pesa inválido. Use o formato +258 8X XXX XXXX.'),
  bankInvalid: msg('Número de conta ou IBAN inválido.'),
} as const;

/** Removes spaces and hyphens. */
export function compact(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/**
 * The Luhn check (ISO/IEC 7812-1) of a card number of 13 to 19 digits; spaces and hyphens are ignored.
 * @example luhnValid('4242 4242 4242 4242') // true
 */
export function luhnValid(number: string): boolean {
  const value = compact(number);
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
 * Checks a card expiry 'MM/AA': the card is valid through the last day of that month (Africa/Maputo).
 * @returns null when valid, else the message.
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
 * Normalises an M-Pesa number: optional +258 or 258, then 8[2-7] and 7 digits.
 * @returns '+2588XXXXXXXX', or null when invalid.
 * @example normaliseMpesa('+258 84 123 4567') // '+258841234567'
 */
export function normaliseMpesa(phone: string): string | null {
  const m = /^(?:\+?258)?(8[2-7]\d{7})$/.exec(compact(phone).replace(/[()]/g, ''));
  return m ? `+258${m[1]}` : null;
}

/**
 * Reads the one bank field 'Número da conta ou IBAN': an IBAN when it starts with letters (Mozambique: 'MZ59' and
 * 21 digits), else an account number of 8 to 20 digits.
 * @returns the body part for the API, or null when invalid.
 */
export function parseBankDetails(value: string): { iban: string } | { account: string } | null {
  const text = compact(value).toUpperCase();
  if (/^[A-Z]/.test(text)) return /^MZ59\d{21}$/.test(text) ? { iban: text } : null;
  return /^\d{8,20}$/.test(text) ? { account: text } : null;
}

export type CardFields = { name: string; number: string; expiry: string; cvv: string };
export type PaymentFields = { card: CardFields; mpesa: string; bank: string };

/** What the checks found: `missing` is the 'Dados Incompletos' text, `errors` the per-field messages. */
export type PaymentCheck = {
  missing: string | null;
  errors: Partial<Record<'cardNumber' | 'cardExpiry' | 'cardCvv' | 'mpesa' | 'bank', string>>;
};

/**
 * Checks the fields of the chosen method: first that nothing is missing (spec 5, toast 'Dados Incompletos'), then
 * each field's format.
 */
export function checkPayment(method: PaymentMethod, fields: PaymentFields, now: Date = new Date()): PaymentCheck {
  const errors: PaymentCheck['errors'] = {};
  if (method === 'card') {
    const { name, number, expiry, cvv } = fields.card;
    if (!name.trim() || !number.trim() || !expiry.trim() || !cvv.trim()) {
      return { missing: PAYMENT_MESSAGES.cardIncomplete, errors };
    }
    if (!luhnValid(number)) errors.cardNumber = PAYMENT_MESSAGES.cardNumber;
    const expiryError = expiryProblem(expiry, now);
    if (expiryError) errors.cardExpiry = expiryError;
    if (!cvvValid(cvv)) errors.cardCvv = PAYMENT_MESSAGES.cardCvv;
  } else if (method === 'mpesa') {
    if (!fields.mpesa.trim()) return { missing: PAYMENT_MESSAGES.mpesaMissing, errors };
    if (!normaliseMpesa(fields.mpesa)) errors.mpesa = PAYMENT_MESSAGES.mpesaInvalid;
  } else {
    if (!fields.bank.trim()) return { missing: PAYMENT_MESSAGES.bankMissing, errors };
    if (!parseBankDetails(fields.bank)) errors.bank = PAYMENT_MESSAGES.bankInvalid;
  }
  return { missing: null, errors };
}

/** Formats digits typed in the card number field in groups of four. */
export function groupCardNumber(value: string): string {
  return value.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Formats the expiry field as MM/AA while typing. */
export function formatExpiryInput(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}
