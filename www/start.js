// Starts Poda's page: loads the app (wasm-bindgen's module and its wasm, whose hashed file names
// Trunk writes into this script's data-js and data-wasm attributes: see pattern_script in
// Trunk.toml). A static file rather than Trunk's usual inline script, so that the page's
// Content-Security-Policy can refuse every inline script.
const me = document.querySelector('script[data-js][data-wasm]');
const app = await import(me.dataset.js);
await app.default({ module_or_path: me.dataset.wasm });
