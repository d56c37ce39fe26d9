import assert from 'node:assert/strict';
import { AppError } from './errors.ts';
import { idempotentCreate, isUniqueViolation, keyReusedError, REPLAY } from './idempotency.ts';
import { isUuid } from './ids.ts';

const uniqueViolation = (constraint: string) =>
  Object.assign(new Error(`duplicate key value violates unique constraint "${constraint}"`), {
    code: '23505',
    constraint_name: constraint,
  });

Deno.test('isUuid accepts the ids PostgreSQL makes and nothing else', () => {
  assert.equal(isUuid('0b7d1f8e-8f3c-4c4e-9a53-2f4b1c6a9d10'), true);
  assert.equal(isUuid('0B7D1F8E-8F3C-4C4E-9A53-2F4B1C6A9D10'), true);
  for (const id of ['', 'abc', '0b7d1f8e-8f3c-4c4e-9a53-2f4b1c6a9d1', '0b7d1f8e-8f3c-4c4e-9a53-2f4b1c6a9d10\0']) {
    assert.equal(isUuid(id), false, JSON.stringify(id));
  }
});

Deno.test('isUniqueViolation names the constraint, by its name or in the message', () => {
  assert.equal(isUniqueViolation(uniqueViolation('bookings_idempotency'), 'bookings_idempotency'), true);
  assert.equal(isUniqueViolation(uniqueViolation('payments_idempotency'), 'bookings_idempotency'), false);
  const fromMessage = Object.assign(new Error('unique constraint "bookings_idempotency"'), { code: '23505' });
  assert.equal(isUniqueViolation(fromMessage, 'bookings_idempotency'), true);
  assert.equal(isUniqueViolation(new Error('bookings_idempotency'), 'bookings_idempotency'), false);
  assert.equal(isUniqueViolation(null, 'bookings_idempotency'), false);
});

Deno.test('idempotentCreate: without a key it creates; with a known key it replays and does not create', async () => {
  let creates = 0;
  const create = () => Promise.resolve(`new ${++creates}`);
  assert.deepEqual(await idempotentCreate(null, 'c', () => Promise.resolve('first'), create), {
    value: 'new 1',
    created: true,
  });
  assert.deepEqual(await idempotentCreate('k', 'c', () => Promise.resolve('first'), create), {
    value: 'first',
    created: false,
  });
  assert.equal(creates, 1);
  assert.deepEqual(await idempotentCreate('k', 'c', () => Promise.resolve(undefined), create), {
    value: 'new 2',
    created: true,
  });
});

Deno.test('idempotentCreate: a concurrent winner (unique violation or REPLAY) is answered, other errors pass', async () => {
  let stored: string | undefined;
  const replay = () => Promise.resolve(stored);
  const lost = await idempotentCreate('k', 'bookings_idempotency', replay, () => {
    stored = 'winner';
    return Promise.reject(uniqueViolation('bookings_idempotency'));
  });
  assert.deepEqual(lost, { value: 'winner', created: false });

  stored = undefined;
  const underLock = await idempotentCreate<string>('k', 'c', replay, () => {
    stored = 'committed first';
    return Promise.resolve(REPLAY);
  });
  assert.deepEqual(underLock, { value: 'committed first', created: false });

  stored = undefined;
  const other = uniqueViolation('bookings_other');
  await assert.rejects(idempotentCreate('k', 'bookings_idempotency', replay, () => Promise.reject(other)), other);
  const noKey = uniqueViolation('bookings_idempotency');
  await assert.rejects(idempotentCreate(null, 'bookings_idempotency', replay, () => Promise.reject(noKey)), noKey);
});

Deno.test('the key-reused error is 422 IDEMPOTENCY_KEY_REUSED in Portuguese', async () => {
  const err = keyReusedError();
  assert.ok(err instanceof AppError);
  assert.equal(err.status, 422);
  assert.equal(err.code, 'IDEMPOTENCY_KEY_REUSED');
  assert.equal(err.message, 'Esta chave de idempotência já foi usada para outro pedido.');
  await assert.rejects(
    idempotentCreate('k', 'c', () => Promise.reject(keyReusedError()), () => Promise.resolve('never')),
    (e: AppError) => e.code === 'IDEMPOTENCY_KEY_REUSED',
  );
});
