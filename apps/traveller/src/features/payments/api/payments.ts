/**
 * @module Payments (spec 2.9; DECISIONS.md 1): POST /api/payments pays a pending booking (or a whole trip, by
 * `tripId`) with an Idempotency-Key,
 * GET /api/payments/{id} tells whether it settled. Amounts are the booking's total, computed by the server.
 */
import type { JsonBody } from '@turismo/api-client/client';
import { api, unwrap } from '@turismo/app-core/api';

/** Body of POST /api/payments: `bookingId` or a whole trip's `tripId` (issue 30), and the chosen method's details. */
export type CreatePaymentBody = JsonBody<'/api/payments', 'post'>;

/**
 * Pays a booking. A retry with the same `idempotencyKey` returns the first payment instead of charging twice.
 * @throws ApiError with the API's Portuguese message (e.g. 'Número M-Pesa inválido...', 409 HOLD_EXPIRED; for a trip
 *   409 TRIP_NOTHING_TO_PAY, TRIP_HOLD_EXPIRED, TRIP_PAYMENT_REFUNDED).
 */
export async function createPayment(body: CreatePaymentBody, idempotencyKey: string) {
  const { data } = await unwrap(
    api.POST('/api/payments', { body, params: { header: { 'idempotency-key': idempotencyKey } } }),
  );
  return data;
}

export type Payment = Awaited<ReturnType<typeof createPayment>>;

/** One payment, settled by the server first when due. */
export async function getPayment(id: string): Promise<Payment> {
  const { data } = await unwrap(api.GET('/api/payments/{id}', { params: { path: { id } } }));
  return data;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls a pending card or M-Pesa payment until it succeeded or failed (ADR 0042: while the customer confirms on the
 * phone, then while the server asks M-Pesa about an unknown outcome). A bank transfer (settlesAt null) is returned
 * as it is: it waits for an admin to confirm it.
 * @param intervalMs Pause between polls (default 1 s).
 * @param timeoutMs Gives up after this long past the payment's deadline and returns the last answer (default 60 s).
 * @param onUpdate Called with every answer (the dialog's countdown and what to do on the phone).
 */
export async function waitForSettlement(
  payment: Payment,
  { intervalMs = 1000, timeoutMs = 60_000, onUpdate }: {
    intervalMs?: number;
    timeoutMs?: number;
    onUpdate?: (payment: Payment) => void;
  } = {},
): Promise<Payment> {
  let current = payment;
  const confirmBy = payment.deadlineAt ? new Date(payment.deadlineAt).getTime() : Date.now();
  const deadline = Math.max(Date.now(), confirmBy) + timeoutMs;
  onUpdate?.(current);
  while (current.status === 'pending' && current.method !== 'bank' && Date.now() < deadline) {
    await sleep(intervalMs);
    current = await getPayment(current.id);
    onUpdate?.(current);
  }
  return current;
}

/**
 * The traveller is back from the hosted card page (ADR 0050): the server asks the acquirer and answers the payment as
 * it is now (never trusting the page's query string).
 */
export async function returnFromHostedPage(id: string): Promise<Payment> {
  const { data } = await unwrap(api.POST('/api/payments/{id}/return', { params: { path: { id } } }));
  return data;
}
