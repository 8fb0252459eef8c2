//! What the play page shows: the board, the status, the move list, the engine line and the
//! evaluation, the banner and the notice, each written from the state.

use super::*;

impl App {
    /// Tells a screen reader the move just played (and the end of the game), plays its
    /// sound, and tells a page around this one. The clocks were pressed by the state's change.
    fn after_move(&mut self, computer: bool) {
        let game = &self.state.game.board;
        let Some(san) = game.sans().last().cloned() else { return };
        let lang = i18n::current();
        let mover = !game.position().turn();
        let mut text = i18n::announce_move(lang, mover, computer, &san);
        let sound = if game.is_over() {
            text.push_str(". ");
            text.push_str(&game.status_text(lang));
            Sound::GameEnd
        } else if san.ends_with('+') {
            Sound::Check
        } else if san.contains('x') {
            Sound::Capture
        } else {
            Sound::Move
        };
        self.els.announce.set_text_content(Some(&text));
        let _ = self.els.body.set_attribute("data-sound", sound.name());
        let uci = game.last_move().map(|m| m.to_string()).unwrap_or_default();
        let fields = [("san", san.as_str().into()), ("uci", uci.into()), ("fen", game.fen().into())];
        self.post(&messages::event("move", &JsValue::UNDEFINED, &fields));
        self.post_game_over();
        if self.state.prefs.sound {
            self.speaker.play(sound);
        }
    }

    /// After the player's move `m` (the state changed by it, `request` the computer's turn):
    /// said, heard, sent and saved.
    pub(super) fn after_human_move(&mut self, m: Move, request: Option<PlayRequest>) {
        self.after_move(false);
        self.board.ui.show(Vec::new());
        let _ = self.els.body.set_attribute("data-last-move", &m.to_string());
        self.write_move_error();
        self.send(request);
        self.save();
    }

    /// After the computer's move `m`: said, heard, animated and saved; then the player's
    /// premove, when it is legal now.
    pub(super) fn after_engine_move(&mut self, m: Move) {
        self.after_move(true);
        self.animate(m);
        let _ = self.els.body.set_attribute("data-last-move", &m.to_string());
        self.save();
        self.write_engine_line();
        if let Some((m, request)) = self.state.play_premove(self.at()) {
            self.animate(m);
            self.after_human_move(m, request);
        }
    }

    pub(super) fn write_move_error(&self) {
        let text = self.state.texts.move_error.as_ref().map(|err| i18n::typed_move_error(i18n::current(), err));
        show_input_error(&self.els.move_error, &self.els.move_input, text.as_deref());
    }

    /// The move list: one item per move number, each move a button that shows the position
    /// after it; the move whose position is on the board is marked `aria-current`.
    pub(super) fn write_moves(&mut self) {
        let viewed = self.state.game.board.viewed_ply();
        let judged = self.state.review.review.as_ref().map_or(0, |r| r.progress().0);
        let lang = i18n::current();
        let key = format!(
            "{} {viewed} {judged} {} {}",
            lang.code(),
            self.state.game.board.start_fen(),
            self.state.game.board.sans().join(" ")
        );
        let _ = self.els.body.set_attribute("data-view-ply", &viewed.to_string());
        let last = self.state.game.board.sans().len();
        if let Ok(document) = self.document() {
            if let Ok(back) = dom::element::<HtmlElement>(&document, "back-to-game") {
                back.set_hidden(viewed == last);
            }
            for (id, off) in [
                ("nav-first", viewed == 0),
                ("nav-back", viewed == 0),
                ("nav-forward", viewed == last),
                ("nav-last", viewed == last),
            ] {
                if let Ok(button) = dom::element::<HtmlButtonElement>(&document, id) {
                    button.set_disabled(off);
                }
            }
        }
        if key == self.moves_shown {
            return;
        }
        self.moves_shown = key;
        self.els.moves.set_inner_html("");
        let Ok(document) = self.document() else { return };
        for row in move_rows(self.state.game.board.start_fen(), self.state.game.board.sans()) {
            let Ok(li) = document.create_element("li") else { continue };
            let number = document.create_element("span");
            if let Ok(number) = number {
                number.set_class_name("n");
                number.set_text_content(Some(&row.label));
                let _ = li.append_child(&number);
            }
            for (ply, san) in row.moves {
                let san = i18n::san(lang, san);
                let _ = li.append_with_str_1(" ");
                let Ok(button) = document.create_element("button") else { continue };
                let _ = button.set_attribute("type", "button");
                let _ = button.set_attribute("data-ply", &ply.to_string());
                if ply == viewed {
                    let _ = button.set_attribute("aria-current", "true");
                }
                let mark = self.state.review.review.as_ref().and_then(|r| r.mark(ply));
                match &mark {
                    Some(mark) => {
                        button.set_text_content(Some(&format!("{san}{}", mark.judgement.suffix())));
                        button.set_class_name(mark.judgement.class());
                        let title = i18n::judged_move(lang, mark.judgement, &mark.better);
                        let _ = button.set_attribute("title", &title);
                    }
                    None => button.set_text_content(Some(&san)),
                }
                let _ = li.append_child(&button);
                if let Some(mark) = mark {
                    if let Ok(better) = document.create_element("span") {
                        better.set_class_name("better");
                        better.set_text_content(Some(&format!("({})", i18n::san(lang, &mark.better))));
                        let _ = li.append_child(&better);
                    }
                }
            }
            let _ = self.els.moves.append_child(&li);
        }
        // Keep the move on the board in sight, scrolling the list only (never the page). At
        // the next frame: measuring now would lay the page out twice in this task (17 ms in
        // WebKit), where the frame lays it out once anyway.
        let list = self.els.moves.clone();
        let scroll = Closure::once_into_js(move || {
            let current = list.query_selector("[aria-current]").ok().flatten();
            if let Some(current) = current.and_then(|c| c.dyn_into::<HtmlElement>().ok()) {
                let (top, height) = (current.offset_top(), current.offset_height());
                if top < list.scroll_top() {
                    list.set_scroll_top(top);
                } else if top + height > list.scroll_top() + list.client_height() {
                    list.set_scroll_top(top + height - list.client_height());
                }
                // On a phone the list is one row that scrolls sideways.
                let (left, width) = (current.offset_left(), current.offset_width());
                if left < list.scroll_left() {
                    list.set_scroll_left(left);
                } else if left + width > list.scroll_left() + list.client_width() {
                    list.set_scroll_left(left + width - list.client_width());
                }
            }
        });
        let _ = self.window.request_animation_frame(scroll.unchecked_ref());
    }

    /// The evaluation bar (when switched on), the principal variation and `data-eval`.
    pub(super) fn write_eval(&self) {
        let shown = self.state.prefs.eval_bar;
        self.els.eval_bar.set_hidden(!shown);
        let _ = self.els.body.class_list().toggle_with_force("with-eval-bar", shown);
        let flipped = self.state.game.board.orientation == crate::rules::Color::Black;
        let _ = self.els.eval_bar.class_list().toggle_with_force("flipped", flipped);
        let share = self.state.search.eval.map_or(500, Eval::white_share);
        // Written only when it changes: each search report comes here, and a style written
        // again unchanged would still make the next frame recompute the page's style.
        let height = format!("{}.{}%", share / 10, share % 10);
        let style = self.els.eval_fill.style();
        if style.get_property_value("height").ok().as_deref() != Some(height.as_str()) {
            let _ = style.set_property("height", &height);
        }
        let text = self.state.search.eval.map(Eval::text).unwrap_or_default();
        set_attr(&self.els.body, "data-eval", &text);
        let label = format!("{}: {text}", i18n::play(i18n::current()).evaluation);
        set_attr(&self.els.eval_bar, "aria-label", &label);
        set_attr(&self.els.eval_bar, "title", &label);
        let pv = if shown { i18n::line(i18n::current(), &self.state.search.pv) } else { String::new() };
        set_text(&self.els.engine_pv, &pv);
    }

    /// The banner over the board when the game is over (until closed).
    pub(super) fn write_banner(&self) {
        let status = self.state.game.board.status();
        let over = self.state.game.board.is_over();
        self.els.banner.set_hidden(!over || self.state.texts.banner_closed);
        set_attr(&self.els.body, "data-result", status.result());
        if over {
            let lang = i18n::current();
            set_text(&self.els.banner_text, &self.state.game.board.status_text(lang));
            let score = match status.result() {
                "1-0" => "1–0",
                "0-1" => "0–1",
                _ => "½–½",
            };
            self.els.banner_score.set_text_content(Some(score));
            // A game of no moves has nothing to analyse.
            self.els.banner_analyse.set_hidden(self.state.game.board.sans().is_empty());
        }
    }

    /// Replaces what the notice box says.
    pub(super) fn show_notice(&mut self, notice: Notice) {
        self.state.texts.notices = vec![notice];
        self.write_notice();
    }

    pub(super) fn write_notice(&self) {
        let lang = i18n::current();
        let mut texts: Vec<String> = self.state.texts.notices.iter().map(|n| n.text(lang)).collect();
        if let Some(computer) = self.state.texts.sides_stated {
            texts.push(EngineLine::Sides { computer }.text(lang));
        }
        dom::show_notices(&self.els.notice, &texts);
        if let Some(close) = self.window.document().and_then(|d| d.get_element_by_id("notice-close")) {
            let _ = close.toggle_attribute_with_force("hidden", texts.is_empty());
        }
    }

    pub(super) fn set_engine_line(&mut self, line: EngineLine) {
        self.state.texts.engine_line = line;
        self.write_engine_line();
    }

    pub(super) fn write_engine_line(&self) {
        set_text(&self.els.engine, &self.state.texts.engine_line.text(i18n::current()));
    }

    /// Rewrites the texts that [`App::render`] does not: the notice, the boxes' errors and the
    /// level menus (after a change of language).
    pub(super) fn relabel(&self) {
        let lang = i18n::current();
        self.write_notice();
        self.write_move_error();
        self.write_import_error();
        self.write_copy_status();
        self.els.dialog.relabel(lang);
        self.els.engine.set_text_content(Some(&self.state.texts.engine_line.text(lang)));
        for i in 0..self.els.level.length() {
            let Some(option) = self.els.level.item(i) else { continue };
            let level = option.get_attribute("value").and_then(|v| v.parse().ok()).and_then(crate::engine::Level::new);
            if let Some(level) = level {
                option.set_text_content(Some(&i18n::play(lang).level_label(&level)));
            }
        }
    }

    /// Redraws the board and updates the text around it.
    pub(super) fn render(&mut self) {
        self.draw_board();
        let canvas = &self.els.canvas;
        let ratio = self.window.device_pixel_ratio().max(1.0);
        if let Some(document) = self.window.document() {
            mode::update_links(&document, Some(&self.state.game.board.fen()), i18n::current().code());
            let pending = self.state.game.board.pending_promotion();
            let (chooser, orientation, lang) =
                (&self.els.promotion, self.state.game.board.orientation, i18n::current());
            let labels = promotion::ChooserLabels {
                group: i18n::play(lang).promotion,
                pieces: Role::ALL.map(|role| i18n::play(lang).promotion_name(role).unwrap_or("")),
            };
            promotion::sync(&document, chooser, canvas, pending, orientation, ratio, &labels);
        }

        set_text(&self.els.status, &self.state.game.board.status_text(i18n::current()));
        let fen = self.state.game.board.fen();
        set_text(&self.els.fen, &fen);
        set_attr(&self.els.body, "data-shown-fen", &self.state.game.board.shown_position().fen());
        set_attr(&self.els.body, "data-fen", &fen);
        let orientation = crate::web::shell::page_params::color_name(self.state.game.board.orientation);
        set_attr(&self.els.body, "data-orientation", orientation);
        self.write_moves();
        self.els.stop.set_disabled(self.state.search.busy.is_none());
        self.els.engine_move.set_disabled(self.state.game.board.thinking || self.state.game.board.is_over());
        self.els.take_back.set_disabled(self.state.game.board.sans().is_empty() || self.state.game.board.is_over());
        self.els.hint.set_disabled(!self.state.game.board.human_to_move() || self.state.search.hinting.is_some());
        self.els.resign.set_disabled(self.state.game.board.is_over() || self.state.game.board.engine_side().is_none());
        if self.state.game.board.is_over() {
            self.els.resign_confirm.set_hidden(true);
        }
        self.state.run_clock(self.at());
        self.write_engine_line();
        self.write_cards();
        self.write_clocks();
        self.write_material();
        self.write_banner();
        self.write_eval();
        self.write_review();
        set_text(&self.els.pgn, &self.pgn());
    }

    /// Redraws the board alone: an animation frame, a drag, a held finger's arrow change
    /// nothing else on the page (so the page is not laid out again at every frame).
    /// Before the board's size is first observed nothing is drawn: the observer draws it in
    /// the first frame, so the page's start never lays the page out to measure it.
    pub(super) fn draw_board(&mut self) {
        let Some(width) = self.els.board_width.known() else { return };
        let ratio = self.window.device_pixel_ratio().max(1.0);
        let ctx = &self.els.ctx;
        let css = render::fit_to(&self.els.canvas, ctx, ratio, width);
        let marks = self.board.ui.marks();
        let mut scene = Scene::of(&self.state.game.board);
        scene.lifted = self.board.ui.lifted();
        scene.marks = &marks;
        scene.cursor = self.board.ui.cursor();
        scene.slide = self.board.ui.slide(now(&self.window));
        let sliding = scene.slide.is_some();
        render::draw(ctx, &scene, css);
        if sliding {
            self.request_board_frame();
        }
    }
}
