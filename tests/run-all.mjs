/**
 * @module `npm test`: the whole suite, in order: static checks (types, lint, stale OpenAPI document and client), API
 * tests against the PostgreSQL of DATABASE_URL (when set) and against the embedded PostgreSQL default, with the Firebase
 * Auth emulator; the apps' and the kit's unit tests and the Storybook interaction tests (vitest); the Storybook build;
 * then the end-to-end tests in Chromium (Playwright) against the whole marketplace started as `npm start` starts it.
 *
 * The check step runs deno check and deno lint (API), the orthography and i18n catalog checks, the layer checks, the
 * OpenAPI staleness check, ESLint and tsc (rules package, apps, kit, Storybook).
 * A seeded fuzz run of 1,000 malformed requests (tests/fuzz/fuzz.mjs, ADR 0019) follows the API tests: it fails on any
 * 5xx or any table changed by a refused request.
 *
 * Options: --only=<step>[,<step>] with steps check, api, fuzz, unit, storybook, e2e; --files=<path>[,<path>] limits the API
 * tests to those files or folders (default api/); --no-embedded runs the API tests on DATABASE_URL only;
 * --e2e=<file>[,<file>] runs only those Playwright files.
 */
import path from 'node:path';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import {
  buildApps,
  freePort,
  ROOT,
  runToEnd,
  startAuthEmulator,
  startEmbeddedDatabase,
  startMarketplace,
  stopAll,
} from '../api/dev/services.mjs';

const DENO = path.join(ROOT, 'node_modules/.bin/deno');
const BIN = (name) => path.join(ROOT, 'node_modules/.bin', name);
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7).split(',');
const want = (step) => !only || only.includes(step);
const apiFiles = process.argv.find((a) => a.startsWith('--files='))?.slice(8).split(',') ?? ['api/'];
// --e2e=<file>[,<file>]: only these Playwright files (paths or name filters, e.g. --e2e=trust).
const e2eFiles = process.argv.find((a) => a.startsWith('--e2e='))?.slice(6).split(',') ?? [];
const embedded = !process.argv.includes('--no-embedded');

const results = [];
async function step(name, fn) {
  const started = Date.now();
  console.info(`\n=== ${name}`);
  try {
    await fn();
    results.push({ name, ok: true, seconds: (Date.now() - started) / 1000 });
  } catch (err) {
    console.error(String(err?.message ?? err));
    results.push({ name, ok: false, seconds: (Date.now() - started) / 1000 });
  }
}

const sh = (name, cmd, args, options = {}) =>
  runToEnd(name, cmd, args, { ...options, env: { NO_COLOR: '1', ...options.env }, quiet: false });

if (want('check')) {
  await step('check: API types, lint and format', async () => {
    await sh('deno check', DENO, ['check', 'api/src/main.ts', 'api/scripts/', 'api/src/']);
    await sh('deno lint', DENO, ['lint', 'api/']);
    await sh('deno fmt', DENO, ['fmt', '--check', 'api/']);
  });
  // One Portuguese orthography everywhere, the 1990 agreement's (ADR 0032).
  await step('check: Portuguese orthography', () => sh('orthography', process.execPath, ['tests/orthography.mjs']));
  // Every text in the catalogs, English complete, no text left outside them (issue 14, ADR 0039).
  await step('check: i18n catalogs', () => sh('i18n', process.execPath, ['tests/i18n-catalogs.mjs']));
  // The API's layers (ADR 0021): no file cycles, no import that runs up a layer, products independent; the rules
  // package (ADR 0038) imports nothing of ours.
  await step(
    'check: API layers, the rules package and import cycles',
    () =>
      sh('depcruise', BIN('depcruise'), [
        '--config',
        'api/layers.depcruise.cjs',
        '--output-type',
        'err',
        'api/src',
        'rules/src',
      ]),
  );
  await step(
    'check: OpenAPI document and typed client are current',
    () =>
      sh('openapi', DENO, ['run', '-A', 'api/scripts/write-openapi.ts', '--check'], {
        env: { DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused' },
      }),
  );
  await step(
    'check: ESLint (rules, apps, core, kit, Storybook; import boundaries of ADR 0020 and 0038)',
    () =>
      sh('eslint', BIN('eslint'), [
        '--cache',
        '--cache-location',
        '.tmp/eslintcache',
        'rules',
        'apps',
        'ui-kit',
        'stories',
      ]),
  );
  await step('check: rules, apps and kit types', async () => {
    // Two projects at a time (each tsc keeps one core busy).
    const projects = ['apps/traveller', 'apps/partner-portal', 'apps/admin', 'stories', 'rules'];
    const next = async () => {
      for (let project = projects.shift(); project; project = projects.shift()) {
        await sh(`tsc ${project}`, BIN('tsc'), ['--noEmit', '-p', project]);
      }
    };
    await Promise.all([next(), next()]);
  });
}

if (want('api')) {
  const targets = [];
  if (process.env.DATABASE_URL) {
    targets.push({ name: 'PostgreSQL (DATABASE_URL)', tag: 'DATABASE_URL', url: process.env.DATABASE_URL });
  }
  if (embedded || !targets.length) targets.push({ name: 'embedded PostgreSQL', tag: 'embedded', url: null });
  // The targets run side by side, each with its own database and its own Auth emulator: the suite mostly waits on
  // round trips (about one core busy), so two runs take little longer than one.
  await Promise.all(targets.map((target) =>
    step(`api: tests on ${target.name}`, async () => {
      const emulator = await startAuthEmulator({ port: await freePort() });
      const db = target.url ? { url: target.url, stop: async () => {} } : await startEmbeddedDatabase();
      const env = {
        DATABASE_URL: db.url,
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
        FIREBASE_PROJECT_ID: 'demo-turismo-mz',
        ADMIN_EMAILS: `bootstrap-admin-${Date.now()}-${target.tag}@teste.co.mz`,
        RESET_DB_CONFIRM: 'yes',
        LOG_REQUESTS: 'false',
        PAYMENT_DELAY_MS: '0',
        // The suites book and pay many times a minute from one address: rate limits x1000 (ADR 0018).
        RATE_LIMIT_FACTOR: '1000',
      };
      try {
        await sh(`reset-db ${target.tag}`, DENO, ['run', '-A', 'api/scripts/reset-db.ts'], { env });
        await sh(`deno test ${target.tag}`, DENO, ['test', '-A', '--no-check', ...apiFiles], { env });
      } finally {
        await db.stop();
      }
    })
  ));
  await stopAll();
}

// The fuzz step (ADR 0019), on DATABASE_URL (emptied first) or the embedded database: a fixed seed (FUZZ_SEED to
// change it), so that a failure replays with `npm run fuzz -- --seed=<seed> --requests=1000`.
if (want('fuzz')) {
  const seed = process.env.FUZZ_SEED ?? '20261124';
  await step(
    'fuzz: 1,000 malformed requests, no 5xx, no table changed by a refused one',
    () => sh('fuzz', process.execPath, ['tests/fuzz/fuzz.mjs', '--requests=1000', `--seed=${seed}`, '--reset']),
  );
}

if (want('unit')) {
  await step(
    'unit: vitest (rules package, apps, kit, Storybook interaction tests)',
    async () => {
      await sh('vitest', BIN('vitest'), ['run', '--config', 'tests/vitest.config.ts', '--reporter=dot']);
      // The Storybook's own config (its root is the repository): every story's play function and the kit's tests.
      await sh('vitest stories', BIN('vitest'), ['run', '--config', 'stories/vitest.config.ts', '--reporter=dot']);
    },
  );
}

if (want('storybook')) {
  await step(
    'storybook: build',
    () =>
      sh('storybook', BIN('storybook'), [
        'build',
        '-c',
        'stories/.storybook',
        '-o',
        '.tmp/storybook-static',
        '--quiet',
      ]),
  );
}

if (want('e2e')) {
  await step('e2e: Playwright in Chromium against the whole marketplace', async () => {
    await buildApps({ quiet: true });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mozturismo-e2e-'));
    // mkdtemp makes it private to its owner: the embedded PostgreSQL (the postgres account when run as root) must
    // reach its folder inside.
    chmodSync(dataDir, 0o755);
    const port = await freePort();
    const marketplace = await startMarketplace({
      port,
      authPort: await freePort(),
      dataDir,
      databaseUrl: null,
      quiet: true,
      log: false,
    });
    try {
      await sh('playwright', BIN('playwright'), ['test', '-c', 'tests/e2e/playwright.config.ts', ...e2eFiles], {
        env: {
          BASE_URL: marketplace.url,
          MAIL_INBOX_URL: marketplace.mailInboxUrl ?? '',
          PW_OUTPUT_DIR: path.join(ROOT, '.tmp', `test-results-${process.pid}`),
        },
      });
    } finally {
      await marketplace.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

console.info('\n=== Summary');
for (const r of results) console.info(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)`);
const failed = results.filter((r) => !r.ok).length;
console.info(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
