/**
 * @module The M-Pesa rail (Vodacom Mozambique's OpenAPI, developer.mpesa.vm.co.mz; issue 25, ADR 0042), on `fetch`
 * and `node:crypto` only: C2B single stage for payments, reversal for refunds (full or partial), B2C for payouts and
 * the transaction status query for reconciliation. The bearer is the API key encrypted with Vodacom's RSA public key
 * (PKCS#1 v1.5), base64; amounts are meticais as strings ('2640', '2640.50'); references are short alphanumerics
 * derived from our ids (the API refuses UUIDs and anything over 20 characters). Every answer is mapped through
 * mpesa.codes.ts. The same code talks to Vodacom and to the local simulator (api/dev/mpesa-simulator.ts): only the
 * base URL differs.
 */
import { constants, publicEncrypt } from 'node:crypto';
import { Buffer } from 'node:buffer';
import { MPESA_MESSAGES, MPESA_NETWORK, MPESA_UNRECOGNISED, type MpesaCode, mpesaCode } from './mpesa.codes.ts';
import type {
  CallContext,
  LiveAnswer,
  PaymentDetails,
  PaymentProvider,
  PaymentToStart,
  PayoutToStart,
  RefundToStart,
  StatusQuery,
} from './provider.ts';

/** The rail's settings (env MPESA_*; README 'Payment rails'). */
export interface MpesaConfig {
  /**
   * 'https://api.vm.co.mz' (production) or 'https://api.sandbox.vm.co.mz': each operation on its documented port
   * (C2B 18352, B2C 18345, query 18353, reversal 18354). A URL with a port (the simulator) serves every operation.
   */
  baseUrl: string;
  apiKey: string;
  /** Vodacom's public key: base64 DER as the portal shows it, or PEM. */
  publicKey: string;
  /** The business shortcode (input_ServiceProviderCode), e.g. '171717'. */
  serviceProviderCode: string;
  /** Reversals: the initiator identifier and its security credential. */
  initiatorIdentifier: string;
  securityCredential: string;
  /** The Origin header Vodacom expects. */
  origin?: string;
  /** How long one call may take before it is abandoned as unknown, ms (default 90 s: C2B waits for the PIN). */
  timeoutMs?: number;
  /** How long the traveller has to type the PIN before the payment is checked, ms (default timeoutMs + 30 s). */
  confirmWindowMs?: number;
  /** INS-16 (overload): how many more tries, and the first back-off in ms (doubled each time). Default 3 and 500. */
  retries?: number;
  backoffMs?: number;
  /** The fetch to use (tests). */
  fetch?: typeof fetch;
}

const PORTS = { c2b: 18352, b2c: 18345, query: 18353, reversal: 18354 } as const;
const PATHS = {
  c2b: '/ipg/v1x/c2bPayment/singleStage/',
  b2c: '/ipg/v1x/b2cPayment/',
  query: '/ipg/v1x/queryTransactionStatus/',
  reversal: '/ipg/v1x/reversal/',
} as const;
type Operation = keyof typeof PATHS;

/**
 * The URL of an operation: the documented port unless the base URL names its own.
 * @example operationUrl('https://api.vm.co.mz', 'c2b') // 'https://api.vm.co.mz:18352/ipg/v1x/c2bPayment/singleStage/'
 */
export function operationUrl(baseUrl: string, op: Operation): string {
  const url = new URL(baseUrl);
  if (!url.port) url.port = String(PORTS[op]);
  url.pathname = url.pathname.replace(/\/$/, '') + PATHS[op];
  return url.toString();
}

/** Vodacom's public key as PEM (the portal gives the base64 DER alone). */
export function publicKeyPem(key: string): string {
  if (key.includes('BEGIN PUBLIC KEY')) return key;
  const body = key.replace(/\s+/g, '');
  return `-----BEGIN PUBLIC KEY-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n`;
}

/** The bearer token: the API key RSA-encrypted (PKCS#1 v1.5) with Vodacom's public key, base64. */
export function bearerToken(apiKey: string, publicKey: string): string {
  const encrypted = publicEncrypt(
    { key: publicKeyPem(publicKey), padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(apiKey, 'utf8'),
  );
  return encrypted.toString('base64');
}

/**
 * Centavos as the meticais string M-Pesa takes: whole meticais without decimals, else two decimals.
 * @example mpesaAmount(264000) // '2640'; mpesaAmount(264050) // '2640.50'
 */
export function mpesaAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`not a positive amount: ${cents}`);
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/**
 * '+258841234567' as M-Pesa's MSISDN '258841234567'.
 * @example mpesaMsisdn('+258 84 123 4567') // '258841234567'
 */
export function mpesaMsisdn(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('258') ? digits : `258${digits}`;
}

/**
 * Our short reference of a record, sent as input_TransactionReference and input_ThirdPartyReference: a letter for the
 * kind (P payment, R refund, O payout) and the first 11 hex digits of its UUID, upper case (12 characters, unique
 * enough for one rail; a unique index guards it).
 * @example railReference('payment', '7d0c6a8e-2b1f-4f0e-9c3a-5e6f7a8b9c0d') // 'P7D0C6A8E2B1'
 */
export function railReference(kind: 'payment' | 'refund' | 'payout', id: string): string {
  const prefix = kind === 'payment' ? 'P' : kind === 'refund' ? 'R' : 'O';
  return prefix + id.replace(/-/g, '').slice(0, 11).toUpperCase();
}

interface RawAnswer {
  http: number;
  body: Record<string, string> | null;
  /** The call never got an answer (time-out, connection refused or lost). */
  network?: 'timeout' | 'error';
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(t);
      resolve();
    }, { once: true });
  });

/** The live answer of a code. */
function answerOf(c: MpesaCode, providerCode: string, reference: string | null): LiveAnswer {
  const state = c.outcome === 'succeeded' ? 'succeeded' : c.outcome === 'failed' ? 'failed' : 'unknown';
  return {
    state,
    reference,
    providerCode,
    code: c.code,
    ...(state === 'failed' ? { reason: c.message } : {}),
    ...(state === 'unknown' ? { retryAfterMs: 30_000 } : {}),
  };
}

/**
 * Creates the M-Pesa rail.
 * @example const mpesa = createMpesaProvider({ baseUrl: 'http://127.0.0.1:18352', apiKey, publicKey, ... })
 */
export function createMpesaProvider(config: MpesaConfig): PaymentProvider & {
  call(op: Operation, body: Record<string, string>, signal?: AbortSignal): Promise<RawAnswer>;
} {
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? 90_000;
  const retries = config.retries ?? 3;
  const backoffMs = config.backoffMs ?? 500;
  let token: string | null = null;

  async function call(op: Operation, body: Record<string, string>, signal?: AbortSignal): Promise<RawAnswer> {
    token ??= bearerToken(config.apiKey, config.publicKey);
    const method = op === 'query' ? 'GET' : op === 'reversal' ? 'PUT' : 'POST';
    let url = operationUrl(config.baseUrl, op);
    if (method === 'GET') url += '?' + new URLSearchParams(body).toString();
    const timeout = AbortSignal.timeout(timeoutMs);
    const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let res: Response;
    try {
      res = await doFetch(url, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          Origin: config.origin ?? 'developer.mpesa.vm.co.mz',
        },
        body: method === 'GET' ? undefined : JSON.stringify(body),
        signal: both,
      });
    } catch (err) {
      const aborted = both.aborted || (err instanceof DOMException && err.name === 'TimeoutError');
      return { http: 0, body: null, network: aborted ? 'timeout' : 'error' };
    }
    let parsed: Record<string, string> | null = null;
    try {
      const text = await res.text();
      const json = JSON.parse(text);
      parsed = json && typeof json === 'object' ? json : null;
    } catch {
      parsed = null;
    }
    return { http: res.status, body: parsed };
  }

  /** A call with INS-16 retried after a doubling back-off (the request was refused before processing). */
  async function callWithRetry(op: Operation, body: Record<string, string>, signal?: AbortSignal) {
    let raw = await call(op, body, signal);
    for (let i = 0; i < retries && raw.body?.output_ResponseCode === 'INS-16' && !signal?.aborted; i++) {
      await sleep(backoffMs * 2 ** i, signal);
      raw = await call(op, body, signal);
    }
    return raw;
  }

  /** The outcome of the answer to a call that moves money. */
  function moved(raw: RawAnswer, idField: string): LiveAnswer {
    if (raw.network) return answerOf(MPESA_NETWORK, raw.network === 'timeout' ? 'TIMEOUT' : 'NETWORK', null);
    const providerCode = raw.body?.output_ResponseCode;
    if (!providerCode) return answerOf(MPESA_UNRECOGNISED, `HTTP-${raw.http}`, null);
    const c = mpesaCode(providerCode);
    const reference = raw.body?.[idField] || raw.body?.output_TransactionID || null;
    // INS-16 still there after the retries: never processed, so it failed (the traveller may try again later).
    if (c.outcome === 'retry') return { state: 'failed', reference, providerCode, code: c.code, reason: c.message };
    return answerOf(c, providerCode, c.outcome === 'succeeded' ? reference : null);
  }

  /** The status query of a record by our reference. */
  async function status(q: StatusQuery, now: Date, kind: 'payment' | 'refund' | 'payout'): Promise<LiveAnswer> {
    const raw = await call('query', {
      input_ThirdPartyReference: `Q${q.railReference.slice(1)}`.slice(0, 20),
      input_QueryReference: q.railReference,
      input_ServiceProviderCode: config.serviceProviderCode,
    });
    if (raw.network) return answerOf(MPESA_NETWORK, raw.network === 'timeout' ? 'TIMEOUT' : 'NETWORK', null);
    const providerCode = raw.body?.output_ResponseCode;
    if (providerCode !== 'INS-0') {
      // The query itself failed: nothing learnt, ask again later.
      const c = providerCode ? mpesaCode(providerCode) : MPESA_UNRECOGNISED;
      return {
        state: 'unknown',
        reference: null,
        providerCode: providerCode ?? `HTTP-${raw.http}`,
        code: c.code,
        retryAfterMs: 60_000,
      };
    }
    const txStatus = (raw.body?.output_ResponseTransactionStatus ?? '').toLowerCase();
    const reference = raw.body?.output_TransactionID || q.providerReference;
    const past = q.deadlineAt !== null && q.deadlineAt <= now;
    switch (txStatus) {
      case 'completed':
        return { state: 'succeeded', reference, providerCode: 'INS-0/Completed', code: 'OK' };
      case 'cancelled':
        return {
          state: 'failed',
          reference: null,
          providerCode: 'INS-0/Cancelled',
          code: 'MPESA_CANCELLED_BY_CUSTOMER',
          reason: MPESA_MESSAGES.cancelled,
        };
      case 'failed':
        return {
          state: 'failed',
          reference: null,
          providerCode: 'INS-0/Failed',
          code: 'MPESA_FAILED',
          reason: MPESA_MESSAGES.failed,
        };
      case 'expired':
        return {
          state: 'expired',
          reference: null,
          providerCode: 'INS-0/Expired',
          code: 'MPESA_EXPIRED',
          reason: MPESA_MESSAGES.expired,
        };
      case 'pending':
        return {
          state: past ? 'unknown' : 'awaiting',
          reference: null,
          providerCode: 'INS-0/Pending',
          code: 'MPESA_PENDING',
          retryAfterMs: 15_000,
        };
      default:
        // Not found ('N/A'): the request never reached M-Pesa. Past the deadline nothing can still arrive.
        if (past) {
          return kind === 'payment'
            ? {
              state: 'expired',
              reference: null,
              providerCode: 'INS-0/N/A',
              code: 'MPESA_EXPIRED',
              reason: MPESA_MESSAGES.expired,
            }
            : {
              state: 'failed',
              reference: null,
              providerCode: 'INS-0/N/A',
              code: 'MPESA_NOT_RECEIVED',
              reason: MPESA_MESSAGES.reversalFailed,
            };
        }
        return {
          state: 'awaiting',
          reference: null,
          providerCode: 'INS-0/N/A',
          code: 'MPESA_PENDING',
          retryAfterMs: 15_000,
        };
    }
  }

  return {
    name: 'mpesa',
    live: true,
    timeoutMs,
    confirmWindowMs: config.confirmWindowMs ?? timeoutMs + 30_000,
    call,
    async start(payment: PaymentToStart, details: PaymentDetails, _now: Date, ctx?: CallContext) {
      if (details.method !== 'mpesa') throw new Error('the M-Pesa rail pays M-Pesa numbers only');
      const ref = ctx?.railReference ?? railReference('payment', payment.id);
      const raw = await callWithRetry('c2b', {
        input_TransactionReference: ref,
        input_CustomerMSISDN: mpesaMsisdn(details.mpesa.phone),
        input_Amount: mpesaAmount(payment.amountCents),
        input_ThirdPartyReference: ref,
        input_ServiceProviderCode: config.serviceProviderCode,
      }, ctx?.signal);
      return moved(raw, 'output_TransactionID');
    },
    async refund(refund: RefundToStart, _now: Date, ctx?: CallContext) {
      const ref = ctx?.railReference ?? railReference('refund', refund.id);
      if (!refund.paymentReference) {
        return {
          state: 'failed',
          reference: null,
          providerCode: 'NONE',
          code: 'MPESA_INVALID_TRANSACTION',
          reason: MPESA_MESSAGES.reversalFailed,
        } satisfies LiveAnswer;
      }
      const raw = await callWithRetry('reversal', {
        input_TransactionID: refund.paymentReference,
        input_SecurityCredential: config.securityCredential,
        input_InitiatorIdentifier: config.initiatorIdentifier,
        input_ThirdPartyReference: ref,
        input_ServiceProviderCode: config.serviceProviderCode,
        input_ReversalAmount: mpesaAmount(refund.amountCents),
      }, ctx?.signal);
      return moved(raw, 'output_ReversalTransactionID');
    },
    async payout(payout: PayoutToStart, _now: Date, ctx?: CallContext) {
      if (payout.destination.method !== 'mpesa') throw new Error('the M-Pesa rail pays out to M-Pesa numbers only');
      const ref = ctx?.railReference ?? railReference('payout', payout.id);
      const raw = await callWithRetry('b2c', {
        input_TransactionReference: ref,
        input_CustomerMSISDN: mpesaMsisdn(payout.destination.phone),
        input_Amount: mpesaAmount(payout.amountCents),
        input_ThirdPartyReference: ref,
        input_ServiceProviderCode: config.serviceProviderCode,
      }, ctx?.signal);
      return moved(raw, 'output_TransactionID');
    },
    voidPayment(): Promise<void> {
      // M-Pesa cannot withdraw a PIN prompt: the life cycle keeps asking, and refunds a payment taken late.
      return Promise.resolve();
    },
    paymentStatus: (q, now) => status(q, now, 'payment'),
    refundStatus: (q, now) => status(q, now, 'refund'),
    payoutStatus: (q, now) => status(q, now, 'payout'),
  };
}
