/**
 * @module Starts the marketplace's processes for `npm start` and the test runner: the embedded PostgreSQL (PGlite over
 * the wire protocol) unless DATABASE_URL is given, the Firebase Auth emulator, migrations and seed, and the API that
 * also serves the three built apps. Every child runs in its own process group and is stopped with it.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => {
    children.delete(child);
    resolve({ code, signal });
  }));
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

/**
 * Starts PGlite (in this process) served over the Postgres wire protocol by @electric-sql/pglite-socket.
 * @param dataDir folder that keeps the data across restarts, or undefined for an in-memory database
 * @returns {Promise<{url: string, stop: () => Promise<void>}>}
 */
export async function startEmbeddedDatabase({ dataDir, port } = {}) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ?? 'memory://');
  const dbPort = port ?? await freePort();
  const server = new PGLiteSocketServer({ db, port: dbPort, host: '127.0.0.1', maxConnections: 32 });
  await server.start();
  return {
    url: `postgres://postgres@127.0.0.1:${dbPort}/postgres`,
    embedded: true,
    async stop() {
      await server.stop();
      await db.close();
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
  await waitForHttp(`http://127.0.0.1:${port}/`, 90_000, child);
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
  await Promise.all(['traveller', 'partner-portal', 'admin'].map((app) =>
    runToEnd(`build:${app}`, process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: path.join(ROOT, 'apps', app),
      quiet,
    })
  ));
}

/**
 * Starts the whole marketplace on one origin: database, identity emulator, migrations + seed, API + apps.
 * @returns {Promise<{url: string, env: Record<string,string>, stop: () => Promise<void>}>}
 */
export async function startMarketplace({
  port = 8080,
  authPort = 9099,
  dataDir,
  databaseUrl = process.env.DATABASE_URL,
  quiet = false,
  log = true,
} = {}) {
  const [database, emulator] = await Promise.all([
    databaseUrl ? Promise.resolve({ url: databaseUrl, stop: async () => {} }) : startEmbeddedDatabase({
      dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined,
    }),
    startAuthEmulator({ port: authPort, dataDir: dataDir ? path.join(dataDir, 'auth') : undefined }),
  ]);
  const env = {
    DATABASE_URL: database.url,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? 'admin@demo.co.mz',
    PORT: String(port),
    APPS_DIR: path.join(ROOT, 'apps'),
    LOG_REQUESTS: String(log),
    // One connection to the embedded database: pglite-socket interleaves the extended-protocol messages of
    // concurrent connections into its single session (electric-sql/pglite#1046).
    ...(databaseUrl ? {} : { DB_POOL_MAX: '1' }),
  };
  try {
    await runToEnd('seed', DENO, ['run', '-A', 'api/scripts/seed.ts'], { env, quiet });
    const api = deno('api', ['run', '-A', 'api/src/main.ts'], { env, quiet });
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, 60_000, api);
  } catch (err) {
    await stopAll();
    await database.stop();
    throw err;
  }
  return {
    url: `http://localhost:${port}`,
    env,
    async stop() {
      await stopAll();
      await database.stop();
    },
  };
}
