// Configuration from environment variables (documented in docs/server.md). Bad values fail fast
// at start-up with a message naming the variable.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SeedSource } from '@boneyard/table';
import { z } from 'zod';
import { defaultBotWorkers } from './bots-pool/slots.ts';
import { parseTrustProxy, type TrustProxy } from './net/client-ip.ts';
import { parseAllowedOrigins } from './net/origin.ts';

const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

const EnvSchema = z.object({
  PORT: int(3000),
  HOST: z.string().default('0.0.0.0'),
  REDIS_URL: z.string().optional(),
  REDIS_PREFIX: z.string().default('boneyard:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BOT_DELAY_MS: int(700),
  // Worker threads deciding bot moves (bots-pool/pool.ts); unset: one per spare core, 1–2; 0: inline.
  BOT_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  GRACE_MS: int(30_000),
  SEED_TIMEOUT_MS: int(5_000),
  HAND_PAUSE_MS: int(20_000),
  ROOM_TTL_HOURS: int(24, 1),
  RECORD_TTL_DAYS: int(7, 7),
  DEADLINE_POLL_MS: int(1_000, 10),
  PROCESS_LEASE_MS: int(10_000, 300),
  WEB_ROOT: z.string().optional(),
  RATE_SOCKET_PER_SEC: int(20, 1),
  RATE_IP_PER_SEC: int(100, 1),
  RATE_CREATE_PER_MIN: int(10, 1),
  RATE_JOIN_PER_MIN: int(30, 1),
  ABUSE_LIMIT: int(20, 1),
  // --- network edge (net/, plugins/static.ts, plugins/security-headers.ts): docs/server.md "Network edge"
  TRUST_PROXY: z.string().default('false'),
  RATE_LOOKUP_PER_MIN: int(30, 1),
  MAX_SOCKETS_PER_IP: int(32, 1),
  HTTP_HEADERS_TIMEOUT_MS: int(10_000, 100),
  HTTP_REQUEST_TIMEOUT_MS: int(30_000, 100),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: int(5_000, 100),
  // --- end network edge
  // Embedded store (when REDIS_URL is unset): persistent LMDB in DATA_DIR, or memory (tests).
  STORE: z.enum(['lmdb', 'memory']).default('lmdb'),
  DATA_DIR: z.string().min(1).optional(),
  // --- scale-out and operations (store/keys.ts, plugins/metrics.ts, plugins/drain.ts): docs/server.md "Deployment"
  // Seed nodes of a Redis Cluster, `host:port,host:port,…` (takes precedence over REDIS_URL).
  REDIS_CLUSTER: z.string().optional(),
  // Prometheus metrics (on by default, on METRICS_PORT below; METRICS=false: none, anywhere).
  METRICS: z.enum(['true', 'false']).default('true'),
  // After SIGTERM: how long in-flight moves may take before the process exits anyway.
  DRAIN_TIMEOUT_MS: int(10_000, 0),
  // --- end scale-out and operations
  // --- edge of the operator and of other sites (net/metrics-listener.ts, net/origin.ts): docs/server.md "Metrics and origins"
  // The metrics listener (0: any free port), on loopback unless told otherwise.
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9464),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  // When set, every /metrics request needs `Authorization: Bearer <token>`.
  METRICS_TOKEN: z.string().optional(),
  // Also serve /metrics on PORT, the public port (only with METRICS_TOKEN).
  METRICS_PUBLIC: z.enum(['true', 'false']).default('false'),
  // Browser pages of other origins allowed to use the API and sockets (comma-separated); the
  // server's own pages always are.
  ALLOWED_ORIGINS: z.string().default(''),
  // --- end edge of the operator and of other sites
  // --- room bounds (room/caps.ts, room/pause.ts): docs/server.md "Room bounds"
  // A lobby with no person seated expires this long after its last change (other rooms: ROOM_TTL_HOURS).
  LOBBY_TTL_MINUTES: int(10, 1),
  // Live rooms one address (IPv4, or IPv6 /64) may have created; then room creation is refused.
  ROOMS_PER_IP: int(20, 1),
  // Live rooms on the whole server (every process); then creation answers "server full" (HTTP 503).
  MAX_ROOMS: int(50_000, 1),
  // Matches with bot seats one address may have started and playing at once.
  BOT_ROOMS_PER_IP: int(3, 1),
  // --- end room bounds
});

/** `host:port,host:port` → nodes; an error names the bad entry. */
function parseClusterNodes(text: string): { host: string; port: number }[] {
  return text.split(',').map((entry) => {
    const match = /^\s*([^\s:]+):(\d{1,5})\s*$/.exec(entry);
    const port = Number(match?.[2]);
    if (match === null || port < 1 || port > 65_535)
      throw new Error(`bad configuration: REDIS_CLUSTER: "${entry}" is not host:port`);
    return { host: match[1]!, port };
  });
}

/** Shortest METRICS_TOKEN: a bearer token is a password a scraper sends on every request. */
const MIN_METRICS_TOKEN = 16;

/** METRICS_TOKEN (unset or empty: none); the public port serves /metrics only behind one. */
function metricsTokenOf(token: string | undefined, isPublic: boolean): string | null {
  const value = token === undefined || token.trim() === '' ? null : token.trim();
  if (value !== null && value.length < MIN_METRICS_TOKEN)
    throw new Error(`bad configuration: METRICS_TOKEN: at least ${MIN_METRICS_TOKEN} characters`);
  if (isPublic && value === null)
    throw new Error(
      'bad configuration: METRICS_PUBLIC=true serves /metrics on the public port: set METRICS_TOKEN too',
    );
  return value;
}

/** The repository's data/ directory (ignored by git), whatever directory the server starts in. */
const DEFAULT_DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../data');

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Unset → the in-memory store (one process only). */
  readonly redisUrl: string | null;
  /** Seed nodes of a Redis Cluster (REDIS_CLUSTER); when set, the store and the room channels use it. */
  readonly redisCluster: readonly { readonly host: string; readonly port: number }[] | null;
  /** Serve GET /metrics (Prometheus text format) at all: on the metrics listener, and the public port if metricsPublic. */
  readonly metrics: boolean;
  /** The metrics listener (METRICS_PORT, 0: any free port; METRICS_HOST): off the public port. */
  readonly metricsPort: number;
  readonly metricsHost: string;
  /** Bearer token every /metrics request must carry; null: none needed (the listener is private). */
  readonly metricsToken: string | null;
  /** Also serve /metrics on the public port (requires metricsToken). */
  readonly metricsPublic: boolean;
  /** Pages of these origins may use the server besides its own (net/origin.ts). */
  readonly allowedOrigins: readonly string[];
  /** SIGTERM: longest wait for in-flight work before the process exits. */
  readonly drainTimeoutMs: number;
  /** Without Redis: 'lmdb' keeps rooms in `dataDir` across restarts; 'memory' forgets them. */
  readonly embeddedStore: 'lmdb' | 'memory';
  /** Where the LMDB store keeps its files (absolute). */
  readonly dataDir: string;
  /** Every Redis key starts with this (tests use a random one per run). */
  readonly redisPrefix: string;
  readonly logLevel: string;
  readonly botDelayMs: number;
  /** Worker threads for bot decisions; 0 decides them on the event loop. */
  readonly botWorkers: number;
  readonly graceMs: number;
  readonly seedTimeoutMs: number;
  readonly handPauseMs: number;
  readonly roomTtlMs: number;
  /** A lobby with no person seated expires this long after its last change (LOBBY_TTL_MINUTES). */
  readonly lobbyTtlMs: number;
  /** Caps on rooms (room/caps.ts), counted in the store so that every process shares them. */
  readonly bounds: {
    /** Live rooms on the server. */
    readonly maxRooms: number;
    /** Live rooms created from one address. */
    readonly roomsPerIp: number;
    /** Matches with bot seats started from one address and playing at once. */
    readonly botRoomsPerIp: number;
  };
  readonly recordTtlMs: number;
  readonly deadlinePollMs: number;
  /** A process's liveness lease (renewed every third of it); seats it held are released this long after it dies. */
  readonly processLeaseMs: number;
  /** Built web app to serve; null → apps/web/build when it exists. */
  readonly webRoot: string | null;
  /** Which peers may name the client in X-Forwarded-For (net/client-ip.ts): false, a hop count, or addresses. */
  readonly proxy: TrustProxy;
  /** Per-process limits of the network edge (docs/server.md "Network edge"). */
  readonly edge: {
    /** Room look-ups and record downloads (GET /api/rooms/CODE…) per IP per minute. */
    readonly lookupPerMinute: number;
    /** Sockets one client IP may hold open on one process. */
    readonly socketsPerIp: number;
    /** A connection must send a complete request head this soon after it opens (or after its last request). */
    readonly headersTimeoutMs: number;
    /** A whole request (head and body) must arrive within this. */
    readonly requestTimeoutMs: number;
    /** An idle keep-alive connection is closed after this. */
    readonly keepAliveTimeoutMs: number;
  };
  readonly limits: {
    readonly socketPerSecond: number;
    /** Messages per IP per second over all its sockets (actions included). */
    readonly ipPerSecond: number;
    readonly createPerMinute: number;
    readonly joinPerMinute: number;
    /** Malformed or rate-limited messages a socket may send before it is disconnected. */
    readonly abuse: number;
  };
  // --- table driver (issue 45): Config is the server's TableSettings (@boneyard/table)
  /** Tests only (never from the environment): fixed seeds per hand instead of random ones, so a
   * match the server plays can be compared with `simulate`'s byte for byte (test/parity.test.ts). */
  readonly seeds?: SeedSource;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`bad configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  const proxy = parseTrustProxy(e.TRUST_PROXY);
  if (!proxy.ok) throw new Error(`bad configuration: ${proxy.error}`);
  const metricsToken = metricsTokenOf(e.METRICS_TOKEN, e.METRICS_PUBLIC === 'true');
  const allowedOrigins = parseAllowedOrigins(e.ALLOWED_ORIGINS);
  if (!allowedOrigins.ok) throw new Error(`bad configuration: ${allowedOrigins.error}`);
  return {
    port: e.PORT,
    host: e.HOST,
    redisUrl: e.REDIS_URL === undefined || e.REDIS_URL === '' ? null : e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    redisCluster:
      e.REDIS_CLUSTER === undefined || e.REDIS_CLUSTER.trim() === ''
        ? null
        : parseClusterNodes(e.REDIS_CLUSTER),
    metrics: e.METRICS === 'true',
    drainTimeoutMs: e.DRAIN_TIMEOUT_MS,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    metricsToken,
    metricsPublic: e.METRICS_PUBLIC === 'true',
    allowedOrigins: allowedOrigins.value,
    embeddedStore: e.STORE,
    dataDir: e.DATA_DIR === undefined ? DEFAULT_DATA_DIR : resolve(e.DATA_DIR),
    logLevel: e.LOG_LEVEL,
    botDelayMs: e.BOT_DELAY_MS,
    botWorkers: e.BOT_WORKERS ?? defaultBotWorkers(),
    graceMs: e.GRACE_MS,
    seedTimeoutMs: e.SEED_TIMEOUT_MS,
    handPauseMs: e.HAND_PAUSE_MS,
    roomTtlMs: e.ROOM_TTL_HOURS * 3_600_000,
    lobbyTtlMs: e.LOBBY_TTL_MINUTES * 60_000,
    bounds: {
      maxRooms: e.MAX_ROOMS,
      roomsPerIp: e.ROOMS_PER_IP,
      botRoomsPerIp: e.BOT_ROOMS_PER_IP,
    },
    recordTtlMs: e.RECORD_TTL_DAYS * 86_400_000,
    deadlinePollMs: e.DEADLINE_POLL_MS,
    processLeaseMs: e.PROCESS_LEASE_MS,
    webRoot: e.WEB_ROOT ?? null,
    proxy: proxy.value,
    edge: {
      lookupPerMinute: e.RATE_LOOKUP_PER_MIN,
      socketsPerIp: e.MAX_SOCKETS_PER_IP,
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: Math.max(e.HTTP_REQUEST_TIMEOUT_MS, e.HTTP_HEADERS_TIMEOUT_MS),
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    limits: {
      socketPerSecond: e.RATE_SOCKET_PER_SEC,
      ipPerSecond: e.RATE_IP_PER_SEC,
      createPerMinute: e.RATE_CREATE_PER_MIN,
      joinPerMinute: e.RATE_JOIN_PER_MIN,
      abuse: e.ABUSE_LIMIT,
    },
  };
}

/** Config for tests: no delays, the in-memory store unless told otherwise, everything else default, overridable. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      BOT_DELAY_MS: '0',
      SEED_TIMEOUT_MS: '2000',
      HAND_PAUSE_MS: '0',
      // Every test client is on 127.0.0.1: the edge limits are tested on their own (test/edge-*.test.ts).
      RATE_LOOKUP_PER_MIN: '100000',
      MAX_SOCKETS_PER_IP: '100000',
      // Likewise the per-address room caps (test/room-bounds.test.ts, test/botfarm-policy.test.ts).
      ROOMS_PER_IP: '100000',
      BOT_ROOMS_PER_IP: '100000',
      STORE: 'memory',
      // Many test servers run at once: each metrics listener on a port of its own.
      METRICS_PORT: '0',
    }),
    ...overrides,
  };
}
