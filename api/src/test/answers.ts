/**
 * @module Every answer the API tests receive is checked against the route's documented answer (issue 29): its status
 * must be one the route declares, and a JSON body must parse with the zod schema the OpenAPI document is written
 * from, and an error's code must be one the document lists for the operation and status. A test whose answer breaks
 * the contract fails, naming the operation, the status and the first problems.
 */
import type { z } from '@hono/zod-openapi';
import { ErrorSchema } from '../domains/common/schemas.ts';
import { validatesInput } from '../lib/openapi.ts';
import { errorCodesFor } from '../lib/error-codes.ts';
import type { AppOpenAPI } from '../lib/types.ts';

interface DocumentedRoute {
  method: string;
  path: string;
  pattern: RegExp;
  params: number;
  /** Whether it validates input: it may then answer 400 whatever it declares (lib/openapi.ts `apiDocument`). */
  validates: boolean;
  tags: string[];
  responses: Record<string, { content?: Record<string, { schema?: z.ZodType }> }>;
}

/**
 * Statuses any operation may answer without declaring them: 429 (rate limits, ADR 0018), 413 (body limits), 503 (the
 * database unavailable, ADR 0016) come from middlewares in front of every route, and 500 is always a failure the
 * test reports itself.
 */
const ANY_ROUTE = new Set(['413', '429', '500', '503']);

/** The documented routes of `app`, the most specific first (fewer path parameters), to match request paths. */
function documentedRoutes(app: AppOpenAPI): DocumentedRoute[] {
  const routes: DocumentedRoute[] = [];
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const { method, path, responses, request, tags } = definition.route;
    const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    routes.push({
      method: method.toUpperCase(),
      path,
      pattern: new RegExp(`^${source}$`),
      params: (path.match(/\{/g) ?? []).length,
      validates: validatesInput({ request }),
      tags: tags ?? [],
      responses: responses as DocumentedRoute['responses'],
    });
  }
  return routes.sort((a, b) => a.params - b.params);
}

/**
 * A checker of answers for `app`'s documented routes.
 * @returns `(method, url, status, contentType, body) => problem | null`: null when the answer keeps the contract or
 *   when the path is not an operation of the document (a static file, an unknown /api path's 404)
 * @example const problem = checkAnswer('GET', '/api/events/city?city=Maputo', 200, 'application/json', body)
 */
export function answerChecker(app: AppOpenAPI) {
  let routes: DocumentedRoute[] | undefined;
  return (method: string, url: string, status: number, contentType: string | null, body: unknown): string | null => {
    routes ??= documentedRoutes(app);
    const path = new URL(url, 'http://test').pathname;
    const route = routes.find((r) => r.method === method.toUpperCase() && r.pattern.test(path));
    if (!route) return null;
    const name = `${route.method} ${route.path}`;
    const declared = route.responses[String(status)] ??
      (status === 400 && route.validates ? { content: { 'application/json': { schema: ErrorSchema } } } : undefined);
    if (!declared) {
      return ANY_ROUTE.has(String(status)) ? null : `${name} answered ${status}, which it does not document`;
    }
    if (!contentType?.includes('application/json') || body === undefined) return null;
    const schema = declared.content?.['application/json']?.schema;
    if (!schema) return `${name} answered ${status} with JSON, which it does not document`;
    const parsed = schema.safeParse(body);
    if (parsed.success) {
      // The code must be one the document lists for this operation and status (lib/error-codes.ts, ADR 0052).
      const code = status >= 400 ? (body as { error?: { code?: unknown } })?.error?.code : undefined;
      if (typeof code !== 'string' || code.startsWith('HTTP_')) return null;
      const codes = errorCodesFor(route.tags, status);
      return codes.includes(code)
        ? null
        : `${name} ${status}: code ${code} is not one the document lists (${codes.join(', ')}): see lib/error-codes.ts`;
    }
    const problems = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`);
    return `${name} ${status}: the answer breaks its schema: ${problems.join('; ')}`;
  };
}
