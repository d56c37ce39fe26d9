/**
 * @module Demo payout data (issue 12, ADR 0026), idempotent: the payout methods of the demo driver, establishment
 * manager and organiser (in their own names), and one past batch that paid the manager's and the organiser's
 * available balances, so that their 'Ganhos' pages show a payout. The demo driver's available balance is left due:
 * an admin pays it from /admin/payouts.
 */
import type { Sql } from '../lib/db.ts';
import { createBatch } from '../domains/payouts/payouts.batches.ts';
import { createSandboxProvider } from '../domains/payments/sandbox.ts';

/** A valid NIB (the IBAN MZ59 + NIB passes its mod-97 check). */
export const DEMO_NIB = '000100000012345678940';

export async function seedDemoPayouts(sql: Sql, users: Map<string, string>, now = new Date()) {
  const driver = users.get('motorista@demo.co.mz');
  const hotel = users.get('hotel@demo.co.mz');
  const organiser = users.get('eventos@demo.co.mz');
  const admin = users.get('admin@demo.co.mz');
  if (!driver || !hotel || !organiser || !admin) return;
  await sql`
    insert into payout_methods (user_id, kind, holder_name, mpesa_phone, bank_name, iban)
    values (${driver}, 'mpesa', 'Carlos Nhantumbo', '+258847654321', null, null),
      (${hotel}, 'bank', 'Graça Cossa', null, 'Millennium bim', ${'MZ59' + DEMO_NIB}),
      (${organiser}, 'mpesa', 'Helena Mondlane', '+258845551234', null, null)
    on conflict (user_id) do nothing
  `;
  const [done]: [{ id: string }?] = await sql`
    select id from payout_batches where created_by = ${admin} and idempotency_key = 'demo-payouts'
  `;
  if (done) return;
  try {
    await createBatch(sql, admin, {
      providerIds: [hotel, organiser],
      key: 'demo-payouts',
      now,
      provider: createSandboxProvider({ delayMs: 0 }),
    });
  } catch (err) {
    // Nothing available yet for them (no past paid stay or event): no demo batch.
    if ((err as { code?: string }).code !== 'NOTHING_TO_PAY') throw err;
  }
}
