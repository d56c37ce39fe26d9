/**
 * @module The body of POST /api/payments for the chosen method (the dialog's checks passed): a booking's, or a whole
 * trip's by `tripId` (issue 30), with the M-Pesa number normalised and the bank details parsed.
 */
import type { CreatePaymentBody } from '../api/payments.ts';
import { normaliseMpesa, parseBankDetails, type PaymentFields, type PaymentMethod } from './payment-checks.ts';


/** @param target the booking's id, and `tripId` when the whole trip is paid */
export function paymentBody(
  target: { id: string; tripId?: string },
  method: PaymentMethod,
  fields: PaymentFields,
): CreatePaymentBody {
  const what = target.tripId ? { tripId: target.tripId } : { bookingId: target.id };
  if (method === 'card') return { ...what, method };
  if (method === 'mpesa') return { ...what, method, mpesa: { phone: normaliseMpesa(fields.mpesa) ?? fields.mpesa } };
  return { ...what, method, bank: parseBankDetails(fields.bank) ?? { account: fields.bank } };
}
