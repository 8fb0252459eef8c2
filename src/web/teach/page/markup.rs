//! The teaching view's elements, which the play page does without: the drawn tree's frame, the
//! panel of the search tree and of the course's trees and games, the practice page's and the
//! puzzles' panels (each filled by its own page, `web::practice`, `web::puzzles`), and the
//! counters. [`add`] puts them at the end of the page's `<main>` before anything looks for
//! them, so that `index.html`, which every visit downloads, carries only the play page (about
//! 2 KB gzipped less before the first move). Their `data-i18n*` texts are written as the page's
//! language is set, as those of `index.html` are.

use wasm_bindgen::JsValue;
use web_sys::Document;

/// The elements, in the order the page lays them out after the play page's.
const MARKUP: &str = r#"
<section id="drawing-wrap" class="drawing-wrap" hidden>
  <div id="tree-drawing" class="tree-frame" role="group" aria-label="Search tree" data-i18n-aria-label="outline-heading"></div>
</section>
<aside id="teach-panel" class="teach-panel" hidden>
  <p id="teach-notice" class="notice" role="alert" hidden></p>
  <p class="intro intro-teach" data-i18n="teach-intro">The computer's real search, node by node: each position it looked at, the window (α, β) it looked with, the value it found and where α ≥ β cut the search short.</p>
  <p class="intro intro-tree" data-i18n="tree-intro">A game tree from the course notes: MAX (▲) moves at the root, MIN (▽) answers. Write your own: the number of children of each node in breadth-first order, a slash, then the leaf values from left to right.</p>
  <p class="intro intro-tictactoe" data-i18n="tictactoe-intro">Play tic-tac-toe against the computer: after each move you see the whole tree it searched to choose its reply.</p>
  <p id="mouse-rules" class="intro intro-mouse"></p>
  <div class="teach-controls">
    <label><span data-i18n="depth">Depth</span> <select id="teach-depth"></select></label>
    <label><span data-i18n="algorithm">Algorithm</span> <select id="teach-algorithm"></select></label>
    <label class="check"><input id="teach-crash" type="checkbox" /> <span data-i18n="crash-cut">Crash cut (corte agresivo): skip moves that give up the queen</span></label>
    <label class="check only-tree"><input id="teach-compare" type="checkbox" /> <span data-i18n="compare-label">Minimax beside alpha-beta, stepping together</span></label>
    <label class="check"><input id="teach-quiz" type="checkbox" /> <span data-i18n="quiz-label">Ask before showing: at some steps the class answers first, then the step is shown</span></label>
    <a id="crash-example" class="crash-example" href="./?mode=teach&amp;fen=4r2k%2F6pp%2F7N%2F3Q4%2F8%2F8%2F8%2F6K1%20w%20-%20-%200%201&amp;depth=3&amp;algorithm=ordered&amp;crash=1" data-i18n="crash-example">Try the crash cut on a queen sacrifice (Philidor's smothered mate)</a>
    <button id="teach-run" type="button" data-i18n="run-search">Search</button>
    <button id="teach-stop" type="button" disabled data-i18n="stop">Stop</button>
  </div>
  <div id="teach-fen-box" class="input-box" hidden>
    <label for="teach-fen" data-i18n="fen-label">Position (FEN)</label>
    <div class="row"><input id="teach-fen" type="text" spellcheck="false" autocomplete="off" />
      <button id="teach-fen-set" type="button" data-i18n="set-position">Use this position</button></div>
    <p class="hint" data-i18n="move-order">Minimax and alpha-beta without ordering look at the moves in a fixed order: pawn moves first, then knights, bishops, rooks, queens, and the king last.</p>
  </div>
  <div id="tree-box" class="input-box" hidden>
    <label for="tree-text" data-i18n="tree-text-label">Tree (child counts / leaf values)</label>
    <textarea id="tree-text" rows="2" spellcheck="false"></textarea>
    <button id="tree-load" type="button" data-i18n="load-tree">Load tree</button>
  </div>
  <div id="versus-box" class="input-box" hidden>
    <p id="versus-status" class="status" aria-live="polite"></p>
    <button id="ttt-new" type="button" class="only-tictactoe" data-i18n="new-tictactoe">New game (sides alternate)</button>
    <div class="row only-mouse">
      <label><span data-i18n="mouse-player">You play</span> <select id="mouse-player">
        <option value="mouse" data-i18n="mouse-side-mouse">the mouse</option>
        <option value="cats" data-i18n="mouse-side-cats">the cats</option></select></label>
      <button id="mouse-new" type="button" data-i18n="new-mouse-game">New game</button>
    </div>
    <p id="mouse-evaluation" class="hint only-mouse"></p>
  </div>
  <p id="teach-input-error" class="input-error" role="alert" hidden></p>
  <p id="teach-status" class="teach-status" aria-live="polite"></p>
  <p id="tree-summary" class="summary" aria-live="polite"></p>
  <p id="crash-report" class="crash-report" hidden></p>
  <h2 data-i18n="walk-heading">Step by step</h2>
  <div class="steps">
    <button id="step-first" type="button" aria-label="First step" data-i18n-aria-label="step-first" title="First step" data-i18n-title="step-first">«</button>
    <button id="step-back" type="button" aria-label="Step back" data-i18n-aria-label="step-back" title="Step back" data-i18n-title="step-back">◀</button>
    <span id="step-label" class="step-label"></span>
    <button id="step-forward" type="button" aria-label="Step forward" data-i18n-aria-label="step-forward" title="Step forward" data-i18n-title="step-forward">▶</button>
    <button id="step-last" type="button" aria-label="Last step" data-i18n-aria-label="step-last" title="Last step" data-i18n-title="step-last">»</button>
    <button id="step-pv" type="button" data-i18n="step-pv">Principal variation</button>
    <button id="present-exit" type="button" class="present-exit" data-i18n="present-exit" hidden>Leave (Esc)</button>
  </div>
  <div class="steps">
    <button id="step-previous-cut" type="button" data-i18n="step-previous-cut">Previous cut-off</button>
    <button id="step-next-cut" type="button" data-i18n="step-next-cut">Next cut-off</button>
    <button id="step-next-leaf" type="button" data-i18n="step-next-leaf">Next leaf</button>
    <button id="step-finish" type="button" data-i18n="step-finish">Finish this subtree</button>
  </div>
  <div class="steps">
    <button id="step-play" type="button" aria-pressed="false">Play</button>
    <label class="speed"><span data-i18n="speed">Steps per second</span> <select id="step-speed"></select></label>
    <button id="copy-link" type="button" data-i18n="copy-link">Copy link</button>
  </div>
  <p class="hint" data-i18n="step-keys">Keys: ← → (or Page Up, Page Down) one step, Home and End; C next cut-off, Shift+C the previous one; L next leaf; F finish the subtree; P principal variation; Space play or pause.</p>
  <p class="present-row"><button id="present" type="button" data-i18n="present">Present</button>
    <span class="hint" data-i18n="present-hint">The drawing and the sentence alone, in large type, for a projector (Escape leaves).</span></p>
  <div id="quiz-box" class="quiz-box" hidden>
    <p id="quiz-question" class="quiz-question" aria-live="polite"></p>
    <div class="quiz-answer">
      <input id="quiz-number" type="text" inputmode="numeric" autocomplete="off" spellcheck="false" />
      <button id="quiz-submit" type="button" data-i18n="quiz-submit">Answer</button>
      <button id="quiz-yes" type="button" data-i18n="quiz-yes">Yes</button>
      <button id="quiz-no" type="button" data-i18n="quiz-no">No</button>
      <button id="quiz-show" type="button" data-i18n="quiz-show">Show</button>
    </div>
    <p id="quiz-verdict" class="quiz-verdict" aria-live="polite"></p>
  </div>
  <p id="walk-text" class="walk-text" aria-live="polite"></p>
  <ol id="walk-path" class="walk-path"></ol>
  <div class="outline-head">
    <h2 data-i18n="outline-heading">Search tree</h2>
    <button id="expand-all" type="button" data-i18n="expand-all">Expand all</button>
    <button id="collapse-all" type="button" data-i18n="collapse-all">Collapse all</button>
  </div>
  <div id="tree-outline" class="tree-outline" role="tree" aria-label="Search tree" data-i18n-aria-label="outline-heading" tabindex="0">
    <div id="tree-rows" class="tree-rows"></div>
  </div>
  <h2 data-i18n="node-heading">Selected node</h2>
  <div id="node-detail" class="node-detail"></div>
</aside>
<section id="practice-panel" class="practice-panel" hidden></section>
<aside id="puzzles-panel" class="panel puzzles-panel" hidden></aside>
<section id="teach-more" class="teach-more" hidden>
  <div class="counters-box">
    <h2 data-i18n="counters-heading">Nodes per algorithm</h2>
    <table class="counters">
      <thead><tr><th data-i18n="col-algorithm">Algorithm</th><th data-i18n="col-nodes">Nodes</th>
        <th data-i18n="col-leaves">Leaves</th><th data-i18n="col-ebf">Effective branching</th>
        <th data-i18n="col-value">Value</th></tr></thead>
      <tbody id="counter-rows"></tbody>
    </table>
    <div id="predictions" class="predictions"></div>
    <h3 data-i18n="chart-heading">Leaves evaluated, measured and predicted (log scale)</h3>
    <div id="chart" class="chart" role="img"></div>
  </div>
  <div id="eval-explain" class="eval-explain" hidden></div>
</section>
"#;

/// Adds the teaching view's elements to the page (once: a page that has them keeps them).
///
/// # Errors
/// When the page has no `<main>`.
pub fn add(document: &Document) -> Result<(), JsValue> {
    if document.get_element_by_id("teach-panel").is_some() {
        return Ok(());
    }
    let main = document.query_selector("main")?.ok_or("no main")?;
    main.insert_adjacent_html("beforeend", MARKUP)
}
