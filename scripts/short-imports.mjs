// Gives the functions that each wasm binary imports from its JavaScript glue short names. The
// glue that wasm-bindgen writes names each import after the browser function it calls plus a
// hash of 16 hexadecimal digits (`__wbg_setAttribute_0f3b…`), and the name is written twice:
// once in the wasm's import section and once as the key of the glue's import object. Those
// hashes hardly compress; `_0`, `_1`, … in their place take about 10 KB gzipped off the play
// page before its first move (the page's wasm and glue, the engine worker's), and about 7 KB
// more off the teaching view's and its worker's. Nothing else changes: the functions are the same, only the
// keys that join the two files.
//
// An import is renamed only when its name occurs exactly once in the glue, as an object key
// (`name:`); any other is left as it is. The page's `integrity` attributes (Trunk's subresource
// integrity hashes of the preloaded files) are written again for the files that changed.
//
// Run after each build by scripts/stamp-sw.mjs (Trunk's post_build hook) before it stamps the
// build, or by hand on a built directory:
//   node scripts/short-imports.mjs [dir]      (default: $TRUNK_STAGING_DIR, else dist)
// Running it again on a directory already done changes nothing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PAGE = 'index.html';

/** Reads an unsigned LEB128 number at `at`; returns [value, next offset]. */
function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
}

/** `value` as unsigned LEB128 bytes. */
function lebBytes(value) {
  const out = [];
  do {
    let byte = value % 128;
    value = Math.floor(value / 128);
    if (value > 0) byte |= 0x80;
    out.push(byte);
  } while (value > 0);
  return Buffer.from(out);
}

/** The sections of a wasm binary: [{ id, start, end }] of each body, after the 8-byte header. */
function sections(wasm) {
  const out = [];
  let at = 8;
  while (at < wasm.length) {
    const id = wasm[at];
    const [size, body] = leb(wasm, at + 1);
    out.push({ id, headerStart: at, start: body, end: body + size });
    at = body + size;
  }
  return out;
}

/** Reads a name (length-prefixed UTF-8) at `at`; returns [name, next offset]. */
function name(bytes, at) {
  const [length, start] = leb(bytes, at);
  return [bytes.subarray(start, start + length).toString('utf8'), start + length];
}

/** Skips a table's or memory's limits at `at`. */
function skipLimits(bytes, at) {
  const flags = bytes[at++];
  [, at] = leb(bytes, at);
  if (flags & 1) [, at] = leb(bytes, at);
  return at;
}

/**
 * The import section's entries: [{ module, field, desc }], `desc` the raw bytes of what is
 * imported (kind and type).
 */
function readImports(body) {
  let [count, at] = leb(body, 0);
  const out = [];
  while (count-- > 0) {
    let module, field;
    [module, at] = name(body, at);
    [field, at] = name(body, at);
    const descStart = at;
    const kind = body[at++];
    if (kind === 0) [, at] = leb(body, at); // function: its type
    else if (kind === 1) at = skipLimits(body, at + 1); // table: element type, limits
    else if (kind === 2) at = skipLimits(body, at); // memory: limits
    else if (kind === 3) at += 2; // global: value type, mutability
    else if (kind === 4) [, at] = leb(body, at + 1); // tag: attribute, type
    else throw new Error(`an import of kind ${kind}, which this script does not know`);
    out.push({ module, field, desc: body.subarray(descStart, at) });
  }
  return out;
}

/** The import section written from `imports`. */
function writeImports(imports) {
  const parts = [lebBytes(imports.length)];
  for (const { module, field, desc } of imports) {
    for (const text of [module, field]) {
      const bytes = Buffer.from(text, 'utf8');
      parts.push(lebBytes(bytes.length), bytes);
    }
    parts.push(desc);
  }
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([2]), lebBytes(body.length), body]);
}

/** How many times `word` occurs in `text` as a whole identifier. */
function occurrences(text, word) {
  let count = 0;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + word.length] ?? ' ';
    if (!/[\w$]/.test(before) && !/[\w$]/.test(after)) count++;
  }
  return count;
}

/**
 * Renames the imports of `wasm` (a Buffer) that its glue `js` (a string) names exactly once, as
 * an object key; returns { wasm, js, renamed }.
 */
export function shortenImports(wasm, js) {
  const section = sections(wasm).find((s) => s.id === 2);
  if (!section) return { wasm, js, renamed: 0 };
  const imports = readImports(wasm.subarray(section.start, section.end));
  const taken = new Set(imports.map((i) => i.field));
  let next = 0;
  const fresh = () => {
    for (;;) {
      const candidate = `_${(next++).toString(36)}`;
      if (!taken.has(candidate) && occurrences(js, candidate) === 0) return candidate;
    }
  };
  let renamed = 0;
  for (const entry of imports) {
    // Already short, or not a key of the glue's import object.
    if (entry.field.length <= 4 || occurrences(js, entry.field) !== 1) continue;
    const key = new RegExp(`([{,])${entry.field.replace(/\$/g, '\\$')}:`);
    if (!key.test(js)) continue;
    const short = fresh();
    js = js.replace(key, `$1${short}:`);
    taken.add(short);
    entry.field = short;
    renamed++;
  }
  if (renamed === 0) return { wasm, js, renamed };
  wasm = Buffer.concat([wasm.subarray(0, section.headerStart), writeImports(imports), wasm.subarray(section.end)]);
  return { wasm, js, renamed };
}

/** The JavaScript file of `dir` that is the glue of `wasm`: the one that names its imports. */
function glueOf(dir, wasm) {
  const section = sections(wasm).find((s) => s.id === 2);
  if (!section) return null;
  const fields = readImports(wasm.subarray(section.start, section.end)).map((i) => i.field);
  const long = fields.filter((f) => f.length > 4);
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const js = fs.readFileSync(path.join(dir, file), 'utf8');
    if (long.length > 0 && long.every((f) => js.includes(f))) return file;
  }
  return null;
}

/** Writes the sha384 `integrity` of each file in `changed` into index.html's tags that name it. */
function updateIntegrity(dir, changed) {
  const pagePath = path.join(dir, PAGE);
  if (!fs.existsSync(pagePath)) return;
  let page = fs.readFileSync(pagePath, 'utf8');
  for (const file of changed) {
    const hash = crypto.createHash('sha384').update(fs.readFileSync(path.join(dir, file))).digest('base64');
    page = page.replace(/<[^>]*>/g, (tag) =>
      new RegExp(`href=["']?(?:\\./)?${file.replace(/\./g, '\\.')}["'\\s>]`).test(tag)
        ? tag.replace(/integrity=(["']?)sha384-[A-Za-z0-9+/=]+\1/, `integrity=$1sha384-${hash}$1`)
        : tag,
    );
  }
  fs.writeFileSync(pagePath, page);
}

/** Shortens the imports of every wasm binary in `dir` and its glue; returns the files changed. */
export function shortenAll(dir) {
  const changed = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.wasm')).sort()) {
    const wasmPath = path.join(dir, file);
    const wasm = fs.readFileSync(wasmPath);
    const glue = glueOf(dir, wasm);
    if (!glue) continue;
    const jsPath = path.join(dir, glue);
    const out = shortenImports(wasm, fs.readFileSync(jsPath, 'utf8'));
    if (out.renamed === 0) continue;
    fs.writeFileSync(wasmPath, out.wasm);
    fs.writeFileSync(jsPath, out.js);
    changed.push(file, glue);
  }
  updateIntegrity(dir, changed);
  return changed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR ?? 'dist';
  const changed = shortenAll(dir);
  console.log(`short-imports: ${changed.length ? changed.join(', ') : 'nothing to shorten'}`);
}
