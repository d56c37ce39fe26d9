/**
 * @module The booking floor of tests/bench/bookings.mjs (issue 33): the database work of a ride booking run alone, with
 * no HTTP, token, account read, rate-limit counter or idempotency middleware in front of it. It calls the booking
 * function of the API (`createRideBooking`, rides.booking.ts) with the API's own pool (lib/db.ts), so it sends
 * exactly the statements a booking sends (the caller's lock and the context read with BEGIN, then the seat update
 * and the insert with COMMIT; ADR 0037), with the same idempotency key, and nothing else.
 *
 * Driven by the bench over stdin/stdout, one JSON line each way:
 * - first `{ "users": [ids of clients that exist], "rides": [ride ids] }` -> `{ "ready": true }` (each ride is booked
 *   once, as in the API's rounds);
 * - then `{ "seconds": 2, "concurrency": 50 }` -> an autocannon-shaped round
 *   `{ requests: { total }, duration, latency: { p50, p99 }, non2xx, errors, timeouts }`;
 * - `{ "stop": true }` ends the process.
 * Environment: DATABASE_URL and what lib/env.ts needs.
 */
import { createRideBooking } from '../../api/src/domains/rides/rides.booking.ts';
import type { AuthUser } from '../../api/src/lib/types.ts';

let clients: AuthUser[] = [];
let rides: string[] = [];

const client = (uid: string): AuthUser => ({
  uid,
  email: null,
  emailVerified: true,
  name: null,
  picture: null,
  roles: ['client'],
  permissions: [],
  status: 'active',
  suspensionReason: null,
  verificationStatus: 'none',
});
const run = Date.now().toString(36);
// The n-th booking: client n mod N, the n-th ride, a new key (client i books in bookings i, i + N, i + 2N: never more
// than the 3 unpaid bookings allowed, as in the API's rounds).
let n = 0;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : 0;

/** Books for `seconds` with `concurrency` bookings in flight; the round in autocannon's shape. */
async function round(seconds: number, concurrency: number) {
  const ends = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < ends) {
      const i = n++;
      // Beyond 3 bookings per client the 4th would be refused (TOO_MANY_UNPAID_BOOKINGS), like the API's rounds.
      const most = Math.min(rides.length, clients.length * 3);
      if (i >= most) throw new Error(`the floor needs more than ${most} bookings: raise BENCH_CLIENTS`);
      const t0 = performance.now();
      try {
        await createRideBooking(
          clients[i % clients.length]!,
          {
            type: 'ride',
            rideId: rides[i]!,
            seats: 1,
          } as Parameters<typeof createRideBooking>[1],
          `floor-${i}-${run}`,
        );
        latencies.push(performance.now() - t0);
      } catch (err) {
        errors++;
        if (errors <= 3) console.error(String((err as Error)?.message ?? err));
      }
    }
  }));
  latencies.sort((a, b) => a - b);
  return {
    requests: { total: latencies.length },
    duration: (performance.now() - started) / 1000,
    latency: { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) },
    non2xx: 0,
    errors,
    timeouts: 0,
  };
}

/** stdin's lines (no registry but npm here: no @std/streams). */
async function* stdinLines() {
  let buffer = '';
  for await (const chunk of Deno.stdin.readable.pipeThrough(new TextDecoderStream())) {
    buffer += chunk;
    for (let at = buffer.indexOf('\n'); at >= 0; at = buffer.indexOf('\n')) {
      yield buffer.slice(0, at);
      buffer = buffer.slice(at + 1);
    }
  }
}

const encoder = new TextEncoder();
for await (const line of stdinLines()) {
  if (!line.trim()) continue;
  const order = JSON.parse(line) as {
    users?: string[];
    rides?: string[];
    seconds?: number;
    concurrency?: number;
    stop?: boolean;
  };
  if (order.stop) break;
  if (order.users && order.rides) {
    clients = order.users.map(client);
    rides = order.rides;
    await Deno.stdout.write(encoder.encode(JSON.stringify({ ready: true }) + '\n'));
    continue;
  }
  const result = await round(order.seconds ?? 2, order.concurrency ?? 50);
  await Deno.stdout.write(encoder.encode(JSON.stringify(result) + '\n'));
}
Deno.exit(0);
