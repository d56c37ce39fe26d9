/**
 * @module Moves the process's write generation (lib/write-generation.ts) on after every request that may write: any
 * method but GET, HEAD and OPTIONS, whatever its status (a refused request changes nothing, but telling them apart is
 * not worth a stale page).
 */
import type { MiddlewareHandler } from 'hono';
import { noteWrite } from '../../lib/write-generation.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * @returns a middleware calling `noteWrite()` before and after a writing request (before: a search started during
 * the write must not cache what it read as current)
 * @example app.use('/api/*', writeGenerationMiddleware())
 */
export function writeGenerationMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    if (READS.has(c.req.method)) return next();
    noteWrite();
    try {
      await next();
    } finally {
      noteWrite();
    }
  };
}
