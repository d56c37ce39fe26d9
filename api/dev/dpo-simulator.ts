/**
 * @module A local simulator of DPO Pay's API v6 and of its hosted payment page (issue 25, ADR 0050), on loopback, for
 * `npm start` and the tests. The API (`POST /API/v6/`, API3G XML) answers createToken, verifyToken, cancelToken and
 * refundToken like DPO's, checks the CompanyToken and keeps the transactions in memory. The page
 * (`GET /payv2.php?ID={TransToken}`) is an HTML form where the card is typed (checked with the rules package's Luhn,
 * expiry and CVV rules and the spec's messages), then a 3-D Secure step (the code is 123456), then the traveller is sent
 * back to the transaction's RedirectURL (with DPO's TransactionToken, CompanyRef, TransID and CCDapproval); 'Cancelar'
 * cancels it and goes to BackURL. A page past its PTL is expired (903).
 *
 * Test cards (the README's), each as the real acquirer can misbehave:
 * - 4242 4242 4242 4242: paid                          - 4000 0000 0000 0002: declined by the issuer (901)
 * - 4000 0000 0000 5126: paid; its refund is declined (refundToken 999)
 * - 4000 0000 0000 0077: paid; verifyToken never answers the first 2 times (the caller times out)
 * - 4000 0000 0000 0085: paid; verifyToken answers HTTP 502 with an HTML page the first 2 times
 * - 4000 0000 0000 0093: paid but unknown for a while: verifyToken answers 003 (pending bank) the first 2 times
 * - 4000 0000 0000 0101: success after the deadline: the page says it is processing; the payment is taken only after
 *   `lateMs` (default 120 s); meanwhile verifyToken answers 900 and cancelToken 999 (being processed)
 * - a wrong 3-D Secure code: declined (901)
 * Control endpoint: POST /__control {"next": [{"request": "createToken", "result": "801" | "http": 502 | "hang": true}]}
 * scripts the next answers of a request; POST /__control {"lateMs": 5000}; GET /__control lists the transactions;
 * POST /__control/reset forgets everything.
 * Run alone: DPO_SIM_COMPANY_TOKEN=... deno run -A api/dev/dpo-simulator.ts --port 18360
 */
import { answerControl, cliArg } from './simulator-control.ts';
import { XMLParser } from 'fast-xml-parser';
import { cvvValid, expiryProblem, luhnValid, PAYMENT_MESSAGES } from '@turismo/rules/payment.ts';

type Request3G = 'createToken' | 'verifyToken' | 'cancelToken' | 'refundToken';

interface CardTransaction {
  token: string;
  companyRef: string;
  amountCents: number;
  currency: string;
  redirectUrl: string;
  backUrl: string;
  expiresAt: number;
  status: 'new' | 'processing' | 'paid' | 'declined' | 'cancelled';
  /** The last 4 digits of the card typed on the page. */
  last4?: string;
  card?: string;
  transId?: string;
  approval?: string;
  /** verifyToken answers left to misbehave (the 0077, 0085, 0093 cards). */
  faultsLeft: number;
  refundedCents: number;
  refunds: { ref: string; amountCents: number }[];
  at: string;
}

export interface ScriptedAnswer {
  request: Request3G;
  /** The Result code to answer. */
  result?: string;
  /** An HTTP status with an HTML page (5xx). */
  http?: number;
  /** Never answer (the caller times out). */
  hang?: boolean;
}

export interface DpoSimulatorOptions {
  port?: number;
  hostname?: string;
  companyToken?: string;
  lateMs?: number;
}

export interface DpoSimulator {
  url: string;
  companyToken: string;
  transactions: CardTransaction[];
  script(...answers: ScriptedAnswer[]): void;
  set(options: { lateMs?: number }): void;
  /** Pays a transaction as if the traveller had typed `card` and the 3-D Secure code on the page (tests). */
  pay(token: string, card?: string): CardTransaction | undefined;
  reset(): void;
  stop(): Promise<void>;
}

/** The test cards' behaviour. */
export const DPO_TEST_CARDS = {
  paid: '4242424242424242',
  declined: '4000000000000002',
  refundFails: '4000000000005126',
  verifyTimesOut: '4000000000000077',
  verify5xx: '4000000000000085',
  pending: '4000000000000093',
  late: '4000000000000101',
} as const;

/** The 3-D Secure code the simulated issuer sends. */
export const DPO_3DS_CODE = '123456';

const EXPLANATIONS: Record<Request3G, Record<string, string>> = {
  createToken: {
    '000': 'Transaction created',
    '801': 'Request missing company token',
    '802': 'Company token does not exist',
    '804': 'Error in XML',
    '902': 'Data mismatch in one of the fields',
    '904': 'Currency not supported',
    '905': 'The transaction amount has exceeded your allowed transaction limit',
    '940': 'CompanyREF already exists and paid',
    '950': 'Request missing mandatory fields',
  },
  verifyToken: {
    '000': 'Transaction Paid',
    '003': 'Pending Bank',
    '900': 'Transaction not paid yet',
    '901': 'Transaction Declined',
    '903': 'The transaction passed the Payment Time Limit',
    '904': 'Transaction cancelled',
    '950': 'Request missing transaction level mandatory fields',
  },
  cancelToken: { '000': 'Transaction cancelled', '999': 'Transaction already paid or being processed' },
  refundToken: { '000': 'Refund successful', '999': 'Refund declined' },
};

const parser = new XMLParser({ parseTagValue: false, trimValues: true });
const randomToken = () => crypto.randomUUID().toUpperCase();
const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const money = (cents: number, currency: string) =>
  `${(cents / 100).toLocaleString('pt-PT', { minimumFractionDigits: 2 })} ${currency}`;

function xml(fields: Record<string, string>): Response {
  const body = Object.entries(fields).map(([k, v]) => `<${k}>${escapeHtml(v)}</${k}>`).join('');
  return new Response(`<?xml version="1.0" encoding="utf-8"?><API3G>${body}</API3G>`, {
    headers: { 'content-type': 'application/xml' },
  });
}

function page(title: string, body: string, status = 200): Response {
  return new Response(
    `<!doctype html><html lang="pt"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${
        escapeHtml(title)
      }</title><style>body{font-family:sans-serif;max-width:26rem;margin:1rem auto;padding:0 1rem}` +
      `label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}` +
      `button{margin-top:1rem;padding:.75rem;width:100%;font-size:1rem}.error{color:#a00}</style></head>` +
      `<body><main><p>Simulador local do DPO Pay</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    { status, headers: { 'content-type': 'text/html; charset=utf-8' } },
  );
}

/** Starts the simulator; `url` is its base URL (the API at /API/v6/, the page at /payv2.php). */
export function startDpoSimulator(options: DpoSimulatorOptions = {}): Promise<DpoSimulator> {
  const companyToken = options.companyToken ?? 'SIM-' + crypto.randomUUID().toUpperCase();
  let lateMs = options.lateMs ?? 120_000;
  const transactions: CardTransaction[] = [];
  let scripted: ScriptedAnswer[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };
  const reply = (request: Request3G, result: string, fields: Record<string, string> = {}) =>
    xml({ Result: result, ResultExplanation: EXPLANATIONS[request][result] ?? 'Error', ...fields });
  const byToken = (token: string | undefined) => token ? transactions.find((t) => t.token === token) : undefined;
  const takeScript = (request: Request3G) => {
    const i = scripted.findIndex((s) => s.request === request);
    if (i < 0) return undefined;
    return scripted.splice(i, 1)[0];
  };
  const hang = (req: Request) =>
    new Promise<Response>((resolve) => {
      req.signal.addEventListener('abort', () => resolve(new Response(null, { status: 499 })), { once: true });
    });
  const expireIfDue = (t: CardTransaction) => t.status === 'new' && Date.now() > t.expiresAt;

  /** The traveller typed `card` and passed 3-D Secure (or not). */
  function complete(t: CardTransaction, card: string, secure: boolean) {
    t.card = card;
    t.last4 = card.slice(-4);
    if (!secure || card === DPO_TEST_CARDS.declined) {
      t.status = 'declined';
      return;
    }
    const paid = () => {
      t.status = 'paid';
      t.transId = String(Math.floor(Math.random() * 1e9));
      t.approval = String(Math.floor(100000 + Math.random() * 900000));
    };
    if (card === DPO_TEST_CARDS.late) {
      t.status = 'processing';
      later(lateMs, paid);
      return;
    }
    if ([DPO_TEST_CARDS.verifyTimesOut, DPO_TEST_CARDS.verify5xx, DPO_TEST_CARDS.pending].includes(card as never)) {
      t.faultsLeft = 2;
    }
    paid();
  }

  async function api(req: Request): Promise<Response> {
    let doc: Record<string, unknown>;
    try {
      doc = parser.parse(await req.text())?.API3G;
      if (!doc || typeof doc !== 'object') throw new Error('no API3G');
    } catch {
      return xml({ Result: '804', ResultExplanation: 'Error in XML' });
    }
    const request = String(doc.Request ?? '') as Request3G;
    if (!EXPLANATIONS[request]) {
      return xml({ Result: '803', ResultExplanation: 'No request or error in Request type name' });
    }
    if (!doc.CompanyToken) return reply(request, '801');
    if (doc.CompanyToken !== companyToken) return reply(request, '802');
    const s = takeScript(request);
    if (s?.hang) return hang(req);
    if (s?.http) return new Response('<html><body>502 Bad Gateway</body></html>', { status: s.http });
    if (s?.result) return reply(request, s.result);
    const field = (name: string) => (doc[name] === undefined ? undefined : String(doc[name]));

    if (request === 'createToken') {
      const tx = doc.Transaction as Record<string, string> | undefined;
      if (!tx?.PaymentAmount || !tx.PaymentCurrency || !tx.CompanyRef || !tx.RedirectURL || !tx.BackURL) {
        return reply(request, '950');
      }
      if (!/^\d+(\.\d{1,2})?$/.test(String(tx.PaymentAmount)) || Number(tx.PaymentAmount) <= 0) {
        return reply(request, '902');
      }
      if (tx.PaymentCurrency !== 'MZN') return reply(request, '904');
      const existing = transactions.find((t) => t.companyRef === String(tx.CompanyRef));
      if (existing && String(tx.CompanyRefUnique) === '1') {
        if (existing.status === 'paid') return reply(request, '940');
        // The same unique reference again (a retry): the same page.
        return reply(request, '000', { TransToken: existing.token, TransRef: existing.companyRef });
      }
      const ptl = Number(tx.PTL ?? 96);
      const ptlMs = String(tx.PTLtype ?? 'hours') === 'minutes' ? ptl * 60_000 : ptl * 3_600_000;
      const t: CardTransaction = {
        token: randomToken(),
        companyRef: String(tx.CompanyRef),
        amountCents: Math.round(Number(tx.PaymentAmount) * 100),
        currency: String(tx.PaymentCurrency),
        redirectUrl: String(tx.RedirectURL),
        backUrl: String(tx.BackURL),
        expiresAt: Date.now() + ptlMs,
        status: 'new',
        faultsLeft: 0,
        refundedCents: 0,
        refunds: [],
        at: new Date().toISOString(),
      };
      transactions.push(t);
      return reply(request, '000', { TransToken: t.token, TransRef: t.companyRef });
    }

    const t = byToken(field('TransactionToken')) ??
      (field('CompanyRef') ? transactions.findLast((x) => x.companyRef === field('CompanyRef')) : undefined);
    if (!t) return xml({ Result: '950', ResultExplanation: 'Transaction not found' });

    if (request === 'verifyToken') {
      if (t.status === 'paid' && t.faultsLeft > 0) {
        t.faultsLeft--;
        if (t.card === DPO_TEST_CARDS.verifyTimesOut) return hang(req);
        if (t.card === DPO_TEST_CARDS.verify5xx) {
          return new Response('<html><body>502 Bad Gateway</body></html>', { status: 502 });
        }
        return reply(request, '003', { TransactionToken: t.token });
      }
      const result = expireIfDue(t)
        ? '903'
        : { new: '900', processing: '900', paid: '000', declined: '901', cancelled: '904' }[t.status];
      return reply(request, result, {
        TransactionToken: t.token,
        TransactionRef: t.companyRef,
        TransactionCurrency: t.currency,
        TransactionAmount: (t.amountCents / 100).toFixed(2),
        ...(t.status === 'paid' ? { TransactionApproval: t.approval!, AccRef: t.companyRef } : {}),
        ...(t.last4 ? { CustomerCreditType: 'Visa', CustomerCredit: t.last4 } : {}),
      });
    }

    if (request === 'cancelToken') {
      if (t.status === 'paid' || t.status === 'processing') return reply(request, '999');
      if (t.status === 'new') t.status = 'cancelled';
      return reply(request, '000');
    }

    // refundToken
    const amountCents = Math.round(Number(field('refundAmount') ?? 0) * 100);
    const ref = field('refundRef') ?? '';
    if (t.status !== 'paid' || !(amountCents > 0) || t.refundedCents + amountCents > t.amountCents) {
      return reply(request, '999');
    }
    if (t.card === DPO_TEST_CARDS.refundFails) return reply(request, '999');
    if (ref && t.refunds.some((r) => r.ref === ref)) return reply(request, '000');
    t.refunds.push({ ref, amountCents });
    t.refundedCents += amountCents;
    return reply(request, '000');
  }

  /** The return to the merchant, with DPO's parameters. */
  const backTo = (t: CardTransaction, url: string) => {
    const to = new URL(url);
    to.searchParams.set('TransactionToken', t.token);
    to.searchParams.set('CompanyRef', t.companyRef);
    if (t.transId) to.searchParams.set('TransID', t.transId);
    if (t.approval) to.searchParams.set('CCDapproval', t.approval);
    return new Response(null, { status: 303, headers: { location: to.toString() } });
  };

  function cardForm(t: CardTransaction, values: Record<string, string> = {}, errors: string[] = []) {
    const v = (k: string) => escapeHtml(values[k] ?? '');
    return page(
      `Pagar ${money(t.amountCents, t.currency)}`,
      `<p>Referência ${escapeHtml(t.companyRef)}</p>` +
        (errors.length
          ? `<div role="alert" class="error">${errors.map((e) => `<p>${escapeHtml(e)}</p>`).join('')}</div>`
          : '') +
        `<form method="post" action="/payv2.php?ID=${encodeURIComponent(t.token)}" novalidate>` +
        `<label for="name">Nome no cartão</label><input id="name" name="name" autocomplete="cc-name" value="${
          v('name')
        }">` +
        `<label for="number">Número do cartão</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" value="${
          v('number')
        }">` +
        `<label for="expiry">Validade (MM/AA)</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" value="${
          v('expiry')
        }">` +
        `<label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4">` +
        `<button type="submit" name="step" value="card">Pagar ${money(t.amountCents, t.currency)}</button>` +
        `<button type="submit" name="step" value="cancel" formnovalidate>Cancelar e voltar</button></form>`,
    );
  }

  async function hostedPage(req: Request, url: URL): Promise<Response> {
    const t = byToken(url.searchParams.get('ID') ?? undefined);
    if (!t) return page('Pagamento não encontrado', '<p>Este pedido de pagamento não existe.</p>', 404);
    if (expireIfDue(t)) {
      return page(
        'Pagamento expirado',
        `<p>O tempo para pagar expirou.</p><p><a href="${escapeHtml(t.backUrl)}">Voltar</a></p>`,
        410,
      );
    }
    if (t.status !== 'new') return backTo(t, t.redirectUrl);
    if (req.method === 'GET') return cardForm(t);
    const form = Object.fromEntries([...(await req.formData()).entries()].map(([k, v]) => [k, String(v)]));
    if (form.step === 'cancel') {
      t.status = 'cancelled';
      return backTo(t, t.backUrl);
    }
    const number = (form.number ?? '').replace(/\D/g, '');
    if (form.step === '3ds') {
      complete(t, number, form.code === DPO_3DS_CODE);
      if ((t.status as CardTransaction['status']) === 'processing') {
        return page(
          'A processar o pagamento',
          `<p role="status">O banco está a processar o pagamento.</p><p><a href="${
            escapeHtml(backTo(t, t.redirectUrl).headers.get('location')!)
          }">Voltar à loja</a></p>`,
        );
      }
      return backTo(t, t.redirectUrl);
    }
    if (!form.name?.trim() || !number || !form.expiry?.trim() || !form.cvv?.trim()) {
      return cardForm(t, form, [PAYMENT_MESSAGES.cardIncomplete]);
    }
    const errors = [
      luhnValid(number) ? null : PAYMENT_MESSAGES.cardNumber,
      expiryProblem(form.expiry),
      cvvValid(form.cvv) ? null : PAYMENT_MESSAGES.cardCvv,
    ].filter((e): e is string => !!e);
    if (errors.length) return cardForm(t, form, errors);
    return page(
      'Autenticação 3-D Secure',
      `<p>O seu banco enviou um código por SMS para confirmar o pagamento de ${money(t.amountCents, t.currency)} ` +
        `com o cartão terminado em ${escapeHtml(number.slice(-4))}.</p><p>Código de teste: ${DPO_3DS_CODE}</p>` +
        `<form method="post" action="/payv2.php?ID=${encodeURIComponent(t.token)}">` +
        `<input type="hidden" name="number" value="${escapeHtml(number)}">` +
        `<label for="code">Código de confirmação</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code">` +
        `<button type="submit" name="step" value="3ds">Confirmar</button></form>`,
    );
  }

  const server = Deno.serve({
    port: options.port ?? 0,
    hostname: options.hostname ?? '127.0.0.1',
    onListen: () => {},
  }, (req) => {
    const url = new URL(req.url);
    if (url.pathname.startsWith('/__control')) {
      return answerControl(req, url, sim, () => ({ transactions, lateMs, scripted }), () => scripted);
    }
    if (req.method === 'POST' && url.pathname === '/API/v6/') return api(req);
    if (url.pathname === '/payv2.php' && (req.method === 'GET' || req.method === 'POST')) return hostedPage(req, url);
    return new Response('not found', { status: 404 });
  });

  const sim: DpoSimulator = {
    url: `http://127.0.0.1:${server.addr.port}`,
    companyToken,
    transactions,
    script: (...answers) => void scripted.push(...answers),
    set(o) {
      if (typeof o.lateMs === 'number') lateMs = o.lateMs;
    },
    pay(token, card = DPO_TEST_CARDS.paid) {
      const t = byToken(token);
      if (t && t.status === 'new' && !expireIfDue(t)) complete(t, card, true);
      return t;
    },
    reset() {
      transactions.length = 0;
      scripted = [];
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
  const sim = await startDpoSimulator({
    port: Number(cliArg('port') ?? Deno.env.get('DPO_SIM_PORT') ?? 0),
    companyToken: Deno.env.get('DPO_SIM_COMPANY_TOKEN'),
    lateMs: Deno.env.get('DPO_SIM_LATE_MS') ? Number(Deno.env.get('DPO_SIM_LATE_MS')) : undefined,
  });
  console.log(`DPO simulator on ${sim.url}`);
}
