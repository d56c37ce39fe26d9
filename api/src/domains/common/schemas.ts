/**
 * @module Schemas shared by every domain: the error body, the standard error responses, and the upper bound of every
 * price (ADR 0019).
 */
import { z } from '@hono/zod-openapi';

/** The highest unit price (1 000 000 MT; ADR 0019) is the rules package's, shared with the apps (ADR 0038). */
export { MAX_PRICE_CENTS, MAX_PRICE_MT } from '@turismo/rules/money.ts';
/** The highest amount the fee calculator takes (a booking's subtotal): 100 000 000 MT, in centavos (ADR 0019). */
export const MAX_AMOUNT_CENTS = 10_000_000_000;

/** The largest PostgreSQL `integer`: integer ids taken from input (place ids) stop there (ADR 0019). */
export const MAX_INT_ID = 2_147_483_647;

/** A place id in a request body: a positive `integer` (a larger one names no place). */
export const placeIdInput = () => z.number().int().positive().max(MAX_INT_ID);

/** The Portuguese messages of those bounds. */
export const BOUND_MESSAGES = {
  price: 'O preço não pode exceder 1 000 000 MT.',
  amount: 'O valor não pode exceder 100 000 000 MT.',
} as const;

export const ErrorSchema = z.object({
  error: z.object({
    code: z.string().openapi({ example: 'VALIDATION_ERROR' }),
    message: z.string().openapi({ example: 'Por favor, preencha todos os campos.' }),
    details: z.unknown().optional(),
  }),
}).openapi('Error');

const json = (description: string) => ({ content: { 'application/json': { schema: ErrorSchema } }, description });

/** Error responses by status, to spread into a route's `responses`. */
// i18n-exempt-start (OpenAPI descriptions)
export const errorResponses = {
  400: json('Pedido inválido: VALIDATION_ERROR com a mensagem em português.'),
  401: json(
    'Sem sessão (UNAUTHENTICATED), token inválido, expirado ou revogado (INVALID_TOKEN), conta desativada ' +
      '(ACCOUNT_DISABLED), chave de API inválida ou revogada (INVALID_API_KEY) ou chave de API onde a rota exige uma ' +
      'sessão (API_KEY_NOT_ACCEPTED).',
  ),
  403: json('Sem a permissão necessária (FORBIDDEN), ou chave de API sem essa permissão (API_KEY_SCOPE).'),
  404: json('Não encontrado (NOT_FOUND).'),
  409: json('Conflito com o estado atual (por exemplo, lugares esgotados).'),
  422: json('Regra de negócio violada.'),
  429: json('Demasiados pedidos (RATE_LIMITED, TOO_MANY_STREAMS), com o cabeçalho Retry-After em segundos.'),
  503: json('Serviço temporariamente indisponível (SERVICE_UNAVAILABLE), com o cabeçalho Retry-After em segundos.'),
} as const;
// i18n-exempt-end

/** Wraps a schema as the `{ data }` JSON body of a 200 answer. */
export function dataResponse<T extends z.ZodType>(schema: T, description: string) {
  return {
    content: { 'application/json': { schema: z.object({ data: schema }) } },
    description,
  };
}
