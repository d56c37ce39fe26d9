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

/**
 * A Mozambican IBAN without spaces, upper case, when it is 'MZ59' and 21 digits and passes the modulo-97 check, else
 * null.
 * @example normaliseMzIban('MZ59 0003 0000 0012 3456 7808 8') // 'MZ59000300000012345678088'
 */
export function normaliseMzIban(input: string): string | null {
  const iban = input.replace(/\s+/g, '').toUpperCase();
  if (!/^MZ59\d{21}$/.test(iban)) return null;
  // ISO 13616: the country code and check digits moved to the end, letters as numbers (M=22, Z=35), modulo 97 = 1.
  const digits = iban.slice(4) + '2235' + iban.slice(2, 4);
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1 ? iban : null;
}

/** The IBAN in groups of four, as people read it ('MZ59 0003 0000 ...'). */
export const formatIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

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
