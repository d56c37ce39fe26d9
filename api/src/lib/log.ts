/**
 * @module Structured logs (issue 28, ADR 0048): LogTape (@logtape/logtape), one JSON object per line on stdout, so a
 * log collector can follow a request across instances by its `requestId`. Three kinds of line: `mozturismo.http`
 * (one per request, api/src/middlewares/request-log), `mozturismo.error` (every unexpected error, with its stack and
 * request id) and `mozturismo.job` (every background job run, api/src/maintenance.ts); `mozturismo.app` for the
 * start, migrations and shutdown. The lowest level written is LOG_LEVEL (default info).
 *
 * Never logged: bodies, query values, tokens, e-mails, names, phone numbers. A user appears only as `userHash`, a
 * salted SHA-256 prefix of the uid (LOG_USER_HASH_SALT), enough to follow one person's requests, not to name them.
 */
import {
  configure,
  dispose,
  getJsonLinesFormatter,
  getLogger,
  getStreamSink,
  type LogLevel,
  type Sink,
} from '@logtape/logtape';
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { env } from './env.ts';

/** This process's name in every line: INSTANCE_ID, else `<host>:<pid>` (unique among the instances behind a proxy). */
export const INSTANCE: string = env.INSTANCE_ID ?? `${hostname()}:${Deno.pid}`;

/** The JSON-lines formatter of every line: `@timestamp`, `level`, `logger`, `message` and the fields, flattened. */
export const jsonLines = getJsonLinesFormatter({ properties: 'flatten', categorySeparator: '.' });

let configured = false;

/**
 * Configures LogTape once for the process: JSON lines on stdout (non-blocking: buffered and written off the
 * request's path), from `level` up. Later calls do nothing, unless `sink` is given (tests capture the records).
 * @param options.level lowest level written (default env LOG_LEVEL)
 * @param options.sink where records go (default: stdout as JSON lines)
 * @example await configureLogging(); log.app.info('started')
 */
export async function configureLogging(options: { level?: LogLevel; sink?: Sink } = {}) {
  if (configured && !options.sink) return;
  configured = true;
  const sink = options.sink ??
    getStreamSink(Deno.stdout.writable, {
      formatter: jsonLines,
      closeStream: false,
      nonBlocking: { bufferSize: 200, flushInterval: 200 },
    });
  await configure({
    reset: true,
    sinks: { out: sink },
    loggers: [
      { category: ['mozturismo'], lowestLevel: options.level ?? env.LOG_LEVEL, sinks: ['out'] },
      { category: ['logtape', 'meta'], lowestLevel: 'warning', sinks: ['out'] },
    ],
  });
}

/** Writes what the non-blocking sink still holds (at shutdown). */
export async function flushLogs() {
  if (configured) await dispose().catch(() => {});
}

/** The loggers of the API. */
export const log = {
  app: getLogger(['mozturismo', 'app']),
  http: getLogger(['mozturismo', 'http']),
  error: getLogger(['mozturismo', 'error']),
  job: getLogger(['mozturismo', 'job']),
};

const hashes = new Map<string, string>();

/**
 * A user's id as it may appear in a log: the first 16 hex digits of SHA-256(salt + ':' + uid), remembered for the
 * last 10,000 users (a hash per request costs about a microsecond; the map keeps it off the hot path).
 * @example userHash('Jk2…') // '3f9c0a51d2e47b86'
 */
export function userHash(uid: string): string {
  let hash = hashes.get(uid);
  if (!hash) {
    hash = createHash('sha256').update(`${env.LOG_USER_HASH_SALT}:${uid}`).digest('hex').slice(0, 16);
    if (hashes.size >= 10_000) hashes.clear();
    hashes.set(uid, hash);
  }
  return hash;
}

/** An error as log fields: its name, message and stack (the cause's too), nothing of the request. */
export function errorFields(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { error: { message: String(err) } };
  const cause = err.cause instanceof Error ? { name: err.cause.name, message: err.cause.message } : undefined;
  return { error: { name: err.name, message: err.message, stack: err.stack, ...(cause ? { cause } : {}) } };
}
