import { streamSSE } from 'hono/streaming';
import { sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import { type LiveEvent, subscribe } from '../../lib/live.ts';
import { onShutdown } from '../../lib/lifecycle.ts';
import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import { callerLanguage } from '../../middlewares/localize/localize.ts';
import type {
  ListRoute,
  PreferencesRoute,
  ReadAllPutRoute,
  ReadAllRoute,
  ReadPutRoute,
  ReadRoute,
  SavePreferencesRoute,
  StreamRoute,
  StreamTokenRoute,
} from './notifications.routes.ts';
import * as service from './notifications.service.ts';
import { issueStreamToken, verifyStreamToken } from './notifications.stream.ts';

export const list: AppRouteHandler<ListRoute> = async (c) => {
  return c.json(await service.list(requireUser(c), c.req.valid('query'), callerLanguage(c)), 200);
};

export const read: AppRouteHandler<ReadRoute | ReadPutRoute> = async (c) => {
  return c.json({
    data: await service.read(requireUser(c), c.req.valid('param').id, new Date(), callerLanguage(c)),
  }, 200);
};

export const readAll: AppRouteHandler<ReadAllRoute | ReadAllPutRoute> = async (c) => {
  return c.json({ data: await service.readAll(requireUser(c)) }, 200);
};

export const streamToken: AppRouteHandler<StreamTokenRoute> = async (c) => {
  return c.json({ data: await issueStreamToken(requireUser(c).uid) }, 200);
};

/** Milliseconds between keep-alive comments (proxies close streams silent for a minute). */
const PING_MS = 25_000;
/** A stream ends after this long; the app opens a new one (with a new token: a suspended account stops there). */
export const STREAM_MAX_MS = 15 * 60_000;

/**
 * Open streams on this instance (issue 27): at most {@link STREAM_CAPS}.perUser per user (tabs, phone and laptop) and
 * .perToken per stream token (a token opens one stream; the app asks a new token for each). 500 streams on one token
 * held 500 sockets and database listeners.
 */
export const STREAM_CAPS = { perUser: 5, perToken: 1 } as const;
const openStreams = { byUser: new Map<string, number>(), byToken: new Map<string, number>() };
const bump = (map: Map<string, number>, key: string, by: number) => {
  const n = (map.get(key) ?? 0) + by;
  if (n <= 0) map.delete(key);
  else map.set(key, n);
};

export const stream: AppRouteHandler<StreamRoute> = async (c) => {
  const { token } = c.req.valid('query');
  const uid = await verifyStreamToken(token);
  if (!uid) throw new AppError(401, 'INVALID_TOKEN', 'Sessão inválida ou expirada. Inicie sessão novamente.');
  if (
    (openStreams.byUser.get(uid) ?? 0) >= STREAM_CAPS.perUser ||
    (openStreams.byToken.get(token) ?? 0) >= STREAM_CAPS.perToken
  ) {
    throw new AppError(
      429,
      'TOO_MANY_STREAMS',
      'Tem demasiadas ligações em direto abertas. Feche outros separadores e tente novamente.',
      undefined,
      { 'Retry-After': '30' },
    );
  }
  bump(openStreams.byUser, uid, 1);
  bump(openStreams.byToken, token, 1);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    bump(openStreams.byUser, uid, -1);
    bump(openStreams.byToken, token, -1);
  };
  c.header('Cache-Control', 'no-store');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (out) => {
    out.onAbort(release);
    const queue: LiveEvent[] = [];
    let wake: (() => void) | null = null;
    const stop = await subscribe(sql, uid, (event) => {
      queue.push(event);
      wake?.();
    });
    let open = true;
    const end = setTimeout(() => {
      open = false;
      wake?.();
    }, STREAM_MAX_MS);
    out.onAbort(() => {
      open = false;
      wake?.();
    });
    // Shutdown ends the stream within seconds (issue 28): the app reconnects, through the proxy, to another instance.
    const unregister = onShutdown(() => {
      open = false;
      wake?.();
    });
    try {
      await out.writeSSE({ event: 'ready', data: uid });
      while (open) {
        const event = queue.shift();
        if (event) {
          await out.writeSSE({ event: event.type, data: event.id });
          continue;
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, PING_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
        if (open && !queue.length) await out.write(': ping\n\n');
      }
    } finally {
      clearTimeout(end);
      unregister();
      stop();
      release();
    }
  });
};

export const preferences: AppRouteHandler<PreferencesRoute> = async (c) => {
  return c.json({ data: await service.preferences(requireUser(c)) }, 200);
};

export const savePreferences: AppRouteHandler<SavePreferencesRoute> = async (c) => {
  return c.json({ data: await service.savePreferences(requireUser(c), c.req.valid('json')) }, 200);
};
