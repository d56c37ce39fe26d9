/**
 * @module Checks of the payer's details (spec 5 'Payment'; issue 3): the M-Pesa number (+258 8[2-7] and 7 digits) and the bank account or Mozambican IBAN are the rules
 * package's (rules/src/payment.ts, shared with the traveller app's payment dialog; ADR 0038). Here: the masked hints
 * that are the only trace of those details kept.
 */
export { digits, normaliseBank, normaliseMpesa, PAYMENT_MESSAGES } from '@turismo/rules/payment.ts';

/**
 * The masked trace kept of the payer's details: M-Pesa last 3, account or IBAN last 4. A card has none (typed on the
 * acquirer's hosted page, ADR 0050).
 */
export function payerHint(
  details: { method: 'mpesa'; phone: string } | {
    method: 'bank';
    value: string;
  },
): string {
  if (details.method === 'mpesa') return `+258 ** *** *${details.phone.slice(-3)}`;
  return `**** ${details.value.slice(-4)}`;
}
