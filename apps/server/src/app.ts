// buildApp(config): the whole server as small Fastify plugins. The pino logger carries request ids;
// room and seat go into each log line's context. Info-level lines never hold tiles or seeds.
import { MAX_HTTP_BODY_BYTES } from '@boneyard/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import type { BotPool } from './bots-pool/pool.ts';
import type { Config } from './config.ts';
import { trustFunction } from './net/client-ip.ts';
import configPlugin from './plugins/config.ts';
import connectionGuardPlugin from './plugins/connection-guard.ts';
import errorsPlugin from './plugins/errors.ts';
import drainPlugin from './plugins/drain.ts';
import healthPlugin from './plugins/health.ts';
import metricsPlugin from './plugins/metrics.ts';
import roomsPlugin from './plugins/rooms.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import socketPlugin from './plugins/socket.ts';
import staticPlugin from './plugins/static.ts';
import storePlugin from './plugins/store.ts';

/** How often Node looks for connections past their headers or request timeout. */
const CONNECTION_CHECK_MS = 1_000;

export interface BuildOptions {
  /** Where log lines go (default stdout); tests capture them to check what info lines hold. */
  readonly logStream?: { write(line: string): void };
  /** Where bot moves are decided (default: the process's shared pool of BOT_WORKERS threads);
   * tests pass one with a hold (bots-pool/hold.ts). */
  readonly botPool?: BotPool;
}

export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(options.logStream === undefined ? {} : { stream: options.logStream }),
    },
    bodyLimit: MAX_HTTP_BODY_BYTES,
    // request.ip walks X-Forwarded-For only through trusted proxies (net/client-ip.ts); the socket
    // layer resolves its IPs with the same function.
    trustProxy: config.proxy === false ? false : trustFunction(config.proxy),
    // Connections that open and send nothing (or only part of a request head) are answered 408 and
    // closed by Node's periodic check; idle keep-alive connections are closed too.
    http: {
      headersTimeout: config.edge.headersTimeoutMs,
      connectionsCheckingInterval: CONNECTION_CHECK_MS,
    },
    requestTimeout: config.edge.requestTimeoutMs,
    keepAliveTimeout: config.edge.keepAliveTimeoutMs,
  });
  await app.register(configPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(metricsPlugin);
  await app.register(storePlugin);
  await app.register(
    roomsPlugin,
    options.botPool === undefined ? {} : { botPool: options.botPool },
  );
  await app.register(socketPlugin);
  await app.register(connectionGuardPlugin);
  await app.register(drainPlugin);
  await app.register(healthPlugin);
  await app.register(staticPlugin);
  return app;
}
