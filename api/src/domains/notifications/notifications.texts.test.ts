import assert from 'node:assert/strict';
import { sql } from '../../test/helpers.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { NOTIFICATION_TITLES } from './notifications.texts.ts';

/** The titles the database's functions write today: the third argument of each notify(...) / notify_admins call. */
async function titlesInDatabase(): Promise<string[]> {
  const rows = await sql<{ src: string }[]>`
    select prosrc as src from pg_proc
    where prosrc ~ 'notify(_admins)?\\(' and proname not in ('notify', 'notify_admins', 'live_event')
  `;
  const titles = new Set<string>();
  for (const { src } of rows) {
    for (const m of src.matchAll(/\bnotify(?:_admins)?\(\s*(?:[\w.]+\s*,\s*)?'[a-z_]+'\s*,\s*'((?:[^']|'')+)'/g)) {
      titles.add(m[1]!.replace(/''/g, "'"));
    }
  }
  return [...titles];
}

Deno.test('every notification title the database writes is listed, with its English', async () => {
  const titles = await titlesInDatabase();
  assert.ok(titles.length >= 20, `found ${titles.length} titles`);
  const listed = new Set<string>(NOTIFICATION_TITLES);
  for (const title of titles) {
    assert.ok(listed.has(title), `notifications.texts.ts misses the title '${title}'`);
    assert.notEqual(translateMessage(title, 'en'), title, `no English for '${title}'`);
  }
});

Deno.test('notification bodies translate by shape, with their units', () => {
  assert.equal(
    translateMessage('Maputo → Inhambane, 23/11/2026 07:00: 2 lugares. Boa viagem!', 'en'),
    'Maputo → Inhambane, 23/11/2026 07:00: 2 seats. Have a good trip!',
  );
  assert.equal(
    translateMessage('Casa do Mar, 12/12/2026 a 15/12/2026: 1 noite.', 'en'),
    'Casa do Mar, 12/12/2026 a 15/12/2026: 1 night.',
  );
  assert.equal(
    translateMessage('Bem-vindo ao nível Ouro: os seus pontos passam a valer ×1,5.', 'en'),
    'Welcome to the Gold level: your points are now worth ×1,5.',
  );
});
