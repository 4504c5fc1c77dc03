// Serves the built web app (apps/web/build) when it exists, with the SPA fallback: any GET that is
// not an API, health or socket path gets index.html (e.g. /r/CODE, /verify).
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { httpError } from './errors.ts';

const DEFAULT_WEB_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../web/build');
const NOT_SPA = /^\/(api|socket\.io|healthz|readyz)(\/|$)/;

export default fp(
  async (app) => {
    const root = app.config.webRoot ?? DEFAULT_WEB_ROOT;
    const hasWeb = existsSync(join(root, 'index.html'));
    if (hasWeb) await app.register(fastifyStatic, { root, wildcard: false, index: ['index.html'] });
    else app.log.info({ root }, 'no built web app: serving the API only');

    app.setNotFoundHandler((request, reply) => {
      if (hasWeb && request.method === 'GET' && !NOT_SPA.test(request.url)) {
        return reply.type('text/html').sendFile('index.html');
      }
      return reply.status(404).send(httpError('not-found', `no route ${request.method} ${request.url.split('?')[0]}`));
    });
  },
  { name: 'static', dependencies: ['config'] },
);
