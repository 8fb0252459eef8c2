// The launch page of Poda's SCORM 1.2 package (scripts/scorm, docs/teaching.md "Grades in an
// LMS"): it frames the practice page with the parameters of its own address and reports every
// check of the answer to the LMS through the SCORM 1.2 API that the LMS offers in a window
// above it (`API`: LMSInitialize, LMSGetValue, LMSSetValue, LMSCommit, LMSFinish):
//
// - cmi.core.score.raw (0–100, min 0, max 100): the best check's share of right nodes;
// - cmi.core.lesson_status: `passed` once an answer is right, `failed` after a wrong check,
//   `incomplete` before any;
// - cmi.suspend_data: the checks of every session ({"checks": n, "firstTry": score}), so a
//   second attempt is counted and the first try is kept.
//
// Without an LMS the exercise still works, and says that nothing is recorded.
(function () {
  'use strict';

  /** The LMS's SCORM 1.2 API: in a parent window (up to 10 frames up) or the opener's. */
  function findApi() {
    for (let w = window, hops = 0; w && hops <= 10; hops++) {
      try {
        if (w.API && typeof w.API.LMSInitialize === 'function') return w.API;
      } catch (_) {
        // A window of another origin: not the LMS's.
      }
      if (w === w.parent) break;
      w = w.parent;
    }
    try {
      if (window.opener && window.opener.API) return window.opener.API;
    } catch (_) {
      // As above.
    }
    return null;
  }

  const es = (navigator.language || '').toLowerCase().startsWith('es');
  const own = new URLSearchParams(location.search);
  const lang = own.get('lang') || (es ? 'es' : 'en');
  const say = {
    none: lang === 'es'
      ? 'Esta página no está dentro de una plataforma (LMS): el ejercicio funciona, pero la nota no se guarda.'
      : 'No LMS around this page: the exercise works, but no grade is recorded.',
    refused: lang === 'es'
      ? 'La plataforma (LMS) no acepta la nota: '
      : 'The LMS does not take the grade: ',
  };
  const notice = document.getElementById('lms-notice');
  // The page's own words follow the exercise's language (the markup's are English).
  if (lang === 'es') {
    document.documentElement.lang = 'es';
    document.title = 'Poda — práctica de alfa-beta';
    document.getElementById('practice').title = 'Práctica de alfa-beta';
  }
  function tell(text) {
    notice.textContent = text;
    notice.hidden = !text;
  }

  // The practice page with the launch address's parameters, embedded (no header).
  const frame = document.getElementById('practice');
  const params = new URLSearchParams(own);
  params.set('mode', 'practice');
  if (!params.has('controls')) params.set('controls', '0');
  frame.src = './index.html?' + params.toString();

  const api = findApi();
  if (!api) {
    tell(say.none);
    return;
  }
  api.LMSInitialize('');
  let saved = {};
  try {
    saved = JSON.parse(api.LMSGetValue('cmi.suspend_data') || '{}') || {};
  } catch (_) {
    saved = {};
  }
  const record = { checks: Number(saved.checks) || 0, firstTry: saved.firstTry ?? null, best: Number(saved.best) || 0 };
  const status = api.LMSGetValue('cmi.core.lesson_status');
  if (!status || status === 'not attempted') api.LMSSetValue('cmi.core.lesson_status', 'incomplete');
  api.LMSCommit('');

  function set(name, value) {
    if (String(api.LMSSetValue(name, String(value))) !== 'true') {
      const code = api.LMSGetLastError();
      tell(say.refused + name + ' (' + code + ': ' + api.LMSGetErrorString(code) + ')');
    }
  }

  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow || event.data?.type !== 'poda:result') return;
    const result = event.data;
    const score = result.total > 0 ? Math.round((100 * result.right) / result.total) : 0;
    record.checks += 1;
    if (record.firstTry === null) record.firstTry = score;
    record.best = Math.max(record.best, score);
    set('cmi.core.score.min', 0);
    set('cmi.core.score.max', 100);
    set('cmi.core.score.raw', record.best);
    const passed = result.correct || api.LMSGetValue('cmi.core.lesson_status') === 'passed';
    set('cmi.core.lesson_status', passed ? 'passed' : 'failed');
    set('cmi.suspend_data', JSON.stringify(record));
    api.LMSCommit('');
  });

  let finished = false;
  window.addEventListener('pagehide', () => {
    if (finished) return;
    finished = true;
    api.LMSFinish('');
  });
})();
