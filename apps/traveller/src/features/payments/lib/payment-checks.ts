/**
 * @module The payment dialog's field checks (spec 2.9, 5 'Payment'; issue 3). The rules and their messages (the card
 * number by Luhn, the expiry MM/AA not past, the CVV, the M-Pesa number, a bank account or a Mozambican IBAN) are the
 * rules package's, the very functions the API's CreatePaymentBody schema applies (ADR 0038); here their order in the
 * form and the field formatting. The server checks the same again; these only spare the user a round trip. The
 * messages are catalog keys (the rules package's catalog), translated where they are shown: `t(check.missing)`.
 */
import { msg } from '@turismo/app-core/i18n';
import {
  cvvValid,
  expiryProblem,
  luhnValid,
  normaliseMpesa,
  parseBankDetails,
  PAYMENT_MESSAGES,
} from '@turismo/rules/payment.ts';

export { normaliseMpesa, parseBankDetails, PAYMENT_MESSAGES };

export type PaymentMethod = 'card' | 'mpesa' | 'bank';

/** Title of the missing-data toast (spec 2.9). */
export const MISSING_DATA_TITLE = msg('Dados Incompletos');

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
