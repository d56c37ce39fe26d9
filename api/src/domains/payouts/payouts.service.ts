/**
 * @module Provider earnings (issue 12, ADR 0026): the balance, the earnings per booking, the monthly statement and
 * the payout method, whose holder name must be the provider's verified identity name. Amounts are centavos; months
 * are calendar months in Africa/Maputo.
 */
import type { Db } from '../../lib/db.ts';
import { csvCell, streamCsv } from '../../lib/csv-stream.ts';
import { nibToIban } from '@turismo/rules/iban.ts';
import { AppError } from '../../lib/errors.ts';
import { fold } from '../../lib/text.ts';
import { maputoInstant } from '../../lib/time.ts';
import {
  identityOf,
  ledgerMonths,
  listEarnings,
  openingBalance,
  payoutMethodOf,
  providerBalance,
  providerName,
  savePayoutMethod,
  settleDuePayouts,
  statementLineRows,
  statementLines,
  toStatementLine,
} from './payouts.repo.ts';
import type {
  EarningsPage,
  EarningsQuery,
  PayoutMethod,
  PayoutMethodBody,
  Statement,
  StatementLine,
} from './payouts.schemas.ts';
import { PAYOUT_MESSAGES } from './payouts.schemas.ts';

/** The instants that open `month` ('yyyy-MM') and the next month, in Maputo. */
export function monthRange(month: string): { start: Date; end: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { start: maputoInstant(`${month}-01`), end: maputoInstant(`${next}-01`) };
}

/** The balance, the payout method and the months with statements; due payouts are settled first. */
export async function earningsSummary(sql: Db, userId: string, now: Date) {
  await settleDuePayouts(sql, now, { providerId: userId });
  const [balance, payoutMethod, months] = await Promise.all([
    providerBalance(sql, userId, now),
    payoutMethodOf(sql, userId),
    ledgerMonths(sql, userId),
  ]);
  return { balance, payoutMethod, months };
}

/** One page of the provider's paid bookings with what each earns them. */
export async function earningsPage(sql: Db, userId: string, q: EarningsQuery, now: Date): Promise<EarningsPage> {
  const range = q.month ? monthRange(q.month) : null;
  const { items, total } = await listEarnings(sql, userId, now, {
    start: range?.start ?? null,
    end: range?.end ?? null,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  return { items, total, page: q.page, pageSize: q.pageSize };
}

/**
 * The statement of one month: the opening balance, every line (bookings paid, refunds, payouts), the totals and the
 * closing balance (opening + lines). The closing balance of the current month is the provider's balance.
 */
export async function statement(sql: Db, userId: string, month: string, now: Date): Promise<Statement> {
  await settleDuePayouts(sql, now, { providerId: userId });
  const { start, end } = monthRange(month);
  const [{ opening, lines }, name] = await Promise.all([
    statementLines(sql, userId, start, end),
    providerName(sql, userId),
  ]);
  const sum = (kind: string) => lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.amount, 0);
  const earned = sum('booking'), refunded = -sum('refund'), paidOut = -sum('payout');
  return {
    month,
    providerName: name,
    openingBalance: opening,
    earned,
    refunded,
    paidOut,
    closingBalance: opening + earned - refunded - paidOut,
    lines,
  };
}

const KIND_LABEL = { booking: 'Reserva', refund: 'Reembolso', payout: 'Pagamento' } as const;
// Statement words, in Portuguese like the statements (ADR 0039).
const STATUS_LABEL: Record<string, string> = {
  pending: 'Em processamento', // i18n-exempt
  succeeded: 'Concluído', // i18n-exempt
  failed: 'Falhou',
};

/** Centavos as '1234.50' (CSV: a plain decimal number any spreadsheet reads). */
const decimal = (cents: number) => (cents < 0 ? '-' : '') + (Math.abs(cents) / 100).toFixed(2);

/** The local date and time of an instant in Maputo, 'dd/MM/yyyy HH:mm'. */
export function maputoText(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 2 * 3600_000); // Africa/Maputo is UTC+2 all year (no DST).
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p(d.getUTCHours())}:${
    p(d.getUTCMinutes())
  }`;
}

/**
 * The statement as CSV (RFC 4180, UTF-8 with BOM, comma separated, amounts in MZN with a decimal point): one row per
 * line between the opening and the closing balance.
 */
export function statementCsv(s: Statement): string {
  const rows = [
    STATEMENT_CSV_HEADER,
    ['', 'Saldo inicial', `Extracto ${s.month} - ${s.providerName}`, '', decimal(s.openingBalance)],
    ...s.lines.map(statementCsvLine),
    ['', 'Saldo final', '', '', decimal(s.closingBalance)],
  ];
  return '\uFEFF' + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const STATEMENT_CSV_HEADER = ['data', 'tipo', 'descricao', 'estado', 'valor_mzn'];
const statementCsvLine = (l: StatementLine) => [
  maputoText(l.at),
  KIND_LABEL[l.kind],
  l.description,
  l.status ? STATUS_LABEL[l.status] ?? l.status : '',
  decimal(l.amount),
];

/**
 * GET /api/earnings/statements/{month}/csv: the month's statement as CSV, streamed from a cursor (lib/csv-stream.ts,
 * ADR 0047): the same file as {@link statementCsv} of {@link statement}, without holding the month's lines in memory
 * (the closing balance is added up while the lines are written). Due payouts are settled first.
 */
export async function statementCsvStream(sql: Db, userId: string, month: string, now: Date) {
  await settleDuePayouts(sql, now, { providerId: userId });
  const { start, end } = monthRange(month);
  const [opening, name] = await Promise.all([
    openingBalance(sql, userId, start),
    providerName(sql, userId),
  ]);
  let closing = opening;
  return streamCsv(statementLineRows(sql, userId, start, end), {
    head: [STATEMENT_CSV_HEADER, ['', 'Saldo inicial', `Extracto ${month} - ${name}`, '', decimal(opening)]],
    line: (row) => {
      closing += row.amount;
      return statementCsvLine(toStatementLine(row));
    },
    tail: () => [['', 'Saldo final', '', '', decimal(closing)]],
  });
}

export { KIND_LABEL, STATUS_LABEL };

/** 422 IDENTITY_NAME_MISSING: no profile name to check the holder against. */
const identityMissing = () =>
  new AppError(
    422,
    'IDENTITY_NAME_MISSING',
    'Complete o seu nome no perfil antes de indicar a conta para receber pagamentos.',
  );
/** 422 PAYOUT_HOLDER_MISMATCH: the holder is not the verified person. */
const holderMismatch = () =>
  new AppError(
    422,
    'PAYOUT_HOLDER_MISMATCH',
    'O nome do titular não corresponde ao nome da sua identidade verificada.',
  );

/** Words of a name, folded, without the particles that registries write or leave out (de, da, do, dos, das, e). */
const PARTICLES = new Set(['de', 'da', 'do', 'dos', 'das', 'e']);
export const nameWords = (name: string) =>
  fold(name).split(/[^\p{L}]+/u).filter((w) => w.length > 0 && !PARTICLES.has(w));

/**
 * Whether a payout holder is the identity: every word of the identity name (first and last name) is a word of the
 * holder name, accents and case ignored ('Carlos Alberto Mondlane' holds for 'Carlos Mondlane'; 'Ana Mondlane' does
 * not).
 */
export function holderMatches(identityName: string, holderName: string): boolean {
  const id = nameWords(identityName);
  const holder = new Set(nameWords(holderName));
  return id.length > 0 && id.every((w) => holder.has(w));
}

/**
 * The IBAN ('MZ59' + 21 digits) of a NIB or IBAN typed with spaces, or null when it is not one: its ISO 13616
 * mod-97 check must pass (the rules package's nibToIban, by ibantools; issue 29).
 * @example toIban('0001 0000 0012 3456 7894 0') // 'MZ59000100000012345678940'
 */
export const toIban = (account: string): string | null => nibToIban(account);

/**
 * Sets the caller's payout method after checking the holder against their identity name.
 * Errors: 400 (account), 422 IDENTITY_NAME_MISSING, 422 PAYOUT_HOLDER_MISMATCH.
 */
export async function setPayoutMethod(sql: Db, userId: string, body: PayoutMethodBody): Promise<PayoutMethod> {
  const identity = await identityOf(sql, userId);
  const identityName = [identity?.firstName, identity?.lastName].filter(Boolean).join(' ').trim();
  if (!identityName) throw identityMissing();
  if (!holderMatches(identityName, body.holderName)) throw holderMismatch();
  if (body.kind === 'mpesa') {
    return await savePayoutMethod(sql, userId, {
      kind: 'mpesa',
      holderName: body.holderName,
      mpesaPhone: body.phone,
      bankName: null,
      iban: null,
    });
  }
  const iban = toIban(body.account);
  if (!iban) {
    throw new AppError(400, 'VALIDATION_ERROR', PAYOUT_MESSAGES.account, [{
      path: 'account',
      message: PAYOUT_MESSAGES.account,
    }]);
  }
  return await savePayoutMethod(sql, userId, {
    kind: 'bank',
    holderName: body.holderName,
    mpesaPhone: null,
    bankName: body.bankName,
    iban,
  });
}
