import assert from 'node:assert/strict';
import { ENV_VARIABLES } from '../lib/env.ts';
import { S3EnvSchema } from '../domains/media/media.storage.ts';

Deno.test("every variable of the README's production table is checked by a zod schema (issue 28)", () => {
  const readme = Deno.readTextFileSync(new URL('../../../README.md', import.meta.url));
  const section = readme.split('## Running in production')[1]!.split('\n## ')[0]!;
  const names = new Set<string>();
  for (const row of section.split('\n').filter((l) => l.startsWith('| `'))) {
    for (const m of row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(m[1]!);
  }
  assert.ok(names.size >= 30, `the table lists the variables (${names.size})`);
  const known = new Set([...ENV_VARIABLES, ...Object.keys(S3EnvSchema.shape)]);
  assert.deepEqual([...names].filter((n) => !known.has(n)), [], 'variables of the README table no schema checks');
});
