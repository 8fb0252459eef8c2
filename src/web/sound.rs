//! Sounds for a move, a capture, a check and the end of the game, made with Web Audio
//! (oscillators and gain envelopes: no sound files to download).
//!
//! Making the first `AudioContext` is the expensive part: Chromium starts its audio service and
//! asks it for the output device, a main-thread wait of 100–150 ms. So the context is not made
//! on the path of a move: `Speaker::prepare` makes it when the page is idle after loading (it
//! starts suspended, since no gesture came yet) and resumes it at the page's first gesture (a
//! browser lets a page start audio only then). A sound before that makes it on the spot. Sound
//! that cannot play (no Web Audio, a refused context) is silently skipped: the game goes on.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use web_sys::{AudioContext, AudioContextState, OscillatorType, Window};

use super::shell::dom::{listen, when_idle, Span};

/// What happened on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sound {
    Move,
    Capture,
    Check,
    GameEnd,
}

impl Sound {
    /// The name carried in `<body data-sound>` (for tests and curious readers).
    pub fn name(self) -> &'static str {
        match self {
            Sound::Move => "move",
            Sound::Capture => "capture",
            Sound::Check => "check",
            Sound::GameEnd => "game-end",
        }
    }

    /// Tones: (frequency Hz, start s, length s, wave, peak gain).
    fn tones(self) -> &'static [(f32, f64, f64, OscillatorType, f32)] {
        use OscillatorType::{Sine, Triangle};
        match self {
            Sound::Move => &[(520.0, 0.0, 0.07, Triangle, 0.22)],
            Sound::Capture => &[(330.0, 0.0, 0.06, Triangle, 0.28), (220.0, 0.045, 0.09, Triangle, 0.25)],
            Sound::Check => &[(660.0, 0.0, 0.09, Sine, 0.2), (880.0, 0.09, 0.12, Sine, 0.2)],
            Sound::GameEnd => {
                &[(523.3, 0.0, 0.35, Sine, 0.16), (659.3, 0.08, 0.35, Sine, 0.14), (784.0, 0.16, 0.45, Sine, 0.13)]
            }
        }
    }
}

/// Plays sounds through one audio context, made ahead of the first sound.
#[derive(Default)]
pub struct Speaker {
    context: Rc<RefCell<Option<AudioContext>>>,
}

/// Makes, without playing them, an oscillator of each wave the sounds use: WebKit builds a
/// wave's tables at its first use (4–13 ms for the triangle), which is then not a move's.
fn warm(ctx: &AudioContext) {
    for wave in [OscillatorType::Triangle, OscillatorType::Sine] {
        if let Ok(osc) = ctx.create_oscillator() {
            osc.set_type(wave);
        }
    }
}

/// The context in `slot`, made if there is none yet.
fn made(slot: &RefCell<Option<AudioContext>>) -> Option<AudioContext> {
    let mut slot = slot.borrow_mut();
    if slot.is_none() {
        *slot = AudioContext::new().ok();
    }
    slot.clone()
}

impl Speaker {
    /// Makes the audio context when the page is next idle (`requestIdleCallback`, or right after
    /// the next frame where the browser has none, as Safari), and resumes it at each gesture
    /// until it runs.
    pub fn prepare(&self, window: &Window) {
        let slot = Rc::clone(&self.context);
        let idle_window = window.clone();
        let scheduled = when_idle(window, move || {
            // On the performance timeline, as the page's other work is.
            let _span = Span::begin(&idle_window, "poda:audio", "poda:audio-start");
            if let Some(ctx) = made(&slot) {
                warm(&ctx);
            }
        });
        if !scheduled {
            return;
        }
        // One click is three of those events: a resume asked for in the last second is not
        // asked again (each call costs WebKit 5–20 ms).
        let asked_at = Rc::new(Cell::new(f64::NEG_INFINITY));
        for event in ["pointerdown", "pointerup", "keydown", "click", "touchend"] {
            let slot = Rc::clone(&self.context);
            let asked_at = Rc::clone(&asked_at);
            let gesture_window = window.clone();
            listen(window, event, move |_: web_sys::Event| {
                let Some(ctx) = slot.borrow().clone() else { return };
                let now = js_sys::Date::now();
                if ctx.state() != AudioContextState::Running && now - asked_at.get() > 1000.0 {
                    asked_at.set(now);
                    let _span = Span::begin(&gesture_window, "poda:resume", "poda:resume-start");
                    let _ = ctx.resume();
                }
            });
        }
    }

    pub fn play(&mut self, sound: Sound) {
        let Some(ctx) = made(&self.context) else { return };
        // A context made before a gesture starts suspended.
        if ctx.state() != AudioContextState::Running {
            let _ = ctx.resume();
        }
        let now = ctx.current_time();
        for &(frequency, start, length, wave, peak) in sound.tones() {
            let (Ok(osc), Ok(gain)) = (ctx.create_oscillator(), ctx.create_gain()) else { return };
            osc.set_type(wave);
            osc.frequency().set_value(frequency);
            let g = gain.gain();
            let t0 = now + start;
            // A short attack and an exponential decay: a click, not a beep.
            let _ = g.set_value_at_time(0.0001, t0);
            let _ = g.exponential_ramp_to_value_at_time(peak, t0 + 0.008);
            let _ = g.exponential_ramp_to_value_at_time(0.0001, t0 + length);
            if osc.connect_with_audio_node(&gain).is_err() || gain.connect_with_audio_node(&ctx.destination()).is_err()
            {
                return;
            }
            let _ = osc.start_with_when(t0);
            let _ = osc.stop_with_when(t0 + length + 0.02);
        }
    }
}
