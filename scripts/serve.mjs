// A plain static file server, with no special headers (no COOP/COEP), like a simple host; like
// every static host (GitHub Pages, Netlify, nginx's gzip), it sends text and wasm gzipped to a
// browser that accepts it, so what a page downloads here is what it downloads there.
//   node scripts/serve.mjs <dir> [port]      (port 0 picks a free one; the URL is printed)
// Also used by the end-to-end tests (import { serve } from ...).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** The types a host compresses (images are compressed already). */
const COMPRESSED = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.json', '.webmanifest', '.svg', '.txt']);

/** Each file's gzip, kept while the file is unchanged (the tests ask for the same files often). */
const gzipped = new Map();

/** `body`, the contents of `file`, gzipped. */
function gzipOf(file, body) {
  const kept = gzipped.get(file);
  if (kept && kept.body.equals(body)) return kept.gz;
  const gz = zlib.gzipSync(body, { level: 9 });
  gzipped.set(file, { body, gz });
  return gz;
}

/** Serves `root` on 127.0.0.1:`port`; resolves to the listening server. */
export function serve(root, port = 0) {
  const base = path.resolve(root);
  const server = http.createServer((req, res) => {
    let rel;
    try {
      rel = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    let file = path.join(base, rel);
    if (file !== base && !file.startsWith(base + path.sep)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    fs.stat(file, (err, st) => {
      if (!err && st.isDirectory()) {
        if (!rel.endsWith('/')) {
          res.writeHead(301, { Location: rel + '/' }).end();
          return;
        }
        file = path.join(file, 'index.html');
      }
      fs.readFile(file, (err2, body) => {
        if (err2) {
          res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
          return;
        }
        const ext = path.extname(file);
        const type = TYPES[ext] || 'application/octet-stream';
        const headers = { 'Content-Type': type, 'Cache-Control': 'no-cache' };
        if (COMPRESSED.has(ext)) {
          headers.Vary = 'Accept-Encoding';
          if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
            headers['Content-Encoding'] = 'gzip';
            body = gzipOf(file, body);
          }
        }
        res.writeHead(200, headers).end(body);
      });
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dir = 'dist', port = '8080'] = process.argv.slice(2);
  const server = await serve(dir, Number(port));
  console.log(`serving ${dir} at http://127.0.0.1:${server.address().port}/`);
}
