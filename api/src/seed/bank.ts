/**
 * @module The platform's bank account is never demo data (issue 32): travellers were shown 'Banco de Demonstração' in
 * the bank tab as if it were real. An admin enters the platform's account in /admin/settings; until then the bank tab
 * says plainly that transfers are not available (409 BANK_TRANSFER_UNAVAILABLE, 'A conta bancária da plataforma ainda
 * não foi indicada. Escolha cartão ou M-Pesa.'). The account the seed wrote before (issue 12) is taken away again,
 * only when it is still exactly that demo account (an admin's own account stays).
 */
import type { Sql } from '../lib/db.ts';

/** The demo account the earlier seed wrote (issue 12, ADR 0025). */
const OLD_DEMO_ACCOUNT = {
  bankName: 'Banco de Demonstração', // i18n-exempt
  accountHolder: 'MozTurismo (conta de demonstração)', // i18n-exempt
  iban: 'MZ59000300000012345678088',
};

/** Deletes the seeded demo bank account, if it is still set unchanged. */
export async function removeDemoBankAccount(sql: Sql) {
  await sql`
    delete from settings
    where key = 'bank_transfer_account'
      and value->>'bankName' = ${OLD_DEMO_ACCOUNT.bankName}
      and value->>'accountHolder' = ${OLD_DEMO_ACCOUNT.accountHolder}
      and value->>'iban' = ${OLD_DEMO_ACCOUNT.iban}
  `;
}
