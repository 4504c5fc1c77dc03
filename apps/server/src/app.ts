// buildApp(config): the whole server as small Fastify plugins. The pino logger carries request ids;
// room and seat go into each log line's context. Info-level lines never hold tiles or seeds.
import { MAX_HTTP_BODY_BYTES } from '@boneyard/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import configPlugin from './plugins/config.ts';
import errorsPlugin from './plugins/errors.ts';
import healthPlugin from './plugins/health.ts';
import roomsPlugin from './plugins/rooms.ts';
import socketPlugin from './plugins/socket.ts';
import staticPlugin from './plugins/static.ts';
import storePlugin from './plugins/store.ts';

export interface BuildOptions {
  /** Where log lines go (default stdout); tests capture them to check what info lines hold. */
  readonly logStream?: { write(line: string): void };
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(options.logStream === undefined ? {} : { stream: options.logStream }),
    },
    bodyLimit: MAX_HTTP_BODY_BYTES,
    trustProxy: config.trustProxy,
  });
  await app.register(configPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(storePlugin);
  await app.register(roomsPlugin);
  await app.register(socketPlugin);
  await app.register(healthPlugin);
  await app.register(staticPlugin);
  return app;
}
