// The web app served like a production site: precompressed files chosen by Accept-Encoding,
// year-long immutable caching for hashed assets, revalidation for HTML (304s), the SPA fallback
// with the same headers, and the security headers on pages and API answers alike.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pagePolicyOf } from '../src/plugins/security-headers.ts';
import { build, type TestServer } from './helpers.ts';

const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self'";
const INDEX = `<!doctype html><meta http-equiv="content-security-policy" content="${POLICY}"><title>Boneyard</title>`;
const SCRIPT = `export const answer = ${'42 + '.repeat(200)}0;`;

/** A web build like SvelteKit's: index.html and a hashed asset, each also as .br and .gz. */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'boneyard-web-'));
  const immutable = join(root, '_app/immutable/chunks');
  mkdirSync(immutable, { recursive: true });
  const files: [string, string][] = [
    [join(root, 'index.html'), INDEX],
    [join(immutable, 'abc123.js'), SCRIPT],
  ];
  for (const [path, text] of files) {
    writeFileSync(path, text);
    writeFileSync(`${path}.br`, brotliCompressSync(text));
    writeFileSync(`${path}.gz`, gzipSync(text));
  }
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

describe('serving the web build', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('sends the precompressed file the client accepts, with Vary, and the plain one otherwise', async () => {
    server = await build('memory', { webRoot: fakeBuild() });
    const url = `${server.url}/_app/immutable/chunks/abc123.js`;
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetch(url, { headers: { 'accept-encoding': accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding'), accept).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe(SCRIPT); // fetch decodes br and gzip
    }
  });

  it('revalidates HTML (also the SPA fallback) and answers 304 when it did not change', async () => {
    server = await build('memory', { webRoot: fakeBuild() });
    for (const path of ['/', '/r/ABCD2345', '/verify', '/favicon.svg']) {
      const response = await fetch(`${server.url}${path}`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      const etag = response.headers.get('etag');
      expect(etag, path).toBeTruthy();
      // As a browser revalidates (fetch() would add `cache-control: no-cache` to a conditional request).
      const conditional = {
        'accept-encoding': 'br',
        'if-none-match': etag!,
        'cache-control': 'max-age=0',
      };
      const again = await fetch(`${server.url}${path}`, { headers: conditional });
      expect(again.status, path).toBe(304);
    }
    const head = await fetch(`${server.url}/r/ABCD2345`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('sends the build’s page policy plus frame-ancestors on pages, a deny-all policy elsewhere, and the other headers everywhere', async () => {
    server = await build('memory', { webRoot: fakeBuild() });
    const page = await fetch(`${server.url}/r/ABCD2345`);
    expect(page.headers.get('content-security-policy')).toBe(`${POLICY}; frame-ancestors 'none'`);
    for (const path of [
      '/',
      '/r/ABCD2345',
      '/favicon.svg',
      '/api/rooms/ABCD2345',
      '/api/nothing',
      '/healthz',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('content-security-policy'), path).toMatch(
        /frame-ancestors 'none'/,
      );
    }
    // A script is never a document: nosniff only, and no validators on an immutable file.
    const script = await fetch(`${server.url}/_app/immutable/chunks/abc123.js`);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'etag',
      'last-modified',
    ]) {
      expect(script.headers.get(name), name).toBeNull();
    }
    expect(
      (await fetch(`${server.url}/api/rooms/ABCD2345`)).headers.get('content-security-policy'),
    ).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('reads the policy out of the built index.html (HTML-escaped attribute)', () => {
    expect(pagePolicyOf(INDEX)).toBe(POLICY);
    expect(
      pagePolicyOf(
        '<meta http-equiv="content-security-policy" content="script-src &#39;self&#39;">',
      ),
    ).toBe("script-src 'self'");
    expect(pagePolicyOf('<!doctype html><title>x</title>')).toBeNull();
  });
});
