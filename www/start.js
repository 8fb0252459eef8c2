// Starts Poda's page: loads the app (wasm-bindgen's module and its wasm, whose hashed file names
// Trunk writes into this script's data-js and data-wasm attributes: see pattern_script in
// Trunk.toml) and registers the service worker (sw.js) that keeps the site for offline use.
// A static file rather than Trunk's usual inline script, so that the page's
// Content-Security-Policy can refuse every inline script.
const me = document.querySelector('script[data-js][data-wasm]');

if ('serviceWorker' in navigator) {
  switchToNewBuild().catch(() => {});
  if (document.readyState === 'complete') registerServiceWorker();
  else addEventListener('load', registerServiceWorker, { once: true });
}

const app = await import(me.dataset.js);
await app.default({ module_or_path: me.dataset.wasm });

/** Registers ./sw.js (after the page has loaded, so that it never slows the first load). */
function registerServiceWorker() {
  navigator.serviceWorker
    .register('./sw.js', { scope: './' })
    // No service worker (a private window, a page not served over https): online only.
    .catch(() => {});
}

/**
 * A page opened from the cache of an older build, while a newer one (found and installed by
 * the browser during an earlier visit) waits or has just taken over, reloads into the newer one
 * at once (a game in progress is saved and comes back). A build found during this visit waits
 * for the next, so that a page keeps to the files of one build (a worker restarted by Stop, a
 * teaching mode opened later), unless another tab of the site switches first.
 */
async function switchToNewBuild() {
  const container = navigator.serviceWorker;
  const build = me.dataset.build; // written by scripts/stamp-sw.mjs
  if (!container.controller || !build) return;
  const registration = await container.getRegistration();
  if (!registration) return;
  if (registration.waiting) {
    // Only ever a newer sw.js waits: that of a newer build.
    container.addEventListener('controllerchange', reloadOnceLoaded, { once: true });
    registration.waiting.postMessage('skip-waiting');
    return;
  }
  // A page of another build than the active worker's (a newer build took over between this
  // page's request and now).
  const version = registration.active && (await versionOf(registration.active));
  if (!version || version === build) return;
  // Never twice into the same build in one tab, should the newer page not come (no loops).
  try {
    if (sessionStorage.getItem('poda.switched-to') === version) return;
    sessionStorage.setItem('poda.switched-to', version);
  } catch (e) {
    return; // no storage, so no loop guard: the next visit will show the newer build
  }
  reloadOnceLoaded();
}

/**
 * Reloads the page, but never during its own loading: a reload then would abort the navigation
 * that is still under way (the browser, or a script that opened the page, would see it fail).
 */
function reloadOnceLoaded() {
  if (document.readyState === 'complete') location.reload();
  else addEventListener('load', () => location.reload(), { once: true });
}

/**
 * The build of a service worker of this site, or undefined when it does not say. A worker still
 * activating is asked once it is active, so that the answer does not race its activation.
 */
async function versionOf(worker) {
  if (worker.state === 'activating') {
    await new Promise((resolve) => {
      worker.addEventListener('statechange', resolve, { once: true });
      setTimeout(resolve, 5000);
    });
  }
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data);
    setTimeout(resolve, 3000);
    worker.postMessage('version', [channel.port2]);
  });
}
