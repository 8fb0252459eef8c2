//! The search's margins, reductions and switches, each by name: levels change some of them,
//! UCI and the A/B harness set any of them ([`SearchParams::set`]). One table below names each
//! parameter once, with its type, its default and, where `set` bounds it, how.

/// A parameter's type, as [`SearchParams::set`] reads it from text.
trait Value: std::str::FromStr {
    /// What a value that does not parse should have been.
    const EXPECTED: &'static str;
}

impl Value for i32 {
    const EXPECTED: &'static str = "an integer";
}

impl Value for u32 {
    const EXPECTED: &'static str = "a whole number";
}

impl Value for f64 {
    const EXPECTED: &'static str = "a number";
}

impl Value for bool {
    const EXPECTED: &'static str = "true or false";
}

/// `value` read as a `T`.
fn parse<T: Value>(name: &str, value: &str) -> Result<T, String> {
    value.parse().map_err(|_| format!("{name} needs {}", T::EXPECTED))
}

macro_rules! search_params {
    ($($(#[$doc:meta])* $name:ident: $ty:ty = $default:expr $(, then $bound:ident($($arg:expr),*))?;)*) => {
        /// Every margin and reduction of the search, by name. Levels change some of them.
        #[derive(Clone, Debug)]
        pub struct SearchParams {
            $($(#[$doc])* pub $name: $ty,)*
        }

        impl Default for SearchParams {
            fn default() -> Self {
                SearchParams { $($name: $default,)* }
            }
        }

        impl SearchParams {
            /// Sets a parameter by its field name (for experiments and UCI options), bounded as
            /// the table says.
            ///
            /// # Errors
            /// An unknown name, or a value that does not parse as the field's type.
            pub fn set(&mut self, name: &str, value: &str) -> Result<(), String> {
                match name {
                    $(stringify!($name) => self.$name = parse::<$ty>(name, value)?$(.$bound($($arg),*))?,)*
                    _ => return Err(format!("unknown search parameter '{name}'")),
                }
                Ok(())
            }
        }
    };
}

search_params! {
    aspiration_min_depth: i32 = 5;
    aspiration_window: i32 = 25;
    rfp_max_depth: i32 = 7;
    rfp_margin: i32 = 75;
    null_min_depth: i32 = 3;
    null_base_reduction: i32 = 3;
    null_depth_divisor: i32 = 4, then max(1);
    /// A null-move cut-off at this depth or more is checked first: the node is searched again,
    /// as shallow as the null move's, with no null move for the next plies, and cuts only if
    /// that reaches β too (0: never). It finds what passing hides, zugzwang: a side whose
    /// every move loses.
    null_verify_depth: i32 = 12, then max(0);
    lmr_base: f64 = 0.75;
    lmr_divisor: f64 = 2.25, then max(0.1);
    lmp_max_depth: i32 = 7;
    lmp_base: i32 = 3;
    futility_max_depth: i32 = 7;
    futility_base: i32 = 90;
    futility_per_depth: i32 = 90;
    see_quiet_margin: i32 = -60;
    see_capture_margin: i32 = -100;
    qs_delta_margin: i32 = 200;
    /// A cut-off's history bonus (and the malus of the quiet moves tried before it) is
    /// `history_bonus × depth²`, at most `history_bonus_max`; histories saturate at ±16,384.
    /// Both are bounded so that bonus × depth² and the tables' updates stay within i32.
    history_bonus: i32 = 32, then clamp(0, 1000);
    history_bonus_max: i32 = 3200, then clamp(0, 16_384);
    /// Late move reductions shrink by one per this much history (at most two plies either way).
    lmr_history_divisor: i32 = 6000, then max(1);
    /// Order the previous move's remembered refutation right after the killers.
    counter_moves: bool = true;
    /// Search a legal hash move before generating and scoring the other moves, which are then
    /// ordered by the histories as its search left them: 6.8 % fewer instructions a node (bench
    /// at depth 10), and at 20,000 nodes a move ±0 (the search without it +2 [−14, +18] over
    /// 800 games).
    hash_move_first: bool = true;
    /// Add the continuation histories (one and two plies back) to quiet move ordering.
    continuation_history: bool = true;
    /// Futility and SEE pruning of quiet moves judge by the depth a late move reduction would
    /// leave, not by the node's depth. Off: +23 [+7, +39] Elo over 800 games at 20,000 and
    /// 100,000 nodes a move, but −19 [−45, +7] over 240 games of self-play at 5 s + 0.05 s.
    prune_at_reduced_depth: bool = false;
    /// Order captures of the same band by their capture history too, not by MVV-LVA alone
    /// (off: −3 [−20, +15] Elo over 800 games at 20,000 nodes a move).
    capture_history: bool = false;
    /// Quiet moves that take a piece away from a square where a lesser piece attacks it rise in
    /// the ordering by this much (half again for a rook, twice for a queen), those that move one
    /// onto such a square fall as much; 0: off.
    threat_bonus: i32 = 0, then clamp(0, 100_000);
    /// Move each static evaluation by what earlier searches found from positions with the same
    /// pawns (the correction history). Off: +27 [+3, +52] Elo over 400 games at 20,000 nodes a
    /// move, and 39.3 % against Stockfish `UCI_Elo` 2600 on the clock, where the search without
    /// it scored 45.8 % and, run again, 39.8 % on the same openings; −9 [−49, +31] in 120 games
    /// of self-play at 5 s + 0.05 s.
    correction_history: bool = false;
    /// Depth from which the hash move is tested for singularity (0: never).
    singular_min_depth: i32 = 8;
    /// How far below the hash score the alternatives must stay, in centipawns per 8 plies.
    singular_margin: i32 = 16;
    /// Quiet moves that give check are never pruned by late move, futility or SEE pruning.
    keep_checks: bool = true;
    /// The first ply of the quiescence search also tries quiet checks that lose nothing by SEE.
    qs_checks: bool = false;
    /// Plain alpha-beta: no pruning, reductions or extensions (ordering kept).
    selective: bool = true;
    /// The ideas of the search one by one, each switched off for the teaching view's ladder
    /// (`teach::ladder`): the transposition table (probed and stored), the null move, late move
    /// reductions, the pruning of moves (reverse futility, late move, futility and SEE
    /// pruning), and the quiescence search (off: a node at depth 0 is its static evaluation).
    transposition_table: bool = true;
    null_move: bool = true;
    late_move_reductions: bool = true;
    move_pruning: bool = true;
    quiescence: bool = true;
    /// On a clock, stop earlier when the best move is settled and later when it is not.
    time_scaling: bool = true;
    /// The soft deadline (no new iteration after it) in percent of the time meant for a move.
    soft_time_percent: u32 = 110;
    /// On a clock without `movestogo`: how many moves ahead the increments are counted in the
    /// time a move may take ([`Limits::move_share`](crate::engine::Limits::move_share)).
    time_horizon: u32 = 40;
}

#[cfg(test)]
mod tests {
    use super::SearchParams;

    #[test]
    fn set_reads_each_type_and_keeps_the_bounds() {
        let mut p = SearchParams::default();
        p.set("rfp_margin", "-5").unwrap();
        p.set("lmr_base", "1.5").unwrap();
        p.set("keep_checks", "false").unwrap();
        p.set("time_horizon", "30").unwrap();
        p.set("null_depth_divisor", "0").unwrap();
        p.set("history_bonus", "5000").unwrap();
        p.set("lmr_divisor", "0").unwrap();
        assert_eq!((p.rfp_margin, p.lmr_base, p.keep_checks, p.time_horizon), (-5, 1.5, false, 30));
        assert_eq!((p.null_depth_divisor, p.history_bonus, p.lmr_divisor), (1, 1000, 0.1));
        assert_eq!(p.set("rfp_margin", "x"), Err("rfp_margin needs an integer".to_string()));
        assert_eq!(p.set("selective", "1"), Err("selective needs true or false".to_string()));
        assert_eq!(p.set("time_horizon", "-1"), Err("time_horizon needs a whole number".to_string()));
        assert_eq!(p.set("lmr_base", "a"), Err("lmr_base needs a number".to_string()));
        assert_eq!(p.set("depth", "1"), Err("unknown search parameter 'depth'".to_string()));
    }
}
