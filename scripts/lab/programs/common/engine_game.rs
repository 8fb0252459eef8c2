// One game between two in-process engines, played out by `poda::train::selfplay` (every move
// checked by `Game::play`), and the score arithmetic of a match; shared by the lab programs
// abtest and levels.

use poda::engine::{Engine, Limits, NoReporter, TimeSource};
use poda::rules::{Color, Game, Position, Status};
use poda::train::selfplay::{play_out, Ending};
use std::convert::Infallible;
use std::ops::ControlFlow;
use std::sync::atomic::AtomicBool;

/// Plays from `start` until the rules end the game or `max_plies` is reached (a draw).
/// `engines` is indexed by colour (White first); `clock` gives a fresh clock for each move.
pub fn play(
    start: Position,
    engines: &mut [Engine; 2],
    limits: &Limits,
    clock: &dyn Fn() -> Box<dyn TimeSource>,
    max_plies: usize,
) -> Status {
    let stop = AtomicBool::new(false);
    let ending = play_out(&mut Game::new(start), max_plies, |game, history| {
        let pos = game.position();
        let side = usize::from(pos.turn() == Color::Black);
        let r = engines[side].go(pos, history, limits, &mut NoReporter, &*clock(), &stop);
        ControlFlow::<Infallible, _>::Continue(r.best_move)
    });
    match ending {
        Ending::Rules(status) => status,
        Ending::PlyCap => Status::Ongoing,
        Ending::Illegal(e) => panic!("the engines play legal moves: {e}"),
        Ending::Stopped(never) => match never {},
    }
}

/// Wins, draws and losses from one side's point of view.
#[derive(Default)]
pub struct Tally {
    pub w: u32,
    pub d: u32,
    pub l: u32,
}

impl Tally {
    pub fn add(&mut self, status: Status, side: Color) {
        match status {
            Status::Checkmate { winner } if winner == side => self.w += 1,
            Status::Checkmate { .. } => self.l += 1,
            _ => self.d += 1,
        }
    }

    /// `(games, score, elo, elo_low, elo_high)` with a 95 % interval (trinomial variance).
    pub fn summary(&self) -> (u32, f64, f64, f64, f64) {
        let (w, d, l) = (self.w as f64, self.d as f64, self.l as f64);
        let n = w + d + l;
        let score = (w + d / 2.0) / n;
        let var = (w * (1.0 - score).powi(2) + d * (0.5 - score).powi(2) + l * score.powi(2)) / n;
        let se = (var / n).sqrt();
        let elo = |s: f64| -400.0 * (1.0 / s.clamp(1e-3, 1.0 - 1e-3) - 1.0).log10();
        (self.w + self.d + self.l, score, elo(score), elo(score - 1.96 * se), elo(score + 1.96 * se))
    }
}
