//! Sounds for a move, a capture, a check and the end of the game, made with Web Audio
//! (oscillators and gain envelopes: no sound files to download).
//!
//! The audio context is made at the first sound, which always follows a click or a key (a
//! browser lets a page start audio only after a gesture); it is reused after that. Sound that
//! cannot play (no Web Audio, a refused context) is silently skipped: the game goes on.

use web_sys::{AudioContext, OscillatorType};

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

/// Plays sounds through one lazily made audio context.
#[derive(Default)]
pub struct Speaker {
    context: Option<AudioContext>,
}

impl Speaker {
    pub fn play(&mut self, sound: Sound) {
        if self.context.is_none() {
            self.context = AudioContext::new().ok();
        }
        let Some(ctx) = &self.context else { return };
        // A context made before a gesture starts suspended.
        let _ = ctx.resume();
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
