// End-to-end test of the SCORM 1.2 package (scripts/scorm): the zip made from the built site,
// unpacked as an LMS unpacks it and launched from a page that runs scorm-again (npm) as the LMS's
// SCORM runtime. The practice's checks reach cmi.core.*: the score, the status and the checks
// (a second one counted, the first try kept).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, site, useSite } from './harness.mjs';

useSite();

const TREE = '2 2 2 2 2 2 2 / 3 5 6 9 1 2 0 -1';

test('the SCORM package, launched by an LMS running scorm-again, reports the score, the status and each check', async () => {
  const zip = path.join(site.tmp, 'practice.zip');
  const made = spawnSync(process.execPath, [path.join(ROOT, 'scripts/scorm'), '--dist', site.dir, '--out', zip, '--lang', 'es', '--tree', TREE], { encoding: 'utf8' });
  assert.equal(made.status, 0, made.stderr);
  const lms = path.join(site.dir, 'lms');
  const course = path.join(lms, 'course');
  const unpacked = spawnSync('python3', ['-m', 'zipfile', '-e', zip, course], { encoding: 'utf8' });
  assert.equal(unpacked.status, 0, unpacked.stderr);

  // The manifest: SCORM 1.2, one SCO launched by the launch page, every file it lists in the zip.
  const manifest = fs.readFileSync(path.join(course, 'imsmanifest.xml'), 'utf8');
  assert.match(manifest, /<schemaversion>1\.2<\/schemaversion>/);
  const launch = manifest.match(/adlcp:scormtype="sco" href="([^"]+)"/)[1];
  assert.match(launch, /^scorm-launch\.html\?lang=es&amp;tree=/);
  const files = [...manifest.matchAll(/<file href="([^"]+)"\/>/g)].map((m) => m[1]);
  assert.ok(files.includes('index.html') && files.includes('scorm-launch.js'), files.join(' '));
  for (const file of files) assert.ok(fs.existsSync(path.join(course, file)), file);

  // The LMS: scorm-again's SCORM 1.2 API in the window above the launch page.
  fs.copyFileSync(path.join(ROOT, 'node_modules/scorm-again/dist/scorm12.js'), path.join(lms, 'scorm12.js'));
  fs.writeFileSync(path.join(lms, 'index.html'), `<!doctype html>
<html><head><meta charset="utf-8"><title>An LMS</title><script src="scorm12.js"></script>
<script>window.API = new Scorm12API({ logLevel: 5 });</script></head>
<body><iframe id="sco" style="width: 1000px; height: 800px; border: 0" src="course/${launch}"></iframe></body></html>`);
  const page = await site.context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(site.base + 'lms/index.html');
  const practice = page.frameLocator('#sco').frameLocator('#practice');
  await practice.locator('body[data-practice="ready"]').waitFor({ timeout: 60000 });
  assert.equal(await practice.locator('[data-node]').count(), 15);
  const cmi = () => page.evaluate(() => ({
    status: window.API.LMSGetValue('cmi.core.lesson_status'),
    score: window.API.LMSGetValue('cmi.core.score.raw'),
    data: window.API.LMSGetValue('cmi.suspend_data'),
  }));
  assert.equal((await cmi()).status, 'incomplete');

  // An empty answer is not checked: nothing reaches the LMS.
  await practice.locator('#check-answer').click();
  await page.waitForTimeout(300);
  assert.deepEqual(await cmi(), { status: 'incomplete', score: '', data: '' });
  // A first, wrong check (the root's value only, and wrong): failed, its share of right nodes
  // the score.
  await practice.locator('[data-value-of="root"]').fill('9');
  await practice.locator('#check-answer').click();
  await page.waitForFunction(() => window.API.LMSGetValue('cmi.suspend_data') !== '');
  let now = await cmi();
  assert.equal(now.status, 'failed');
  const first = Number(now.score);
  assert.ok(first > 0 && first < 100, now.score);
  assert.deepEqual(JSON.parse(now.data), { checks: 1, firstTry: first, best: first });

  // A second check, right: passed with 100, both checks counted, the first try kept.
  for (const [node, value] of Object.entries({ root: 5, 0: 5, '0.0': 5, 0.1: 6, 1: 2, '1.0': 2 })) {
    await practice.locator(`[data-value-of="${node}"]`).fill(String(value));
  }
  await practice.locator('[data-node="0.1.1"]').click();
  await practice.locator('[data-node="1.1"]').click();
  await practice.locator('#check-answer').click();
  await page.waitForFunction(() => JSON.parse(window.API.LMSGetValue('cmi.suspend_data')).checks === 2);
  now = await cmi();
  assert.equal(now.status, 'passed');
  assert.equal(now.score, '100');
  assert.deepEqual(JSON.parse(now.data), { checks: 2, firstTry: first, best: 100 });
  assert.deepEqual(errors, []);
  await page.close();
});

test('the page makes the same package in the browser from the site it is served from', async () => {
  const page = await site.context.newPage();
  await page.goto(site.base + 'scorm-launch.html?lang=en');
  const base64 = await page.evaluate(async (tree) => {
    const { fromSite } = await import('./scorm-package.mjs');
    const blob = await fromSite(new URL('./', location.href), { lang: 'en', tree, title: 'Árbol 1' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  }, TREE);
  const zip = path.join(site.tmp, 'from-browser.zip');
  fs.writeFileSync(zip, Buffer.from(base64, 'base64'));
  const listed = spawnSync('python3', ['-c', `
import sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
assert z.testzip() is None
print("\\n".join(z.namelist()))
print(z.read("imsmanifest.xml").decode())`, zip], { encoding: 'utf8' });
  assert.equal(listed.status, 0, listed.stderr);
  const names = listed.stdout.split('\n');
  for (const name of ['imsmanifest.xml', 'index.html', 'scorm-launch.html', 'scorm-launch.js', 'sw.js', 'teach_view_bg.wasm']) {
    assert.ok(names.includes(name), name);
  }
  assert.ok(!names.includes('embed-example.html'));
  assert.match(listed.stdout, /<title>Árbol 1<\/title>/);
  assert.match(listed.stdout, /href="scorm-launch\.html\?lang=en&amp;tree=2\+2\+2/);
  await page.close();
});

test('the practice page downloads its exercise as the package, in its language', async () => {
  const page = await site.context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(site.base + `?mode=practice&lang=es&tree=${encodeURIComponent(TREE)}`);
  await page.waitForSelector('body[data-practice="ready"]', { timeout: 60000 });
  assert.equal(await page.textContent('#practice-scorm'), 'Descargar para una plataforma (SCORM 1.2)');
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60000 }), page.click('#practice-scorm')]);
  assert.equal(download.suggestedFilename(), 'poda-practice-scorm.zip');
  const zip = path.join(site.tmp, 'from-the-page.zip');
  await download.saveAs(zip);
  const read = spawnSync('python3', ['-c', 'import sys, zipfile; print(zipfile.ZipFile(sys.argv[1]).read("imsmanifest.xml").decode())', zip], { encoding: 'utf8' });
  assert.equal(read.status, 0, read.stderr);
  const launch = read.stdout.match(/adlcp:scormtype="sco" href="([^"]+)"/)[1].replace(/&amp;/g, '&');
  const params = new URLSearchParams(launch.split('?')[1]);
  assert.equal(params.get('lang'), 'es');
  assert.equal(params.get('tree'), TREE);
  assert.equal(await page.isHidden('#practice-scorm-working'), true);
  assert.equal(await page.isEnabled('#practice-scorm'), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the launch page without an LMS still shows the exercise, and says that no grade is recorded', async () => {
  const page = await site.context.newPage();
  await page.goto(site.base + 'scorm-launch.html?lang=en');
  assert.equal(await page.textContent('#lms-notice'), 'No LMS around this page: the exercise works, but no grade is recorded.');
  await page.frameLocator('#practice').locator('body[data-practice="ready"]').waitFor({ timeout: 60000 });
  await page.close();
});
