// Instantiates the teaching view's wasm once teach_view.js (wasm-bindgen's no-modules output)
// has run; the page adds both scripts, in this order, only for ?mode=teach|tree|tictactoe|mouse|practice.
wasm_bindgen("./teach_view_bg.wasm");
