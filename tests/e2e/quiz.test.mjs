// End-to-end tests of asking before showing (quiz=1, the "Ask before showing" check box) on the
// course's tree: a step that asks holds the walk with its sentence hidden until the class
// answers or shows it; a right answer and a wrong one are each said in one sentence, then the
// step is shown; yes and no for a cut-off's question; in English and Spanish.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { site, useSite, openTeachView } from './harness.mjs';

useSite();

const open = (query) => openTeachView(site, query);

const step = async (page) => Number(await page.getAttribute('body', 'data-step'));
const asking = (page) => page.waitForSelector('body[data-quiz="asking"]');
const answered = (page) => page.waitForSelector('body[data-quiz="answered"]');

/** Back one step and forward again, so the question is asked again; then `typed` is answered. */
async function askAgainAndAnswer(page, typed) {
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await asking(page);
  await page.fill('#quiz-number', typed);
  await page.click('#quiz-submit');
  await answered(page);
}

// The course's tree: J (MIN, under D under A) returns min(5, 6) = 5 at step 9; its first leaf,
// S = 5, returns at step 6 with T still to search.
test("a node's return is asked first: the sentence hidden, a right answer said and the step shown, a wrong one too, Show", async () => {
  const { page, errors } = await open('?mode=tree&quiz=1&step=8&lang=en');
  await page.keyboard.press('ArrowRight');
  await asking(page);
  assert.equal(await step(page), 8, 'the walk waits');
  assert.equal(await page.textContent('#quiz-question'), 'What value does J return?');
  assert.equal(await page.isVisible('#walk-text'), false, "the step's sentence hidden");
  assert.equal(await page.isVisible('#quiz-number'), true);
  assert.equal(await page.isVisible('#quiz-yes'), false);
  // The number box has the keys: a right answer, then Enter.
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await answered(page);
  assert.equal(await step(page), 9, 'the step shown');
  assert.equal(await page.textContent('#quiz-verdict'), 'Right: J returns 5.');
  assert.equal(await page.getAttribute('#quiz-verdict', 'data-verdict'), 'right');
  assert.equal(await page.isVisible('#walk-text'), true);
  assert.match(await page.textContent('#walk-text'), /Leave J/);
  // Back and forward: asked again; a wrong answer is said, and the step shown too.
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.isVisible('#quiz-box'), false, 'another move forgets the verdict');
  await page.keyboard.press('ArrowRight');
  await asking(page);
  await page.fill('#quiz-number', '−3');
  await page.click('#quiz-submit');
  await answered(page);
  assert.equal(await step(page), 9);
  assert.equal(await page.textContent('#quiz-verdict'), 'Not quite: J returns 5.');
  assert.equal(await page.getAttribute('#quiz-verdict', 'data-verdict'), 'wrong');
  // Show: the step without an answer.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await asking(page);
  await page.fill('#quiz-number', 'five');
  await page.click('#quiz-submit');
  assert.equal(await step(page), 8, 'an unreadable number waits for another');
  assert.match(await page.textContent('#quiz-verdict'), /whole number/);
  await page.click('#quiz-show');
  await answered(page);
  assert.equal(await step(page), 9);
  assert.equal(await page.textContent('#quiz-verdict'), 'The answer: J returns 5.');
  await page.waitForFunction(() => location.search.includes('quiz=1'));
  assert.deepEqual(errors, []);
  await page.close();
});

test('a leaf returning with siblings left asks whether they are pruned: yes or no', async () => {
  const { page, errors } = await open('?mode=tree&quiz=1&step=5&lang=en');
  await page.click('#step-forward');
  await asking(page);
  assert.equal(await page.textContent('#quiz-question'), "S returns 5 to J. Are the rest of J's children pruned?");
  assert.equal(await page.isVisible('#quiz-number'), false);
  await page.click('#quiz-no');
  await answered(page);
  assert.equal(await step(page), 6);
  assert.equal(await page.textContent('#quiz-verdict'), 'Right: J goes on to its next child; nothing is pruned yet.');
  // Entering a node asks its α.
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await asking(page);
  assert.equal(await page.textContent('#quiz-question'), 'What is α at A as the search enters it?');
  await page.fill('#quiz-number', '-inf');
  await page.keyboard.press('Enter');
  await answered(page);
  assert.equal(await page.textContent('#quiz-verdict'), 'Right: α is −∞ at A.');
  assert.deepEqual(errors, []);
  await page.close();
});

test('in Spanish, turned on by its check box', async () => {
  const { page, errors } = await open('?mode=tree&step=8&lang=es');
  assert.match(await page.textContent('label:has(#teach-quiz)'), /Preguntar antes de mostrar/);
  await page.check('#teach-quiz');
  await page.waitForFunction(() => location.search.includes('quiz=1'));
  await page.click('#step-forward');
  await asking(page);
  assert.equal(await page.textContent('#quiz-question'), '¿Qué valor devuelve J?');
  assert.equal(await page.textContent('#quiz-show'), 'Mostrar');
  await page.fill('#quiz-number', '4');
  await page.click('#quiz-submit');
  await answered(page);
  assert.equal(await page.textContent('#quiz-verdict'), 'Incorrecto: J devuelve 5.');
  assert.match(await page.textContent('#walk-text'), /Sale de J/);
  await askAgainAndAnswer(page, '5');
  assert.equal(await page.textContent('#quiz-verdict'), '¡Correcto! J devuelve 5.');
  assert.deepEqual(errors, []);
  await page.close();
});

// A back-rank mate in one (Ra8#) searched two plies deep: the root returns #1, typed as the
// view writes it; a mate of the wrong length is not right.
test('in chess a mate is answered as the view writes it: #1', async () => {
  const fen = '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1';
  const { page, errors } = await open(`?mode=teach&fen=${encodeURIComponent(fen)}&depth=2&quiz=1&lang=en`);
  // The last step, back one, forward: the root's return is asked.
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await asking(page);
  assert.equal(await page.textContent('#quiz-question'), 'What value does the root return?');
  assert.equal(await page.getAttribute('#quiz-number', 'placeholder'), 'A number, −∞, +∞, or a mate: #2, −#2');
  assert.equal(await page.getAttribute('#quiz-number', 'inputmode'), 'text', 'a phone shows the keys for #');
  await page.fill('#quiz-number', '#2');
  await page.click('#quiz-submit');
  await answered(page);
  assert.equal(await page.textContent('#quiz-verdict'), 'Not quite: The root returns #1.');
  await askAgainAndAnswer(page, '#1');
  assert.equal(await page.textContent('#quiz-verdict'), 'Right: The root returns #1.');
  assert.deepEqual(errors, []);
  await page.close();
});
