// Poda's alpha-beta practice as a SCORM 1.2 package: a zip with imsmanifest.xml, the built site
// and its launch page (scorm-launch.html), which Moodle, Canvas or any SCORM 1.2 LMS imports as
// a graded activity (docs/teaching.md, "Grades in an LMS"). Written once for both makers: the
// practice page's "Download for an LMS" (`fromSite`, in the browser) and `scripts/scorm` (in
// Node, from dist/).

/** What an exercise in an LMS does not use: the sample course page and the page authors' tools. */
const LEFT_OUT = new Set(['embed-example.html', 'embed-example.js', 'embed-example.css', 'poda-elements.js']);

/** The practice page's own parameters that an exercise keeps. */
const KEPT = ['lang', 'tree', 'windows', 'solution', 'depth', 'branching', 'low', 'high', 'seed'];

/** The launch page's address inside the package, with the exercise's parameters. */
export function launchAddress(options) {
  const params = new URLSearchParams();
  for (const name of KEPT) {
    if (options[name] !== undefined && options[name] !== null && options[name] !== '') params.set(name, String(options[name]));
  }
  return 'scorm-launch.html?' + params.toString();
}

function xml(text) {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** imsmanifest.xml: one SCO (mastery score 100) launched at `launch`, made of `names`. */
export function manifest(title, launch, names) {
  const files = names.map((name) => `      <file href="${xml(name)}"/>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="poda-practice" version="1.0"
    xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
    xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
    xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="poda">
    <organization identifier="poda">
      <title>${xml(title)}</title>
      <item identifier="practice" identifierref="practice-sco" isvisible="true">
        <title>${xml(title)}</title>
        <adlcp:masteryscore>100</adlcp:masteryscore>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="practice-sco" type="webcontent" adlcp:scormtype="sco" href="${xml(launch)}">
${files}
    </resource>
  </resources>
</manifest>
`;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes) {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Every entry's date: 1 January 1980, the first a zip can say (the package is the same each time). */
const DOS_DATE = (1 << 5) | 1;

/**
 * A zip of `entries` ({name, bytes}), each stored as it is (the site's files are mostly
 * compressed already; an LMS unpacks either): local headers, then the central directory.
 */
export function zip(entries) {
  const encoder = new TextEncoder();
  const parts = [];
  const central = [];
  let offset = 0;
  for (const { name, bytes } of entries) {
    const path = encoder.encode(name);
    const crc = crc32(bytes);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true); // version needed: 2.0
    local.setUint16(6, 0x0800, true); // names in UTF-8
    local.setUint16(12, DOS_DATE, true);
    local.setUint32(14, crc, true);
    local.setUint32(18, bytes.length, true);
    local.setUint32(22, bytes.length, true);
    local.setUint16(26, path.length, true);
    parts.push(new Uint8Array(local.buffer), path, bytes);
    const entry = new DataView(new ArrayBuffer(46));
    entry.setUint32(0, 0x02014b50, true);
    entry.setUint16(4, 20, true);
    entry.setUint16(6, 20, true);
    entry.setUint16(8, 0x0800, true);
    entry.setUint16(14, DOS_DATE, true);
    entry.setUint32(16, crc, true);
    entry.setUint32(20, bytes.length, true);
    entry.setUint32(24, bytes.length, true);
    entry.setUint16(28, path.length, true);
    entry.setUint32(42, offset, true);
    central.push(new Uint8Array(entry.buffer), path);
    offset += 30 + path.length + bytes.length;
  }
  const size = central.reduce((n, part) => n + part.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, size, true);
  end.setUint32(16, offset, true);
  const all = [...parts, ...central, new Uint8Array(end.buffer)];
  const out = new Uint8Array(all.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of all) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The default title of an exercise in `lang`. */
export function defaultTitle(lang) {
  return lang === 'es' ? 'Poda alfa-beta: ejercicio' : 'Poda alpha-beta: exercise';
}

/**
 * The package: the site's `files` ({name, bytes}; the launch page among them) with the exercise
 * `options` (`lang`, `tree`, `windows`, `solution`, … and `title`).
 */
export function scormPackage(files, options = {}) {
  const kept = files.filter((f) => !LEFT_OUT.has(f.name) && !f.name.split('/').some((part) => part.startsWith('.'))).sort((a, b) => (a.name < b.name ? -1 : 1));
  if (!kept.some((f) => f.name === 'scorm-launch.html')) throw new Error('the site has no scorm-launch.html');
  const title = options.title || defaultTitle(options.lang);
  const text = manifest(title, launchAddress(options), kept.map((f) => f.name));
  return zip([{ name: 'imsmanifest.xml', bytes: new TextEncoder().encode(text) }, ...kept]);
}

/**
 * In the browser: the package of the site at `base` (its files as the service worker lists
 * them, `const FILES = [...]` in sw.js, written by scripts/stamp-sw.mjs) as a Blob.
 */
export async function fromSite(base, options) {
  const sw = await (await fetch(new URL('sw.js', base))).text();
  const line = sw.match(/^const FILES = (.*);$/m);
  if (!line) throw new Error('sw.js lists no files');
  const names = JSON.parse(line[1]).filter((name) => !LEFT_OUT.has(name));
  const files = await Promise.all(names.map(async (name) => {
    const answer = await fetch(new URL(name, base));
    if (!answer.ok) throw new Error(`${name}: ${answer.status}`);
    return { name, bytes: new Uint8Array(await answer.arrayBuffer()) };
  }));
  if (!names.includes('sw.js')) files.push({ name: 'sw.js', bytes: new TextEncoder().encode(sw) });
  return new Blob([scormPackage(files, options)], { type: 'application/zip' });
}
