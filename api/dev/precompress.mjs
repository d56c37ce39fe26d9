/**
 * @module Brotli copies of the built apps' text assets (issue 13: the server sent gzip only). For every .js, .css,
 * .html, .svg, .json and .webmanifest over 1 KiB in apps/{traveller,partner-portal,admin}/dist, writes `<file>.br` at
 * the highest quality once per build (Node's own zlib), which the server sends to browsers that accept br
 * (api/src/main.ts). Run by `npm run build` and `npm start` after Vite.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TEXT = /\.(js|css|html|svg|json|webmanifest|map)$/;

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Writes the .br copies of one app's dist folder. @returns [files, bytes before, bytes after] */
export function precompress(dist) {
  let files = 0;
  let before = 0;
  let after = 0;
  for (const file of walk(dist)) {
    if (!TEXT.test(file) || file.endsWith('.map')) continue;
    const bytes = readFileSync(file);
    if (bytes.length < 1024) continue;
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    writeFileSync(`${file}.br`, br);
    files++;
    before += bytes.length;
    after += br.length;
  }
  return [files, before, after];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const app of ['traveller', 'partner-portal', 'admin']) {
    const [files, before, after] = precompress(path.join(ROOT, 'apps', app, 'dist'));
    console.info(
      `${app}: ${files} files, ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB brotli`,
    );
  }
}
