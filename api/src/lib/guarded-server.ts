/**
 * @module The server's socket timeouts (issue 27, ADR 0047). Deno.serve has no header or idle timeout (denoland/deno
 * #3515): a socket that sends nothing, or a header a byte a minute, stays open forever (150 s measured). So the public
 * port is a small TCP front in the same process: it closes a connection whose request headers are not complete within
 * `headerTimeoutMs`, and any connection silent both ways for `idleTimeoutMs` (live streams ping every 25 s), and pipes
 * the rest to Deno.serve on a loopback port. The handler still sees the client's own address (`remoteAddr`), looked
 * up by the front's local port, so rate limits by address keep working.
 */

/** The timeouts of {@link serveGuarded}. */
export const SOCKET_TIMEOUTS = { headerTimeoutMs: 15_000, idleTimeoutMs: 75_000 } as const;

export interface GuardedServer {
  /** The public address. */
  addr: Deno.NetAddr;
  /** Connections open at the front. */
  readonly connections: number;
  shutdown(): Promise<void>;
}

const END_OF_HEADERS = new Uint8Array([13, 10, 13, 10]);

/** Whether `tail` (the last bytes seen, at most 3) followed by `chunk` holds CRLF CRLF. */
function endsHeaders(tail: Uint8Array, chunk: Uint8Array): boolean {
  const joined = new Uint8Array(tail.length + chunk.length);
  joined.set(tail);
  joined.set(chunk, tail.length);
  outer: for (let i = 0; i + 4 <= joined.length; i++) {
    for (let j = 0; j < 4; j++) if (joined[i + j] !== END_OF_HEADERS[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * Serves `handler` on `hostname:port` behind the timeouts.
 * @param options.headerTimeoutMs time from a connection's opening to the end of its first request's headers
 * @param options.idleTimeoutMs time without a byte in either direction
 * @example const server = serveGuarded({ hostname: '0.0.0.0', port: 8080 }, app.fetch);
 */
export function serveGuarded(
  options: { hostname: string; port: number; headerTimeoutMs?: number; idleTimeoutMs?: number },
  handler: (request: Request, info: Deno.ServeHandlerInfo<Deno.NetAddr>) => Response | Promise<Response>,
): GuardedServer {
  const headerTimeoutMs = options.headerTimeoutMs ?? SOCKET_TIMEOUTS.headerTimeoutMs;
  const idleTimeoutMs = options.idleTimeoutMs ?? SOCKET_TIMEOUTS.idleTimeoutMs;
  /** The client address of each front-to-server connection, by its local port. */
  const clients = new Map<number, Deno.NetAddr>();
  const inner = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, (request, info) => {
    const client = clients.get(info.remoteAddr.port);
    return handler(request, client ? { ...info, remoteAddr: client } : info);
  });
  const listener = Deno.listen({ hostname: options.hostname, port: options.port });
  /** The relays running (each ends when its connection does). */
  const relays = new Set<Promise<void>>();
  const open = new Set<() => void>();

  const serve = async (client: Deno.Conn) => {
    let server: Deno.TcpConn | null = null;
    let closed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const close = () => {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      open.delete(close);
      for (const conn of [client, server]) {
        try {
          conn?.close();
        } catch { /* already closed */ }
      }
      if (server) clients.delete((server.localAddr as Deno.NetAddr).port);
    };
    open.add(close);
    let headersDone = false;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(close, headersDone ? idleTimeoutMs : Math.min(headerTimeoutMs, idleTimeoutMs));
    };
    // The header deadline runs from the opening and is not extended by bytes that do not end the headers.
    timer = setTimeout(close, headerTimeoutMs);
    try {
      server = await Deno.connect({ hostname: '127.0.0.1', port: inner.addr.port });
      clients.set((server.localAddr as Deno.NetAddr).port, client.remoteAddr as Deno.NetAddr);
    } catch {
      return close();
    }
    const upstream = server;
    let tail: Uint8Array = new Uint8Array(0);
    const fromClient = async () => {
      const buffer = new Uint8Array(64 * 1024);
      for (;;) {
        const n = await client.read(buffer);
        if (n === null) break;
        const chunk = buffer.subarray(0, n);
        if (!headersDone && endsHeaders(tail, chunk)) {
          headersDone = true;
          arm();
        } else if (headersDone) arm();
        else tail = chunk.slice(Math.max(0, chunk.length - 3));
        let written = 0;
        while (written < n) written += await upstream.write(chunk.subarray(written));
      }
    };
    const toClient = async () => {
      const buffer = new Uint8Array(64 * 1024);
      for (;;) {
        const n = await upstream.read(buffer);
        if (n === null) break;
        if (headersDone) arm();
        let written = 0;
        while (written < n) written += await client.write(buffer.subarray(written, n));
      }
    };
    // A client that ends its side (half-close) still gets its answer; the server's end closes both.
    const reading = fromClient().then(() => upstream.closeWrite().catch(() => {}), close);
    const writing = toClient().catch(() => {}).finally(close);
    await Promise.allSettled([reading, writing]);
    close();
  };

  void (async () => {
    try {
      for await (const conn of listener) {
        const relay = serve(conn);
        relays.add(relay);
        void relay.finally(() => relays.delete(relay));
      }
    } catch { /* listener closed */ }
  })();

  return {
    addr: listener.addr as Deno.NetAddr,
    get connections() {
      return open.size;
    },
    async shutdown() {
      try {
        listener.close();
      } catch { /* closed */ }
      // The inner server first: it lets in-flight requests finish and ended streams send their last bytes; the
      // relays then pass those bytes on and end with their upstream (issue 28's drain), up to 2 s; then whatever relay
      // is left is closed.
      await inner.shutdown();
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.allSettled([...relays]),
        new Promise<void>((resolve) => timer = setTimeout(resolve, 2000)),
      ]);
      clearTimeout(timer);
      for (const close of [...open]) close();
    },
  };
}
