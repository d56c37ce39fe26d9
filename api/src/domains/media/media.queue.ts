/**
 * @module The bounded queue every image decode goes through (issue 27, ADR 0047): at most `workers` decodes at once
 * per API instance (so one user's images run one at a time too), at most `perOwner` images of one user (or one address, for an anonymous caller) running or
 * waiting, at most `maxWaiting` waiting in all. A full queue answers 503 IMAGE_QUEUE_FULL with Retry-After; a user
 * over their share 429 RATE_LIMITED. libvips itself runs one thread per image and keeps no operation cache, so a
 * flood of 49 MP uploads costs one decode's memory and one core, and /api/health keeps answering.
 */
import sharp from 'sharp';
import { tryGetContext } from 'hono/context-storage';
import { AppError } from '../../lib/errors.ts';
import type { AppBindings } from '../../lib/types.ts';
import { clientIp } from '../../middlewares/rate-limit/client-ip.ts';
import { env } from '../../lib/env.ts';

// One libvips thread per image and no cache of decoded images (sharp's defaults: one thread per core, 50 MB cache).
sharp.concurrency(1);
sharp.cache(false);

export const IMAGE_QUEUE_MESSAGES = {
  full: 'O servidor está a processar muitas imagens. Tente novamente dentro de alguns segundos.',
  perOwner: 'Já tem imagens a serem processadas. Aguarde que terminem e tente novamente.',
} as const;

/** The queue's bounds. */
export interface ImageQueueLimits {
  /** Decodes at once on this instance. */
  workers: number;
  /** Images of one owner running or waiting. */
  perOwner: number;
  /** Images waiting in all (beyond the running ones). */
  maxWaiting: number;
}

/**
 * The production bounds: one decode at a time (2 shared cores); eight images of one user in the queue (a gallery
 * sent at once), 16 waiting in all.
 */
export const IMAGE_QUEUE_LIMITS: ImageQueueLimits = { workers: 1, perOwner: 8, maxWaiting: 16 };

/** A queue of image work with the bounds of {@link ImageQueueLimits}. */
export class ImageQueue {
  #running = 0;
  #waiting: Array<() => void> = [];
  #perOwner = new Map<string, number>();

  constructor(readonly limits: ImageQueueLimits = IMAGE_QUEUE_LIMITS) {}

  /** Images running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length };
  }

  /**
   * Runs `work` when a worker is free.
   * @param owner who asked (a user id, else an address)
   * @throws AppError 429 RATE_LIMITED when the owner already has `perOwner` images in the queue, 503
   *   IMAGE_QUEUE_FULL (Retry-After 5) when `maxWaiting` images wait
   * @example const image = await imageQueue.run(user.uid, () => decode(bytes));
   */
  async run<T>(owner: string, work: () => Promise<T>): Promise<T> {
    const mine = this.#perOwner.get(owner) ?? 0;
    if (mine >= this.limits.perOwner) {
      throw new AppError(429, 'RATE_LIMITED', IMAGE_QUEUE_MESSAGES.perOwner, undefined, { 'Retry-After': '5' });
    }
    if (this.#running >= this.limits.workers && this.#waiting.length >= this.limits.maxWaiting) {
      throw new AppError(503, 'IMAGE_QUEUE_FULL', IMAGE_QUEUE_MESSAGES.full, undefined, { 'Retry-After': '5' });
    }
    this.#perOwner.set(owner, mine + 1);
    try {
      if (this.#running >= this.limits.workers) {
        await new Promise<void>((resolve) => this.#waiting.push(resolve));
      } else this.#running++;
      try {
        return await work();
      } finally {
        const next = this.#waiting.shift();
        // The slot passes straight to the next in line (running stays the same), else it is freed.
        if (next) next();
        else this.#running--;
      }
    } finally {
      const left = (this.#perOwner.get(owner) ?? 1) - 1;
      if (left <= 0) this.#perOwner.delete(owner);
      else this.#perOwner.set(owner, left);
    }
  }
}

/** The instance's queue. */
export const imageQueue = new ImageQueue();

/** Who the current request is: its user id, else its client address (hono/context-storage), else 'system'. */
export function currentOwner(): string {
  const c = tryGetContext<AppBindings>();
  if (!c) return 'system';
  const user = c.get('user');
  if (user) return `user:${user.uid}`;
  try {
    return `ip:${clientIp(c, env.TRUST_PROXY)}`;
  } catch {
    return 'ip:unknown';
  }
}
