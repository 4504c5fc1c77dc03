import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { createHash } from 'node:crypto';

/** CSP source for one inline style attribute, hashed as the browser hashes it. */
const styleAttributeHash = (css) => `sha256-${createHash('sha256').update(css).digest('base64')}`;

/**
 * The only inline style attributes in the app's HTML: app.html's wrapper, and the visually hidden
 * route announcer SvelteKit renders (.svelte-kit/generated/root.svelte; a new Kit version may
 * change it: the browser test apps/e2e/test/headers.test.ts then reports the violation).
 */
const INLINE_STYLE_ATTRIBUTES = [
  'display: contents',
  'position: absolute; left: 0; top: 0; clip: rect(0 0 0 0); clip-path: inset(50%); overflow: hidden; white-space: nowrap; width: 1px; height: 1px',
];

/** @type {import('@sveltejs/kit').Config} */
export default {
  preprocess: vitePreprocess(),
  kit: {
    // A single-page app: Fastify serves build/ and answers unknown paths with index.html.
    // precompress: every file also as .br and .gz, made once at build time (the server sends them).
    adapter: adapter({
      pages: 'build',
      assets: 'build',
      fallback: 'index.html',
      strict: false,
      precompress: true,
    }),
    // The page policy. 'hash' mode: SvelteKit hashes the inline script that starts the app into
    // the fallback page's <meta http-equiv="content-security-policy">; the server sends the same
    // policy as a header, plus frame-ancestors (which a <meta> cannot carry). Nothing inline
    // runs unless hashed here; styles come from files, and Svelte sets dynamic ones through the
    // CSSOM, which style-src does not govern.
    // The service worker (src/service-worker.ts) is registered by the root layout after the page's
    // load, not by Kit's inline start-up script: fewer bytes in index.html, and never before the
    // first page has what it needs.
    serviceWorker: { register: false },
    csp: {
      mode: 'hash',
      directives: {
        'default-src': ['self'],
        'script-src': ['self'],
        'style-src': ['self'],
        'style-src-attr': ['unsafe-hashes', ...INLINE_STYLE_ATTRIBUTES.map(styleAttributeHash)],
        'img-src': ['self', 'data:'],
        'font-src': ['self'],
        'connect-src': ['self'],
        'object-src': ['none'],
        'base-uri': ['none'],
        'form-action': ['self'],
        'frame-ancestors': ['none'],
      },
    },
  },
};
