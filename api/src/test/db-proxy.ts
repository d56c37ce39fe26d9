/**
 * @module Test helper: a TCP proxy between an API process and PostgreSQL that can play an outage without touching the
 * shared server (issue 27). `down()` cuts every server connection but leaves the API's sockets open and silent (as a
 * restarted server or a dropped NAT entry leaves them: stale) and closes new ones at once; `up()` forwards again, and
 * a stale socket is closed as soon as the API writes on it.
 */

export interface DbProxy {
  /** The DATABASE_URL through the proxy. */
  url: string;
  down(): void;
  up(): void;
  close(): void;
}

/**
 * Starts the proxy in front of `target` (a postgres:// URL).
 * @example const proxy = startDbProxy(Deno.env.get('DATABASE_URL')!); proxy.down(); ...; proxy.up();
 */
export function startDbProxy(target: string): DbProxy {
  const to = new URL(target);
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  let isUp = true;
  /** Each client socket with its server side (null once cut: the client socket is then stale). */
  const pairs = new Map<Deno.Conn, Deno.Conn | null>();
  const closeQuietly = (conn: Deno.Conn | null | undefined) => {
    try {
      conn?.close();
    } catch { /* already closed */ }
  };
  const pipe = async (from: Deno.Conn, to: Deno.Conn, onEnd: () => void) => {
    const buffer = new Uint8Array(64 * 1024);
    try {
      for (;;) {
        const n = await from.read(buffer);
        if (n === null) break;
        let written = 0;
        while (written < n) written += await to.write(buffer.subarray(written, n));
      }
    } catch { /* a side closed */ }
    onEnd();
  };
  const serve = async (client: Deno.Conn) => {
    if (!isUp) return closeQuietly(client);
    let server: Deno.Conn;
    try {
      server = await Deno.connect({ hostname: to.hostname, port: Number(to.port || 5432) });
    } catch {
      return closeQuietly(client);
    }
    pairs.set(client, server);
    // client -> server: while cut, the first bytes the client writes close its socket (the server is gone).
    void (async () => {
      const buffer = new Uint8Array(64 * 1024);
      try {
        for (;;) {
          const n = await client.read(buffer);
          if (n === null) break;
          const current = pairs.get(client);
          if (!current) break;
          let written = 0;
          while (written < n) written += await current.write(buffer.subarray(written, n));
        }
      } catch { /* closed */ }
      closeQuietly(pairs.get(client));
      pairs.delete(client);
      closeQuietly(client);
    })();
    void pipe(server, client, () => {
      // The server side ended: when cut on purpose, the client socket stays open and silent.
      if (pairs.get(client) === server) {
        pairs.delete(client);
        closeQuietly(client);
      }
    });
  };
  void (async () => {
    try {
      for await (const conn of listener) void serve(conn);
    } catch { /* listener closed */ }
  })();
  return {
    url: `postgres://${
      to.username ? `${to.username}${to.password ? `:${to.password}` : ''}@` : ''
    }127.0.0.1:${port}${to.pathname}${to.search}`,
    down() {
      isUp = false;
      for (const [client, server] of pairs) {
        pairs.set(client, null);
        closeQuietly(server);
      }
    },
    up() {
      isUp = true;
    },
    close() {
      isUp = false;
      listener.close();
      for (const [client, server] of pairs) {
        closeQuietly(server);
        closeQuietly(client);
      }
      pairs.clear();
    },
  };
}
