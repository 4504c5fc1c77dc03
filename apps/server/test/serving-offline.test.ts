// Install and offline (issue 48 item 6): the server sends the web app's service worker and
// manifest with the content types browsers insist on (a worker script must be JavaScript, a
// manifest `application/manifest+json`), and never lets a browser keep the worker script
// without asking: a new version must reach every device on its next visit (it is also checked
// by the browser itself at most a day apart, whatever the headers say).
import { brotliCompressSync } from 'node:zlib';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build, type TestServer } from './helpers.ts';

const WORKER = `self.addEventListener('fetch', () => {}); // ${'x'.repeat(300)}`;
const MANIFEST = JSON.stringify({ name: 'Boneyard', start_url: '/', display: 'standalone' });

function buildWithWorker(): string {
  const root = mkdtempSync(join(tmpdir(), 'boneyard-web-sw-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Boneyard</title>');
  writeFileSync(join(root, 'service-worker.js'), WORKER);
  writeFileSync(join(root, 'service-worker.js.br'), brotliCompressSync(WORKER));
  writeFileSync(join(root, 'manifest.webmanifest'), MANIFEST);
  writeFileSync(join(root, 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return root;
}

describe('the service worker and the manifest', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('sends the worker as JavaScript, revalidated on every visit, compressed when accepted', async () => {
    server = await build('memory', { webRoot: buildWithWorker() });
    for (const accept of ['br', 'identity']) {
      const response = await fetch(`${server.url}/service-worker.js`, {
        headers: { 'accept-encoding': accept },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^(text|application)\/javascript\b/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-encoding')).toBe(accept === 'br' ? 'br' : null);
      expect(await response.text()).toBe(WORKER);
    }
  });

  it('offers no byte ranges (a header on every file, for files too small to resume)', async () => {
    server = await build('memory', { webRoot: buildWithWorker() });
    const response = await fetch(`${server.url}/service-worker.js`, {
      headers: { range: 'bytes=0-9' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBeNull();
    expect(await response.text()).toBe(WORKER);
  });

  it('sends the manifest as application/manifest+json and the icons as PNG', async () => {
    server = await build('memory', { webRoot: buildWithWorker() });
    const manifest = await fetch(`${server.url}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json\b/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual(JSON.parse(MANIFEST));
    const icon = await fetch(`${server.url}/icon-192.png`);
    expect(icon.headers.get('content-type')).toBe('image/png');
  });
});
