//! The clocks of a timed game on the page: which side's time runs (the side to move's, unless
//! the game is over or the tab is hidden in a game against the computer), the timer that looks
//! for a fallen flag ten times a second, the two faces on the player cards (`#clock-white` and
//! `#clock-black`, with `data-ms`, `data-running` and `data-low`). The clock itself is the
//! board's ([`crate::web::board::clock`]); running it and the times the computer's request
//! carries are the state's ([`PlayState`]).

use super::*;
use crate::rules::Color;
use crate::web::board::clock::clock_text;

/// How often the faces are written and the flag looked at, in ms.
const TICK_MS: i32 = 100;

/// Under this much time (ms) a face shows tenths and is marked `data-low`.
const LOW_MS: u64 = 10_000;

/// Starts the timer and listens to the tab being hidden and shown.
pub(super) fn connect_clock(app: &Rc<RefCell<App>>) -> Result<(), JsValue> {
    let a = app.borrow();
    let weak = Rc::downgrade(app);
    let tick = Closure::<dyn FnMut()>::new(move || {
        if let Some(Ok(mut a)) = weak.upgrade().as_ref().map(|app| app.try_borrow_mut()) {
            a.tick();
        }
    });
    a.window.set_interval_with_callback_and_timeout_and_arguments_0(tick.as_ref().unchecked_ref(), TICK_MS)?;
    // The timer lives as long as the page.
    tick.forget();
    // Hidden (another tab, a minimised window, and also a page being closed or left): the time
    // used so far is saved.
    let document: EventTarget = a.document()?.into();
    on(app, &document, "visibilitychange", |a, _| {
        a.state.run_clock(a.at());
        a.save_clock();
    });
    Ok(())
}

impl App {
    /// Saves the time used so far in a timed game under way. Only once a move was made: until
    /// then the game saved earlier stays (a game from the address does not replace it).
    fn save_clock(&self) {
        if self.state.game.board.clock().is_some_and(|c| !c.history().is_empty()) {
            self.save();
        }
    }

    /// One tick of the timer: the faces; when a flag has just fallen (the computer's search,
    /// if it was thinking, dropped), said, heard, saved and shown (the banner).
    fn tick(&mut self) {
        if self.state.game.board.clock().is_none() {
            return;
        }
        let fell = self.state.tick(self.at());
        self.write_clocks();
        let Some(to_worker) = fell else { return };
        self.obey(to_worker);
        let text = self.state.game.board.status_text(i18n::current());
        self.els.announce.set_text_content(Some(&text));
        let _ = self.els.body.set_attribute("data-sound", Sound::GameEnd.name());
        if self.state.prefs.sound {
            self.speaker.play(Sound::GameEnd);
        }
        self.post_game_over();
        self.save();
        self.render();
    }

    /// Both faces: hidden in an untimed game.
    pub(super) fn write_clocks(&self) {
        let clock = self.state.game.board.clock();
        let _ = self.els.body.class_list().toggle_with_force("timed", clock.is_some());
        let now = self.clock_now();
        for (side, face) in [(Color::White, &self.els.clock_white), (Color::Black, &self.els.clock_black)] {
            face.set_hidden(clock.is_none());
            let Some(clock) = clock else { continue };
            let ms = clock.left(side, now);
            set_text(face, &clock_text(ms));
            set_attr(face, "data-ms", &ms.to_string());
            for (name, on) in [("data-running", clock.running() == Some(side)), ("data-low", ms < LOW_MS)] {
                if on != face.has_attribute(name) {
                    let _ = if on { face.set_attribute(name, "") } else { face.remove_attribute(name) };
                }
            }
        }
    }
}
