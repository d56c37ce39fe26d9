/**
 * @module A local simulator of Vodacom Mozambique's M-Pesa OpenAPI (issue 25, ADR 0042), on loopback, for `npm start`
 * and the tests: the documented requests and answers of C2B single stage, B2C, reversal and the transaction status
 * query, on one port. It checks the bearer (the API key RSA-encrypted with its public key, PKCS#1 v1.5) and the
 * parameters like Vodacom does, keeps the transactions in memory and answers the status query from them.
 *
 * Magic numbers (the README's test values) make it misbehave, each as the real service can:
 * - +258 84 000 0000: INS-6 (the payment fails); a payout to it: INS-2002 (receiver invalid)
 * - +258 84 000 2006: INS-2006 (insufficient balance)      - +258 84 000 2051: INS-2051 (invalid number)
 * - +258 84 000 0005: INS-5 (the customer cancels on the phone)
 * - +258 84 000 0020: the PIN typed 20 s later, then INS-0
 * - +258 84 000 0009: INS-9 at once, but the payment completes (the status query says Completed)
 * - +258 84 000 0010: INS-10 (duplicate), the payment completed (the status query says Completed)
 * - +258 84 000 0016: INS-16 (overload) twice, then INS-0
 * - +258 84 000 0500: HTTP 500 with an HTML page; nothing recorded
 * - +258 84 000 0999: no answer at all (the caller times out); the payment completes 3 s later
 * - +258 84 000 0030: no answer; the payment completes only after `lateMs` (default 120 s): success after the deadline
 * - +258 84 000 0777: the payment succeeds; its reversal fails with INS-6 (the refund fails)
 * Any other valid Vodacom number (84, 85) pays after `pinDelayMs` (default 0).
 * Control endpoint: POST /__control {"next": [{"op": "c2b", "code": "INS-9", "delayMs": 0, "http": 408,
 * "hang": false, "complete": true}]} scripts the next answers; POST /__control {"pinDelayMs": 20000}; GET
 * /__control/transactions lists what was recorded; POST /__control/reset forgets everything.
 * Run alone: MPESA_SIM_PRIVATE_KEY=<pem> MPESA_SIM_API_KEY=... deno run -A api/dev/mpesa-simulator.ts --port 18352
 */
import { answerControl, cliArg } from './simulator-control.ts';
import { constants, createPublicKey, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { Buffer } from 'node:buffer';

type Op = 'c2b' | 'b2c' | 'reversal' | 'query';

interface Transaction {
  op: 'c2b' | 'b2c' | 'reversal';
  transactionReference: string;
  thirdPartyReference: string;
  transactionId: string;
  conversationId: string;
  msisdn: string;
  amountCents: number;
  status: 'Pending' | 'Completed' | 'Cancelled' | 'Failed' | 'Expired';
  /** The payment reversed (reversals), and what has been reversed of a payment. */
  originalTransactionId?: string;
  reversedCents: number;
  at: string;
}

export interface ScriptedAnswer {
  op: Op;
  code?: string;
  http?: number;
  delayMs?: number;
  /** Never answer (the caller times out). */
  hang?: boolean;
  /** Whether the money moves anyway (for unknown answers: INS-9, hang). Default true for c2b/b2c. */
  complete?: boolean;
}

export interface MpesaSimulatorOptions {
  port?: number;
  hostname?: string;
  apiKey?: string;
  /** PEM private key; generated when missing. */
  privateKey?: string;
  serviceProviderCode?: string;
  pinDelayMs?: number;
  lateMs?: number;
}

export interface MpesaSimulator {
  url: string;
  apiKey: string;
  /** Base64 DER, as Vodacom's portal gives it. */
  publicKey: string;
  serviceProviderCode: string;
  transactions: Transaction[];
  script(...answers: ScriptedAnswer[]): void;
  set(options: { pinDelayMs?: number; lateMs?: number }): void;
  reset(): void;
  stop(): Promise<void>;
}

const DESCRIPTIONS: Record<string, [number, string]> = {
  'INS-0': [201, 'Request processed successfully'],
  'INS-1': [500, 'Internal Error'],
  'INS-2': [401, 'Invalid API Key'],
  'INS-5': [401, 'Transaction cancelled by customer'],
  'INS-6': [401, 'Transaction Failed'],
  'INS-9': [408, 'Request timeout'],
  'INS-10': [409, 'Duplicate Transaction'],
  'INS-13': [400, 'Invalid Shortcode Used'],
  'INS-15': [400, 'Invalid Amount Used'],
  'INS-16': [503, 'Unable to handle the request due to a temporary overloading'],
  'INS-17': [400, 'Invalid Transaction Reference. Length Should Be Between 1 and 20.'],
  'INS-18': [400, 'Invalid TransactionID Used'],
  'INS-19': [400, 'Invalid ThirdPartyReference Used'],
  'INS-20': [400, 'Not All Parameters Provided. Please try again.'],
  'INS-2002': [400, 'Receiver invalid'],
  'INS-2006': [422, 'Insufficient balance'],
  'INS-2051': [400, 'MSISDN invalid'],
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const randomId = (prefix: string) => prefix + crypto.randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase();
const REFERENCE = /^[A-Za-z0-9]{1,20}$/;

/** Starts the simulator; `url` is its base URL (every operation on this one port). */
export function startMpesaSimulator(options: MpesaSimulatorOptions = {}): Promise<MpesaSimulator> {
  const apiKey = options.apiKey ?? 'simulator-api-key-' + crypto.randomUUID().slice(0, 8);
  let privateKey = options.privateKey;
  let publicKey: string;
  if (privateKey) {
    publicKey = createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64');
  } else {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    privateKey = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    publicKey = pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  }
  const serviceProviderCode = options.serviceProviderCode ?? '171717';
  let pinDelayMs = options.pinDelayMs ?? 0;
  let lateMs = options.lateMs ?? 120_000;
  const transactions: Transaction[] = [];
  let scripted: ScriptedAnswer[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };

  const reply = (code: string, fields: Record<string, string> = {}, http?: number) => {
    const [status, desc] = DESCRIPTIONS[code] ?? [400, 'Error'];
    return Response.json({ output_ResponseCode: code, output_ResponseDesc: desc, ...fields }, {
      status: http ?? status,
    });
  };

  const authorised = (req: Request) => {
    const auth = req.headers.get('authorization') ?? '';
    const token = auth.replace(/^Bearer\s+/i, '');
    try {
      const key = privateDecrypt(
        { key: privateKey!, padding: constants.RSA_PKCS1_PADDING },
        Buffer.from(token, 'base64'),
      ).toString('utf8');
      return key === apiKey;
    } catch {
      return false;
    }
  };

  const find = (ref: string) =>
    transactions.findLast((t) =>
      t.thirdPartyReference === ref || t.transactionId === ref || t.conversationId === ref ||
      t.transactionReference === ref
    );

  const takeScript = (op: Op) => {
    const i = scripted.findIndex((s) => s.op === op);
    if (i < 0) return undefined;
    const [s] = scripted.splice(i, 1);
    return s;
  };

  /** Waits forever (until the caller goes away): the caller's time-out fires. */
  const hang = (req: Request) =>
    new Promise<Response>((resolve) => {
      req.signal.addEventListener('abort', () => resolve(new Response(null, { status: 499 })), { once: true });
    });

  async function moveMoney(op: 'c2b' | 'b2c', req: Request, body: Record<string, string>): Promise<Response> {
    const required = [
      'input_TransactionReference',
      'input_CustomerMSISDN',
      'input_Amount',
      'input_ThirdPartyReference',
      'input_ServiceProviderCode',
    ];
    if (required.some((k) => !body[k])) return reply('INS-20');
    if (!REFERENCE.test(body.input_TransactionReference!)) return reply('INS-17');
    if (!REFERENCE.test(body.input_ThirdPartyReference!)) return reply('INS-19');
    if (body.input_ServiceProviderCode !== serviceProviderCode) return reply('INS-13');
    if (!/^\d+(\.\d{1,2})?$/.test(body.input_Amount!) || Number(body.input_Amount) <= 0) return reply('INS-15');
    const msisdn = body.input_CustomerMSISDN!;
    if (!/^258(84|85)\d{7}$/.test(msisdn)) return reply('INS-2051');
    if (transactions.some((t) => t.op === op && t.thirdPartyReference === body.input_ThirdPartyReference)) {
      return reply('INS-10');
    }
    const local = msisdn.slice(3);
    const tx: Transaction = {
      op,
      transactionReference: body.input_TransactionReference!,
      thirdPartyReference: body.input_ThirdPartyReference!,
      transactionId: randomId(op === 'c2b' ? 'C' : 'B'),
      conversationId: randomId('V'),
      msisdn,
      amountCents: Math.round(Number(body.input_Amount) * 100),
      status: 'Pending',
      reversedCents: 0,
      at: new Date().toISOString(),
    };
    const ids = {
      output_ConversationID: tx.conversationId,
      output_TransactionID: tx.transactionId,
      output_ThirdPartyReference: tx.thirdPartyReference,
    };
    const s = takeScript(op);
    if (s) {
      if (s.code !== 'INS-16' && s.code !== 'INS-20') transactions.push(tx);
      if (s.delayMs) await sleep(s.delayMs);
      const complete = s.complete ?? (s.code === undefined || s.code === 'INS-0' || s.hang || s.code === 'INS-9');
      tx.status = complete ? 'Completed' : s.code === 'INS-5' ? 'Cancelled' : 'Failed';
      if (s.hang) return hang(req);
      if (s.http && s.http >= 500 && !s.code) return new Response('<html>Bad gateway</html>', { status: s.http });
      return reply(s.code ?? 'INS-0', ids, s.http);
    }
    const fail = (code: string) => {
      tx.status = code === 'INS-5' ? 'Cancelled' : 'Failed';
      transactions.push(tx);
      return reply(code, ids);
    };
    if (op === 'b2c') {
      if (local === '840000000') return fail('INS-2002');
      transactions.push(tx);
      tx.status = 'Completed';
      return reply('INS-0', ids);
    }
    switch (local) {
      case '840000000':
        return fail('INS-6');
      case '840002006':
        return fail('INS-2006');
      case '840002051':
        return fail('INS-2051');
      case '840000005':
        await sleep(pinDelayMs);
        return fail('INS-5');
      case '840000016': {
        // Overloaded: refused (nothing recorded) until the third try.
        const tries = (overload.get(tx.thirdPartyReference) ?? 0) + 1;
        overload.set(tx.thirdPartyReference, tries);
        if (tries <= 2) return reply('INS-16');
        break;
      }
      case '840000500':
        return new Response('<html><body>502 Bad Gateway</body></html>', { status: 502 });
      case '840000009':
        transactions.push(tx);
        tx.status = 'Completed';
        return reply('INS-9', ids);
      case '840000010':
        transactions.push(tx);
        tx.status = 'Completed';
        return reply('INS-10', ids);
      case '840000999':
        transactions.push(tx);
        later(3000, () => (tx.status = 'Completed'));
        return hang(req);
      case '840000030':
        transactions.push(tx);
        later(lateMs, () => (tx.status = 'Completed'));
        return hang(req);
      case '840000020':
        transactions.push(tx);
        await sleep(20_000);
        tx.status = 'Completed';
        return reply('INS-0', ids);
    }
    transactions.push(tx);
    await sleep(pinDelayMs);
    tx.status = 'Completed';
    return reply('INS-0', ids);
  }
  const overload = new Map<string, number>();

  function reversal(body: Record<string, string>): Response {
    const required = [
      'input_TransactionID',
      'input_SecurityCredential',
      'input_InitiatorIdentifier',
      'input_ThirdPartyReference',
      'input_ServiceProviderCode',
    ];
    if (required.some((k) => !body[k])) return reply('INS-20');
    if (!REFERENCE.test(body.input_ThirdPartyReference!)) return reply('INS-19');
    if (body.input_ServiceProviderCode !== serviceProviderCode) return reply('INS-13');
    const s = takeScript('reversal');
    const original = transactions.find((t) => t.op === 'c2b' && t.transactionId === body.input_TransactionID);
    if (!original || original.status !== 'Completed') return reply('INS-18');
    if (transactions.some((t) => t.op === 'reversal' && t.thirdPartyReference === body.input_ThirdPartyReference)) {
      return reply('INS-10');
    }
    const amountCents = body.input_ReversalAmount
      ? Math.round(Number(body.input_ReversalAmount) * 100)
      : original.amountCents - original.reversedCents;
    if (!(amountCents > 0) || original.reversedCents + amountCents > original.amountCents) return reply('INS-15');
    const tx: Transaction = {
      op: 'reversal',
      transactionReference: body.input_ThirdPartyReference!,
      thirdPartyReference: body.input_ThirdPartyReference!,
      transactionId: randomId('R'),
      conversationId: randomId('V'),
      msisdn: original.msisdn,
      amountCents,
      status: 'Completed',
      originalTransactionId: original.transactionId,
      reversedCents: 0,
      at: new Date().toISOString(),
    };
    const ids = {
      output_ConversationID: tx.conversationId,
      output_ReversalTransactionID: tx.transactionId,
      output_ThirdPartyReference: tx.thirdPartyReference,
    };
    if (s?.code && s.code !== 'INS-0') {
      if (s.complete) {
        transactions.push(tx);
        original.reversedCents += amountCents;
      }
      return reply(s.code, ids, s.http);
    }
    if (original.msisdn === '258840000777') {
      tx.status = 'Failed';
      transactions.push(tx);
      return reply('INS-6', ids);
    }
    transactions.push(tx);
    original.reversedCents += amountCents;
    return reply('INS-0', ids);
  }

  function query(params: URLSearchParams): Response {
    if (!params.get('input_QueryReference') || !params.get('input_ThirdPartyReference')) return reply('INS-20');
    if (params.get('input_ServiceProviderCode') !== serviceProviderCode) return reply('INS-13');
    const s = takeScript('query');
    if (s?.code) return reply(s.code, {}, s.http);
    const tx = find(params.get('input_QueryReference')!);
    return reply('INS-0', {
      output_ConversationID: tx?.conversationId ?? 'N/A',
      output_ThirdPartyReference: params.get('input_ThirdPartyReference')!,
      output_ResponseTransactionStatus: tx?.status ?? 'N/A',
      ...(tx ? { output_TransactionID: tx.transactionId } : {}),
    }, 200);
  }

  const server = Deno.serve({
    port: options.port ?? 0,
    hostname: options.hostname ?? '127.0.0.1',
    onListen: () => {},
  }, async (req) => {
    const url = new URL(req.url);
    if (url.pathname.startsWith('/__control')) {
      return answerControl(req, url, sim, () => ({ transactions, pinDelayMs, lateMs }), () => scripted);
    }
    if (!authorised(req)) return reply('INS-2');
    let body: Record<string, string> = {};
    if (req.method !== 'GET') {
      try {
        body = await req.json();
      } catch {
        return reply('INS-21');
      }
    }
    if (req.method === 'POST' && url.pathname === '/ipg/v1x/c2bPayment/singleStage/') {
      return moveMoney('c2b', req, body);
    }
    if (req.method === 'POST' && url.pathname === '/ipg/v1x/b2cPayment/') return moveMoney('b2c', req, body);
    if (req.method === 'PUT' && url.pathname === '/ipg/v1x/reversal/') return reversal(body);
    if (req.method === 'GET' && url.pathname === '/ipg/v1x/queryTransactionStatus/') return query(url.searchParams);
    return reply('INS-22', {}, 404);
  });

  const sim: MpesaSimulator = {
    url: `http://127.0.0.1:${server.addr.port}`,
    apiKey,
    publicKey,
    serviceProviderCode,
    transactions,
    script: (...answers) => void scripted.push(...answers),
    set(o) {
      if (typeof o.pinDelayMs === 'number') pinDelayMs = o.pinDelayMs;
      if (typeof o.lateMs === 'number') lateMs = o.lateMs;
    },
    reset() {
      transactions.length = 0;
      scripted = [];
      overload.clear();
    },
    async stop() {
      timers.forEach(clearTimeout);
      timers.clear();
      await server.shutdown();
    },
  };
  return Promise.resolve(sim);
}

if (import.meta.main) {
  const sim = await startMpesaSimulator({
    port: Number(cliArg('port') ?? Deno.env.get('MPESA_SIM_PORT') ?? 0),
    apiKey: Deno.env.get('MPESA_SIM_API_KEY'),
    privateKey: Deno.env.get('MPESA_SIM_PRIVATE_KEY'),
    serviceProviderCode: Deno.env.get('MPESA_SIM_SHORTCODE') ?? undefined,
    pinDelayMs: Number(Deno.env.get('MPESA_SIM_PIN_DELAY_MS') ?? 1500),
  });
  console.log(`M-Pesa simulator on ${sim.url}`);
}
