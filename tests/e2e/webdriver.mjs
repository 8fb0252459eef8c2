// A small W3C WebDriver client, enough to drive Poda's page the way a person does in all three
// browser engines: Chromium (chromedriver), Firefox (geckodriver) and WebKit (WebKitGTK's
// WebKitWebDriver, which needs an X display: it runs under xvfb-run). Playwright cannot drive
// stock WebKitGTK, so the journeys of journeys.test.mjs go through this one client everywhere,
// and every browser gets exactly the same clicks, drags, touches and keys.
//
// The page object mirrors the part of Playwright's Page that the journeys use (goto, evaluate,
// waitForFunction, mouse, keyboard, …), so a journey reads like the Playwright tests beside it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export const BROWSERS = ['chromium', 'firefox', 'webkit'];

const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic',
  '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--autoplay-policy=user-gesture-required',
];

/** Where each browser and its driver live (Debian's packages; geckodriver from crates.io). */
function driverCommand(browser, port) {
  switch (browser) {
    case 'chromium':
      return { cmd: process.env.CHROMEDRIVER || '/usr/bin/chromedriver', args: [`--port=${port}`] };
    case 'firefox':
      return { cmd: process.env.GECKODRIVER || 'geckodriver', args: ['--port', String(port), '--host', '127.0.0.1'] };
    case 'webkit':
      // WebKitWebDriver starts MiniBrowser, a GTK program: both under a virtual X display.
      return {
        cmd: 'xvfb-run',
        args: ['-a', '-s', '-screen 0 1280x1024x24', process.env.WEBKITWEBDRIVER || '/usr/bin/WebKitWebDriver', `--port=${port}`],
        // This machine has no GPU: WebKitGTK would composite each frame through Mesa's
        // software emulation of one (llvmpipe), which on 2 cores, one of them running the
        // engine's worker, made 12 first moves of 12 skip frames (51–131 ms) and 7 stall the
        // main thread (64–91 ms), against 0 and 0 composited by the CPU. An iPad or a Mac
        // composites on its GPU; the CPU's compositing, still inside every measured frame, is
        // the nearer stand-in. PODA_WEBKIT_GL=1 keeps llvmpipe, to see its cost.
        env: {
          LIBGL_ALWAYS_SOFTWARE: '1',
          ...(process.env.PODA_WEBKIT_GL === '1' ? {} : { WEBKIT_DISABLE_COMPOSITING_MODE: '1' }),
        },
      };
    default:
      throw new Error(`unknown browser ${browser}: one of ${BROWSERS.join(', ')}`);
  }
}

function capabilities(browser) {
  switch (browser) {
    case 'chromium':
      return { browserName: 'chrome', 'goog:chromeOptions': { binary: process.env.CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_FLAGS } };
    case 'firefox':
      return {
        browserName: 'firefox',
        'moz:firefoxOptions': {
          binary: process.env.FIREFOX || '/usr/bin/firefox-esr',
          args: ['-headless'],
          // Quiet on a closed network: no updates, telemetry or remote settings.
          prefs: {
            'app.update.disabledForTesting': true,
            'browser.shell.checkDefaultBrowser': false,
            'datareporting.policy.dataSubmissionEnabled': false,
            'toolkit.telemetry.enabled': false,
            'services.settings.server': 'http://127.0.0.1:9/',
            'network.connectivity-service.enabled': false,
            'browser.safebrowsing.update.enabled': false,
          },
        },
      };
    case 'webkit':
      return {
        'webkitgtk:browserOptions': {
          binary: process.env.MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
          // This machine has no GPU: WebKitGTK would run the board's accelerated 2D canvas on
          // Mesa's software emulation of one (llvmpipe), whose flushes stall the page's main
          // thread 50–120 ms, which no phone or tablet with a GPU does. Drawn by the CPU instead.
          args: ['--automation', '--enable-2d-canvas-acceleration=false'],
        },
      };
    default:
      throw new Error(`unknown browser ${browser}`);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the driver of `browser` (one per test file). `newPage()` opens a session: a fresh
 * browser with its own window, which is the page.
 */
export async function launchDriver(browser) {
  const port = await freePort();
  const { cmd, args, env } = driverCommand(browser, port);
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let log = '';
  child.stderr.on('data', (d) => { log = (log + d).slice(-4000); });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      const r = await fetch(url + '/status');
      if (r.ok) break;
    } catch { /* not listening yet */ }
    if (i > 200 || child.exitCode !== null) throw new Error(`${cmd} did not start: ${log}`);
    await sleep(50);
  }
  const pages = new Set();
  return {
    browser,
    /** The driver's process: the browser it starts runs below it. */
    pid: child.pid,
    async newPage({ viewport = { width: 1000, height: 720 } } = {}) {
      const page = await WebDriverPage.open(url, browser, viewport);
      pages.add(page);
      page.onClose = () => pages.delete(page);
      return page;
    },
    async closePages() {
      for (const page of [...pages]) await page.close().catch(() => {});
    },
    async close() {
      await this.closePages();
      try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
    },
  };
}

/** One error from the driver, with the command that caused it. */
class WebDriverError extends Error {}

/** Playwright's key names → WebDriver's key codes. */
const KEYS = {
  Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004', Backspace: '\uE003', Space: ' ',
  ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015',
  Home: '\uE011', End: '\uE010', Shift: '\uE008', Control: '\uE009',
};
const key = (name) => KEYS[name] ?? name;

export class WebDriverPage {
  /**
   * Opens a session: the driver starts a fresh browser. A browser that does not start within
   * 30 s (seen once in about fifteen runs: WebKitGTK's MiniBrowser under Xvfb never answered)
   * is asked for once more and the first try is printed; nothing of the page has run yet.
   */
  static async open(url, browser, viewport) {
    let body;
    for (let attempt = 1; ; attempt++) {
      try {
        const r = await fetch(url + '/session', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ capabilities: { alwaysMatch: capabilities(browser) } }),
          signal: AbortSignal.timeout(30000),
        });
        body = await r.json();
        if (!r.ok) throw new WebDriverError(`new session: ${JSON.stringify(body.value)}`);
        break;
      } catch (err) {
        if (attempt === 2) throw err;
        console.error(`# ${browser}: the browser did not start (${err.message}); starting it again`);
      }
    }
    const page = new WebDriverPage(`${url}/session/${body.value.sessionId}`, browser);
    await page.cmd('POST', '/timeouts', { script: 120000, pageLoad: 60000 });
    await page.setViewportSize(viewport);
    return page;
  }

  constructor(session, browser) {
    this.session = session;
    this.browser = browser;
    this.pointer = { x: 0, y: 0, buttons: 0 };
    this.mouse = {
      move: (x, y, { steps = 1 } = {}) => this.#mouseMove(x, y, steps),
      down: ({ button = 'left' } = {}) => this.#mouseButton('pointerDown', button),
      up: ({ button = 'left' } = {}) => this.#mouseButton('pointerUp', button),
      click: async (x, y, { button = 'left' } = {}) => {
        await this.#mouseMove(x, y, 1);
        await this.#mouseButton('pointerDown', button);
        await this.#mouseButton('pointerUp', button);
      },
    };
    this.keyboard = {
      press: (name) => this.#actions([{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value: key(name) }, { type: 'keyUp', value: key(name) }] }]),
    };
  }

  async cmd(method, path, body) {
    // A browser that died never answers: fail the command rather than wait for ever (scripts
    // run up to 120 s, a page load up to 60 s).
    const r = await fetch(this.session + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(150000),
    });
    const text = await r.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      throw new WebDriverError(`${method} ${path}: HTTP ${r.status} ${text.slice(0, 200)}`);
    }
    if (!r.ok) {
      const v = json.value ?? {};
      throw new WebDriverError(`${method} ${path}: ${v.error}: ${v.message}`);
    }
    return json.value;
  }

  async goto(url) {
    await this.cmd('POST', '/url', { url });
  }

  async reload() {
    await this.cmd('POST', '/refresh', {});
  }

  url() {
    return this.cmd('GET', '/url');
  }

  async close() {
    await this.cmd('DELETE', '').catch(() => {});
    this.onClose?.();
  }

  /**
   * Runs `fn(arg)` in the page and returns its (awaited) value, as Playwright's evaluate does.
   * `fn` is sent as its source text: it sees only its argument.
   */
  async evaluate(fn, arg) {
    const script = `const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => (${fn})(arguments[0])).then(
        (value) => done({ value: value === undefined ? null : value }),
        (e) => done({ error: String(e && e.stack || e) }));`;
    const out = await this.cmd('POST', '/execute/async', { script, args: [arg === undefined ? null : arg] });
    if (out && out.error !== undefined) throw new Error(`in the page: ${out.error}`);
    return out?.value;
  }

  async waitForFunction(fn, arg, { timeout = 30000, polling = 50 } = {}) {
    const end = Date.now() + timeout;
    let last;
    for (;;) {
      try {
        const value = await this.evaluate(fn, arg);
        if (value) return value;
      } catch (e) {
        last = e; // a page that is navigating: try again
      }
      if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${fn}${last ? ` (${last.message})` : ''}`);
      await sleep(polling);
    }
  }

  waitForSelector(selector, { state = 'visible', timeout = 30000 } = {}) {
    return this.waitForFunction(([selector, state]) => {
      const el = document.querySelector(selector);
      if (state === 'detached') return !el;
      if (state === 'attached') return !!el;
      const visible = !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
      return state === 'hidden' ? !visible : visible;
    }, [selector, state], { timeout });
  }

  waitForTimeout(ms) {
    return sleep(ms);
  }

  textContent(selector) {
    return this.evaluate((s) => document.querySelector(s)?.textContent ?? null, selector);
  }

  getAttribute(selector, name) {
    return this.evaluate(([s, n]) => document.querySelector(s)?.getAttribute(n) ?? null, [selector, name]);
  }

  inputValue(selector) {
    return this.evaluate((s) => document.querySelector(s).value, selector);
  }

  isVisible(selector) {
    return this.evaluate((s) => {
      const el = document.querySelector(s);
      return !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    }, selector);
  }

  async isHidden(selector) {
    return !(await this.isVisible(selector));
  }

  isDisabled(selector) {
    return this.evaluate((s) => document.querySelector(s).disabled, selector);
  }

  /** The box of `selector` in viewport coordinates (what pointer actions use). */
  boundingBox(selector) {
    return this.evaluate((s) => {
      const r = document.querySelector(s).getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }, selector);
  }

  locator(selector) {
    return { boundingBox: () => this.boundingBox(selector), click: () => this.click(selector) };
  }

  async #element(selector) {
    const el = await this.cmd('POST', '/element', { using: 'css selector', value: selector });
    return Object.values(el)[0];
  }

  /** A real click on the element (the driver scrolls it into view and checks it can be clicked). */
  async click(selector) {
    await this.waitForSelector(selector, { timeout: 10000 });
    await this.cmd('POST', `/element/${await this.#element(selector)}/click`, {});
  }

  async fill(selector, text) {
    const id = await this.#element(selector);
    await this.cmd('POST', `/element/${id}/clear`, {});
    if (text) await this.cmd('POST', `/element/${id}/value`, { text });
  }

  async press(selector, name) {
    const id = await this.#element(selector);
    await this.cmd('POST', `/element/${id}/value`, { text: key(name) });
  }

  async selectOption(selector, value) {
    const id = await this.#element(`${selector} option[value="${value}"]`);
    await this.cmd('POST', `/element/${id}/click`, {});
  }

  async #actions(sources) {
    await this.cmd('POST', '/actions', { actions: sources });
  }

  async #mouseMove(x, y, steps) {
    const from = this.pointer;
    const actions = [];
    for (let i = 1; i <= steps; i++) {
      actions.push({
        type: 'pointerMove', origin: 'viewport', duration: 0,
        x: Math.round(from.x + ((x - from.x) * i) / steps), y: Math.round(from.y + ((y - from.y) * i) / steps),
      });
    }
    this.pointer = { ...from, x, y };
    await this.#actions([{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }]);
  }

  async #mouseButton(type, button) {
    const code = { left: 0, middle: 1, right: 2 }[button];
    await this.#actions([{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: [{ type, button: code }] }]);
  }

  /**
   * A finger put down at the first point, moved through the others and lifted. WebKitGTK's
   * driver turns touch actions into mouse events (a desktop GTK build has no touch device), so
   * there the finger is dispatched in the page as the pointer events a touch screen makes
   * (pointerType "touch", one pointer id, at the same points and pace).
   */
  async touchDrag(points, { holdMs = 0, stepMs = 16 } = {}) {
    const [first, ...rest] = points.map((p) => ({ x: Math.round(p.x), y: Math.round(p.y) }));
    if (this.browser === 'webkit') {
      await this.evaluate(async ([first, rest, holdMs, stepMs]) => {
        const target = document.elementFromPoint(first.x, first.y);
        const send = (type, p, buttons) => target.dispatchEvent(new PointerEvent(type, {
          pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, composed: true,
          clientX: p.x, clientY: p.y, button: type === 'pointermove' ? -1 : 0, buttons, width: 20, height: 20, pressure: buttons ? 0.5 : 0,
        }));
        const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
        send('pointerdown', first, 1);
        if (holdMs) await wait(holdMs);
        for (const p of rest) {
          await wait(stepMs);
          send('pointermove', p, 1);
        }
        send('pointerup', rest.at(-1) ?? first, 0);
      }, [first, rest, holdMs, stepMs]);
      return;
    }
    const actions = [
      { type: 'pointerMove', origin: 'viewport', duration: 0, ...first },
      { type: 'pointerDown', button: 0 },
    ];
    if (holdMs) actions.push({ type: 'pause', duration: holdMs });
    for (const p of rest) actions.push({ type: 'pointerMove', origin: 'viewport', duration: stepMs, ...p });
    actions.push({ type: 'pointerUp', button: 0 });
    await this.#actions([{ type: 'pointer', id: 'finger', parameters: { pointerType: 'touch' }, actions }]);
    await this.cmd('DELETE', '/actions');
  }

  /** Sizes the window so that the page's viewport is `width` × `height` CSS pixels. */
  async setViewportSize({ width, height }) {
    for (let i = 0; i < 3; i++) {
      const inner = await this.evaluate(() => [innerWidth, innerHeight]);
      if (inner[0] === width && inner[1] === height) return;
      const rect = await this.cmd('GET', '/window/rect');
      await this.cmd('POST', '/window/rect', { width: rect.width + width - inner[0], height: rect.height + height - inner[1] });
    }
  }

  async screenshot({ path }) {
    const png = Buffer.from(await this.cmd('GET', '/screenshot'), 'base64');
    if (path) fs.writeFileSync(path, png);
    return png;
  }
}
