/**
 * @module Writes openapi/openapi.json from the route definitions and regenerates the typed client types
 * (openapi/schema.d.ts) with openapi-typescript. `--check` writes nothing and exits 1 when either file is stale.
 *
 * Needs no database: only the route declarations are read.
 */
import { buildApi } from '../src/app.ts';
import { apiDocument } from '../src/lib/openapi.ts';

const check = Deno.args.includes('--check');
const root = new URL('../../', import.meta.url);
const jsonPath = new URL('openapi/openapi.json', root);
const typesPath = new URL('openapi/schema.d.ts', root);

const app = buildApi({ log: false });
const document = apiDocument(app);
const json = JSON.stringify(document, null, 2) + '\n';

const tmp = await Deno.makeTempFile({ suffix: '.json' });
await Deno.writeTextFile(tmp, json);
const tmpTypes = await Deno.makeTempFile({ suffix: '.d.ts' });
const cli = new URL('node_modules/openapi-typescript/bin/cli.js', root).pathname;
const out = await new Deno.Command('node', { args: [cli, tmp, '-o', tmpTypes, '--silent'], stderr: 'inherit' })
  .output();
if (!out.success) Deno.exit(1);
const types = await Deno.readTextFile(tmpTypes);

const read = async (u: URL) => {
  try {
    return await Deno.readTextFile(u);
  } catch {
    return '';
  }
};

if (check) {
  const stale = [
    (await read(jsonPath)) !== json ? 'openapi/openapi.json' : null,
    (await read(typesPath)) !== types ? 'openapi/schema.d.ts' : null,
  ].filter(Boolean);
  if (stale.length) {
    console.error(`Stale generated files: ${stale.join(', ')}. Run: deno task openapi`);
    Deno.exit(1);
  }
  console.info('openapi: generated files are current');
} else {
  await Deno.writeTextFile(jsonPath, json);
  await Deno.writeTextFile(typesPath, types);
  console.info('openapi: wrote openapi/openapi.json and openapi/schema.d.ts');
}
