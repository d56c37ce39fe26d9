/** @module The OpenAPI 3.1 document (served at /api/openapi.json, written to openapi/openapi.json) and /api/docs. */
import { Scalar } from '@scalar/hono-api-reference';
import type { AppOpenAPI } from './types.ts';
import { errorCodesFor } from './error-codes.ts';
import { env } from './env.ts';
import { OPERATION_IDS } from './operation-ids.ts';
import { RATE_LIMIT_RULES } from '../middlewares/rate-limit/rate-limit.ts';

const SCALAR_BUNDLE = new URL(
  '../../../node_modules/@scalar/api-reference/dist/browser/standalone.js',
  import.meta.url,
);

/** A route's `security`: the Firebase ID token as a bearer token (the scheme registered by `configureOpenApi`). */
export const security = [{ bearerAuth: [] }];

/**
 * Operations authenticated otherwise than by the bearer token: the live stream takes the signed stream token of
 * POST /api/notifications/stream-token in its query, as an EventSource cannot send headers (ADR 0029).
 */
const OTHER_SECURITY: Readonly<Record<string, unknown[]>> = {
  'GET /api/notifications/stream': [{ streamToken: [] }],
};

/**
 * A route's required JSON request body.
 * @example request: { body: jsonBody(CreateRideBodySchema) }
 */
export const jsonBody = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

/** The production address of the API (the one origin of ADR 0001; PUBLIC_URL in production). */
export const PRODUCTION_URL = 'https://mozturismo.co.mz';

// i18n-exempt-start (OpenAPI descriptions)
/**
 * The document's introduction (Scalar and Redoc show it first): the conventions every operation keeps (ADR 0052),
 * with a Getting started an integrator can follow from the first token to the first booking.
 */
const DESCRIPTION = `API do marketplace de turismo de Moçambique: viagens, alojamentos, eventos e experiências.

## Getting started

1. **A token.** Every operation that is not public needs \`Authorization: Bearer <Firebase ID token>\`. Sign the
   user in with the Firebase Auth client of the platform's project (e-mail and password or Google) and send the ID
   token it gives (\`getIdToken()\`); it lasts one hour, so ask the client for a fresh one before it expires. Roles
   (client, driver, hotel_manager, event, admin) are read from the database on every request; an operation a role may
   not call answers 403 FORBIDDEN. Public operations declare \`security: []\`.
2. **Find something to book.** \`GET /api/rides-simple/search\` (searchRides), \`GET /api/hotels\` (searchHotels),
   \`GET /api/events/search\` (searchEvents).
3. **Book it.** \`POST /api/bookings/create\` (createBooking) with an \`Idempotency-Key\` header (any unique string
   of yours, for example a UUID, kept for 24 hours): a retry after a timeout with the same key answers the first
   booking instead of booking twice; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED. The booking
   holds the seats, rooms or tickets while it is unpaid.
4. **Pay it.** \`POST /api/payments\` (createPayment), with an \`Idempotency-Key\` too, then
   \`GET /api/payments/{id}\` (getPayment) until it is \`succeeded\` or \`failed\`: a payment is settled by the
   provider, never by a clock. \`POST /api/bookings/{id}/cancel\` (cancelBooking) cancels and refunds what the
   policy gives back (\`GET /api/bookings/{id}/refund-quote\` says how much, first).

## Conventions

- **Money** is an integer number of centavos of the metical (MZN): 150000 is 1 500,00 MT. Fields are named
  \`...Cents\`; a few older fields without the suffix are centavos too, and the few request fields in meticais say
  so in their description (ADR 0052 lists them).
- **Dates**: a local date (a trip's, a stay's or an event's day) is \`yyyy-MM-dd\` in the Africa/Maputo time zone
  (UTC+2, no daylight saving); an instant is ISO 8601 with its offset (\`2026-12-24T07:30:00.000Z\`).
- **Pages**: a list takes \`?limit=\` (at most its documented maximum) and \`?cursor=\` (the \`next\` of the
  previous page) and answers \`{ data: [...], next }\`, \`next\` null on the last page. Older lists still take
  \`page\` and \`pageSize\` and answer \`total\`; each says so in its parameters.
- **Errors** answer \`{ error: { code, message, details? } }\`: \`code\` is stable (each operation lists the codes it
  can answer, per status), \`message\` is for people, in Portuguese, or English when \`Accept-Language\` prefers it
  (\`Content-Language\` says which); a 400 VALIDATION_ERROR has one \`details\` item per invalid field
  (\`{ path, message }\`). A refused request changes nothing.
- **Limits**: every request body is limited to 1 MB (POST /api/verifications: 14 MB), over it 413
  PAYLOAD_TOO_LARGE. Sign-up steps, bookings, payments, chat messages, photo and verification uploads, promo-code
  quotes and messages to attendees are rate limited per address and per user: their answers carry
  \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`, and over a limit they answer 429
  RATE_LIMITED with \`Retry-After\` in seconds (ADR 0018). While the database cannot be reached an operation
  answers 503 SERVICE_UNAVAILABLE with \`Retry-After\`.
`;

/** Every tag of the document with its description: one per domain (a tag used by a route must be listed here). */
export const TAGS: readonly { name: string; description: string }[] = [
  { name: 'Sistema', description: 'Liveness and readiness of the API (for load balancers and monitors).' },
  { name: 'Locais', description: 'The places of the 11 provinces, with coordinates; accent-insensitive suggestions.' },
  { name: 'Autenticação', description: 'Sign-up steps, the own profile and the role the user acts as.' },
  { name: 'Viagens', description: 'Intercity rides: search, details, publishing and managing them (drivers).' },
  { name: 'Alojamentos', description: 'Stays: search, establishments, room types, night calendars, reservations.' },
  { name: 'Eventos', description: 'Events: search, tickets, quotes, the organiser tools and the check-in.' },
  { name: 'Reservas', description: 'Bookings of every product: create (idempotent), read, quote a refund, cancel.' },
  { name: 'Pagamentos', description: 'Payments (card, M-Pesa, bank transfer), provider callbacks, reconciliation.' },
  { name: 'Faturação', description: 'The platform fee, the fee calculator, the financial report, bank details.' },
  { name: 'Parcerias', description: 'Partnerships between accommodation managers and event organisers.' },
  { name: 'Notificações', description: 'Notifications, their read state, preferences and the live stream.' },
  { name: 'Chat', description: 'The chat of a booking between the traveller and the provider.' },
  { name: 'Verificação', description: 'Profile verification: identity document and photos, reviewed by an admin.' },
  { name: 'Administração', description: 'Admin: users, verifications, suspensions, metrics and lists.' },
  { name: 'Fidelidade', description: 'The loyalty programme: points, tiers, rewards and their redemption.' },
  { name: 'Destaques', description: 'Highlights and featured offers of the home page.' },
  { name: 'Reviews', description: 'Reviews of rides, stays and events, replies, reports and moderation.' },
  { name: 'Profiles', description: 'Public profiles of drivers and organisers.' },
  {
    name: 'Fotografias',
    description: 'Photos of listings and profiles, their order, cover and alt text; media files.',
  },
  { name: 'Ganhos e pagamentos', description: "Providers' earnings, monthly statements and payouts." },
  { name: 'Recibos', description: 'Receipts of paid bookings (PDF) and the NUIT they carry.' },
  { name: 'Support', description: 'Help requests to the platform and their messages.' },
  { name: 'Disputes', description: 'Disputes over a paid booking, the provider answer and the admin decision.' },
  {
    name: 'Listas de espera',
    description: 'Waitlists of full rides, stays and events, and the offers made from them.',
  },
  {
    name: 'Integrações',
    description: "Partners' API keys, webhooks and the room calendars shared with other channels (iCal).",
  },
];

export const openApiInfo: {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string; contact: { name: string; url: string } };
  servers: { url: string; description: string; 'x-internal': boolean }[];
} = {
  openapi: '3.1.0',
  info: {
    title: 'MozTurismo API',
    version: '1.0.0',
    description: DESCRIPTION,
    contact: { name: 'MozTurismo', url: `${PRODUCTION_URL}/ajuda` },
  },
  // Spectral OWASP api9: each server says its environment and whether it is internal.
  servers: [{ url: PRODUCTION_URL, description: 'Production (produção)', 'x-internal': false }],
};
// i18n-exempt-end

/**
 * The answer every operation that reads a path, query, header or body can give: its router refuses invalid input
 * (zod) and NUL characters with 400 VALIDATION_ERROR before the handler runs (lib/create-app.ts `createRouter`).
 */
export const VALIDATION_ANSWER = {
  description: 'Pedido inválido: VALIDATION_ERROR com a mensagem em português.',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

/** Whether an operation reads input its router validates (so it may answer 400), from its route or document entry. */
export const validatesInput = (operation: { parameters?: unknown[]; requestBody?: unknown; request?: unknown }) =>
  Boolean(operation.parameters?.length || operation.requestBody || operation.request);

/**
 * The operationId of an operation missing from {@link OPERATION_IDS}: its method and its path's words in camelCase,
 * then `By` and the last parameter when the path ends in one.
 * @example deriveOperationId('get', '/api/earnings/statements/{month}') === 'getEarningsStatementsByMonth'
 */
export function deriveOperationId(method: string, path: string): string {
  const pascal = (word: string) =>
    word.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  const segments = path.replace(/^\/api\//, '').split('/');
  const words = segments.filter((s) => !s.startsWith('{')).map(pascal).join('');
  const last = segments.at(-1) ?? '';
  return method.toLowerCase() + words + (last.startsWith('{') ? `By${pascal(last.slice(1, -1))}` : '');
}

/** The rate-limit rule (ADR 0018) an operation's requests count in, if any: matched on an example of its path. */
const rateLimitRuleOf = (method: string, path: string) =>
  RATE_LIMIT_RULES.find((rule) =>
    rule.methods.includes(method.toUpperCase()) && rule.path.test(path.replace(/\{[^}]+\}/g, 'x'))
  );

// i18n-exempt-start (OpenAPI descriptions)
const header = (description: string) => ({ description, schema: { type: 'integer', format: 'int32', minimum: 0 } });

/** The draft-6 rate-limit headers of a limited operation's answers (hono-rate-limiter `standardHeaders`). */
const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': header('Requests allowed in the window.'),
  'RateLimit-Remaining': header('Requests left in the window.'),
  'RateLimit-Reset': header('Seconds until the window starts again.'),
};

const RETRY_AFTER = { 'Retry-After': header('Seconds to wait before trying again.') };

const ERROR_REF = { $ref: '#/components/schemas/Error' };
const errorAnswer = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: ERROR_REF } },
});

/** Answers the document writes where an operation does not declare them (they come from the shared middlewares). */
const UNAUTHENTICATED_ANSWER = errorAnswer(
  'Sem sessão (UNAUTHENTICATED), token inválido, expirado ou revogado (INVALID_TOKEN) ou conta desativada ' +
    '(ACCOUNT_DISABLED).',
);
const RATE_LIMITED_ANSWER = errorAnswer(
  'Demasiados pedidos (RATE_LIMITED): espere os segundos de Retry-After.',
  { ...RETRY_AFTER, ...RATE_LIMIT_HEADERS },
);
const INTERNAL_ANSWER = errorAnswer('Erro inesperado (INTERNAL_ERROR); nada foi alterado. Tente novamente.');
// i18n-exempt-end

interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  [key: string]: unknown;
}

const INT32 = 2_147_483_647;

/**
 * Gives every integer schema under `node` a format: int32 when its bounds fit 32 bits, else int64 (money and
 * counts are bigint in PostgreSQL; values stay within JavaScript's safe integers).
 */
function formatIntegers(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(formatIntegers);
  if (!node || typeof node !== 'object') return;
  const schema = node as Schema;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') && !schema.format) {
    const low = schema.minimum ?? schema.exclusiveMinimum;
    const high = schema.maximum ?? schema.exclusiveMaximum;
    schema.format = low !== undefined && high !== undefined && low >= -INT32 - 1 && high <= INT32 ? 'int32' : 'int64';
  }
  for (const value of Object.values(schema)) formatIntegers(value);
}

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema?: Schema }> }>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** The error body of one status for one tag: the shared Error, its `code` one of `codes`. */
const errorSchemaWithCodes = (codes: string[]) => ({
  allOf: [
    ERROR_REF,
    {
      type: 'object',
      properties: { error: { type: 'object', properties: { code: { type: 'string', enum: codes } } } },
    },
  ],
});

/** 'Ganhos e pagamentos' -> 'GanhosEPagamentos': a tag as part of a component name. */
const tagWord = (tag: string) =>
  tag.normalize('NFD').replace(/[\u0300-\u036f]/g, '').split(/[^A-Za-z0-9]+/).filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');

/**
 * The component name of the error body of `status` for an operation tagged `tags`, registering it in `schemas`:
 * `Error409` when only the codes of every operation apply, else `Error409Eventos` (the codes depend on the status and
 * the tag only, so operations share them).
 */
function errorComponent(schemas: Record<string, unknown>, tags: readonly string[], status: number): string {
  const codes = errorCodesFor(tags, status);
  const common = errorCodesFor([], status);
  const name = codes.join() === common.join() ? `Error${status}` : `Error${status}${tags.map(tagWord).join('')}`;
  schemas[name] ??= errorSchemaWithCodes(codes);
  return name;
}

/**
 * The API's OpenAPI 3.1 document: the routes' declarations, completed centrally so that every operation keeps the
 * contract of ADR 0052 (issue 29) without repeating it in each route file:
 * - a stable camelCase `operationId` ({@link OPERATION_IDS}, else derived from method and path);
 * - `security: []` on a public operation (one that declares no security), and the 401 of the bearer scheme on the
 *   others;
 * - the 400 of every operation that validates input, the 500 of every operation, and the 429 with `Retry-After` and
 *   the `RateLimit-*` headers of the rate-limited ones;
 * - for each error status, the enum of the codes the operation can answer (lib/error-codes.ts);
 * - the declared tags with their descriptions, and a format on every integer.
 */
export function apiDocument(app: AppOpenAPI) {
  const document = app.getOpenAPI31Document(openApiInfo);
  const used = new Set<string>();
  document.components ??= {};
  const schemas = (document.components.schemas ??= {}) as Record<string, unknown>;
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = (operations as Record<string, Operation | undefined>)?.[method];
      if (!op || typeof op !== 'object' || !('responses' in op)) continue;
      op.operationId ??= OPERATION_IDS[`${method.toUpperCase()} ${path}`] ?? deriveOperationId(method, path);
      op.tags?.forEach((tag) => used.add(tag));
      op.security ??= OTHER_SECURITY[`${method.toUpperCase()} ${path}`] ?? [];
      const responses: Operation['responses'] = { ...op.responses };
      if (validatesInput(op) && !responses['400']) responses['400'] = VALIDATION_ANSWER;
      if (op.security.length && !responses['401']) responses['401'] = UNAUTHENTICATED_ANSWER;
      const rule = rateLimitRuleOf(method, path);
      if (rule) {
        responses['429'] ??= RATE_LIMITED_ANSWER;
        for (const [status, answer] of Object.entries(responses)) {
          if (status.startsWith('2') || status === '429') {
            responses[status] = { ...answer, headers: { ...RATE_LIMIT_HEADERS, ...answer.headers } };
          }
        }
      }
      responses['500'] ??= INTERNAL_ANSWER;
      for (const [status, answer] of Object.entries(responses)) {
        const json = answer.content?.['application/json'];
        if (Number(status) < 400 || json?.schema?.$ref !== ERROR_REF.$ref) continue;
        responses[status] = {
          ...answer,
          content: {
            ...answer.content,
            'application/json': {
              ...json,
              schema: { $ref: `#/components/schemas/${errorComponent(schemas, op.tags ?? [], Number(status))}` },
            },
          },
        };
      }
      op.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
    }
  }
  formatIntegers(document.paths);
  formatIntegers(document.components);
  const known = new Set(TAGS.map((tag) => tag.name));
  document.tags = [
    ...TAGS.filter((tag) => used.has(tag.name)),
    ...[...used].filter((name) => !known.has(name)).sort().map((name) => ({ name })),
  ];
  return document;
}

/** Registers the security schemes (the bearer token, the stream token), the document route and the reference UI. */
export function configureOpenAPI(app: AppOpenAPI) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'Firebase ID token',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'streamToken', {
    type: 'apiKey',
    in: 'query',
    name: 'token',
    description: 'The 60-second stream token of POST /api/notifications/stream-token (the live stream only).',
  });
  // Built once, at the first request: the routes are all registered by then.
  let document: ReturnType<typeof apiDocument> | undefined;
  // The served document names the server it is served from (PUBLIC_URL; the same origin in development), so that the
  // reference UI's requests go there; the committed one names production.
  const servers = env.PUBLIC_URL
    ? [{ url: env.PUBLIC_URL.replace(/\/$/, ''), description: 'This deployment', 'x-internal': false }]
    : [{ url: '/', description: 'This server (development)', 'x-internal': true }];
  app.get('/api/openapi.json', (c) => c.json(document ??= { ...apiDocument(app), servers }));
  // The reference UI's script is served from node_modules: nothing is fetched from a CDN.
  app.get('/api/docs/scalar.js', async (c) => {
    const file = await Deno.readFile(SCALAR_BUNDLE);
    return c.body(file, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });
  // No fonts from Scalar's CDN either: the page's CSP (ADR 0018) allows only this origin.
  app.get(
    '/api/docs',
    Scalar({
      url: '/api/openapi.json',
      pageTitle: 'MozTurismo API',
      cdn: '/api/docs/scalar.js',
      withDefaultFonts: false,
    }),
  );
}
