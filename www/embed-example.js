// The sample course page's own script: drives the first embedded board through Poda's
// message API (docs/embedding.md) and shows what the board reports, always as text.
'use strict';

const EXERCISE = '4r2k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1';
const frame = document.getElementById('game');
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

window.addEventListener('message', (event) => {
  // Only the boards of this site, and only Poda's messages.
  if (event.origin !== window.location.origin || event.source !== frame.contentWindow) return;
  const m = event.data;
  if (!m || typeof m.type !== 'string' || !m.type.startsWith('poda:')) return;
  switch (m.type) {
    case 'poda:ready':
      statusLine.textContent = 'El tablero está listo.';
      break;
    case 'poda:move':
      note(`Jugada: ${m.san} (${m.uci})`);
      break;
    case 'poda:game-over':
      statusLine.textContent = `Fin de la partida: ${m.result} (${m.reason}).`;
      note(`Fin: ${m.result} por ${m.reason}`);
      break;
    case 'poda:state':
      statusLine.textContent = m.status === 'playing'
        ? `Juegan las ${m.turn === 'white' ? 'blancas' : 'negras'} · ${m.moves.length} ${m.moves.length === 1 ? 'jugada' : 'jugadas'}`
        : `Fin de la partida: ${m.result} (${m.status}).`;
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
