/**
 * @module Test helper: the API as a separate process (deno run api/src/main.ts) on the test database, for tests of
 * what happens across processes and restarts (several instances, SIGKILL, broken connections).
 */

const ROOT = new URL('../../../', import.meta.url);
const MAIN = new URL('../main.ts', import.meta.url);

/** A free TCP port on 127.0.0.1. */
export function freePort(): number {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

export interface ApiProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Everything it printed so far. */
  output(): string;
  /** Sends `signal` (SIGTERM: a clean shutdown; SIGKILL: a crash) and waits for the process to end. */
  stop(signal?: Deno.Signal): Promise<void>;
}

/**
 * Starts the API with the test environment plus `env`, and waits until GET /api/health answers 200.
 * @example const api = await startApiProcess({ HOLD_MINUTES: '1' }); ...; await api.stop();
 */
export async function startApiProcess(env: Record<string, string> = {}, timeoutMs = 60_000): Promise<ApiProcess> {
  const port = freePort();
  const child = new Deno.Command(Deno.execPath(), {
    args: ['run', '-A', MAIN.pathname],
    cwd: ROOT.pathname,
    env: { LOG_REQUESTS: 'false', NO_COLOR: '1', ...env, PORT: String(port) },
    stdin: 'null',
    stdout: 'piped',
    stderr: 'piped',
  }).spawn();
  let text = '';
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
  };
  const pumps = Promise.all([pump(child.stdout), pump(child.stderr)]);
  let exited = false;
  const status = child.status.then((s) => {
    exited = true;
    return s;
  });
  const api: ApiProcess = {
    url: `http://127.0.0.1:${port}`,
    output: () => text,
    async stop(signal: Deno.Signal = 'SIGTERM') {
      if (!exited) {
        try {
          child.kill(signal);
        } catch { /* already gone */ }
      }
      await status;
      await pumps;
    },
  };
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (exited) break;
    try {
      const res = await fetch(`${api.url}/api/health`);
      await res.body?.cancel();
      if (res.status === 200) return api;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  await api.stop('SIGKILL');
  throw new Error(`the API process did not become healthy:\n${text}`);
}
