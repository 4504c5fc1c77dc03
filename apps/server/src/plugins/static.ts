// Serves the built web app (apps/web/build) when it exists, like a production site:
// - precompressed: the build writes every file also as .br and .gz; the one the browser accepts is
//   sent as it is (nothing is compressed per request), with `Vary: Accept-Encoding`.
// - cached by name: files under /_app/immutable/ carry a content hash in their name, so browsers
//   keep them a year without asking again; everything else (HTML, favicon, version.json, the
//   manifest, and the service worker, whose new version must reach every device on its next
//   visit) is revalidated on every visit (ETag / Last-Modified, usually a 304 with no body).
// - SPA fallback: any GET that is not an API, health or socket path gets index.html (e.g. /r/CODE,
//   /verify), with the same headers.
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.ts';
import { httpError } from './errors.ts';

const DEFAULT_WEB_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../web/build');
const NOT_SPA = /^\/(api|socket\.io|healthz|readyz|metrics)(\/|$)/;
const IMMUTABLE_DIR = `${sep}_app${sep}immutable${sep}`;

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/** The directory of the built web app this server serves. */
export function webRootOf(config: Pick<Config, 'webRoot'>): string {
  return config.webRoot ?? DEFAULT_WEB_ROOT;
}

function setCacheHeaders(reply: FastifyReply, path: string): void {
  if (!path.includes(IMMUTABLE_DIR)) {
    reply.header('cache-control', CACHE_REVALIDATE);
    return;
  }
  reply.header('cache-control', CACHE_IMMUTABLE);
  // Never revalidated (a changed file gets a new name), so validators would be bytes for nothing.
  reply.removeHeader('etag');
  reply.removeHeader('last-modified');
}

export default fp(
  async (app) => {
    const root = webRootOf(app.config);
    const hasWeb = existsSync(join(root, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: ['index.html'],
        preCompressed: true,
        // Our own Cache-Control (setCacheHeaders) instead of the default `max-age=0` on everything.
        cacheControl: false,
        // No `Accept-Ranges: bytes` on every file: nothing here is big enough to resume, and those
        // 22 bytes on each of a first visit's ~24 responses were 0.5 kB of a phone's 110 kB
        // (e2e first-load.test.ts). A Range request gets the whole file.
        acceptRanges: false,
        setHeaders: setCacheHeaders,
      });
    } else app.log.info({ root }, 'no built web app: serving the API only');

    app.setNotFoundHandler((request, reply) => {
      if (
        hasWeb &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !NOT_SPA.test(request.url)
      ) {
        return reply.type('text/html').sendFile('index.html');
      }
      return reply
        .status(404)
        .send(httpError('not-found', `no route ${request.method} ${request.url.split('?')[0]}`));
    });
  },
  { name: 'static', dependencies: ['config'] },
);
