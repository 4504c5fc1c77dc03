// Which web pages may drive this server through their visitors' browsers. A browser names the page
// that makes a request in its Origin header (on every WebSocket handshake, on every cross-site
// request, on every POST), and the page cannot change it. Without a check, any site could open
// sockets and create rooms (and bot farms) from its visitors' browsers and addresses: Socket.IO
// answers WebSocket handshakes from anywhere (there is no CORS for WebSocket).
// The rule, for the Socket.IO handshake (plugins/connection-guard.ts) and POST /api/rooms
// (plugins/rooms.ts):
// - no Origin header: allowed. That is not a browser page (our tests, the CLI, bench clients,
//   curl): the check protects a browser's user from the sites they visit, and a script can forge
//   any header anyway, so refusing it would protect nobody;
// - an Origin whose host (name and port) is the host the request was sent to: allowed (the
//   server's own pages). The host is the Host header, or, when the TCP peer is a trusted proxy
//   (TRUST_PROXY), the last X-Forwarded-Host entry — the same rule as Fastify's request.host;
// - an origin listed in ALLOWED_ORIGINS: allowed (pages served elsewhere, a proxy that rewrites
//   Host without sending X-Forwarded-Host);
// - anything else (another site, `null` from a sandboxed frame or a file): refused.
import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../config.ts';
import { trustFunction } from './client-ip.ts';
import type { Result } from '@boneyard/result';

export const FORBIDDEN_ORIGIN = 'forbidden-origin';

export type ParsedOrigins = Result<readonly string[], { error: string }>;

/** ALLOWED_ORIGINS: `https://a.example,http://localhost:5173` → origins as browsers write them. */
export function parseAllowedOrigins(text: string): ParsedOrigins {
  const origins: string[] = [];
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')) {
    let url: URL | null = null;
    try {
      url = new URL(entry);
    } catch {
      // reported below
    }
    // An origin is scheme, host and port only: a path, a query or a trailing slash is a mistake.
    if (
      url === null ||
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      url.origin !== entry.toLowerCase()
    ) {
      return {
        ok: false,
        error: `ALLOWED_ORIGINS: "${entry}" is not an origin like https://play.example.com or http://localhost:5173`,
      };
    }
    origins.push(url.origin);
  }
  return { ok: true, value: origins };
}

/** What the origin check reads of a request: Node's IncomingMessage has both. */
export interface OriginRequest {
  readonly headers: IncomingHttpHeaders;
  readonly socket: { readonly remoteAddress?: string | undefined };
}

/** Whether `origin` (a URL) names the host `host` (a Host header value: name and optional port). */
function sameHost(origin: URL, host: string): boolean {
  try {
    // Read with the origin's scheme, so a default port written out (`example.com:443`) matches too.
    return new URL(`${origin.protocol}//${host}`).host === origin.host;
  } catch {
    return false;
  }
}

/** The check for one server: a refusal message, or null when the request may proceed. */
export function originGuard(
  config: Pick<Config, 'proxy' | 'allowedOrigins'>,
): (request: OriginRequest) => string | null {
  const trust = trustFunction(config.proxy);
  const allowed = new Set(config.allowedOrigins);
  const hostOf = (request: OriginRequest): string | undefined => {
    const header = request.headers['x-forwarded-host'];
    // The entry the nearest proxy wrote is the last one (Node joins repeated headers with ", ").
    const forwarded = (Array.isArray(header) ? header.join(',') : header)
      ?.split(',')
      .at(-1)
      ?.trim();
    const peer = request.socket.remoteAddress;
    if (forwarded !== undefined && forwarded !== '' && peer !== undefined && trust(peer, 0))
      return forwarded;
    return request.headers.host;
  };
  return (request) => {
    const origin = request.headers.origin;
    if (origin === undefined || allowed.has(origin.toLowerCase())) return null;
    let url: URL | null = null;
    try {
      url = new URL(origin);
    } catch {
      // `null` and other non-URLs: no host to compare
    }
    const host = hostOf(request);
    if (url !== null && host !== undefined && sameHost(url, host)) return null;
    return `this server does not take requests from pages of ${origin.slice(0, 100)} (its own pages only; an operator can allow others with ALLOWED_ORIGINS)`;
  };
}
