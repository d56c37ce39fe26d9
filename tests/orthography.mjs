/**
 * One orthography for Portuguese (issue 14; ADR 0032): the apps, the kit, the stories, the API's messages and the
 * tests write the forms of the 1990 Orthographic Agreement (ativo, atualizar, ação, faturação, exato), never the older
 * forms with a silent c or p (activo, actualizar, acção, facturação, exacto); and a ride is a 'viagem', as in the spec,
 * never a 'boleia'.
 *
 * `node tests/orthography.mjs` lists every older form with its file and line and exits 1 when there is one;
 * `--fix` rewrites them (same capitalisation). Only Portuguese words are matched: English identifiers such as
 * `active`, `reactivate` or `exactly` are left alone.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['apps', 'ui-kit', 'stories', 'api/src', 'tests', 'README.md'];
const SKIP = new Set(['node_modules', 'dist', '.tmp', 'storybook-static']);
const EXTENSIONS = /\.(ts|tsx|mjs|js|md|html|json)$/;

/**
 * Older forms and their 1990 forms, as whole Portuguese words matched in any case (the capitalisation is kept).
 * Each entry: a pattern for the lower-case word, and how to write it.
 */
const PAIRS = [
  [/\b(in|re|des)?activ(o|a|os|as|ar|ado|ada|ados|adas|ação|ações|ou|am|idade|idades)\b/, (w) => w.replace('activ', 'ativ')],
  [/\bactuali(za|zar|zado|zada|zados|zadas|zação|zações|ze|zou|zam)\b/, (w) => w.replace('actuali', 'atuali')],
  [/\bactua(l|is|lmente)\b/, (w) => w.replace('actua', 'atua')],
  [/\bfactur(a|as|ação|ações|ar|ado|ada|ados|adas)\b/, (w) => w.replace('factur', 'fatur')],
  [/\bacç(ão|ões)\b/, (w) => w.replace('acç', 'aç')],
  [/\bexact(o|a|os|as|amente)\b/, (w) => w.replace('exact', 'exat')],
  [/\bóptim(o|a|os|as)\b/, (w) => w.replace('óptim', 'ótim')],
  [/\b(direc|selec|protec|recep|colec)ç(ão|ões)\b/, (w) => w.replace(/(direc|selec|protec|recep|colec)ç/, (m) => `${m.slice(0, -2).replace(/p$/, '')}ç`)],
  [/\bseleccion(a|ar|ado|ada|ados|adas|e)\b/, (w) => w.replace('seleccion', 'selecion')],
  [/\bobjectiv(o|a|os|as)\b/, (w) => w.replace('objectiv', 'objetiv')],
  // One word for a ride, the spec's: 'viagem' (never 'boleia'); both are feminine, so the sentence around stays right.
  [/\bboleias\b/, () => 'viagens'],
  [/\bboleia\b/, () => 'viagem'],
];

/** `word` in the case of `like`: 'Ativo' for 'Activo', 'ATIVO' for 'ACTIVO'. */
function sameCase(word, like) {
  if (like === like.toUpperCase()) return word.toUpperCase();
  return like.charAt(0) === like.charAt(0).toUpperCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** `text` with every older form rewritten. */
export function modernise(text) {
  let next = text;
  for (const [pattern, fix] of PAIRS) {
    next = next.replace(new RegExp(pattern.source, 'giu'), (m) => sameCase(fix(m.toLowerCase()), m));
  }
  return next;
}

function* files(p) {
  const full = path.join(ROOT, p);
  const st = statSync(full, { throwIfNoEntry: false });
  if (!st) return;
  if (st.isFile()) {
    if (EXTENSIONS.test(p)) yield p;
    return;
  }
  for (const name of readdirSync(full)) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    yield* files(path.join(p, name));
  }
}

const fixMode = process.argv.includes('--fix');
let found = 0;
for (const file of [...FOLDERS.flatMap((f) => [...files(f)])]) {
  if (file === 'tests/orthography.mjs') continue;
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const next = modernise(text);
  if (next === text) continue;
  const before = text.split('\n');
  const after = next.split('\n');
  before.forEach((line, i) => {
    if (line !== after[i]) {
      found++;
      if (!fixMode) console.info(`${file}:${i + 1}: ${line.trim().slice(0, 110)}`);
    }
  });
  if (fixMode) writeFileSync(path.join(ROOT, file), next);
}
if (found && !fixMode) {
  console.error(`\n${found} line(s) use the older orthography; the 1990 forms are the house's (ADR 0032). ` +
    'node tests/orthography.mjs --fix rewrites them.');
  process.exit(1);
}
console.info(fixMode ? `orthography: ${found} line(s) rewritten` : 'orthography: the 1990 forms everywhere');
