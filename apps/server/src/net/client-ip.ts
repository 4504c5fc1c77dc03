// Who is the client? One rule for HTTP (Fastify's `trustProxy`) and Socket.IO (the handshake):
// walk X-Forwarded-For from the right, starting at the peer that opened the TCP connection, and
// stop at the first address that is not a trusted proxy. The leftmost entry is written by the
// client and is never taken on its own say-so, so a forged header cannot change the IP that the
// per-IP limits count. Same algorithm and library (`@fastify/proxy-addr`) as Fastify itself.
import proxyAddr from '@fastify/proxy-addr';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Result } from '@boneyard/result';

/**
 * TRUST_PROXY, parsed: `false` (trust nobody; the TCP peer is the client), a hop count (trust that
 * many proxies in front of this server, whoever they are), or the proxies' addresses/CIDRs (and the
 * names `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy =
  false | { readonly hops: number } | { readonly addresses: readonly string[] };

/** The proxy-addr trust predicate: may the address at distance `hop` from this server name the next one? */
export type TrustFunction = (address: string, hop: number) => boolean;

export type ParsedTrustProxy = Result<TrustProxy, { error: string }>;

/** Reads TRUST_PROXY. `true` is refused: trusting every hop is exactly what lets a client forge its IP. */
export function parseTrustProxy(text: string): ParsedTrustProxy {
  const value = text.trim();
  if (value === '' || value === 'false' || value === '0') return { ok: true, value: false };
  if (value === 'true') {
    return {
      ok: false,
      error:
        'TRUST_PROXY=true would let any client forge its IP: give a hop count (e.g. 1) or the proxy addresses',
    };
  }
  if (/^\d+$/.test(value)) return { ok: true, value: { hops: Number(value) } };
  const addresses = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  try {
    proxyAddr.compile(addresses); // throws on anything that is not an address, CIDR or known name
  } catch (error) {
    return { ok: false, error: `TRUST_PROXY: ${(error as Error).message}` };
  }
  return { ok: true, value: { addresses } };
}

/** The trust predicate for a setting; Fastify gets this same function as its `trustProxy` option. */
export function trustFunction(trust: TrustProxy): TrustFunction {
  if (trust === false) return () => false;
  if ('hops' in trust) {
    const hops = trust.hops;
    return (_address, hop) => hop < hops;
  }
  return proxyAddr.compile([...trust.addresses]);
}

/** What a Socket.IO handshake tells about its origin (socket.handshake has both fields). */
export interface HandshakeOrigin {
  /** The TCP peer of the handshake request. */
  readonly address: string;
  readonly headers: IncomingHttpHeaders;
}

/**
 * The client IP of a Socket.IO connection by the same rule as Fastify's `request.ip`:
 * `clientIpOfHandshake(socket.handshake, config.proxy)`.
 */
export function clientIpOfHandshake(handshake: HandshakeOrigin, trust: TrustProxy): string {
  // proxy-addr reads only `socket.remoteAddress` and the x-forwarded-for header of the request.
  const request = {
    socket: { remoteAddress: handshake.address },
    headers: handshake.headers,
  } as unknown as IncomingMessage;
  return proxyAddr(request, trustFunction(trust));
}
