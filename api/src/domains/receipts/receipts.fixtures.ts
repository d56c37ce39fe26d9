/**
 * @module Test fixtures of receipts: paid ride bookings and the text of a receipt's PDF (pdfkit writes Helvetica text
 * as hex strings inside deflated content streams).
 */
// i18n-exempt-file: test fixtures.
import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import { Buffer } from 'node:buffer';
import { call, type TestUser } from '../../test/helpers.ts';
import { bookRide, createClient, createDriver, insertRide } from '../rides/rides.fixtures.ts';
import type { Booking } from '../booking-desk/booking-desk.schemas.ts';

/** A driver, a client and a pending booking of `seats` seats on a new ride of `priceMt`. */
export async function pendingRideBooking(o: { seats?: number; priceMt?: number; client?: TestUser } = {}) {
  const driver = await createDriver();
  const rideId = await insertRide(driver, { from: 'Chókwè', to: 'Xai-Xai', seats: 6, priceMt: o.priceMt ?? 750 });
  const client = o.client ?? await createClient();
  const res = await bookRide(client, rideId, o.seats ?? 2);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return { driver, client, rideId, booking: res.body.data as Booking };
}

/** Pays a booking by card (the sandbox settles at once in tests). */
export async function payByCard(client: TestUser, bookingId: string) {
  const res = await call('POST', '/api/payments', {
    token: client.token,
    body: { bookingId, method: 'card' },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data as { id: string; status: string };
}

/** The text drawn in a PDF made by lib/pdf.ts. */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes);
  const text: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('>>\nstream\n', at);
    if (start < 0) break;
    const end = raw.indexOf('\nendstream', start);
    if (end < 0) break;
    const body = raw.subarray(start + '>>\nstream\n'.length, end);
    at = end + 1;
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      continue;
    }
    for (const line of content.split('\n')) {
      if (!line.endsWith('TJ')) continue;
      const hex = [...line.matchAll(/<([0-9a-f]*)>/g)].map((m) => m[1]).join('');
      text.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return text.join('\n');
}
