/**
 * No unbounded read (issue 27, ADR 0047): every operation whose answer is a list that can grow declares its bound in
 * the OpenAPI document (the array's maxItems, from lib/paging.ts `pageResponse`, or a fixed cap). None is without one:
 * the test fails on any new unbounded list.
 */
import assert from 'node:assert/strict';
import document from '../../../openapi/openapi.json' with { type: 'json' };

type Schema = {
  $ref?: string;
  type?: string | string[];
  items?: Schema;
  maxItems?: number;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  anyOf?: Schema[];
};
const schemas = (document as unknown as { components?: { schemas?: Record<string, Schema> } }).components?.schemas ??
  {};
const resolve = (s: Schema | undefined): Schema | undefined =>
  s?.$ref ? resolve(schemas[s.$ref.replace('#/components/schemas/', '')]) : s;

/** The list operations of the document: GET answers whose body, or its `data`, is an array; with their bound. */
export function listOperations(): { operation: string; maxItems: number | undefined }[] {
  const out: { operation: string; maxItems: number | undefined }[] = [];
  const paths = (document as unknown as { paths: Record<string, Record<string, unknown>> }).paths;
  for (const [path, methods] of Object.entries(paths)) {
    const get = methods.get as
      | { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }
      | undefined;
    const body = resolve(get?.responses?.['200']?.content?.['application/json']?.schema);
    if (!body) continue;
    const list = body.type === 'array' ? body : resolve(body.properties?.data);
    if (list?.type !== 'array') continue;
    out.push({ operation: `GET ${path}`, maxItems: list.maxItems });
  }
  return out;
}

Deno.test('every list operation declares a bound in the OpenAPI document', () => {
  const lists = listOperations();
  const unbounded = lists.filter((l) => l.maxItems === undefined).map((l) => l.operation).sort();
  const bounded = lists.filter((l) => l.maxItems !== undefined);
  console.info(
    `list operations: ${lists.length}, bounded ${bounded.length} ` +
      `(${bounded.map((b) => `${b.operation} <= ${b.maxItems}`).join('; ')}), unbounded ${unbounded.length}`,
  );
  assert.deepEqual(unbounded, [], `lists without a bound (page them with lib/paging.ts):\n${unbounded.join('\n')}`);
  assert.ok(bounded.some((b) => b.operation === 'GET /api/bookings/user' && b.maxItems === 100));
});
