/**
 * @module `npm run serve`: the production start (DECISIONS.md 7, ADR 0015). Serves the built apps (`npm run build`)
 * and the API from the environment only: no emulator, no embedded database, no demo data. The API checks the
 * environment first (api/src/lib/env.ts with APP_MODE=production) and refuses, with one line per problem, the Auth
 * emulator, a demo-* Firebase project, missing credentials (GOOGLE_APPLICATION_CREDENTIALS or
 * FIREBASE_SERVICE_ACCOUNT), a missing web API key or DATABASE_URL; then it applies the pending migrations and
 * listens on HOST (default 0.0.0.0) and PORT (default 8080). The Storybook `npm run build` built
 * (stories/storybook-static) is served at /storybook, read-only and cached. SIGINT and SIGTERM stop it gracefully.
 * Exit code: the API's (1 when the environment is refused or the apps are not built).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DENO = path.join(ROOT, 'node_modules/.bin/deno');
const APPS_DIR = path.join(ROOT, 'apps');
// The designers' Storybook at /storybook (issue 34), built by `npm run build`.
const STORYBOOK_DIR = path.join(ROOT, 'stories', 'storybook-static');
const storybookBuilt = existsSync(path.join(STORYBOOK_DIR, 'index.html'));
const env = { ...process.env, APP_MODE: 'production', APPS_DIR, ...(storybookBuilt ? { STORYBOOK_DIR } : {}) };

console.info('Modo de produção: sem emulador nem dados de demonstração; configuração lida do ambiente.');

// The environment first: importing env.ts validates it and exits 1 with the reasons.
const check = spawnSync(DENO, ['run', '-A', 'api/src/lib/env.ts'], { cwd: ROOT, env, stdio: 'inherit' });
if (check.status !== 0) {
  console.error('Produção recusada: corrija o ambiente acima (README, "Running in production").');
  process.exit(1);
}

const missing = ['traveller', 'partner-portal', 'admin'].filter((app) =>
  !existsSync(path.join(APPS_DIR, app, 'dist', 'index.html'))
);
if (missing.length) {
  console.error(`Aplicações não construídas (${missing.join(', ')}): corra npm run build antes de npm run serve.`);
  process.exit(1);
}

if (!storybookBuilt) console.warn('Storybook não construído: /storybook fica de fora (npm run build constrói-o).');

if (!process.env.SMTP_URL) {
  console.warn('SMTP_URL não definido: os e-mails ficam na fila (outbound_messages) até haver um servidor SMTP.');
}

const api = spawn(DENO, ['run', '-A', 'api/src/main.ts'], { cwd: ROOT, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
