/**
 * @module The platform fee (DECISIONS.md 2): one setting, default 10 %, editable by admins from 0 to 50 % in steps of
 * 0.1. The client pays total = subtotal + platform fee; the provider is owed the subtotal. Amounts are centavos.
 */
import { MAX_FEE_BPS } from '@turismo/rules/fee.ts';
import type { Db } from '../../lib/db.ts';

/** The fee in basis points when the setting is missing (10 %). */
export const DEFAULT_FEE_BPS = 1000;

/** The platform fee setting, in basis points (1000 = 10 %). */
export async function getFeeBps(sql: Db): Promise<number> {
  const [row]: [{ value: unknown }?] = await sql`select ${feeSettingSql(sql)} as value`;
  return feeBpsOf(row?.value);
}

/**
 * The fee setting's stored value (jsonb, or null when missing), as a scalar subquery to place in a select list, for a
 * booking that reads it in a statement it makes anyway (rides.booking.ts); `feeBpsOf` turns it into basis points.
 */
export function feeSettingSql(sql: Db) {
  return sql`(select value from settings where key = 'platform_fee_bps')`;
}

/** Basis points of a stored fee setting (`feeSettingSql`): DEFAULT_FEE_BPS when missing or out of 0..5000. */
export function feeBpsOf(value: unknown): number {
  const bps = Number(value ?? NaN);
  return Number.isInteger(bps) && bps >= 0 && bps <= MAX_FEE_BPS ? bps : DEFAULT_FEE_BPS;
}

/** Saves the platform fee setting (basis points, 0 to 5000). */
export async function setFeeBps(sql: Db, bps: number): Promise<void> {
  await sql`
    insert into settings (key, value, updated_at) values ('platform_fee_bps', to_jsonb(${bps}::int), now())
    on conflict (key) do update set value = excluded.value, updated_at = now()
  `;
}

export interface Amounts {
  subtotalCents: number;
  platformFeeBps: number;
  platformFeeCents: number;
  totalCents: number;
  providerAmountCents: number;
}

/**
 * The amounts of a booking: the fee is `subtotal × bps / 10000`, rounded half up to the centavo.
 * @param subtotalCents after any discount (DECISIONS.md 2)
 * @example computeAmounts(240000, 1000) // fee 24000, total 264000, provider 240000
 */
export function computeAmounts(subtotalCents: number, bps: number): Amounts {
  const platformFeeCents = Math.floor((subtotalCents * bps + 5000) / 10000);
  return {
    subtotalCents,
    platformFeeBps: bps,
    platformFeeCents,
    totalCents: subtotalCents + platformFeeCents,
    providerAmountCents: subtotalCents,
  };
}

/** Basis points as the percentage shown to people (1250 -> 12.5). */
export const bpsToPercentage = (bps: number) => bps / 100;
/** A percentage with at most one decimal as basis points (12.5 -> 1250). */
export const percentageToBps = (percentage: number) => Math.round(percentage * 100);
