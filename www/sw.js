// Poda's service worker: keeps every file of the site in a cache so that, after one visit, the
// site loads and plays with no network (the engine's and the teaching view's workers and wasm
// included). Registered by start.js with the scope of its own directory, so it serves the site
// from whatever sub-path it is hosted at; every URL here is relative to that directory.
//
// After each build, scripts/stamp-sw.mjs (a Trunk post_build hook) writes the list of the
// built files into FILES and a hash of all their contents into VERSION. Any change to any file
// therefore changes this script: the browser installs the new one during the next visit, into a
// new cache, and the visit after that starts with the new build (start.js), whose activation
// deletes the old cache. Left unstamped, it caches nothing.
const VERSION = 'unstamped';
const FILES = [];

const SCOPE = new URL('./', self.location.href).href;
// Cache names are shared by the whole origin: this site's names start with its own directory.
const PREFIX = `poda ${SCOPE} `;
const CACHE = PREFIX + VERSION;
const FILE_SET = new Set(FILES);

self.addEventListener('install', (event) => {
  event.waitUntil(precache());
});

/** Fetches every file of this build into its cache; any failure fails the install (retried on a later visit). */
async function precache() {
  if (FILES.length === 0) return;
  const cache = await caches.open(CACHE);
  await Promise.all(
    FILES.map(async (file) => {
      const url = new URL(file, SCOPE);
      // 'no-cache': asks the server, never an old copy from the HTTP cache.
      const response = await fetch(url, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
      await cache.put(url, await unredirected(response));
    }),
  );
}

/**
 * A page must not be answered with a response that followed a redirect (a host may send
 * index.html to the bare directory): the same body and headers, without the redirect.
 */
async function unredirected(response) {
  if (!response.redirected) return response;
  const { status, statusText, headers } = response;
  return new Response(await response.blob(), { status, statusText, headers });
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

// start.js asks which build this is, and tells a waiting new build to take over when a page
// of the old one opens.
self.addEventListener('message', (event) => {
  if (event.data === 'version') event.ports[0]?.postMessage(VERSION);
  else if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || FILES.length === 0) return;
  const url = new URL(request.url);
  url.hash = '';
  if (!url.href.startsWith(SCOPE)) return;
  const path = url.pathname.slice(new URL(SCOPE).pathname.length);
  if (request.mode === 'navigate') {
    // The page, whatever its query (?mode=, ?fen=, ?lang=…).
    if (path === '' || path === 'index.html') event.respondWith(cached('index.html', request));
  } else if (url.search === '' && FILE_SET.has(path)) {
    event.respondWith(cached(path, request));
  }
});

/** The cached copy of `file`, or the network when the cache lacks it. */
async function cached(file, request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(new URL(file, SCOPE), { ignoreVary: true });
  return hit || fetch(request);
}
