/**
 * @module `npm test`: the whole suite, in order: static checks (types, lint, stale OpenAPI document and client), API
 * tests against the PostgreSQL of DATABASE_URL (when set) and against the embedded PostgreSQL default, with the Firebase
 * Auth emulator; the apps' and the kit's unit tests (vitest); every story as a test in Chromium (play functions and
 * axe) and the Storybook build;
 * then the end-to-end tests in Chromium (Playwright) against the whole marketplace started as `npm start` starts it.
 *
 * The check step runs deno check and deno lint (API), the orthography and i18n catalog checks, the layer checks, the
 * OpenAPI staleness check, ESLint and tsc (rules package, apps, kit, Storybook).
 * A seeded fuzz run of 1,000 malformed requests (tests/fuzz/fuzz.mjs, ADR 0019) follows the API tests: it fails on any
 * 5xx or any table changed by a refused request.
 *
 * The ops step (issue 28, ADR 0048) runs on DATABASE_URL: the backup-restore drill (pg_dump/pg_restore of the server's
 * major version), the soak through Debian's nginx (three API processes, one stopped under load) and the image tree's
 * verification (deploy/build-image.sh verify); it prints the soak's figures.
 *
 * Options: --only=<step>[,<step>] with steps check, api, fuzz, unit, storybook, e2e, ops; --files=<path>[,<path>] limits the API
 * tests to those files or folders (default api/); --no-embedded runs the API tests on DATABASE_URL only;
 * --e2e=<file>[,<file>] runs only those Playwright files.
 */
import path from 'node:path';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
/** Lines printed after the summary (flaky journeys: failed once, passed on their retry). */
const notes = [];

/** The Playwright tests of a JSON report that passed only on a retry, as lines for the summary. */
function flakyJourneys(file) {
  if (!existsSync(file)) return [];
  const flaky = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') {
          const error = test.results?.find((r) => r.status !== 'passed')?.error?.message ?? '';
          flaky.push(`flaky e2e: ${spec.file}:${spec.line} › ${spec.title}: ${error.split('\n')[0].slice(0, 300)}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(suite);
  return flaky;
}
async function step(name, fn) {
  const started = Date.now();
  console.info(`\n=== ${name}`);
  try {
    await fn();
    results.push({ name, ok: true, seconds: (Date.now() - started) / 1000 });
  } catch (err) {
    const detail = String(err?.message ?? err);
    console.error(detail);
    results.push({ name, ok: false, seconds: (Date.now() - started) / 1000, detail });
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
  // The document as integrators read it (issue 29, ADR 0052): Redocly's recommended rules and Spectral's OWASP ruleset.
  await step(
    'check: OpenAPI lint (Redocly, Spectral OWASP)',
    () => sh('lint-openapi', process.execPath, ['tests/lint-openapi.mjs']),
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
      // The kit's unit tests (jsdom), in the Storybook's config (its root is the repository).
      await sh('vitest kit', BIN('vitest'), [
        'run',
        '--config',
        'stories/vitest.config.ts',
        '--project=kit',
        '--reporter=dot',
      ]);
    },
  );
}

if (want('storybook')) {
  // Every story as a test in Chromium (Storybook's Vitest addon, Vitest browser mode on /usr/bin/chromium, issue 34):
  // it fails on a play function that fails and on any axe violation (a11y.test 'error' in the preview).
  await step(
    'storybook: every story in Chromium (play functions and axe)',
    () =>
      sh('vitest storybook', BIN('vitest'), [
        'run',
        '--config',
        'stories/vitest.config.ts',
        '--project=storybook',
        '--reporter=dot',
      ]),
  );
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
    const jsonReport = path.join(ROOT, '.tmp', `playwright-report-${process.pid}.json`);
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
          MPESA_SIMULATOR_URL: marketplace.mpesaSimulatorUrl ?? '',
          DPO_SIMULATOR_URL: marketplace.dpoSimulatorUrl ?? '',
          PW_OUTPUT_DIR: path.join(ROOT, '.tmp', `test-results-${process.pid}`),
          PW_JSON_REPORT: jsonReport,
        },
      });
    } finally {
      notes.push(...flakyJourneys(jsonReport));
      await marketplace.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

// Operations (issue 28, ADR 0048): backup and restore, the soak through nginx, the image tree. Needs DATABASE_URL (a
// server whose major version has a pg_dump here: the machine's PostgreSQL, not the embedded 17).
if (want('ops')) {
  await step('ops: backup-restore drill, soak through nginx (one of three instances stopped), image tree', async () => {
    if (!process.env.DATABASE_URL) throw new Error('the ops step needs DATABASE_URL (the machine\'s PostgreSQL)');
    const emulator = await startAuthEmulator({ port: await freePort() });
    const env = {
      DATABASE_URL: process.env.DATABASE_URL,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      FIREBASE_PROJECT_ID: 'demo-turismo-mz',
      ADMIN_EMAILS: `bootstrap-admin-${Date.now()}-ops@teste.co.mz`,
      RESET_DB_CONFIRM: 'yes',
      LOG_REQUESTS: 'false',
      PAYMENT_DELAY_MS: '0',
      RATE_LIMIT_FACTOR: '1000',
    };
    try {
      await sh('migrate ops', DENO, ['run', '-A', 'api/scripts/migrate.ts'], { env });
      await sh('deno test ops', DENO, [
        'test',
        '-A',
        '--no-check',
        'api/src/test/ops/backup.ops.ts',
        'api/src/test/ops/soak.ops.ts',
      ], { env });
      const built = ['traveller', 'partner-portal', 'admin'].every((app) =>
        existsSync(path.join(ROOT, 'apps', app, 'dist', 'index.html'))
      );
      await sh('image tree', 'bash', ['deploy/build-image.sh', 'verify', '.', ...(built ? [] : ['--no-apps'])]);
    } finally {
      await stopAll();
    }
  });
}

console.info('\n=== Summary');
for (const r of results) console.info(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)`);
const failed = results.filter((r) => !r.ok).length;
console.info(`${results.length - failed} passed, ${failed} failed`);
for (const note of notes) console.info(note);
// What failed, again after the table: a CI log is often read from its end only.
for (const r of results.filter((x) => !x.ok)) {
  console.info(`\n--- why '${r.name}' failed (its last lines):`);
  console.info(r.detail.split('\n').slice(-40).join('\n'));
}
process.exit(failed ? 1 : 0);
