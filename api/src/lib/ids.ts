/**
 * @module Ids: every row id of the API is a UUID (gen_random_uuid(), migration 0001), except user ids (Firebase uids).
 * A path id that is not a UUID is simply not found (404), never a 400 and never a database error.
 */
import { z } from '@hono/zod-openapi';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `id` can be a row id; services answer 404 for anything else before asking the database (PostgreSQL would
 * refuse it with an error instead).
 * @example isUuid('0b7d1f8e-8f3c-4c4e-9a53-2f4b1c6a9d10') // true; isUuid('abc') // false
 */
export const isUuid = (id: string): boolean => UUID.test(id);

/**
 * The `{id}` path parameter of every route that names one row (a ride, stay, event, booking, payment, notification,
 * partnership post): any string, so that a malformed id answers 404 NOT_FOUND like an unknown one.
 */
export const IdParamSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: '0b7d1f8e-8f3c-4c4e-9a53-2f4b1c6a9d10' }),
});
