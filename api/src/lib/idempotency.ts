/**
 * @module Idempotent creation (spec 7; DECISIONS.md 1): a POST that creates a booking or a payment may carry an
 * `Idempotency-Key` header; a retry with the same key answers the first result instead of creating a second one,
 * also when the retries race (the unique index on (user, key) lets one insert win; the others replay it).
 */
import { z } from '@hono/zod-openapi';
import { AppError } from './errors.ts';

/** The optional `Idempotency-Key` request header of every idempotent create. */
export const IdempotencyHeaderSchema = z.object({
  'idempotency-key': z.string().min(1).max(255).optional().openapi({
    example: 'b3c1f0a2-5d7e-4f7a-9a51-0c2d3e4f5a6b',
    description:
      'Optional `Idempotency-Key` header (HTTP header names ignore case). A retry with the same key returns the first result (same status code) instead of ' +
      'creating a second one. Keys are per user.',
  }),
});

/** 422 IDEMPOTENCY_KEY_REUSED: the key was first used for a different request. */
export const keyReusedError = () =>
  new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'Esta chave de idempotência já foi usada para outro pedido.');

/**
 * Whether `err` is PostgreSQL's unique violation (SQLSTATE 23505) on the named constraint or unique index.
 * @example isUniqueViolation(err, 'bookings_idempotency')
 */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint_name?: string; message?: string } | null;
  return e?.code === '23505' && (e.constraint_name === constraint || (e.message ?? '').includes(constraint));
}

/** Returned by `create` when it found, under its lock, the first request's result: `idempotentCreate` replays it. */
export const REPLAY = Symbol('replay');

/**
 * The idempotent-create skeleton: with a key, answers the first result when there is one (`replay`, which throws
 * keyReusedError when that result was asked for differently); otherwise runs `create` (one transaction); when a
 * concurrent request with the same key won the race (unique violation on `constraint`, this transaction rolled
 * back), or `create` returns REPLAY, answers the winner's result.
 * @param key the Idempotency-Key, or null (then `create` simply runs)
 * @param constraint the unique index on (user, key), e.g. 'bookings_idempotency'
 * @param replay the first result made with `key`, or undefined when there is none
 * @param create makes the new result
 * @param options.lookFirst false when `create` looks for the key itself, under the lock it takes anyway, and returns
 *   REPLAY when it finds it (one statement fewer for every new request; the ride booking, rides.booking.ts). Default
 *   true: `replay` runs before `create`.
 * @returns the result and whether it was created now (false: a replay)
 * @example
 * const { value, created } = await idempotentCreate(key, 'payments_idempotency', (k) => replayPayment(k), () => pay());
 */
export async function idempotentCreate<T>(
  key: string | null,
  constraint: string,
  replay: (key: string) => Promise<T | undefined>,
  create: () => Promise<T | typeof REPLAY>,
  { lookFirst = true }: { lookFirst?: boolean } = {},
): Promise<{ value: T; created: boolean }> {
  if (key && lookFirst) {
    const first = await replay(key);
    if (first !== undefined) return { value: first, created: false };
  }
  let value: T | typeof REPLAY;
  try {
    value = await create();
  } catch (err) {
    if (key && isUniqueViolation(err, constraint)) {
      const first = await replay(key);
      if (first !== undefined) return { value: first, created: false };
    }
    throw err;
  }
  if (value !== REPLAY) return { value, created: true };
  const first = key ? await replay(key) : undefined;
  if (first === undefined) throw new Error('idempotentCreate: REPLAY without a first result');
  return { value: first, created: false };
}
