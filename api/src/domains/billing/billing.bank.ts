/**
 * @module The platform's bank account for transfers (issue 12 'Bank transfers that can be paid', ADR 0025): bank,
 * account holder and Mozambican IBAN ('MZ59' and the 21-digit NIB, ISO 13616 modulo 97), and how many days a transfer
 * waits for the admin's confirmation. Two rows of `settings`, edited by admins.
 */
import type { Db } from '../../lib/db.ts';

export interface BankAccount {
  bankName: string;
  accountHolder: string;
  /** 'MZ59' and 21 digits, no spaces. */
  iban: string;
}

export interface BankTransferSettings {
  /** Null until an admin has entered it: the bank tab then says transfers are not available. */
  account: BankAccount | null;
  /** Days an unconfirmed transfer waits before it expires and the booking is released (1 to 30). */
  expiryDays: number;
}

export const DEFAULT_EXPIRY_DAYS = 3;
export const EXPIRY_DAYS_RANGE = { min: 1, max: 30 } as const;

/** The IBAN checks are the rules package's (ibantools, mod-97; issue 29), shared with the apps. */
export { formatIban, normaliseMzIban } from '@turismo/rules/iban.ts';

/** The bank settings. */
export async function getBankTransferSettings(sql: Db): Promise<BankTransferSettings> {
  const rows = await sql<{ key: string; value: unknown }[]>`
    select key, value from settings where key in ('bank_transfer_account', 'bank_transfer_expiry_days')
  `;
  const account = rows.find((r) => r.key === 'bank_transfer_account')?.value as BankAccount | undefined;
  const days = Number(rows.find((r) => r.key === 'bank_transfer_expiry_days')?.value);
  return {
    account: account && account.iban ? account : null,
    expiryDays: Number.isInteger(days) && days >= EXPIRY_DAYS_RANGE.min && days <= EXPIRY_DAYS_RANGE.max
      ? days
      : DEFAULT_EXPIRY_DAYS,
  };
}

/** Saves the bank settings (already checked). */
export async function saveBankTransferSettings(sql: Db, settings: { account: BankAccount; expiryDays: number }) {
  await sql`
    insert into settings (key, value, updated_at) values
      ('bank_transfer_account', ${sql.json(settings.account as never)}, now()),
      ('bank_transfer_expiry_days', to_jsonb(${settings.expiryDays}::int), now())
    on conflict (key) do update set value = excluded.value, updated_at = now()
  `;
}
