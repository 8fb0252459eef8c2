// Stamps a built site with its build: a hash of all the site's file names and contents is the
// build's version. It goes into sw.js, the service worker, with the list of the files (FILES and
// VERSION), so that any changed file gives a new sw.js, which browsers then install in place
// of the old one together with a new cache (see www/sw.js); and into index.html, as the
// data-build attribute of the start script, so the page knows which build it belongs to (see
// www/start.js). Also refuses an index.html with an inline script, which the page's
// Content-Security-Policy would block, and drops the comment lines of the scripts the play page
// loads before its first move (start.js, theme.js, sw.js).
//
// Before stamping, gives the wasm's imports short names (scripts/short-imports.mjs), so that the
// version is that of the final files.
//
// Run by Trunk after each build (a post_build hook in Trunk.toml, on its staging directory), or
// by hand on a built directory:
//   node scripts/stamp-sw.mjs [dir]      (default: $TRUNK_STAGING_DIR, else dist)
// Running it again on a stamped directory changes nothing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shortenAll } from './short-imports.mjs';

const SW = 'sw.js';
const PAGE = 'index.html';
// The attribute as the page holds it: quoted, or bare as minified HTML writes an empty one.
const BUILD_ATTR = /\sdata-build(?:="[^"]*"|=[^\s"'>]+)?(?=[\s/>])/g;
const VERSION_LINE = /^const VERSION = .*;$/m;
const FILES_LINE = /^const FILES = .*;$/m;

/** Every file under `dir` except sw.js and hidden files, as sorted '/'-separated paths. */
export function siteFiles(dir) {
  const out = [];
  const walk = (sub) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile() && rel !== SW) out.push(rel);
    }
  };
  walk('');
  return out.sort();
}

/**
 * The version of the site in `dir`: a SHA-256 of every file's path and content hash, sw.js
 * included (what the stamp writes, the page's data-build attribute and the two lines of sw.js,
 * left out, so that stamping does not change the version).
 */
export function siteVersion(dir, files = siteFiles(dir)) {
  const all = crypto.createHash('sha256');
  for (const file of [...files, SW]) {
    let content = fs.readFileSync(path.join(dir, file));
    if (file === PAGE) content = content.toString('utf8').replace(BUILD_ATTR, ' data-build=""');
    if (file === SW) content = content.toString('utf8').replace(VERSION_LINE, '').replace(FILES_LINE, '');
    const one = crypto.createHash('sha256').update(content).digest('hex');
    all.update(`${file}\0${one}\n`);
  }
  return all.digest('hex').slice(0, 20);
}

/**
 * The scripts every visit downloads before the first move, copied as they are by Trunk, lose
 * their comment lines (their explanations stay in www/): about 1.3 KB gzipped less.
 */
const STRIPPED = ['start.js', 'theme.js', SW];

/** Drops every line of the STRIPPED scripts in `dir` that is only a `//` comment, and blank lines. */
export function stripComments(dir) {
  for (const name of STRIPPED) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    const kept = text.split('\n').filter((line) => !/^\s*(\/\/.*)?$/.test(line));
    fs.writeFileSync(file, kept.join('\n') + '\n');
  }
}

/**
 * Stamps sw.js and index.html in `dir`; returns { version, files }, or {} for a page served by
 * `trunk serve`, left unstamped.
 */
export function stamp(dir) {
  const pagePath = path.join(dir, PAGE);
  let html = fs.readFileSync(pagePath, 'utf8');
  if (html.includes('.well-known/trunk/ws')) {
    // `trunk serve` adds an inline live-reload script (which the policy blocks: use
    // `trunk serve --no-autoreload`, or scripts/play). Unstamped, the service worker keeps no
    // copy, so every reload shows the latest build.
    return {};
  }
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    if (!/\ssrc=/i.test(tag)) throw new Error(`${PAGE} has an inline script (${tag}): the Content-Security-Policy forbids it`);
  }
  if ((html.match(BUILD_ATTR) ?? []).length !== 1) throw new Error(`${PAGE}: no single data-build attribute (see pattern_script in Trunk.toml)`);
  stripComments(dir);
  const files = siteFiles(dir);
  const version = siteVersion(dir, files);

  const swPath = path.join(dir, SW);
  let sw = fs.readFileSync(swPath, 'utf8');
  const lines = [
    [VERSION_LINE, `const VERSION = ${JSON.stringify(version)};`],
    [FILES_LINE, `const FILES = ${JSON.stringify(files)};`],
  ];
  for (const [pattern, line] of lines) {
    if (!pattern.test(sw)) throw new Error(`${SW}: no line matching ${pattern}`);
    sw = sw.replace(pattern, line);
  }
  fs.writeFileSync(swPath, sw);
  html = html.replace(BUILD_ATTR, ` data-build="${version}"`);
  fs.writeFileSync(pagePath, html);
  return { version, files };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] || process.env.TRUNK_STAGING_DIR || 'dist';
  try {
    // The build's last change to its files first (Trunk runs the hooks of a stage side by side,
    // so this one hook does both, in order): the wasm's imports with short names.
    const shortened = shortenAll(dir);
    if (shortened.length) console.log(`short-imports: ${shortened.join(', ')}`);
    const { version, files } = stamp(dir);
    if (version) console.log(`stamp-sw: build ${version}, ${files.length} files`);
    else console.log('stamp-sw: trunk serve: sw.js left unstamped (no offline copy)');
  } catch (err) {
    console.error(`stamp-sw: ${err.message}`);
    process.exit(1);
  }
}
