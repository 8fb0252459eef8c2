//! The review of a game on the play page: asking the worker to judge each move, and the panel
//! with its progress, counts and graph.

use super::*;

impl App {
    /// Starts reviewing the game on the board (or goes on with its review).
    pub(super) fn start_review(&mut self) {
        let moves = self.game.uci_moves();
        if moves.is_empty() {
            return;
        }
        if !self.review.as_ref().is_some_and(|r| r.is_of(self.game.start_fen(), &moves)) {
            self.review = Some(Review::new(self.game.start_fen(), moves, self.game.positions().to_vec()));
        }
        self.ask_review();
        self.render();
    }

    /// Sends the review's next question, unless one is already asked or the engine must move.
    pub(super) fn ask_review(&mut self) {
        if self.busy.is_some() || !self.worker.as_ref().is_some_and(WorkerHost::is_ready) {
            return;
        }
        if self.review.as_ref().map_or(true, Review::is_asking) {
            return;
        }
        let id = self.next_id();
        if let Some(request) = self.review.as_mut().and_then(|review| review.next_request(id)) {
            self.review_score = (None, None);
            self.send(request);
        }
    }

    /// The review box: progress while the worker scores the positions, then the counts of
    /// judged moves; the graph with the position on the board. A review of another game is
    /// dropped.
    pub(super) fn write_review(&mut self) {
        let moves = self.game.uci_moves();
        if self.review.as_ref().is_some_and(|r| !r.is_of(self.game.start_fen(), &moves)) {
            self.review = None;
        }
        self.els.analyse.set_disabled(self.busy.is_some() || self.review.is_some() || moves.is_empty());
        let Some(review) = &self.review else {
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
            let white =
                i18n::review_counts(lang, crate::rules::Color::White, review.counts(crate::rules::Color::White));
            let black =
                i18n::review_counts(lang, crate::rules::Color::Black, review.counts(crate::rules::Color::Black));
            format!("{white} · {black}")
        } else {
            i18n::review_progress(lang, done, total)
        };
        self.els.review_status.set_text_content(Some(&text));
        let _ = self.els.body.set_attribute("data-review", if review.is_done() { "done" } else { "running" });
        let canvas = &self.els.review_graph;
        let css_w = f64::from(canvas.client_width().max(32));
        let css_h = f64::from(canvas.client_height().max(16));
        let ratio = self.window.device_pixel_ratio().max(1.0);
        let (w, h) = ((css_w * ratio).round() as u32, (css_h * ratio).round() as u32);
        if canvas.width() != w || canvas.height() != h {
            canvas.set_width(w);
            canvas.set_height(h);
        }
        let Ok(Some(ctx)) = canvas.get_context("2d") else { return };
        let Ok(ctx) = ctx.dyn_into::<CanvasRenderingContext2d>() else { return };
        let _ = ctx.set_transform(ratio, 0.0, 0.0, ratio, 0.0, 0.0);
        let marks: Vec<_> = (1..total).filter_map(|ply| review.mark(ply).map(|m| (ply, m.judgement))).collect();
        graph::draw(&ctx, css_w, css_h, &review.shares(), &marks, self.game.viewed_ply());
    }
}
