/**
 * @module The payment dialog's field checks (spec 2.9, 5 'Payment'; issue 3). The rules and their messages (the M-Pesa
 * number, a bank account or a Mozambican IBAN) are the rules package's, the very functions the API's
 * CreatePaymentBody schema applies (ADR 0038); here their order in the form. A card has no field here: it is typed
 * on the acquirer's hosted page (ADR 0050). The server checks the same again; these only spare the user a round trip. The
 * messages are catalog keys (the rules package's catalog), translated where they are shown: `t(check.missing)`.
 */
import { msg } from '@turismo/app-core/i18n';
import {
  mobileRail,
  normaliseMpesa,
  parseBankDetails,
  PAYMENT_MESSAGES,
} from '@turismo/rules/payment.ts';

export { normaliseMpesa, parseBankDetails, PAYMENT_MESSAGES };

export type PaymentMethod = 'card' | 'mpesa' | 'bank';

/** Title of the missing-data toast (spec 2.9). */
export const MISSING_DATA_TITLE = msg('Dados Incompletos');

export type PaymentFields = { mpesa: string; bank: string };

/** What the checks found: `missing` is the 'Dados Incompletos' text, `errors` the per-field messages. */
export type PaymentCheck = {
  missing: string | null;
  errors: Partial<Record<'mpesa' | 'bank', string>>;
};

/**
 * Checks the fields of the chosen method: first that nothing is missing (spec 5, toast 'Dados Incompletos'), then
 * each field's format. A card has nothing to check here (its page checks it).
 */
export function checkPayment(method: PaymentMethod, fields: PaymentFields): PaymentCheck {
  const errors: PaymentCheck['errors'] = {};
  if (method === 'card') return { missing: null, errors };
  if (method === 'mpesa') {
    if (!fields.mpesa.trim()) return { missing: PAYMENT_MESSAGES.mpesaMissing, errors };
    if (!normaliseMpesa(fields.mpesa)) errors.mpesa = PAYMENT_MESSAGES.mpesaInvalid;
    else {
      // Only Vodacom numbers pay by M-Pesa (DECISIONS.md 9); the API refuses the others with the same sentence.
      const rail = mobileRail(fields.mpesa);
      if (rail && !rail.payable) errors.mpesa = rail.message;
    }
  } else {
    if (!fields.bank.trim()) return { missing: PAYMENT_MESSAGES.bankMissing, errors };
    if (!parseBankDetails(fields.bank)) errors.bank = PAYMENT_MESSAGES.bankInvalid;
  }
  return { missing: null, errors };
}
