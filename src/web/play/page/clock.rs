//! The clocks of a timed game on the page: which side's time runs (the side to move's, unless
//! the game is over or the tab is hidden in a game against the computer), the timer that looks
//! for a fallen flag ten times a second, the two faces on the player cards (`#clock-white` and
//! `#clock-black`, with `data-ms`, `data-running` and `data-low`), and the times the computer's
//! request carries. The clock itself is the board's ([`crate::web::board::clock`]).

use super::worker_link::stop_search;
use super::*;
use crate::rules::Color;
use crate::web::board::clock::clock_text;
use crate::web::worker_messages::{ClockLimits, ThinkingTime};

/// How often the faces are written and the flag looked at, in ms.
const TICK_MS: i32 = 100;

/// Under this much time (ms) a face shows tenths and is marked `data-low`.
const LOW_MS: u64 = 10_000;

/// Starts the timer and listens to the tab being hidden and shown.
pub(super) fn connect_clock(app: &Rc<RefCell<App>>) -> Result<(), JsValue> {
    let a = app.borrow();
    let weak = Rc::downgrade(app);
    let tick = Closure::<dyn FnMut()>::new(move || {
        let Some(app) = weak.upgrade() else { return };
        let fell = match app.try_borrow_mut() {
            Ok(mut a) => a.tick(),
            Err(_) => return,
        };
        if fell {
            // The computer's flag fell while it thought: its search is dropped.
            stop_search(&app);
            app.borrow_mut().after_flag();
        }
    });
    a.window.set_interval_with_callback_and_timeout_and_arguments_0(tick.as_ref().unchecked_ref(), TICK_MS)?;
    // The timer lives as long as the page.
    tick.forget();
    let document: web_sys::EventTarget = a.document()?.into();
    // Hidden (another tab, a minimised window, and also a page being closed or left): the time
    // used so far is saved.
    listen_app(app, &document, "visibilitychange", |app, _: Event| {
        if let Ok(mut a) = app.try_borrow_mut() {
            a.update_clock();
            a.save_clock();
        }
    });
    Ok(())
}

impl App {
    /// Runs the side to move's time, or stops the clock: once the game is over, and while the
    /// tab is hidden in a game against the computer (it cannot be seen thinking).
    pub(super) fn update_clock(&mut self) {
        if self.game.clock().is_none() {
            return;
        }
        let hidden = self.document().is_ok_and(|d| d.hidden());
        let paused = hidden && self.game.engine_side().is_some();
        self.game.run_clock(!paused, clock_now(&self.window));
    }

    /// Saves the time used so far in a timed game under way. Only once a move was made: until
    /// then the game saved earlier stays (a game from the address does not replace it).
    fn save_clock(&self) {
        if self.game.clock().is_some_and(|c| !c.history().is_empty()) {
            self.save();
        }
    }

    /// One tick of the timer: the faces, and whether a flag has just fallen.
    fn tick(&mut self) -> bool {
        if self.game.clock().is_none() {
            return false;
        }
        let now = clock_now(&self.window);
        let fell = self.game.check_flag(now);
        self.write_clocks();
        fell
    }

    /// After a flag fell: said, heard, saved and shown (the banner).
    pub(super) fn after_flag(&mut self) {
        let text = self.game.status_text(i18n::current());
        self.els.announce.set_text_content(Some(&text));
        let _ = self.els.body.set_attribute("data-sound", Sound::GameEnd.name());
        if self.prefs.sound {
            self.speaker.play(Sound::GameEnd);
        }
        self.post_game_over();
        self.banner_closed = false;
        self.save();
        self.render();
    }

    /// Both faces: hidden in an untimed game.
    pub(super) fn write_clocks(&self) {
        let clock = self.game.clock();
        let _ = self.els.body.class_list().toggle_with_force("timed", clock.is_some());
        let now = clock_now(&self.window);
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

    /// The computer's request on the clock: the time both sides have left, and the increment.
    pub(super) fn clock_limits(&self, limits: GoLimits) -> GoLimits {
        let Some(clock) = self.game.clock() else { return limits };
        let now = clock_now(&self.window);
        let increment = clock.control().increment_ms;
        let clock = ClockLimits {
            wtime: clock.left(Color::White, now),
            btime: clock.left(Color::Black, now),
            winc: increment,
            binc: increment,
        };
        GoLimits { time: ThinkingTime::Clock(clock), ..limits }
    }
}
