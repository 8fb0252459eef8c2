//! Asking before showing, in the page: the question waiting for the class above the step's
//! sentence (which stays hidden until the question is answered or shown), a number box or yes
//! and no, "Answer" and "Show"; then the verdict in one sentence, and the step. What is asked,
//! when, and whether an answer is right is the model's ([`crate::web::teach::quiz`]).

use crate::teach::tree::NO_PARENT;
use crate::web::i18n::{self, Asked, Lang};
use crate::web::shell::dom;
use crate::web::teach::options::TeachMode;
use crate::web::teach::quiz::{read_reply, Question, Reply, Verdict};

use super::View;

impl View {
    /// Whether the walk shown is plain minimax's (no window, nothing pruned: only what nodes
    /// return is asked).
    pub(super) fn minimax_walk(&self) -> bool {
        self.state.recorded.as_ref().is_some_and(|r| r.settings.algorithm.is_minimax())
    }

    /// The question waiting before the walk's next step, if any.
    fn waiting(&self) -> Option<Question> {
        let walk = self.state.browse.walk.as_ref()?;
        self.state.quiz.pending.filter(|(k, _)| *k == walk.step() + 1).map(|(_, q)| q)
    }

    /// A step forward: asked first when the quiz asks at that step (the number box then takes
    /// the keys), else taken.
    pub(super) fn step_forward(&mut self) -> bool {
        let minimax = self.minimax_walk();
        if self.state.quiz.pending.is_some() && self.waiting().is_none() {
            // Asked at another step than the next: forgotten.
            self.state.quiz.drop_question();
        }
        let Some(walk) = self.state.browse.walk.as_ref() else { return false };
        match self.state.quiz.step_forward(walk, minimax) {
            Some(k) => self.move_walk(k),
            None => {
                self.state.browse.playback.playing = false;
                self.els.quiz_number.set_value("");
                true
            }
        }
    }

    /// The class answers (`reply`); an unreadable number is said and waits for another.
    pub(super) fn answer_quiz(&mut self, reply: Option<Reply>) -> bool {
        if self.waiting().is_none() {
            return false;
        }
        let Some(reply) = reply else {
            let t = i18n::teach(self.lang());
            let unreadable =
                if self.state.mode == TeachMode::Teach { t.quiz_unreadable_chess } else { t.quiz_unreadable };
            self.els.quiz_verdict.set_text_content(Some(unreadable));
            return false;
        };
        let step = self.state.quiz.answer(reply);
        let _ = self.els.quiz_number.blur();
        step.is_some_and(|k| self.move_walk(k))
    }

    /// The answer typed in the box, read.
    pub(super) fn typed_answer(&self) -> Option<Reply> {
        read_reply(&self.els.quiz_number.value())
    }

    /// Shows the waiting step without an answer.
    pub(super) fn reveal_quiz(&mut self) -> bool {
        if self.waiting().is_none() {
            return false;
        }
        let step = self.state.quiz.reveal();
        let _ = self.els.quiz_number.blur();
        step.is_some_and(|k| self.move_walk(k))
    }

    /// The question box: the question waiting and its answer's controls, or the verdict on
    /// the last one, or nothing; the step's sentence hidden while a question waits.
    pub(super) fn render_quiz(&self, lang: Lang) {
        let t = i18n::teach(lang);
        let els = &self.els;
        els.quiz_check.set_checked(self.state.quiz.on);
        els.compare_check.set_checked(self.state.compare_on);
        let waiting = self.waiting();
        let verdict = self.state.quiz.verdict;
        let (question, state) = match (waiting, verdict) {
            (Some(q), _) => (Some(q), "asking"),
            (None, Some(Verdict::Right(q) | Verdict::Wrong(q) | Verdict::Shown(q))) => (Some(q), "answered"),
            (None, None) => (None, ""),
        };
        els.quiz_box.set_hidden(question.is_none());
        let asked_now = state == "asking" && els.body.get_attribute("data-quiz").as_deref() != Some("asking");
        dom::set_attr(&els.body, "data-quiz", state);
        let sentence = els.walk_text.style();
        let _ = if waiting.is_some() {
            sentence.set_property("display", "none")
        } else {
            sentence.remove_property("display").map(|_| ())
        };
        let Some(question) = question else { return };
        let value = self.value_text();
        let name = |id: u32| self.node_name(lang, id);
        let (node, parent) = (name(question.node()), self.node_parent(question.node()).map(name).unwrap_or_default());
        let asked = match question {
            Question::Alpha { alpha, .. } => Asked::Alpha { node: &node, alpha: value(alpha) },
            Question::Pruned { value: v, pruned, .. } => {
                Asked::Pruned { node: &node, value: value(v), parent: &parent, pruned }
            }
            Question::Returns { value: v, .. } => Asked::Returns { node: &node, value: value(v) },
        };
        dom::set_text(&els.quiz_question, &(t.quiz_question)(&asked));
        let asking = waiting.is_some();
        els.quiz_number.set_hidden(!asking || question.yes_no());
        els.quiz_submit.set_hidden(!asking || question.yes_no());
        els.quiz_yes.set_hidden(!asking || !question.yes_no());
        els.quiz_no.set_hidden(!asking || !question.yes_no());
        els.quiz_show.set_hidden(!asking);
        // A new question's number box takes the keys.
        if asked_now && !question.yes_no() {
            let _ = els.quiz_number.focus();
        }
        // In chess a value can be a mate, typed with `#`: the full keyboard on a phone.
        let chess = self.state.mode == TeachMode::Teach;
        let hint = if chess { t.quiz_number_chess } else { t.quiz_number };
        dom::set_attr(&els.quiz_number, "placeholder", hint);
        dom::set_attr(&els.quiz_number, "aria-label", hint);
        dom::set_attr(&els.quiz_number, "inputmode", if chess { "text" } else { "numeric" });
        let said = match verdict.filter(|_| !asking) {
            Some(Verdict::Right(_)) => (t.quiz_verdict)(&asked, Some(true)),
            Some(Verdict::Wrong(_)) => (t.quiz_verdict)(&asked, Some(false)),
            Some(Verdict::Shown(_)) => (t.quiz_verdict)(&asked, None),
            None => {
                // An unreadable number's message stays until the next answer.
                let kept = els.quiz_verdict.text_content().filter(|t| t == i18n::teach(lang).quiz_unreadable);
                kept.unwrap_or_default()
            }
        };
        dom::set_text(&els.quiz_verdict, &said);
        let mark = match verdict.filter(|_| !asking) {
            Some(Verdict::Right(_)) => "right",
            Some(Verdict::Wrong(_)) => "wrong",
            Some(Verdict::Shown(_)) => "shown",
            None => "",
        };
        dom::set_attr(&els.quiz_verdict, "data-verdict", mark);
    }

    fn node_parent(&self, id: u32) -> Option<u32> {
        let parent = self.state.browse.walk.as_ref()?.tree.nodes[id as usize].parent;
        (parent != NO_PARENT).then_some(parent)
    }
}
