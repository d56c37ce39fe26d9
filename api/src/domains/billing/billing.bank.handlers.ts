import { sql } from '../../lib/db.ts';
import type { AppRouteHandler } from '../../lib/types.ts';
import {
  type BankTransferSettings,
  formatIban,
  getBankTransferSettings,
  normaliseMzIban,
  saveBankTransferSettings,
} from './billing.bank.ts';
import type { BankTransferSettingsOut } from './billing.bank.schemas.ts';
import type { GetBankTransferRoute, UpdateBankTransferRoute } from './billing.bank.routes.ts';

const toOut = (s: BankTransferSettings): BankTransferSettingsOut => ({
  account: s.account ? { ...s.account, ibanFormatted: formatIban(s.account.iban) } : null,
  expiryDays: s.expiryDays,
});

export const getBankTransfer: AppRouteHandler<GetBankTransferRoute> = async (c) => {
  return c.json({ data: toOut(await getBankTransferSettings(sql)) }, 200);
};

export const updateBankTransfer: AppRouteHandler<UpdateBankTransferRoute> = async (c) => {
  const body = c.req.valid('json');
  const account = { bankName: body.bankName, accountHolder: body.accountHolder, iban: normaliseMzIban(body.iban)! };
  await saveBankTransferSettings(sql, { account, expiryDays: body.expiryDays });
  return c.json({ data: toOut(await getBankTransferSettings(sql)) }, 200);
};
