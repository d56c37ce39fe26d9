/**
 * @module Rate limits per client IP and per signed-in user on the calls worth abusing (issue 9, ADR 0018): sign-up
 * steps, bookings, payments, chat messages and verification uploads. hono-rate-limiter counts fixed windows in a
 * store shared by every API instance: PostgreSQL (rate_limit_hits) by default, Redis when REDIS_URL is set. Over a
 * limit the answer is 429 RATE_LIMITED with Retry-After (seconds) and a Portuguese message.
 */
import type { Context, MiddlewareHandler, Next } from 'hono';
import { rateLimiter, type RateLimitInfo, RedisStore, type Store } from 'hono-rate-limiter';
import { Redis } from 'ioredis';
import type { Sql } from '../../lib/db.ts';
import { AppError, errorBody } from '../../lib/errors.ts';
import type { AppBindings } from '../../lib/types.ts';
import { clientIp } from './client-ip.ts';
import { PostgresStore } from './postgres-store.ts';

/** One limited group of calls: which requests, the window, and the hits allowed per user and per IP in it. */
export interface RateLimitRule {
  name: string;
  methods: readonly string[];
  path: RegExp;
  windowSeconds: number;
  perUser: number;
  /** Higher than perUser: many people share one address behind mobile carriers' NAT. */
  perIp: number;
  /** Only requests carrying this query parameter count (a promo code typed on a quote). */
  withQuery?: string;
  /** Hits allowed per target in the window, whoever calls: the target is the path's first captured group. */
  perTarget?: number;
}

/** The production limits (before RATE_LIMIT_FACTOR). ADR 0018 explains the figures. */
export const RATE_LIMIT_RULES: readonly RateLimitRule[] = [
  {
    name: 'signup',
    methods: ['POST', 'PUT'],
    path: /^\/api\/auth\/(setup-roles|profile)$/,
    windowSeconds: 3600,
    perUser: 20,
    perIp: 200,
  },
  {
    name: 'bookings',
    methods: ['POST'],
    path: /^\/api\/bookings\/(create|[^/]+\/cancel)$/,
    windowSeconds: 600,
    perUser: 30,
    perIp: 300,
  },
  { name: 'payments', methods: ['POST'], path: /^\/api\/payments$/, windowSeconds: 600, perUser: 30, perIp: 300 },
  {
    name: 'chat',
    methods: ['POST'],
    path: /^\/api\/chat\/messages\/[^/]+$/,
    windowSeconds: 60,
    perUser: 30,
    perIp: 300,
  },
  {
    name: 'verifications',
    methods: ['POST'],
    path: /^\/api\/verifications$/,
    windowSeconds: 3600,
    perUser: 10,
    perIp: 60,
  },
  // Promo-code checks (issue 27): a quote with a code answered 566 guesses a second. Per event too, so many
  // addresses together cannot try more than 200 codes of one event in 10 minutes.
  {
    name: 'promo-codes',
    methods: ['GET'],
    path: /^\/api\/events\/([^/]+)\/quote$/,
    withQuery: 'promoCode',
    windowSeconds: 600,
    perUser: 20,
    perIp: 60,
    perTarget: 200,
  },
  // Messages to an event's attendees (issue 27): each one is a notification and an e-mail to every ticket holder; 50
  // were sent in 0.1 s. Three per event an hour, ten per organiser.
  {
    name: 'attendee-messages',
    methods: ['POST'],
    path: /^\/api\/events\/([^/]+)\/messages$/,
    windowSeconds: 3600,
    perUser: 10,
    perIp: 30,
    perTarget: 3,
  },
  // Photo uploads (issue 11): each one decodes an image; 60 in 10 minutes fills a listing's gallery three times.
  {
    name: 'photos',
    methods: ['POST'],
    path: /^\/api\/photos\/[^/]+\/[^/]+$/,
    windowSeconds: 600,
    perUser: 60,
    perIp: 300,
  },
];

export interface RateLimitOptions {
  /** The database holding rate_limit_hits (the PostgreSQL store). */
  sql: Sql;
  /** A Redis client: the counters go there instead of PostgreSQL. */
  redis?: Redis;
  /** Multiplies every limit (RATE_LIMIT_FACTOR). Default 1. */
  factor?: number;
  /** Trusted proxies in front of the API (TRUST_PROXY). Default 0. */
  trustProxy?: number;
  /** Default {@link RATE_LIMIT_RULES}. */
  rules?: readonly RateLimitRule[];
}

type LimiterEnv = { Variables: AppBindings['Variables'] & { rateLimit: RateLimitInfo } };

/** The Portuguese message of a 429, with the wait rounded up to seconds or minutes. */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds < 60
    ? `${Math.max(1, retryAfterSeconds)} segundo${retryAfterSeconds === 1 ? '' : 's'}`
    : `${Math.ceil(retryAfterSeconds / 60)} minuto${Math.ceil(retryAfterSeconds / 60) === 1 ? '' : 's'}`;
  return `Demasiados pedidos em pouco tempo. Aguarde ${wait} e tente novamente.`;
}

/**
 * Connects to Redis for the counters. Commands give up after 1 s, so a Redis outage slows no request for longer
 * (the limiter then lets the request through, see {@link rateLimits}).
 * @param url redis://host:port
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, { commandTimeout: 1000, connectTimeout: 2000, maxRetriesPerRequest: 1 });
  // ioredis reconnects by itself (at most every 2 s); say so once per attempt instead of an unhandled error event.
  redis.on('error', (err: Error) => console.error(`redis (rate limits): ${err.message}`));
  return redis;
}

function storeFor(options: RateLimitOptions, prefix: string): Store<LimiterEnv> {
  const redis = options.redis;
  if (!redis) return new PostgresStore(options.sql, prefix) as Store<LimiterEnv>;
  return new RedisStore<LimiterEnv>({
    prefix: `rl:${prefix}`,
    client: {
      scriptLoad: (script) => redis.script('LOAD', script) as Promise<string>,
      evalsha: <TArgs extends unknown[], TData = unknown>(sha: string, keys: string[], args: TArgs) =>
        redis.evalsha(sha, keys.length, ...keys, ...args.map(String)) as Promise<TData>,
      decr: (key) => redis.decr(key),
      del: (key) => redis.del(key),
    },
  });
}

/** Lets the request through when the store fails (database or Redis down): availability over counting. */
function failOpen(limiter: MiddlewareHandler<LimiterEnv>): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    let passed = false;
    const onward: Next = () => {
      passed = true;
      return next();
    };
    try {
      return await limiter(c as unknown as Context<LimiterEnv>, onward);
    } catch (err) {
      if (passed) throw err;
      console.error('rate limit store failed; request let through:', err instanceof Error ? err.message : err);
      await next();
    }
  };
}

/**
 * Groups IPv6 addresses by /64 (one customer's allocation): otherwise one client would rotate through 2^64 keys.
 * IPv4 addresses are kept whole.
 */
export function ipKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  const groups = tail === undefined ? left : [...left, ...zeros, ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * The rate limits as three middlewares, each budget apart (issue 27): `anonymousByIp` (mount before authentication)
 * counts requests without a token per address; `authenticated(authenticate)` wraps authentication so that a bad
 * token is counted in that same anonymous budget before its 401; `byUser` (after authentication) counts a signed-in
 * caller per user and per address in budgets of their own. So 300 anonymous 401s from an address never block the
 * bookings of a signed-in user behind it. Requests no rule matches pass untouched.
 * @returns the middlewares; 429 `{ error: { code: 'RATE_LIMITED', message } }` with Retry-After over a limit
 * @example
 * const limits = rateLimits({ sql });
 * app.use('/api/*', limits.anonymousByIp, limits.authenticated(authenticate), limits.byUser);
 */
export function rateLimits(options: RateLimitOptions): {
  anonymousByIp: MiddlewareHandler<AppBindings>;
  authenticated: (authenticate: MiddlewareHandler<AppBindings>) => MiddlewareHandler<AppBindings>;
  byUser: MiddlewareHandler<AppBindings>;
} {
  const factor = options.factor ?? 1;
  const trustProxy = options.trustProxy ?? 0;
  const limited = (c: Context<LimiterEnv>) => {
    const resetTime = c.get('rateLimit')?.resetTime;
    const seconds = resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : 60;
    c.header('Retry-After', String(seconds));
    return c.json(errorBody('RATE_LIMITED', rateLimitedMessage(seconds)), 429);
  };
  const build = (rule: RateLimitRule, by: 'anonymous-ip' | 'user' | 'user-ip' | 'target') =>
    failOpen(rateLimiter<LimiterEnv>({
      windowMs: rule.windowSeconds * 1000,
      limit: Math.max(
        1,
        Math.round((by === 'user' ? rule.perUser : by === 'target' ? rule.perTarget ?? 0 : rule.perIp) * factor),
      ),
      standardHeaders: 'draft-6',
      keyGenerator: (c) =>
        by === 'user'
          ? c.get('user')?.uid ?? ''
          : by === 'target'
          ? rule.path.exec(c.req.path)?.[1] ?? ''
          : ipKey(clientIp(c, trustProxy)),
      handler: limited,
      // The anonymous budget keeps the key prefix of the earlier single per-IP budget.
      store: storeFor(options, `${rule.name}:${by === 'anonymous-ip' ? 'ip' : by}:`),
    }));
  const limiters = (options.rules ?? RATE_LIMIT_RULES).map((rule) => ({
    rule,
    anonymous: build(rule, 'anonymous-ip'),
    user: build(rule, 'user'),
    userIp: build(rule, 'user-ip'),
    target: rule.perTarget ? build(rule, 'target') : undefined,
  }));
  const match = (c: Context) =>
    limiters.find(({ rule }) =>
      rule.methods.includes(c.req.method) && rule.path.test(c.req.path) &&
      (!rule.withQuery || c.req.query(rule.withQuery) !== undefined)
    );
  /** The target's budget, then `next`: the 429 of the inner limiter handed to the outer chain. */
  const thenTarget = (c: Context<AppBindings>, found: (typeof limiters)[number], next: Next) => async () => {
    if (!found.target) return void await next();
    const res = await found.target(c, next);
    if (res instanceof Response) c.res = res;
  };
  return {
    anonymousByIp: (c, next) => {
      const found = c.req.header('Authorization') ? undefined : match(c);
      return found ? found.anonymous(c, thenTarget(c, found, next)) : next();
    },
    authenticated: (authenticate) => async (c, next) => {
      let passed = false;
      try {
        return await authenticate(c, () => {
          passed = true;
          return next();
        });
      } catch (err) {
        // A refused token counts in the address's anonymous budget, then answers its 401 (or 429 over the budget).
        const limiter = match(c)?.anonymous;
        if (passed || !limiter || !(err instanceof AppError) || err.status !== 401) throw err;
        return await limiter(c, () => Promise.reject(err));
      }
    },
    byUser: (c, next) => {
      const found = c.get('user') ? match(c) : undefined;
      if (!found) return next();
      return found.user(c, async () => {
        // The inner limiter's 429 is an answer of its own: hand it to the outer one's chain.
        const res = await found.userIp(c, thenTarget(c, found, next));
        if (res instanceof Response) c.res = res;
      });
    },
  };
}
