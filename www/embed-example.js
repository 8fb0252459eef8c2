// The sample course page's own script: drives the first embedded board through Poda's
// message API (docs/embedding.md) and shows what the board and the exercise report, always as
// text, in the page's language (Poda's codes, such as the reason a game ended, translated here).
'use strict';

const EXERCISE = '4r2k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1';
/** How a game ended (poda:game-over's reason, poda:state's status), in Spanish. */
const REASONS = {
  checkmate: 'jaque mate',
  stalemate: 'rey ahogado',
  repetition: 'triple repetición',
  'fifty-moves': 'regla de los cincuenta movimientos',
  'insufficient-material': 'material insuficiente',
  resignation: 'abandono',
  'time-forfeit': 'tiempo agotado',
  'time-forfeit-draw': 'tiempo agotado, sin material para dar mate',
  draw: 'tablas',
};
const reason = (code) => REASONS[code] || code;
const frame = document.getElementById('game');
const practice = document.getElementById('practice');
const practiceStatus = document.getElementById('practice-status');
const statusLine = document.getElementById('status');
const log = document.getElementById('log');
let nextId = 1;
let flipped = false;

/** Sends a request to the first board; every request gets a poda:state or a poda:error. */
function send(type, fields = {}) {
  const id = `r${nextId++}`;
  frame.contentWindow.postMessage({ type, id, ...fields }, window.location.origin);
  return id;
}

function note(text) {
  log.textContent = `${text}\n${log.textContent}`.slice(0, 4000);
}

/** The exercise's result (poda:result): how many nodes are right, which are wrong. */
function showResult(m) {
  const wrong = Array.isArray(m.wrong) ? m.wrong.length : 0;
  practiceStatus.textContent = m.correct
    ? `¡Resuelto! Los ${m.total} nodos están bien.`
    : `${m.right} de ${m.total} nodos bien; ${wrong === 1 ? 'falla 1 nodo' : `fallan ${wrong} nodos`}. Corrige y vuelve a comprobar.`;
}

window.addEventListener('message', (event) => {
  // Only the frames of this site, and only Poda's messages.
  if (event.origin !== window.location.origin) return;
  const m = event.data;
  if (!m || typeof m.type !== 'string' || !m.type.startsWith('poda:')) return;
  if (practice && event.source === practice.contentWindow) {
    if (m.type === 'poda:result') showResult(m);
    return;
  }
  if (event.source !== frame.contentWindow) return;
  switch (m.type) {
    case 'poda:ready':
      statusLine.textContent = 'El tablero está listo.';
      break;
    case 'poda:move':
      note(`Jugada: ${m.san} (${m.uci})`);
      break;
    case 'poda:game-over':
      statusLine.textContent = `Fin de la partida: ${m.result} (${reason(m.reason)}).`;
      note(`Fin: ${m.result} por ${reason(m.reason)}`);
      break;
    case 'poda:state':
      statusLine.textContent = m.status === 'playing'
        ? `Juegan las ${m.turn === 'white' ? 'blancas' : 'negras'} · ${m.moves.length} ${m.moves.length === 1 ? 'jugada' : 'jugadas'}`
        : `Fin de la partida: ${m.result} (${reason(m.status)}).`;
      if (m.id && m.id === lastStateRequest) note(`FEN: ${m.fen}\n${m.pgn}`);
      break;
    case 'poda:error':
      statusLine.textContent = `El tablero no pudo hacerlo: ${m.message}`;
      break;
    default:
      break;
  }
});

let lastStateRequest = null;
document.getElementById('reset').addEventListener('click', () => send('poda:set-position', { fen: EXERCISE }));
document.getElementById('computer').addEventListener('click', () => send('poda:engine-move'));
document.getElementById('undo').addEventListener('click', () => send('poda:undo'));
document.getElementById('flip').addEventListener('click', () => {
  flipped = !flipped;
  send('poda:set-options', { orientation: flipped ? 'black' : 'white' });
});
document.getElementById('state').addEventListener('click', () => { lastStateRequest = send('poda:get-state'); });
document.getElementById('play-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const input = document.getElementById('move');
  send('poda:play', { move: input.value });
  input.value = '';
});
