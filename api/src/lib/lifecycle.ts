/**
 * @module The process's life as the readiness check sees it (issue 28, ADR 0048): whether it is draining (SIGTERM
 * received: readiness answers 503 so the proxy sends no new request, in-flight ones finish), and the probe of its
 * background jobs, registered by main.ts (maintenance.ts sits above the health domain, which cannot import it).
 */

let draining = false;
let jobsProbe: () => string[] = () => [];

/** Marks the process as draining (main.ts at SIGTERM). */
export function startDraining() {
  draining = true;
}

/** Whether the process is draining. */
export const isDraining = () => draining;

/** Registers the job probe: it returns the names of stale jobs (maintenance.ts `staleJobs`). */
export function setJobsProbe(probe: () => string[]) {
  jobsProbe = probe;
}

/** The stale jobs of this process (empty: alive). */
export const staleJobNames = () => jobsProbe();

const closers = new Set<() => void>();

/**
 * Registers a long-lived answer (an SSE stream) to end at shutdown; the client reconnects, through the proxy, to
 * another instance. `close` is called once.
 * @returns a function that unregisters it (call it when the stream ends on its own)
 */
export function onShutdown(close: () => void): () => void {
  closers.add(close);
  return () => closers.delete(close);
}

/** Ends every registered stream (main.ts at SIGTERM). @returns how many were ended */
export function closeLongLived(): number {
  const n = closers.size;
  for (const close of [...closers]) close();
  closers.clear();
  return n;
}
