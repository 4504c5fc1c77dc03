// Security headers:
// - Content-Security-Policy: for HTML, the policy the web build wrote into index.html's
//   <meta http-equiv="content-security-policy"> (it carries the hashes of the inline start-up
//   script), plus frame-ancestors 'none', which only a header can carry. Anything else a browser
//   could show as a document (JSON answers, SVG, errors) gets a policy that allows nothing.
// - X-Frame-Options: DENY (for browsers without frame-ancestors) and Referrer-Policy: no-referrer
//   (page URLs hold room codes, /r/CODE, which must not travel to other sites in a Referer header)
//   on the same responses.
// - X-Content-Type-Options: nosniff on every response. Scripts and stylesheets get only this one:
//   the others do nothing for a subresource, and a page loads about thirty of them on a phone
//   network where every header byte counts (docs/server.md "Serving the web app").
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { webRootOf } from './static.ts';

/** The page policy when the build has none (no web build, or one made without kit.csp). */
const FALLBACK_PAGE_POLICY = "default-src 'self'; object-src 'none'; base-uri 'none'";
const NOT_A_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** Content types that are never shown as a document: scripts and stylesheets. */
const SUBRESOURCE_TYPE = /^(application|text)\/(javascript|css)\b/;
const META_POLICY = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"/i;

function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The policy of the built index.html (meta tag), or null when it has none. */
export function pagePolicyOf(indexHtml: string): string | null {
  const match = META_POLICY.exec(indexHtml);
  return match?.[1] === undefined ? null : unescapeAttribute(match[1]);
}

export default fp(
  async (app) => {
    const index = join(webRootOf(app.config), 'index.html');
    const built = existsSync(index) ? pagePolicyOf(readFileSync(index, 'utf8')) : null;
    if (existsSync(index) && built === null)
      app.log.warn(
        { index },
        'the web build has no CSP meta tag: using a policy without script hashes',
      );
    const pagePolicy = `${built ?? FALLBACK_PAGE_POLICY}; frame-ancestors 'none'`;

    app.addHook('onSend', async (_request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      reply.header('x-content-type-options', 'nosniff');
      if (SUBRESOURCE_TYPE.test(type)) return payload;
      reply.header(
        'content-security-policy',
        type.startsWith('text/html') ? pagePolicy : NOT_A_PAGE_POLICY,
      );
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', 'no-referrer');
      return payload;
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
