//! The walk playing by itself: the play button, the speed menu's effect and the timer that
//! takes the steps. What playing means (the speed, the stop at the last step, the pause on any
//! other move of the walk) is the browse model's ([`crate::web::teach::browse::Playback`]);
//! here are only the timer and the button.

use wasm_bindgen::prelude::*;

use crate::web::i18n::{self, Lang};

use super::View;

impl View {
    /// Plays the walk, or pauses it.
    pub(super) fn toggle_play(&mut self) -> bool {
        self.state.quiz.drop_question();
        self.state.browse.toggle_play();
        self.schedule_tick();
        true
    }

    /// A new speed from the menu; a walk that plays goes on at it.
    pub(super) fn set_speed(&mut self, speed: u32) {
        self.state.browse.playback.set_speed(speed);
        self.schedule_tick();
    }

    /// Sets the timer for the next tick while the walk plays (a tick already waiting is
    /// replaced), and clears it when it does not.
    fn schedule_tick(&mut self) {
        if let Some(id) = self.play_timer.take() {
            self.window.clear_timeout_with_handle(id);
        }
        if !self.state.browse.playback.playing {
            return;
        }
        let (wait, _) = self.state.browse.playback.tick();
        let weak = self.me.clone();
        let tick = Closure::once_into_js(move || {
            let Some(view) = weak.upgrade() else { return };
            let Ok(mut v) = view.try_borrow_mut() else { return };
            v.play_timer = None;
            // Asking before showing: the walk stops before the first step of this tick that asks.
            let minimax = v.minimax_walk();
            let steps = v.state.browse.playback.tick().1;
            let asks = v
                .state
                .browse
                .walk
                .as_ref()
                .and_then(|w| v.state.quiz.first_asking(w, minimax, w.step(), w.step() + steps));
            match asks {
                Some(k) => {
                    v.move_walk(k - 1);
                    v.step_forward();
                }
                None => {
                    if v.state.browse.advance() {
                        v.schedule_tick();
                    }
                }
            }
            v.reveal_selected();
            v.update();
        });
        let id = self.window.set_timeout_with_callback_and_timeout_and_arguments_0(tick.unchecked_ref(), wait as i32);
        self.play_timer = id.ok();
    }

    /// The play button says what a press does: play, or pause.
    pub(super) fn render_play(&self, lang: Lang) {
        let playing = self.state.browse.playback.playing;
        let button = &self.els.play;
        button.set_text_content(Some(if playing { i18n::teach(lang).pause } else { i18n::teach(lang).play }));
        let _ = button.set_attribute("aria-pressed", if playing { "true" } else { "false" });
    }
}
