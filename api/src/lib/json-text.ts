/**
 * @module JSON bodies written by PostgreSQL (json_agg) and answered as they are, without decoding and re-encoding
 * them in the API. A `JsonText<T>` is a string promised to be the JSON of a `T`; `jsonText` answers it with the
 * type of `c.json(t)`, so routes keep their typed responses.
 */
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

declare const brand: unique symbol;
/** The JSON text of a value of type `T`. */
export type JsonText<T> = string & { readonly [brand]: T };

/** Declares `text` to be the JSON of a `T` (its producer answers for that). */
export const asJsonText = <T>(text: string) => text as JsonText<T>;

/** Answers `text` with status 200 and Content-Type application/json, typed as `c.json(value of T, 200)` would be. */
export function jsonText<T>(c: Context, text: JsonText<T>): Response & TypedResponse<JSONParsed<T>, 200, 'json'> {
  const response: Response = c.body(text, 200, { 'Content-Type': 'application/json' });
  return response as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}
