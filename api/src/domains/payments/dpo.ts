/**
 * @module The card rail on the acquirer's hosted page: DPO Pay's API v6 (the 3G API, 'API3G' XML; issue 25, ADR 0050),
 * on `fetch` and fast-xml-parser. No card number, expiry or CVV ever reaches our servers:
 * 1. `start` sends createToken (CompanyToken, Transaction: PaymentAmount, PaymentCurrency, CompanyRef = our short
 *    rail reference, RedirectURL/BackURL = the traveller's booking page, PTL in minutes = the confirm window) and
 *    answers `awaiting` with the hosted payment page (`{payUrl}?ID={TransToken}`) as `redirectUrl`;
 * 2. the traveller types the card and passes 3-D Secure on DPO's page, which sends them back to RedirectURL;
 * 3. the return (POST /api/payments/{id}/return), the reconciliation job and GET /api/payments/{id} past the deadline
 *    ask verifyToken; past the deadline a token still unpaid is cancelled (cancelToken) and the payment expires.
 * Refunds are refundToken (full or partial); a refund whose answer never came stays unknown for the admin's
 * reconciliation page (DPO documents no refund status query: asking again could refund twice). The rail pays no
 * payouts. Every answer code is mapped in `DPO_CODES` (the failure matrix of ADR 0050). The same code talks to DPO
 * and to the local simulator (api/dev/dpo-simulator.ts): only the URLs differ.
 */
import { XMLParser } from 'fast-xml-parser';
import type {
  CallContext,
  LiveAnswer,
  PaymentDetails,
  PaymentProvider,
  PaymentToStart,
  RefundToStart,
  StatusQuery,
} from './provider.ts';

/** The rail's settings (env DPO_*; README 'Payment rails'). */
export interface DpoConfig {
  /** 'https://secure.3gdirectpay.com' (DPO) or the local simulator's URL; the API is `{baseUrl}/API/v6/`. */
  baseUrl: string;
  /** The hosted payment page; default `{baseUrl}/payv2.php`. The token is appended as `?ID=`. */
  payUrl?: string;
  /** The merchant's CompanyToken. */
  companyToken: string;
  /** The service type DPO gave the merchant (Services/Service/ServiceType), e.g. '3854'. */
  serviceType: string;
  /** How long one call may take before it is abandoned as unknown, ms (default 30 s). */
  timeoutMs?: number;
  /** How long the traveller has on the hosted page (createToken's PTL), ms (default 15 min). */
  confirmWindowMs?: number;
  /** The fetch to use (tests). */
  fetch?: typeof fetch;
}

/** Sentences the payer reads, Portuguese (English in api/src/locales/en.json). */
export const CARD_MESSAGES = {
  redirect: 'Conclua o pagamento na página segura do cartão.',
  declined: 'O cartão foi recusado pelo banco. Tente outro cartão ou escolha outro método.',
  cancelled: 'Cancelou o pagamento na página do cartão. Pode tentar de novo.',
  expired: 'A página de pagamento expirou sem o pagamento ser concluído.',
  unavailable: 'O pagamento por cartão está indisponível de momento. Tente mais tarde ou escolha outro método.',
  limit: 'O valor ultrapassa o limite de pagamentos por cartão. Escolha outro método.',
  badRequest: 'Não foi possível iniciar o pagamento por cartão. Tente de novo ou escolha outro método.',
  checking: 'Ainda não recebemos a resposta do banco. Estamos a verificar o pagamento: não pague de novo.',
  refundFailed: 'O banco recusou a devolução para o cartão. A equipa vai tratar do reembolso.',
} as const;

type Outcome = 'succeeded' | 'failed' | 'expired' | 'awaiting' | 'unknown';

/** One DPO result code in one request's answer: our stable code, the outcome, what the payer reads. */
export interface DpoCode {
  description: string;
  code: string;
  outcome: Outcome;
  message?: string;
}

const C = CARD_MESSAGES;
const config = (description: string): DpoCode => ({
  description,
  code: 'CARD_CONFIGURATION',
  outcome: 'failed',
  message: C.unavailable,
});
const bad = (description: string): DpoCode => ({
  description,
  code: 'CARD_BAD_REQUEST',
  outcome: 'failed',
  message: C.badRequest,
});

/** DPO's documented result codes, per request (DPO 3G API v6: createToken, verifyToken, cancelToken, refundToken). */
export const DPO_CODES = {
  createToken: {
    '000': { description: 'Transaction created', code: 'CARD_REDIRECT', outcome: 'awaiting', message: C.redirect },
    '801': config('Request missing company token'),
    '802': config('Company token does not exist'),
    '803': config('No request or error in Request type name'),
    '804': config('Error in XML'),
    '902': bad('Data mismatch in one of the fields'),
    '904': config('Currency not supported'),
    '905': {
      description: 'Amount exceeds the transaction limit',
      code: 'CARD_LIMIT',
      outcome: 'failed',
      message: C.limit,
    },
    '906': {
      description: 'Monthly transactions limit exceeded',
      code: 'CARD_LIMIT',
      outcome: 'failed',
      message: C.limit,
    },
    '922': config('Provider does not exist'),
    '923': bad('Allocated money exceeds payment amount'),
    '930': bad('Block payment code incorrect'),
    // Our CompanyRef is unique per payment: 'already paid' means this very payment was paid; verify by CompanyRef.
    '940': { description: 'CompanyREF already exists and paid', code: 'CARD_DUPLICATE', outcome: 'unknown' },
    '950': bad('Request missing mandatory fields'),
    '960': bad('Tag has been sent multiple times'),
  },
  verifyToken: {
    '000': { description: 'Transaction paid', code: 'OK', outcome: 'succeeded' },
    // Authorised but not captured, or queued: money may still move. Asked again.
    '001': { description: 'Authorized', code: 'CARD_PENDING', outcome: 'unknown' },
    '002': { description: 'Transaction overpaid/underpaid', code: 'CARD_AMOUNT_MISMATCH', outcome: 'unknown' },
    '003': { description: 'Pending Bank', code: 'CARD_PENDING', outcome: 'unknown' },
    '005': { description: 'Queued Authorization', code: 'CARD_PENDING', outcome: 'unknown' },
    '007': { description: 'Pending Split Payment', code: 'CARD_PENDING', outcome: 'unknown' },
    '801': { ...config('Request missing company token'), outcome: 'unknown' },
    '802': { ...config('Company token does not exist'), outcome: 'unknown' },
    '803': { ...config('No request or error in Request type name'), outcome: 'unknown' },
    '804': { ...config('Error in XML'), outcome: 'unknown' },
    '900': { description: 'Transaction not paid yet', code: 'CARD_NOT_PAID', outcome: 'awaiting' },
    '901': { description: 'Transaction declined', code: 'CARD_DECLINED', outcome: 'failed', message: C.declined },
    '902': { description: 'Data mismatch in one of the fields', code: 'CARD_BAD_REQUEST', outcome: 'unknown' },
    '903': {
      description: 'The transaction passed the Payment Time Limit',
      code: 'CARD_EXPIRED',
      outcome: 'expired',
      message: C.expired,
    },
    '904': { description: 'Transaction cancelled', code: 'CARD_CANCELLED', outcome: 'failed', message: C.cancelled },
    '950': {
      description: 'Request missing transaction level mandatory fields',
      code: 'CARD_BAD_REQUEST',
      outcome: 'unknown',
    },
  },
  cancelToken: {
    '000': { description: 'Transaction cancelled', code: 'CARD_EXPIRED', outcome: 'expired', message: C.expired },
    '999': { description: 'Transaction already paid or being processed', code: 'CARD_PENDING', outcome: 'unknown' },
  },
  refundToken: {
    '000': { description: 'Refund successful', code: 'OK', outcome: 'succeeded' },
    '801': config('Request missing company token'),
    '802': config('Company token does not exist'),
    '803': config('No request or error in Request type name'),
    '804': config('Error in XML'),
    '999': { description: 'Refund declined', code: 'CARD_REFUND_REFUSED', outcome: 'failed', message: C.refundFailed },
  },
} satisfies Record<string, Record<string, DpoCode>>;

export type DpoRequest = keyof typeof DPO_CODES;

/** An answer no code explains (an undocumented code, a 5xx page, no XML): unknown, asked again later. */
export const DPO_UNRECOGNISED: DpoCode = {
  description: 'Unrecognised answer',
  code: 'CARD_UNRECOGNISED_ANSWER',
  outcome: 'unknown',
};
/** No answer at all (time-out, connection refused or lost): unknown, asked again later. */
export const DPO_NETWORK: DpoCode = { description: 'No answer', code: 'CARD_TIMEOUT', outcome: 'unknown' };

/** The code of a request's result, or DPO_UNRECOGNISED. */
export function dpoCode(request: DpoRequest, result: string | undefined): DpoCode {
  const table = DPO_CODES[request] as Record<string, DpoCode>;
  return (result && table[result]) || DPO_UNRECOGNISED;
}

/**
 * Centavos as DPO's PaymentAmount (two decimals).
 * @example dpoAmount(264000) // '2640.00'
 */
export function dpoAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`not a positive amount: ${cents}`);
  return (cents / 100).toFixed(2);
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The XML body of a request: nested objects become elements, in order. */
export function dpoXml(request: DpoRequest, companyToken: string, body: Record<string, unknown>): string {
  const el = (name: string, value: unknown): string =>
    value !== null && typeof value === 'object'
      ? `<${name}>${Object.entries(value).map(([k, v]) => el(k, v)).join('')}</${name}>`
      : `<${name}>${escapeXml(String(value))}</${name}>`;
  return `<?xml version="1.0" encoding="utf-8"?><API3G>${el('CompanyToken', companyToken)}${el('Request', request)}${
    Object.entries(body).map(([k, v]) => el(k, v)).join('')
  }</API3G>`;
}

const parser = new XMLParser({ parseTagValue: false, trimValues: true });

/** The fields of an API3G answer (strings), or null when it is not one. */
export function parseDpoAnswer(text: string): Record<string, string> | null {
  try {
    const doc = parser.parse(text);
    const root = doc?.API3G;
    if (!root || typeof root !== 'object') return null;
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(root)) if (typeof v === 'string' || typeof v === 'number') out[k] = String(v);
    return out;
  } catch {
    return null;
  }
}

interface RawAnswer {
  http: number;
  body: Record<string, string> | null;
  network?: 'timeout' | 'error';
}

/** The live answer of a code. */
function answerOf(c: DpoCode, providerCode: string, reference: string | null, extra: Partial<LiveAnswer> = {}) {
  return {
    state: c.outcome,
    reference,
    providerCode,
    code: c.code,
    ...(c.outcome === 'failed' || c.outcome === 'expired' ? { reason: c.message ?? C.badRequest } : {}),
    ...(c.outcome === 'unknown' ? { retryAfterMs: 30_000 } : {}),
    ...extra,
  } satisfies LiveAnswer;
}

/**
 * Creates the card rail on DPO's hosted page.
 * @example createDpoProvider({ baseUrl: 'https://secure.3gdirectpay.com', companyToken, serviceType: '3854' })
 */
export function createDpoProvider(cfg: DpoConfig): PaymentProvider & {
  call(request: DpoRequest, body: Record<string, unknown>, signal?: AbortSignal): Promise<RawAnswer>;
} {
  const doFetch = cfg.fetch ?? fetch;
  const timeoutMs = cfg.timeoutMs ?? 30_000;
  const confirmWindowMs = cfg.confirmWindowMs ?? 15 * 60_000;
  const apiUrl = cfg.baseUrl.replace(/\/$/, '') + '/API/v6/';
  const payUrl = cfg.payUrl ?? cfg.baseUrl.replace(/\/$/, '') + '/payv2.php';

  async function call(request: DpoRequest, body: Record<string, unknown>, signal?: AbortSignal): Promise<RawAnswer> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let res: Response;
    try {
      res = await doFetch(apiUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/xml' },
        body: dpoXml(request, cfg.companyToken, body),
        signal: both,
      });
    } catch (err) {
      const aborted = both.aborted || (err instanceof DOMException && err.name === 'TimeoutError');
      return { http: 0, body: null, network: aborted ? 'timeout' : 'error' };
    }
    let text = '';
    try {
      text = await res.text();
    } catch {
      return { http: res.status, body: null, network: both.aborted ? 'timeout' : 'error' };
    }
    return { http: res.status, body: res.ok ? parseDpoAnswer(text) : null };
  }

  /** The code of an answer: network, unparseable, or the Result of `request`. */
  const codeOf = (request: DpoRequest, raw: RawAnswer): [DpoCode, string] => {
    if (raw.network) return [DPO_NETWORK, raw.network === 'timeout' ? 'TIMEOUT' : 'NETWORK'];
    const result = raw.body?.Result;
    if (!result) return [DPO_UNRECOGNISED, `HTTP-${raw.http}`];
    return [dpoCode(request, result), `DPO-${result}`];
  };

  /** verifyToken of a payment (by its token, else by our CompanyRef), cancelToken past the deadline. */
  async function paymentStatus(q: StatusQuery, now: Date): Promise<LiveAnswer> {
    const token = q.providerReference;
    const raw = await call('verifyToken', token ? { TransactionToken: token } : { CompanyRef: q.railReference });
    const [c, providerCode] = codeOf('verifyToken', raw);
    const reference = raw.body?.TransactionToken || token;
    const past = q.deadlineAt !== null && q.deadlineAt <= now;
    if (c.outcome === 'succeeded') return answerOf(c, providerCode, reference);
    // No page was ever created for us (createToken never answered): past the deadline nobody can have paid.
    if (!reference && past) return answerOf(DPO_CODES.cancelToken['000'], providerCode, null);
    if (c.outcome !== 'awaiting') return answerOf(c, providerCode, reference ?? null);
    if (!past) return answerOf(c, providerCode, reference ?? null, { retryAfterMs: 15_000 });
    // Not paid and past the deadline: the page is cancelled so it can never be paid late, then the payment expires.
    const cancelled = await call('cancelToken', { TransactionToken: reference });
    const [cc, cancelCode] = codeOf('cancelToken', cancelled);
    return answerOf(cc, `${providerCode}/${cancelCode}`, reference);
  }

  return {
    name: 'dpo',
    live: true,
    timeoutMs,
    confirmWindowMs,
    call,
    async start(payment: PaymentToStart, details: PaymentDetails, now: Date, ctx?: CallContext) {
      if (details.method !== 'card') throw new Error('the DPO rail takes card payments only');
      if (!ctx?.returnUrl) throw new Error('the hosted card page needs the URL to send the traveller back to');
      const ref = ctx.railReference;
      const raw = await call('createToken', {
        Transaction: {
          PaymentAmount: dpoAmount(payment.amountCents),
          PaymentCurrency: payment.currency,
          CompanyRef: ref,
          RedirectURL: ctx.returnUrl,
          BackURL: ctx.returnUrl,
          CompanyRefUnique: 1,
          PTL: Math.max(1, Math.floor(confirmWindowMs / 60_000)),
          PTLtype: 'minutes',
        },
        Services: {
          Service: {
            ServiceType: cfg.serviceType,
            ServiceDescription: `Reserva ${ref}`,
            ServiceDate: now.toISOString().slice(0, 16).replace('T', ' ').replace(/-/g, '/'),
          },
        },
      }, ctx.signal);
      const [c, providerCode] = codeOf('createToken', raw);
      const token = raw.body?.TransToken || null;
      if (c.outcome === 'awaiting') {
        if (!token) return answerOf(DPO_UNRECOGNISED, providerCode, null);
        return answerOf(c, providerCode, token, {
          redirectUrl: `${payUrl}?ID=${encodeURIComponent(token)}`,
          retryAfterMs: confirmWindowMs,
        });
      }
      return answerOf(c, providerCode, null);
    },
    async refund(refund: RefundToStart, _now: Date, ctx?: CallContext) {
      if (!refund.paymentReference) {
        return answerOf(DPO_CODES.refundToken['999'], 'NONE', null);
      }
      const raw = await call('refundToken', {
        TransactionToken: refund.paymentReference,
        refundAmount: dpoAmount(refund.amountCents),
        refundDetails: `Reembolso ${ctx?.railReference ?? refund.id}`,
        refundRef: ctx?.railReference ?? refund.id.replace(/-/g, '').slice(0, 12),
      }, ctx?.signal);
      const [c, providerCode] = codeOf('refundToken', raw);
      return answerOf(c, providerCode, c.outcome === 'succeeded' ? refund.paymentReference : null);
    },
    payout(): Promise<LiveAnswer> {
      throw new Error('the card rail pays no payouts');
    },
    async voidPayment(payment: { id: string; reference: string | null }): Promise<void> {
      // The booking was cancelled: the page can no longer be paid. A payment taken anyway is refunded (late_payment).
      if (payment.reference) await call('cancelToken', { TransactionToken: payment.reference });
    },
    paymentStatus,
    // No refund status query in DPO's API: an unknown refund stays for the admin (asking again could refund twice).
    refundStatus: () => Promise.resolve(answerOf(DPO_UNRECOGNISED, 'NO-QUERY', null, { retryAfterMs: 30 * 60_000 })),
  };
}
