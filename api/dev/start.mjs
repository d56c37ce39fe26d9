/**
 * @module `npm start`: the development mode (DECISIONS.md 7, ADR 0015). Builds the apps and starts the whole
 * marketplace on http://localhost:8080 (PORT changes it), bound to 127.0.0.1 (HOST changes it), with the Auth emulator
 * and demo data, its data kept in .data/ across restarts. Ctrl-C stops everything. Production is `npm run serve`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApps, buildStorybook, ROOT, startMarketplace, STORYBOOK_DIR } from './services.mjs';
import { DEMO_ACCOUNTS } from './demo-accounts.mjs';

console.info(
  'Modo de desenvolvimento: emulador de autenticação e dados de demonstração, só em ' +
    `${process.env.HOST ?? '127.0.0.1'}; não use com pessoas nem dinheiro reais (produção: npm run serve).`,
);
// The API's mode, whatever the shell says (NODE_ENV=production would make it refuse the emulator).
process.env.APP_MODE = 'development';

const port = Number(process.env.PORT ?? 8080);
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(ROOT, '.data'));
/** A folder relative to the checkout when inside it, absolute otherwise. */
const shown = (folder) => path.relative(ROOT, folder).startsWith('..') ? folder : path.relative(ROOT, folder);

if (process.env.SKIP_BUILD !== '1') {
  console.info('A construir as aplicações e o Storybook (Vite)...');
  // The Storybook is for designers browsing the kit: a failed build leaves /storybook out, never the marketplace.
  const [, storybook] = await Promise.allSettled([buildApps(), buildStorybook({ quiet: true })]).then((r) => {
    if (r[0].status === 'rejected') throw r[0].reason;
    return r;
  });
  if (storybook.status === 'rejected') console.warn(`Storybook não construído: ${storybook.reason?.message ?? ''}`);
}
console.info('A iniciar a base de dados, o emulador de autenticação e a API...');
let marketplace;
try {
  marketplace = await startMarketplace({
    port,
    authPort: Number(process.env.AUTH_PORT ?? 9099),
    dataDir,
    storybookDir: existsSync(path.join(STORYBOOK_DIR, 'index.html')) ? STORYBOOK_DIR : undefined,
  });
} catch (err) {
  console.error(String(err?.message ?? err));
  process.exit(1);
}

console.info(`
MozTurismo está a correr em ${marketplace.url}
  Viajantes:        ${marketplace.url}/
  Motoristas:       ${marketplace.url}/drivers
  Alojamentos:      ${marketplace.url}/hotels
  Organizadores:    ${marketplace.url}/organizadores
  Administração:    ${marketplace.url}/admin
  API e docs:       ${marketplace.url}/api/docs
  Storybook (kit):  ${marketplace.url}/storybook
  E-mails enviados: ${marketplace.mailInboxUrl ?? `SMTP_URL (${process.env.SMTP_URL})`}
  M-Pesa:           ${
  marketplace.mpesaSimulatorUrl
    ? `simulador local ${marketplace.mpesaSimulatorUrl} (números de teste no README)`
    : 'sandbox'
}
  Cartões:          ${
  marketplace.dpoSimulatorUrl
    ? `página de pagamento simulada ${marketplace.dpoSimulatorUrl} (cartões de teste no README)`
    : 'sandbox'
}
  Base de dados:    ${
  process.env.DATABASE_URL ? 'DATABASE_URL' : `PostgreSQL embutido (${shown(path.join(dataDir, 'postgres'))})`
}

Contas de demonstração (senha: segredo123):
${DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(24)} ${a.roles}`).join('\n')}

Ctrl-C para parar.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.info('\nA parar...');
  await marketplace.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
