/**
 * @module Every booking type has all of its product's parts (issue 31, ADR 0021 'Adding a product'): the parts the
 * type checker cannot see. The registry itself (`PRODUCTS`, typed by BOOKING_TYPES) and the tables keyed by
 * `BookingType` are the type checker's; this test fails, naming the type and the part, when a product lacks its folder
 * files, its place in the layers, its SQL (the booking type allowed by the table, its booking facts in `booking_facts`,
 * its give-back trigger on the booking's status) or, for a part every answer carries, its blank part.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from '../../test/helpers.ts';
import { BOOKING_TYPES, type LedgerBooking } from '../bookings/bookings.schemas.ts';
import { ALL_PRODUCTS, PRODUCTS, withBlankParts } from './booking-desk.products.ts';
import { BookingSchema } from './booking-desk.schemas.ts';

const domains = fileURLToPath(new URL('../', import.meta.url));
/** A booking type's product folder: the type in the plural ('ride' -> domains/rides). */
const folderOf = (type: string) => `${type}s`;

Deno.test('every booking type has its product folder, its product in the registry and its place in the layers', () => {
  const layers = readFileSync(fileURLToPath(new URL('../../../layers.depcruise.cjs', import.meta.url)), 'utf8');
  const listed = /const PRODUCTS = \[([^\]]*)\]/.exec(layers)?.[1] ?? '';
  for (const type of BOOKING_TYPES) {
    const folder = folderOf(type);
    for (const part of ['product', 'booking', 'policy', 'policy.test', 'schemas', 'repo']) {
      assert.ok(existsSync(`${domains}${folder}/${folder}.${part}.ts`), `${type}: ${folder}/${folder}.${part}.ts`);
    }
    assert.ok(PRODUCTS[type], `${type}: its BookingProduct in PRODUCTS (booking-desk.products.ts)`);
    assert.ok(listed.includes(`'${folder}'`), `${type}: '${folder}' in PRODUCTS of api/layers.depcruise.cjs`);
  }
  assert.equal(ALL_PRODUCTS.length, BOOKING_TYPES.length);
});

Deno.test("every booking type's answer is a Booking: the parts every answer carries have their blank part", () => {
  for (const type of BOOKING_TYPES) {
    const ledger: LedgerBooking = {
      id: crypto.randomUUID(),
      type,
      status: 'pending',
      seats: null,
      provider: { id: 'p', name: 'Prestador' },
      subtotalCents: 100000,
      discountCents: 0,
      rewardRedemptionId: null,
      tripId: null,
      platformFeeBps: 1000,
      platformFeeCents: 10000,
      totalCents: 110000,
      providerAmountCents: 100000,
      currency: 'MZN',
      holdExpiresAt: null,
      paymentStatus: 'unpaid',
      payment: null,
      refund: null,
      active: true,
      canCancel: true,
      specialRequests: null,
      cancelReason: null,
      createdAt: new Date().toISOString(),
      confirmedAt: null,
      cancelledAt: null,
    };
    const parsed = BookingSchema.safeParse(withBlankParts(ledger));
    assert.ok(parsed.success, `${type}: ${JSON.stringify(parsed.error?.issues)}`);
  }
});

Deno.test("every booking type has its SQL: the table's type, its booking facts, its give-back trigger", async () => {
  const [check] = await sql<{ def: string }[]>`
    select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'bookings_type_check'
  `;
  const [facts] = await sql<{ def: string }[]>`select pg_get_viewdef('booking_facts'::regclass) as def`;
  const triggers = await sql<{ def: string }[]>`
    select pg_get_triggerdef(t.oid) as def from pg_trigger t
    where t.tgrelid = 'bookings'::regclass and not t.tgisinternal
  `;
  for (const type of BOOKING_TYPES) {
    assert.ok(check?.def.includes(`'${type}'`), `${type}: allowed by bookings_type_check (allow_check_value)`);
    const [view] = await sql`select 1 from pg_views where viewname = ${`booking_facts_${type}`}`;
    assert.ok(view, `${type}: its view booking_facts_${type} (migration 0341)`);
    assert.ok(
      facts?.def.includes(`booking_facts_${type}`),
      `${type}: booking_facts_${type} in booking_facts (select booking_facts_rebuild())`,
    );
    assert.ok(
      triggers.some((t) => /AFTER (INSERT OR )?UPDATE OF status ON/.test(t.def) && t.def.includes(`'${type}'`)),
      `${type}: its inventory given back by a trigger after update of status on bookings when (new.type = '${type}')`,
    );
  }
  // Every product's facts, for one booking of its type at most (the view's branches do not overlap).
  const [overlap] = await sql<{ n: number }[]>`
    select count(*)::int as n from (select booking_id from booking_facts group by 1 having count(*) > 1) x
  `;
  assert.equal(overlap?.n, 0);
});
