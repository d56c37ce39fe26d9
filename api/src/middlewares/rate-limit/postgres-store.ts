/**
 * @module A hono-rate-limiter store in PostgreSQL (ADR 0018): fixed windows in the table rate_limit_hits, counted by
 * one atomic upsert, so every API instance on the database shares the counters.
 */
import type { ClientRateLimitInfo, Store } from 'hono-rate-limiter';
import type { Sql } from '../../lib/db.ts';

/** Expired rows are swept once in this many increments (one cheap indexed delete). */
const SWEEP_EVERY = 500;

/**
 * A {@link Store} keeping each key's hits and window end in rate_limit_hits. One instance per limiter (the window is
 * the limiter's `windowMs`, given to `init`).
 * @param sql the API's postgres() instance
 * @param prefix written before every key, so limiters never share a counter
 * @example rateLimiter({ windowMs: 60_000, limit: 30, keyGenerator, store: new PostgresStore(sql, 'chat:user:') })
 */
export class PostgresStore implements Store {
  #windowMs = 60_000;
  #calls = 0;

  constructor(private readonly sql: Sql, readonly prefix: string) {}

  /** Counters live in the database, so another instance's hits count too. */
  readonly localKeys = false;

  init(options: { windowMs: number }): void {
    this.#windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row]: [{ hits: number; resetAt: Date }?] = await this.sql`
      select hits, reset_at from rate_limit_hits where key = ${this.prefix + key} and reset_at > now()
    `;
    return row ? { totalHits: row.hits, resetTime: row.resetAt } : undefined;
  }

  /** Counts one hit: a new or expired window starts at 1, a running one adds 1 (row-locked by the upsert). */
  async increment(key: string): Promise<ClientRateLimitInfo> {
    if (++this.#calls % SWEEP_EVERY === 0) {
      this.sql`delete from rate_limit_hits where reset_at < now() - interval '1 minute'`.catch(() => {});
    }
    const [row]: [{ hits: number; resetAt: Date }?] = await this.sql`
      insert into rate_limit_hits (key, hits, reset_at)
      values (${this.prefix + key}, 1, now() + ${this.#windowMs}::integer * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.hits + 1 end,
        reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at else rate_limit_hits.reset_at end
      returning hits, reset_at
    `;
    return { totalHits: row!.hits, resetTime: row!.resetAt };
  }

  async decrement(key: string): Promise<void> {
    await this.sql`
      update rate_limit_hits set hits = hits - 1 where key = ${this.prefix + key} and hits > 0 and reset_at > now()
    `;
  }

  async resetKey(key: string): Promise<void> {
    await this.sql`delete from rate_limit_hits where key = ${this.prefix + key}`;
  }
}
