/** @module Schemas shared by every domain: the error body and the standard error responses. */
import { z } from '@hono/zod-openapi';

export const ErrorSchema = z.object({
  error: z.object({
    code: z.string().openapi({ example: 'VALIDATION_ERROR' }),
    message: z.string().openapi({ example: 'Por favor, preencha todos os campos.' }),
    details: z.unknown().optional(),
  }),
}).openapi('Error');

const json = (description: string) => ({ content: { 'application/json': { schema: ErrorSchema } }, description });

/** Error responses by status, to spread into a route's `responses`. */
export const errorResponses = {
  400: json('Pedido inválido: VALIDATION_ERROR com a mensagem em português.'),
  401: json('Sem sessão (UNAUTHENTICATED), token inválido, expirado ou revogado (INVALID_TOKEN) ou conta desativada ' +
    '(ACCOUNT_DISABLED).'),
  403: json('Sem a permissão necessária (FORBIDDEN).'),
  404: json('Não encontrado (NOT_FOUND).'),
  409: json('Conflito com o estado actual (por exemplo, lugares esgotados).'),
  422: json('Regra de negócio violada.'),
} as const;

/** Wraps a schema as the `{ data }` JSON body of a 200 answer. */
export function dataResponse<T extends z.ZodType>(schema: T, description: string) {
  return {
    content: { 'application/json': { schema: z.object({ data: schema }) } },
    description,
  };
}
