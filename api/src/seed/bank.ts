/**
 * @module Demo bank account of the platform (issue 12, ADR 0025): set once when none exists, so that the bank tab of
 * `npm start` can be paid; an admin changes it in /admin/settings (a real deployment enters its own).
 */
import type { Sql } from '../lib/db.ts';

/** Writes the demo account unless an admin already set one. */
export async function seedDemoBankAccount(sql: Sql) {
  const account = {
    bankName: 'Banco de Demonstração',
    accountHolder: 'MozTurismo (conta de demonstração)',
    iban: 'MZ59000300000012345678088',
  };
  await sql`
    insert into settings (key, value) values ('bank_transfer_account', ${sql.json(account)})
    on conflict (key) do nothing
  `;
}
