//! The review of a game on the play page: the panel with its progress, counts and graph, the
//! better line of a judged move, and the puzzles made of the player's mistakes. Asking the
//! worker to judge each move is the state's (`PlayState::ask_review`).

use super::*;

impl App {
    /// The review box: progress while the worker scores the positions, then the counts of
    /// judged moves; the graph with the position on the board. A review of another game is
    /// dropped.
    pub(super) fn write_review(&mut self) {
        self.state.drop_stale_review();
        let no_moves = self.state.game.board.sans().is_empty();
        self.els
            .analyse
            .set_disabled(self.state.search.busy.is_some() || self.state.review.review.is_some() || no_moves);
        self.write_puzzles_link(i18n::current());
        let Some(review) = &self.state.review.review else {
            self.els.review_box.set_hidden(true);
            let _ = self.els.body.remove_attribute("data-review");
            return;
        };
        self.els.review_box.set_hidden(false);
        let lang = i18n::current();
        let (done, total) = review.progress();
        self.els.review_progress.set_max(total as f64);
        self.els.review_progress.set_value(done as f64);
        self.els.review_progress.set_hidden(review.is_done());
        let text = if review.is_done() {
            let [white, black] = [crate::rules::Color::White, crate::rules::Color::Black]
                .map(|side| (i18n::play(lang).review_counts)(side, review.counts(side), review.accuracy(side)));
            // One line a side (the box keeps the line breaks).
            format!("{white}\n{black}")
        } else {
            (i18n::play(lang).review_progress)(done, total)
        };
        self.els.review_status.set_text_content(Some(&text));
        // On a judged move: the better line, behind a button (think first, then look).
        let flaw = review.mark(self.state.game.board.viewed_ply());
        self.els.review_show_line.set_hidden(flaw.is_none() || self.state.review.line_shown);
        let line = flaw.filter(|_| self.state.review.line_shown).map(|f| {
            let before = &self.state.game.board.positions()[self.state.game.board.viewed_ply() - 1];
            format!("{} {}", i18n::play(lang).review_better_line, numbered_line(lang, before, &f.line))
        });
        self.els.review_line.set_hidden(line.is_none());
        set_text(&self.els.review_line, line.as_deref().unwrap_or(""));
        let _ = self.els.body.set_attribute("data-review", if review.is_done() { "done" } else { "running" });
        self.draw_graph();
    }

    /// The review's graph, with the position on the board marked; nothing before the graph's
    /// size is first observed (the observer draws it then, so no read of the layout here).
    pub(super) fn draw_graph(&self) {
        let (Some(review), Some((width, height))) = (&self.state.review.review, self.els.graph_size.known_size())
        else {
            return;
        };
        let canvas = &self.els.review_graph;
        let (css_w, css_h) = (f64::from(width.max(32)), f64::from(height.max(16)));
        let ratio = self.window.device_pixel_ratio().max(1.0);
        let (w, h) = ((css_w * ratio).round() as u32, (css_h * ratio).round() as u32);
        if canvas.width() != w || canvas.height() != h {
            canvas.set_width(w);
            canvas.set_height(h);
        }
        let Ok(Some(ctx)) = canvas.get_context("2d") else { return };
        let Ok(ctx) = ctx.dyn_into::<CanvasRenderingContext2d>() else { return };
        let _ = ctx.set_transform(ratio, 0.0, 0.0, ratio, 0.0, 0.0);
        let total = review.progress().1;
        let marks: Vec<_> = (1..total).filter_map(|ply| review.mark(ply).map(|m| (ply, m.judgement))).collect();
        graph::draw(&ctx, css_w, css_h, &review.shares(), &marks, self.state.game.board.viewed_ply());
    }
}

impl App {
    /// Once the review is done, the player's mistakes and blunders become puzzles (once per
    /// review; not inside another page), and a link leads to them.
    fn write_puzzles_link(&mut self, lang: i18n::Lang) {
        let Some(review) = self.state.review.review.as_ref().filter(|r| r.is_done()) else {
            self.state.review.puzzles_made = None;
            self.els.review_puzzles.set_hidden(true);
            return;
        };
        if self.state.review.puzzles_made.is_none() && !self.state.framed {
            let sides = match self.state.game.board.engine_side() {
                Some(computer) => vec![!computer],
                None => vec![crate::rules::Color::White, crate::rules::Color::Black],
            };
            let mistakes: Vec<_> = sides.into_iter().flat_map(|side| review.mistakes(side)).collect();
            let mut book = saved::load_puzzles(&self.window).unwrap_or_else(|err| {
                self.state.texts.notices.push(Notice::PuzzlesDropped(err));
                Default::default()
            });
            let added = book.add(&mistakes);
            if added > 0 {
                saved::store_puzzles(&self.window, &book);
            }
            self.state.review.puzzles_made = Some((added, book.puzzles.len()));
        }
        let Some((added, all)) = self.state.review.puzzles_made.filter(|&(_, all)| all > 0) else {
            self.els.review_puzzles.set_hidden(true);
            return;
        };
        self.els.review_puzzles.set_hidden(false);
        set_text(&self.els.review_puzzles, &(i18n::play(lang).review_puzzles)(added, all));
        let _ = self.els.review_puzzles.set_attribute("href", &format!("./?mode=puzzles&lang={}", lang.code()));
    }
}

/// The line played from `pos`, with move numbers, in `lang`'s letters: "5. Bxf7+ Ke7 6. O-O",
/// "5... Qxg2 6. Rf1".
fn numbered_line(lang: i18n::Lang, pos: &crate::rules::Position, line: &[String]) -> String {
    let mut out = String::new();
    let (mut number, mut white) = (pos.fullmove_number(), pos.turn() == crate::rules::Color::White);
    for (i, san) in line.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        if white {
            out.push_str(&format!("{number}. "));
        } else if i == 0 {
            out.push_str(&format!("{number}... "));
        }
        out.push_str(&i18n::san(lang, san));
        if !white {
            number += 1;
        }
        white = !white;
    }
    out
}
