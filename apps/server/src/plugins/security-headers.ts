// Security headers on every HTTP response:
// - Content-Security-Policy: for HTML, the policy the web build wrote into index.html's
//   <meta http-equiv="content-security-policy"> (it carries the hashes of the inline start-up
//   script), plus frame-ancestors 'none', which only a header can carry. Other responses (JSON,
//   scripts, styles) get a policy that allows nothing, since none of them is a page.
// - X-Content-Type-Options: nosniff; X-Frame-Options: DENY (for browsers without frame-ancestors);
// - Referrer-Policy: no-referrer: page URLs hold room codes (/r/CODE), which must not travel to
//   any other site in a Referer header.
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { webRootOf } from './static.ts';

/** The page policy when the build has none (no web build, or one made without kit.csp). */
const FALLBACK_PAGE_POLICY = "default-src 'self'; object-src 'none'; base-uri 'none'";
const NOT_A_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";
const META_POLICY = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"/i;

function unescapeAttribute(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
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
    if (existsSync(index) && built === null) app.log.warn({ index }, 'the web build has no CSP meta tag: using a policy without script hashes');
    const pagePolicy = `${built ?? FALLBACK_PAGE_POLICY}; frame-ancestors 'none'`;

    app.addHook('onSend', async (_request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      reply.header('content-security-policy', type.startsWith('text/html') ? pagePolicy : NOT_A_PAGE_POLICY);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', 'no-referrer');
      return payload;
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
