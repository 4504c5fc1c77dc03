// Where /metrics is served. Its ~200 series (rooms, sockets, bot queue times, Node version,
// memory, open files) are for the operator, so, as Prometheus exporters usually are, they are off
// the public port: a small HTTP server of their own on METRICS_PORT, bound to METRICS_HOST
// (127.0.0.1 by default), serving the same registry. METRICS_TOKEN, when set, is required as a
// bearer token on every /metrics, on this listener and, with METRICS_PUBLIC=true, on the public
// port too (which serves /metrics only then, and only with a token: config.ts refuses it without).
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The registry's text and its content type. */
export type Exposition = () => Promise<{ readonly text: string; readonly contentType: string }>;

export interface MetricsListener {
  /** `http://host:port/metrics` as bound (the port is the real one when METRICS_PORT=0). */
  readonly url: string;
  close(): Promise<void>;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries the token (always true without one). Compared as
 * SHA-256 digests in constant time: equal lengths, and no early exit that times the prefix.
 */
export function bearerAllowed(authorization: string | undefined, token: string | null): boolean {
  if (token === null) return true;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

/** What an unauthorised scrape gets (RFC 6750): 401 and how to authenticate. */
export const UNAUTHORISED = {
  status: 401,
  headers: {
    'www-authenticate': 'Bearer realm="metrics"',
    'content-type': 'text/plain; charset=utf-8',
  },
  body: 'a bearer token is required (METRICS_TOKEN)\n',
} as const;

async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  exposition: Exposition,
  token: string | null,
): Promise<void> {
  const path = (request.url ?? '/').split('?')[0];
  if (path !== '/metrics') {
    response
      .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      .end('only /metrics is served here\n');
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response
      .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
      .end('GET /metrics\n');
    return;
  }
  if (!bearerAllowed(request.headers.authorization, token)) {
    response.writeHead(UNAUTHORISED.status, UNAUTHORISED.headers).end(UNAUTHORISED.body);
    return;
  }
  const { text, contentType } = await exposition();
  response
    .writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' })
    .end(request.method === 'HEAD' ? undefined : text);
}

/** Starts the metrics listener; a port in use fails start-up with a message naming the setting. */
export async function listenMetrics(
  exposition: Exposition,
  options: { port: number; host: string; token: string | null },
): Promise<MetricsListener> {
  // Short timeouts: a scraper sends one small GET; nothing else has business holding a connection.
  const server = createServer(
    { headersTimeout: 5_000, requestTimeout: 10_000, keepAliveTimeout: 5_000 },
    (request, response) => {
      answer(request, response, exposition, options.token).catch(() => {
        if (!response.headersSent)
          response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end();
      });
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const where = `${options.host}:${options.port}`;
      reject(
        new Error(
          `metrics listener on ${where}: ${error.code ?? error.message} (METRICS_PORT/METRICS_HOST; each process needs its own port, or METRICS=false)`,
          { cause: error },
        ),
      );
    });
    server.listen(options.port, options.host, () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
