/**
 * The OpenAPI document's conventions (issue 29, ADR 0052), checked over the whole document: operationIds, tags,
 * security, error codes, rate-limit headers, money fields and pages; and zod's own messages in the caller's language.
 * A new operation that breaks one fails here, naming it.
 */
import assert from 'node:assert/strict';
import { Hono } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { createRoute, z } from '@hono/zod-openapi';
import { apiDocument, TAGS } from '../lib/openapi.ts';
import { ERROR_CODES } from '../lib/error-codes.ts';
import { createRouter } from '../lib/create-app.ts';
import { detectLanguage, localizeErrors } from '../middlewares/localize/localize.ts';
import { app } from './helpers.ts';

// deno-lint-ignore no-explicit-any -- the JSON document
type Json = any;
const document: Json = apiDocument(app);
const operations = Object.entries(document.paths as Record<string, Record<string, Json>>).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, method, path, op }))
);

const resolve = (schema: Json): Json =>
  schema?.$ref ? document.components.schemas[schema.$ref.split('/').at(-1)] : schema;

Deno.test('every operation has a unique camelCase operationId and one declared, described tag', () => {
  const seen = new Map<string, string>();
  const declared = new Map((document.tags as { name: string; description?: string }[]).map((t) => [t.name, t]));
  for (const { key, op } of operations) {
    assert.match(op.operationId ?? '', /^[a-z][a-zA-Z0-9]*$/, `${key}: operationId ${op.operationId}`);
    assert.ok(!seen.has(op.operationId), `${key} and ${seen.get(op.operationId)} share ${op.operationId}`);
    seen.set(op.operationId, key);
    assert.equal(op.tags?.length, 1, `${key} has ${op.tags?.length ?? 0} tags`);
    assert.ok(declared.get(op.tags[0])?.description, `${key}: tag '${op.tags[0]}' is not in TAGS with a description`);
  }
  assert.ok(TAGS.every((tag) => tag.description.length > 10));
});

Deno.test('every error answer lists its codes, each a code of ERROR_CODES with that status', () => {
  for (const { key, op } of operations) {
    assert.ok(op.responses['500'], `${key} does not document 500`);
    for (const [status, answer] of Object.entries(op.responses as Record<string, Json>)) {
      if (Number(status) < 400) continue;
      const schema = answer.content?.['application/json']?.schema;
      // Error bodies only (the health check's 503 answers its own shape).
      if (!/^#\/components\/schemas\/Error\d{3}/.test(schema?.$ref ?? '')) {
        assert.ok(!schema || !/Error/.test(schema.$ref ?? ''), `${key} ${status}: the bare Error, without its codes`);
        continue;
      }
      const codes: string[] = resolve(schema).allOf?.[1]?.properties?.error?.properties?.code?.enum;
      assert.ok(codes?.length, `${key} ${status}: no enum of error codes`);
      for (const code of codes) {
        const entry = ERROR_CODES[code as keyof typeof ERROR_CODES];
        assert.equal(entry?.status, Number(status), `${key} ${status}: ${code}`);
      }
    }
  }
});

Deno.test('every error code raised in the source is in lib/error-codes.ts with its status', async () => {
  const root = new URL('../', import.meta.url);
  const raised = new Map<string, { status: number; file: string }>();
  const walk = async (dir: URL) => {
    for await (const entry of Deno.readDir(dir)) {
      const url = new URL(entry.name + (entry.isDirectory ? '/' : ''), dir);
      if (entry.isDirectory && entry.name !== 'test' && entry.name !== 'seed') await walk(url);
      if (!entry.isFile || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
      const text = await Deno.readTextFile(url);
      for (const m of text.matchAll(/new AppError\(\s*(\d{3}),\s*'([A-Z][A-Z0-9_]+)'/g)) {
        raised.set(m[2]!, { status: Number(m[1]), file: url.pathname });
      }
    }
  };
  await walk(root);
  assert.ok(raised.size > 50, `only ${raised.size} codes found: the scan is broken`);
  for (const [code, { status, file }] of raised) {
    const entry = ERROR_CODES[code as keyof typeof ERROR_CODES];
    assert.ok(entry, `${code} (${file}) is not in lib/error-codes.ts`);
    assert.equal(entry.status, status, `${code}: status ${status} in ${file}, ${entry.status} in lib/error-codes.ts`);
  }
});

Deno.test('rate-limited operations document their 429 with Retry-After and RateLimit-* on their answers', () => {
  const limited = operations.filter(({ op }) => op.responses['429']?.headers?.['Retry-After']);
  for (const name of ['POST /api/bookings/create', 'POST /api/payments', 'POST /api/chat/messages/{roomId}']) {
    assert.ok(limited.some((o) => o.key === name), `${name} documents no 429 with Retry-After`);
  }
  for (const { key, op } of limited) {
    const ok = Object.entries(op.responses as Record<string, Json>).find(([status]) => status.startsWith('2'));
    assert.ok(ok?.[1].headers?.['RateLimit-Remaining'], `${key}: its success answer lacks RateLimit-Remaining`);
  }
});

/** Property names of the money fields (amounts of MZN) across the document, with where they appear. */
function moneyFields() {
  const fields = new Map<string, Set<string>>();
  const money = /(price|amount|fee|subtotal|total|discount|refunded|revenue|balance|earnings|cents|net|cost)$/i;
  const notMoney =
    /^(seats|points)|(Bps|Percent|Percentage|Count|Label|Policy|Points|Rooms|Bookings|Transactions|Trips|Seats)$/;
  const visit = (schema: Json, name: string | undefined, where: string, depth = 0) => {
    schema = resolve(schema);
    if (!schema || typeof schema !== 'object' || depth > 12) return;
    if (name && money.test(name) && !notMoney.test(name) && !schema.properties) {
      const type = [schema.type ?? schema.anyOf?.map((s: Json) => s.type)].flat().filter((t) => t !== 'null');
      if (type.some((t: string) => t === 'integer' || t === 'number' || t === 'string')) {
        const list = fields.get(name) ?? new Set<string>();
        list.add(`${where}:${type.join('|')}`);
        fields.set(name, list);
      }
    }
    for (const [key, value] of Object.entries(schema.properties ?? {})) visit(value, key, where, depth + 1);
    for (const part of ['items', 'additionalProperties']) {
      if (typeof schema[part] === 'object') visit(schema[part], name, where, depth + 1);
    }
    for (const part of ['anyOf', 'oneOf', 'allOf']) {
      for (const s of schema[part] ?? []) visit(s, name, where, depth + 1);
    }
  };
  for (const { op } of operations) {
    for (const p of op.parameters ?? []) visit(p.schema, p.name, 'in');
    visit(op.requestBody?.content?.['application/json']?.schema, undefined, 'in');
    for (const answer of Object.values(op.responses as Record<string, Json>)) {
      visit(answer.content?.['application/json']?.schema, undefined, 'out');
    }
  }
  return fields;
}

/**
 * The money fields named before the convention (ADR 0052): kept, because the apps read them, and frozen: a new money
 * field is an integer of centavos named `...Cents`. Each with its unit.
 */
const LEGACY_MONEY: Record<string, 'centavos' | 'meticais' | 'not money'> = {
  accommodationDiscount: 'centavos',
  amount: 'centavos',
  grossRevenue: 'centavos',
  balance: 'centavos',
  closingBalance: 'centavos',
  openingBalance: 'centavos',
  payoutsPendingAmount: 'centavos',
  payoutsSentAmount: 'centavos',
  platformFee: 'centavos',
  platformNet: 'centavos',
  providerAmount: 'centavos',
  refunded: 'centavos',
  refundedAmount: 'centavos',
  refundsFailedAmount: 'centavos',
  refundsPendingAmount: 'centavos',
  rewardsCost: 'centavos',
  subtotal: 'centavos',
  total: 'centavos',
  totalEarnings: 'centavos',
  totalFees: 'centavos',
  totalRevenue: 'centavos',
  transportDiscount: 'centavos',
  // A mean percentage of partnership discounts, not an amount.
  averageDiscount: 'not money',
  // Requests written in meticais by the spec's calls (spec 8: a ride's and an event's price, the stay filters).
  price: 'meticais',
  ticketPrice: 'meticais',
  minPrice: 'meticais',
  maxPrice: 'meticais',
};

Deno.test('money fields are integer centavos named ...Cents, or one of the listed older fields', () => {
  const problems: string[] = [];
  for (const [name, uses] of moneyFields()) {
    if (name.endsWith('Cents')) {
      for (const use of uses) if (!use.endsWith(':integer')) problems.push(`${name} is ${use}, not an integer`);
    } else if (!LEGACY_MONEY[name]) {
      problems.push(
        `${name} (${[...uses].join(', ')}): name it ...Cents (integer centavos) or list it in LEGACY_MONEY`,
      );
    }
  }
  assert.deepEqual(problems, []);
});

/**
 * The lists paged by `page` and `pageSize` before the cursor convention of lib/paging.ts (ADR 0047): frozen, every
 * new list takes `limit` and `cursor` and answers `next`.
 */
const PAGE_NUMBER_LISTS = new Set([
  'GET /api/rides-simple/search',
  'GET /api/rides',
  'GET /api/rides/mine',
  'GET /api/notifications',
  'GET /api/admin/users',
  'GET /api/loyalty/history',
  'GET /api/admin/bookings',
  'GET /api/admin/rides',
  'GET /api/reviews/travellers/{id}',
  'GET /api/reviews/{subject}/{id}',
  'GET /api/earnings/bookings',
]);

Deno.test('lists page by cursor (limit, cursor, next); only the listed older ones by page number', () => {
  for (const { key, op } of operations) {
    const query = new Set((op.parameters ?? []).filter((p: Json) => p.in === 'query').map((p: Json) => p.name));
    if (query.has('page') || query.has('pageSize')) {
      assert.ok(PAGE_NUMBER_LISTS.has(key), `${key} pages by number: use pageQuery/pageResponse (lib/paging.ts)`);
    }
    if (query.has('cursor')) {
      const body = resolve(op.responses['200']?.content?.['application/json']?.schema);
      assert.ok(body?.properties?.next, `${key} takes a cursor but answers no next`);
      assert.ok(query.has('limit'), `${key} takes a cursor but no limit`);
    }
  }
});

Deno.test("zod's own messages answer in the caller's language", async () => {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/size',
      request: { query: z.object({ n: z.coerce.number().int().max(50) }) },
      responses: { 200: { description: 'ok' } },
    }),
    (c) => c.body(null, 200),
  );
  const small = new Hono().use(contextStorage()).use(detectLanguage).use(localizeErrors()).route('/', router);
  const ask = async (language?: string) => {
    const res = await small.request('/api/size?n=51', { headers: language ? { 'Accept-Language': language } : {} });
    assert.equal(res.status, 400);
    return (await res.json()).error.message as string;
  };
  assert.match(await ask(), /^Demasiado grande: esperava que .*50/);
  assert.match(await ask('pt-MZ'), /^Demasiado grande/);
  assert.match(await ask('en-GB,en;q=0.9'), /^Too big: expected number to be <=50/);
});
