import { streamSSE } from 'hono/streaming';
import { sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import { type LiveEvent, subscribe } from '../../lib/live.ts';
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

export const stream: AppRouteHandler<StreamRoute> = async (c) => {
  const { token } = c.req.valid('query');
  const uid = await verifyStreamToken(token);
  if (!uid) throw new AppError(401, 'INVALID_TOKEN', 'Sessão inválida ou expirada. Inicie sessão novamente.');
  c.header('Cache-Control', 'no-store');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (out) => {
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
      stop();
    }
  });
};

export const preferences: AppRouteHandler<PreferencesRoute> = async (c) => {
  return c.json({ data: await service.preferences(requireUser(c)) }, 200);
};

export const savePreferences: AppRouteHandler<SavePreferencesRoute> = async (c) => {
  return c.json({ data: await service.savePreferences(requireUser(c), c.req.valid('json')) }, 200);
};
