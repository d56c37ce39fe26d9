/**
 * @module The catalogs' check (issue 14, ADR 0039), part of `npm test`'s check step. Over the apps, the app core and
 * the kit (tests, stories and test helpers aside) it fails when:
 * - a key used with `t('...')`, `i18n.t('...')` or `msg('...')` has no English translation in the package's catalog
 *   (an app may also use the core's and the kit's keys, the core the kit's); a key used with `{ count }` needs its
 *   `_one` and `_other` forms in both pt.json and en.json;
 * - a catalog keeps a key that no code of its package uses (stale), or pt.json holds anything but plural forms;
 * - a user-facing text is left outside the catalogs: JSX text with letters; a text-like string in a JSX attribute
 *   other than the technical ones (className, href, variant ...) or in an object property named like a text (label,
 *   title, description, placeholder, message ...); or any string that reads as Portuguese (accented letters, or two
 *   or more words with a Portuguese function word).
 * A line may opt out with a comment containing `i18n-exempt` (on it or the line above), lines between
 * `i18n-exempt-start` and `i18n-exempt-end` comments, a file with `i18n-exempt-file` (place names, a language named in itself). `new Error(...)` and `console.*` texts are for
 * developers and not checked.
 * The API (api/src, tests and seed data aside): every Portuguese text it can answer (error messages, zod messages)
 * has its English in api/src/locales/en.json, matched by shape for messages built with values; OpenAPI descriptions
 * (route files, description/summary/example/tags properties, .openapi() and .describe()) and SQL are not checked; files of Portuguese-only documents say `i18n-exempt-file`.
 * The rules package (rules/src, ADR 0038) imports nothing of ours, so its Portuguese messages are its keys: each
 * needs its English in rules/locales/en.json (the apps load that catalog with the core's).
 * Run: `node tests/i18n-catalogs.mjs [--list] [--skeleton]` (--list prints every finding instead of the first 40 per
 * package; --skeleton prints the API's missing keys as JSON, each with where it is raised, for translating).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIST_ALL = process.argv.includes('--list');

/** Each package: its source folders, its catalogs folder, and the packages whose keys it may use. */
const PACKAGES = [
  // The rules package (ADR 0038) imports nothing of ours: its Portuguese messages are its keys, English in its catalog.
  { name: 'rules', dirs: ['rules/src'], locales: 'rules/locales', uses: [], keysFromLiterals: true },
  { name: 'ui-kit', dirs: ['ui-kit/components', 'ui-kit/theme'], locales: 'ui-kit/locales', uses: ['rules'] },
  { name: 'app-core', dirs: ['apps/shared/src'], locales: 'apps/shared/src/locales', uses: ['ui-kit', 'rules'] },
  ...['traveller', 'partner-portal', 'admin'].map((app) => ({
    name: app,
    dirs: [`apps/${app}/src`],
    locales: `apps/${app}/src/locales`,
    uses: ['app-core', 'ui-kit', 'rules'],
  })),
];

const PLURAL_FORMS = ['one', 'other'];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** JSX attributes whose string values are never shown to people. */
const TECHNICAL_ATTRIBUTES = new Set([
  'className', 'id', 'type', 'name', 'href', 'to', 'variant', 'size', 'tone', 'as', 'role', 'htmlFor', 'autoComplete',
  'inputMode', 'key', 'lang', 'target', 'rel', 'method', 'accept', 'pattern', 'src', 'srcSet', 'sizes', 'width',
  'height', 'align', 'direction', 'justify', 'gap', 'weight', 'color', 'icon', 'level', 'mode', 'position', 'side',
  'step', 'min', 'max', 'value', 'defaultValue', 'loading', 'decoding', 'fetchPriority', 'encType', 'form', 'dir',
  'spellCheck', 'enterKeyHint', 'autoCapitalize', 'status', 'placement', 'layout', 'aria-live', 'aria-current',
  'aria-haspopup', 'aria-controls', 'aria-labelledby', 'aria-describedby', 'aria-owns', 'aria-activedescendant',
  'aria-sort', 'aria-autocomplete', 'aria-orientation', 'aria-relevant', 'crossOrigin', 'referrerPolicy', 'media',
  'viewBox', 'fill', 'stroke', 'd', 'xmlns', 'strokeWidth', 'strokeLinecap', 'strokeLinejoin', 'fillRule',
  'clipRule', 'transform', 'points', 'preserveAspectRatio', 'focusable', 'tabIndex', 'download', 'hrefLang',
  'testId', 'slot', 'kind', 'scope', 'wrap', 'labelPosition', 'emphasis', 'display', 'font',
]);

/** Object property names whose string values are shown to people. */
const TEXT_PROPERTIES = /^(label|title|description|placeholder|message|hint|text|heading|subtitle|empty|emptyText|alt|ariaLabel|aria-label|caption|legend|confirmLabel|cancelLabel|actionLabel|submitLabel|help|helpText|tooltip|summary|note|detail|success|error|warning|question|prompt|lead|name)$/;

const PORTUGUESE_LETTER = /[áàâãéêíóôõúçÁÀÂÃÉÊÍÓÔÕÚÇ]/;
const FUNCTION_WORD =
  /(^|[\s(])(de|da|dos|das|em|na|nos|nas|para|pelo|pela|com|sem|não|um|uma|os|ou|que|ao|aos|sua|seu|mais|foi|está|são|ser|este|esta)(?=[\s,.:;!?)]|$)/i;

/** Reads as a text a person reads: letters, and a capital, a space or an accent (not a code, a path or a URL). */
function looksLikeText(text) {
  const s = text.trim();
  if (!/\p{L}/u.test(s)) return false;
  if (/^(\/|https?:|mailto:|tel:|#|\.|@)/.test(s)) return false;
  if (/^[A-Z0-9_.:-]+$/.test(s)) return false;
  return /^\p{Lu}/u.test(s) || /\s/.test(s) || PORTUGUESE_LETTER.test(s);
}

/** Reads as Portuguese wherever it stands: an accented letter, or two or more words with a function word. */
function looksPortuguese(text) {
  const s = text.trim();
  if (!/\p{L}/u.test(s)) return false;
  if (PORTUGUESE_LETTER.test(s)) return true;
  return /\s/.test(s) && /\p{L}{2,}\s+\p{L}/u.test(s) && FUNCTION_WORD.test(s);
}

/** The lines between `i18n-exempt-start` and `i18n-exempt-end` comments (a list of place names, say). */
function exemptBlocks(lines) {
  const exempt = new Set();
  let inside = false;
  lines.forEach((line, i) => {
    if (line.includes('i18n-exempt-start')) inside = true;
    if (inside) exempt.add(i);
    if (line.includes('i18n-exempt-end')) inside = false;
  });
  return exempt;
}

function sourceFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const entry of readdirSync(d)) {
      const full = path.join(d, entry);
      if (entry === 'node_modules' || entry === 'test' || entry === 'locales' || entry === 'dist') continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry) && !/\.(test|stories|d)\.(ts|tsx)$/.test(entry)) out.push(full);
    }
  };
  walk(path.join(root, dir));
  return out;
}

function readCatalog(dir, language) {
  return JSON.parse(readFileSync(path.join(root, dir, `${language}.json`), 'utf8'));
}

/** The name of a call's function: `t`, `msg`, `i18n.t` -> 't'. */
function calleeName(call) {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

function isKeyCall(call) {
  const name = calleeName(call);
  return name === 't' || name === 'msg';
}

function hasCount(call) {
  const options = call.arguments[1];
  return !!options && ts.isObjectLiteralExpression(options) &&
    options.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'count');
}

function isDeveloperText(node) {
  for (let n = node.parent; n; n = n.parent) {
    if (ts.isNewExpression(n) && ts.isIdentifier(n.expression) && /^(Error|TypeError|RangeError)$/.test(n.expression.text)) {
      return true;
    }
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) &&
      ts.isIdentifier(n.expression.expression) && n.expression.expression.text === 'console') return true;
    if (ts.isTaggedTemplateExpression(n)) return true; // styled-components CSS
    if (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) return true;
    if (ts.isFunctionLike(n) || ts.isSourceFile(n)) return false;
  }
  return false;
}

/** Scans one file: keys used (with plural flags) and findings of texts outside the catalogs. */
function scanFile(file, keysFromLiterals = false) {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const keys = new Map();
  const findings = [];
  const fileExempt = text.includes('i18n-exempt-file');
  const blocks = exemptBlocks(lines);
  const rel = path.relative(root, file);

  const exempt = (node) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
    return fileExempt || blocks.has(line) || /i18n-exempt/.test(lines[line] ?? '') ||
      /i18n-exempt/.test(lines[line - 1] ?? '');
  };
  const report = (node, what, value) => {
    if (exempt(node)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    findings.push(`${rel}:${line}: ${what}: ${JSON.stringify(value.trim().slice(0, 80))}`);
  };

  const visit = (node) => {
    if (ts.isCallExpression(node) && isKeyCall(node)) {
      const first = node.arguments[0];
      if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
        const plural = hasCount(node);
        keys.set(first.text, (keys.get(first.text) ?? false) || plural);
        node.arguments.slice(1).forEach(visit);
        return;
      }
    }
    if (ts.isJsxText(node)) {
      if (/\p{L}/u.test(node.text)) report(node, 'JSX text outside t()', node.text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const parent = node.parent;
      if (isDeveloperText(node)) {
        // not shown to people
      } else if (ts.isJsxAttribute(parent)) {
        const attr = parent.name.getText(source);
        if (!TECHNICAL_ATTRIBUTES.has(attr) && !attr.startsWith('data-') && looksLikeText(node.text)) {
          report(node, `attribute ${attr} outside t()`, node.text);
        }
      } else if (ts.isPropertyAssignment(parent) && parent.initializer === node && parent.name &&
        TEXT_PROPERTIES.test(parent.name.getText(source).replace(/['"]/g, '')) && looksLikeText(node.text)) {
        report(node, 'text property outside t()', node.text);
      } else if (ts.isPropertyAssignment(parent) && parent.name === node) {
        // a quoted property name
      } else if (looksPortuguese(node.text)) {
        // The rules package's Portuguese literals are its catalog keys, except exempt ones (place names).
        if (keysFromLiterals && !exempt(node)) keys.set(node.text, false);
        else report(node, 'Portuguese text outside t()', node.text);
      }
    } else if (ts.isTemplateExpression(node) && !isDeveloperText(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
      if (looksPortuguese(parts)) report(node, 'Portuguese template outside t() (use interpolation)', parts);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { keys, findings };
}

const byName = new Map();
for (const pkg of PACKAGES) {
  const keys = new Map();
  const findings = [];
  for (const dir of pkg.dirs) {
    for (const file of sourceFiles(dir)) {
      const scanned = scanFile(file, pkg.keysFromLiterals);
      for (const [k, plural] of scanned.keys) keys.set(k, (keys.get(k) ?? false) || plural);
      findings.push(...scanned.findings);
    }
  }
  byName.set(pkg.name, { ...pkg, keys, findings, en: readCatalog(pkg.locales, 'en'), pt: readCatalog(pkg.locales, 'pt') });
}

let failures = 0;
const fail = (pkg, lines) => {
  if (lines.length === 0) return;
  failures += lines.length;
  console.error(`\n${pkg.name}: ${lines.length} problem(s)`);
  for (const line of LIST_ALL ? lines : lines.slice(0, 40)) console.error(`  ${line}`);
  if (!LIST_ALL && lines.length > 40) console.error(`  ... and ${lines.length - 40} more (--list shows all)`);
};

for (const pkg of byName.values()) {
  const visible = [pkg, ...pkg.uses.map((u) => byName.get(u))];
  const problems = [];
  for (const [key, plural] of pkg.keys) {
    if (plural) {
      for (const form of PLURAL_FORMS) {
        const k = `${key}_${form}`;
        if (!visible.some((p) => k in p.en)) problems.push(`missing English plural form ${JSON.stringify(k)}`);
        if (!visible.some((p) => k in p.pt)) problems.push(`missing Portuguese plural form ${JSON.stringify(k)}`);
      }
    } else if (!visible.some((p) => key in p.en)) {
      problems.push(`missing English translation of ${JSON.stringify(key)}`);
    }
  }
  // Keys another package may use count as used: the core's and the kit's catalogs serve the apps.
  const users = [...byName.values()].filter((p) => p === pkg || p.uses.includes(pkg.name));
  const used = (key) => users.some((p) => p.keys.has(key.replace(PLURAL_SUFFIX, '')) || p.keys.has(key));
  for (const key of Object.keys(pkg.en)) if (!used(key)) problems.push(`en.json keeps unused key ${JSON.stringify(key)}`);
  for (const key of Object.keys(pkg.pt)) {
    if (!PLURAL_SUFFIX.test(key)) problems.push(`pt.json holds a non-plural key ${JSON.stringify(key)}`);
    else if (!used(key)) problems.push(`pt.json keeps unused key ${JSON.stringify(key)}`);
  }
  for (const [language, catalog] of [['en', pkg.en], ['pt', pkg.pt]]) {
    const keys = Object.keys(catalog);
    const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    if (keys.some((k, i) => k !== sorted[i])) problems.push(`${language}.json keys are not sorted`);
    for (const [k, v] of Object.entries(catalog)) if (typeof v !== 'string' || !v.trim()) problems.push(`${language}.json: empty ${JSON.stringify(k)}`);
  }
  fail(pkg, [...problems, ...pkg.findings]);
}


// The API: every Portuguese message it can answer has its English in api/src/locales/en.json (api/src/lib/i18n.ts).
// Messages built with values are matched by shape: `${min}` in the code, `{{min}}` in the catalog.
const API_SKIP_DIRS = new Set(['test', 'seed', 'locales']);
const OPENAPI_TEXT = /^(description|summary|example|examples|title|tags)$/;
const shapeOf = (text) => text.replace(/\{\{\w+\}\}/g, '{{}}');

function apiFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (!API_SKIP_DIRS.has(entry)) out.push(...apiFiles(full));
    } else if (entry.endsWith('.ts') && !/\.(test|routes)\.ts$/.test(entry)) out.push(full);
  }
  return out;
}

function isOpenApiText(node, source) {
  for (let child = node, n = node.parent; n && !ts.isSourceFile(n); child = n, n = n.parent) {
    if (ts.isPropertyAssignment(n) && OPENAPI_TEXT.test(n.name.getText(source))) return true;
    // Only the arguments of .openapi()/.describe(): a zod message earlier in the chain
    // (`z.string().min(2, 'Digite ...').openapi({...})`) is a message callers get (issue 29).
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) &&
      /^(describe|openapi)$/.test(n.expression.name.text) && n.arguments.includes(child)) return true;
    if (ts.isStatement(n)) return false;
  }
  return false;
}

{
  const catalog = JSON.parse(readFileSync(path.join(root, 'api/src/locales/en.json'), 'utf8'));
  const shapes = new Map(Object.keys(catalog).map((k) => [shapeOf(k), k]));
  const usedShapes = new Set();
  const problems = [];
  const missing = new Map();
  // The rules package's messages are the API's too (its schemas apply them).
  for (const file of [...apiFiles(path.join(root, 'api/src')), ...apiFiles(path.join(root, 'rules/src'))]) {
    const text = readFileSync(file, 'utf8');
    if (text.includes('i18n-exempt-file')) continue;
    // A file of keys (notification texts written by the database): every string in it is a key.
    const keysFile = text.includes('i18n-keys-file');
    const lines = text.split('\n');
    const blocks = exemptBlocks(lines);
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const rel = path.relative(root, file);
    const check = (node, shape, key = shape) => {
      // A catalog key written in the code is used, wherever it is (a message kept in an object keyed `title`).
      if (shapes.has(shape)) usedShapes.add(shape);
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      if (blocks.has(line) || /i18n-exempt/.test(lines[line] ?? '') || /i18n-exempt/.test(lines[line - 1] ?? '')) return;
      if (isDeveloperText(node) || isOpenApiText(node, source)) return;
      usedShapes.add(shape);
      if (!shapes.has(shape)) {
        problems.push(`${rel}:${line + 1}: no English for ${JSON.stringify(LIST_ALL ? key : key.slice(0, 100))}`);
        missing.set(key, `${rel}:${line + 1}`);
      }
    };
    const visit = (node) => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
        (keysFile ? !ts.isImportDeclaration(node.parent) : looksPortuguese(node.text) || shapes.has(node.text)) &&
        !(ts.isPropertyAssignment(node.parent) && node.parent.name === node)) {
        check(node, shapeOf(node.text), node.text);
      } else if (ts.isTemplateExpression(node)) {
        const shape = [node.head.text, ...node.templateSpans.map((s) => `{{}}${s.literal.text}`)].join('');
        // The key's placeholder names come from the values' expressions: `${min}` -> {{min}}, `${t.name}` -> {{name}}.
        const key = [node.head.text, ...node.templateSpans.map((s, i) => {
          const words = s.expression.getText(source).match(/[A-Za-z_]\w*/g) ?? [];
          return `{{${words.at(-1) ?? `value${i + 1}`}}}${s.literal.text}`;
        })].join('');
        if (looksPortuguese(shape.replace(/\{\{\}\}/g, ' '))) check(node, shape, key);
      }
      if (!ts.isTaggedTemplateExpression(node)) ts.forEachChild(node, visit);
    };
    visit(source);
  }
  for (const [shape, key] of shapes) if (!usedShapes.has(shape)) problems.push(`en.json keeps unused key ${JSON.stringify(key)}`);
  const keys = Object.keys(catalog);
  if (keys.some((k, i) => k !== [...keys].sort()[i])) problems.push('en.json keys are not sorted');
  if (process.argv.includes('--skeleton')) {
    // For translators: the missing keys as a JSON object to fill in (where each is raised, as the value).
    console.log(JSON.stringify(Object.fromEntries([...missing].sort(([a], [b]) => (a < b ? -1 : 1))), null, 2));
    process.exit(0);
  }
  fail({ name: 'api' }, problems);
}

if (failures > 0) {
  console.error(`\ni18n catalogs: ${failures} problem(s). Wrap texts in t('<Portuguese text>') and add the English to the package's locales/en.json (ADR 0039).`);
  process.exit(1);
}
const total = [...byName.values()].reduce((n, p) => n + p.keys.size, 0);
console.log(`i18n catalogs: ${total} keys in ${byName.size} packages, every one translated, no text outside the catalogs.`);
