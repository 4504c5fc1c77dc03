/// <reference types="@sveltejs/kit" />
/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
// Install and offline (issue 48 item 6). Precaches the whole build — every hashed asset (`build`),
// the static files (`files`: icons, the manifest) and the app's one HTML page — so that after one
// visit, games against bots and hot-seat open and play with no network. Pages are fetched from the
// network first (a new version shows as soon as it is out) and fall back to the cached page when
// there is none; hashed assets come from the cache (their names change when they do). The game
// server's API and sockets are never touched: online rooms need the network and say so.
import { build, files, version } from '$service-worker';

const worker = self as unknown as ServiceWorkerGlobalScope;
const CACHE = `boneyard-${version}`;
/** The single-page app's HTML: the server answers every page address with it. */
const PAGE = '/';
const PRECACHE = [...build, ...files, PAGE];
const ASSETS = new Set<string>([...build, ...files]);
const NEVER = /^\/(api|socket\.io|healthz|readyz|metrics)(\/|$)/;

worker.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      // The page that installed this worker is served by it from now on (offline included).
      await worker.clients.claim();
    })(),
  );
});

async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const cached = await caches.match(PAGE, { cacheName: CACHE });
    return cached ?? Response.error();
  }
}

async function asset(request: Request, path: string): Promise<Response> {
  const cached = await caches.match(path, { cacheName: CACHE });
  return cached ?? fetch(request);
}

worker.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || NEVER.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (ASSETS.has(url.pathname)) event.respondWith(asset(request, url.pathname));
});

// A click on a "your turn" notification shown through this worker (phones: see
// lib/attention/browser-alerts.ts) brings the table's tab forward.
worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    worker.clients
      .matchAll({ type: 'window' })
      .then((windows) => windows[0]?.focus() ?? worker.clients.openWindow(PAGE)),
  );
});
