// Poda's custom elements for page authors: <poda-board> and <poda-practice>, each a frame of
// this site (docs/embedding.md, "Custom elements"). Load it as a module from where Poda is
// hosted; the elements find the site beside this file:
//
//   <script type="module" src="/poda/poda-elements.js"></script>
//   <poda-board fen="4r2k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1" level="7" lang="es"></poda-board>
//   <poda-practice tree="2 2 2 / 3 5 2 9" solution="0"></poda-practice>
//
// Every attribute named in the parameters' table becomes the frame's URL parameter. The
// element fills its container's width (never wider) at the frame's proportions, relays every
// `poda:*` message of its frame as a DOM event of the same name (`event.detail` is the
// message), and sends requests with `element.send(message)`, which answers with a promise of
// the reply (`poda:state`, or a rejection with `poda:error`'s message). Requests sent before
// the frame is ready wait for it.

const SITE = new URL('./', import.meta.url);

/** The URL parameters an element passes on (docs/embedding.md's table). */
const PARAMETERS = [
  'mode', 'fen', 'pgn', 'level', 'side', 'orientation', 'lang', 'depth', 'player', 'algorithm',
  'tree', 'board', 'step', 'windows', 'controls', 'interactive', 'movetime', 'clock', 'book', 'net',
  'solution', 'quiz', 'present',
];

class PodaFrame extends HTMLElement {
  static observedAttributes = [...PARAMETERS, 'src', 'title'];

  constructor() {
    super();
    this.frame = null;
    this.ready = false;
    this.waiting = [];
    this.pending = new Map();
    this.nextId = 1;
    this.onMessage = (event) => this.receive(event);
  }

  /** The mode a frame opens in when the element names none. */
  get defaultMode() {
    return 'play';
  }

  /** Width over height of the frame, from its mode and controls. */
  get proportions() {
    const compact = ['0', 'false', 'no', 'off'].includes((this.getAttribute('controls') ?? '').toLowerCase());
    const mode = this.getAttribute('mode') ?? this.defaultMode;
    if (compact) return mode === 'practice' ? '4 / 3' : '1 / 1';
    return mode === 'play' ? '4 / 3' : '3 / 4';
  }

  connectedCallback() {
    if (!this.frame) {
      this.frame = document.createElement('iframe');
      this.frame.setAttribute('allow', 'clipboard-write');
      this.frame.style.cssText = 'display: block; width: 100%; height: 100%; border: 0';
      this.style.display ||= 'block';
      this.style.maxWidth ||= '100%';
      this.appendChild(this.frame);
    }
    window.addEventListener('message', this.onMessage);
    this.load();
  }

  disconnectedCallback() {
    window.removeEventListener('message', this.onMessage);
  }

  attributeChangedCallback() {
    if (this.frame) this.load();
  }

  /** The frame's address: the site, the mode and every parameter given. */
  get url() {
    const url = new URL(this.getAttribute('src') ?? '', SITE);
    url.searchParams.set('mode', this.getAttribute('mode') ?? this.defaultMode);
    for (const name of PARAMETERS) {
      const value = this.getAttribute(name);
      if (value !== null && name !== 'mode') url.searchParams.set(name, value);
    }
    return url;
  }

  load() {
    const url = this.url;
    // The frame's proportions, unless the page gave the element its own.
    if (this.ownRatio === undefined) this.ownRatio = this.style.aspectRatio !== '';
    if (!this.ownRatio) this.style.aspectRatio = this.proportions;
    this.frame.title = this.getAttribute('title') ?? (this.defaultMode === 'practice' ? 'Alpha-beta practice' : 'Chess board');
    if (this.frame.src === url.href) return;
    this.ready = false;
    this.frame.src = url.href;
  }

  /** Sends `message` (a `poda:` request) to the frame; resolves with its answer. */
  send(message) {
    const id = message.id ?? `poda-element-${this.nextId++}`;
    const request = { ...message, id };
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.ready) this.post(request);
      else this.waiting.push(request);
    });
  }

  post(message) {
    this.frame.contentWindow?.postMessage(message, new URL(this.frame.src).origin);
  }

  receive(event) {
    if (!this.frame || event.source !== this.frame.contentWindow) return;
    const data = event.data;
    if (typeof data?.type !== 'string' || !data.type.startsWith('poda:')) return;
    if (data.type === 'poda:ready') {
      this.ready = true;
      for (const request of this.waiting.splice(0)) this.post(request);
    }
    const answer = data.id !== undefined && this.pending.get(data.id);
    if (answer) {
      this.pending.delete(data.id);
      if (data.type === 'poda:error') answer.reject(new Error(data.message));
      else answer.resolve(data);
    }
    this.dispatchEvent(new CustomEvent(data.type, { detail: data, bubbles: true, composed: true }));
  }
}

/** A board: the game, or with `mode` a teaching view, of the site. */
class PodaBoard extends PodaFrame {}

/** The practice page: alpha-beta by hand, its result as a `poda:result` event. */
class PodaPractice extends PodaFrame {
  get defaultMode() {
    return 'practice';
  }
}

if (!customElements.get('poda-board')) customElements.define('poda-board', PodaBoard);
if (!customElements.get('poda-practice')) customElements.define('poda-practice', PodaPractice);
