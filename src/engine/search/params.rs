//! The search's margins, reductions and switches, each by name: levels change some of them,
//! UCI and the A/B harness set any of them ([`SearchParams::set`]).

/// Every margin and reduction of the search, by name. Levels change some of them.
#[derive(Clone, Debug)]
pub struct SearchParams {
    pub aspiration_min_depth: i32,
    pub aspiration_window: i32,
    pub rfp_max_depth: i32,
    pub rfp_margin: i32,
    pub null_min_depth: i32,
    pub null_base_reduction: i32,
    pub null_depth_divisor: i32,
    pub lmr_base: f64,
    pub lmr_divisor: f64,
    pub lmp_max_depth: i32,
    pub lmp_base: i32,
    pub futility_max_depth: i32,
    pub futility_base: i32,
    pub futility_per_depth: i32,
    pub see_quiet_margin: i32,
    pub see_capture_margin: i32,
    pub qs_delta_margin: i32,
    /// A cut-off's history bonus (and the malus of the quiet moves tried before it) is
    /// `history_bonus × depth²`, at most `history_bonus_max`; histories saturate at ±16,384.
    pub history_bonus: i32,
    pub history_bonus_max: i32,
    /// Late move reductions shrink by one per this much history (at most two plies either way).
    pub lmr_history_divisor: i32,
    /// Order the previous move's remembered refutation right after the killers.
    pub counter_moves: bool,
    /// Add the continuation histories (one and two plies back) to quiet move ordering.
    pub continuation_history: bool,
    /// Depth from which the hash move is tested for singularity (0: never).
    pub singular_min_depth: i32,
    /// How far below the hash score the alternatives must stay, in centipawns per 8 plies.
    pub singular_margin: i32,
    /// Quiet moves that give check are never pruned by late move, futility or SEE pruning.
    pub keep_checks: bool,
    /// Plain alpha-beta: no pruning, reductions or extensions (ordering kept).
    pub selective: bool,
    /// On a clock, stop earlier when the best move is settled and later when it is not.
    pub time_scaling: bool,
    /// The soft deadline (no new iteration after it) in percent of the time meant for a move.
    pub soft_time_percent: u32,
    /// On a clock without `movestogo`: the number of moves the time left is shared over.
    pub time_horizon: u32,
}

impl Default for SearchParams {
    fn default() -> Self {
        SearchParams {
            aspiration_min_depth: 5,
            aspiration_window: 25,
            rfp_max_depth: 7,
            rfp_margin: 75,
            null_min_depth: 3,
            null_base_reduction: 3,
            null_depth_divisor: 4,
            lmr_base: 0.75,
            lmr_divisor: 2.25,
            lmp_max_depth: 7,
            lmp_base: 3,
            futility_max_depth: 7,
            futility_base: 90,
            futility_per_depth: 90,
            see_quiet_margin: -60,
            see_capture_margin: -100,
            qs_delta_margin: 200,
            history_bonus: 32,
            history_bonus_max: 3200,
            lmr_history_divisor: 6000,
            counter_moves: true,
            continuation_history: true,
            singular_min_depth: 8,
            singular_margin: 16,
            keep_checks: true,
            selective: true,
            time_scaling: true,
            soft_time_percent: 110,
            time_horizon: 22,
        }
    }
}

impl SearchParams {
    /// Sets a parameter by its field name (for experiments and UCI options).
    ///
    /// # Errors
    /// An unknown name, or a value that does not parse as the field's type.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), String> {
        let int = || value.parse::<i32>().map_err(|_| format!("{name} needs an integer"));
        let float = || value.parse::<f64>().map_err(|_| format!("{name} needs a number"));
        match name {
            "aspiration_min_depth" => self.aspiration_min_depth = int()?,
            "aspiration_window" => self.aspiration_window = int()?,
            "rfp_max_depth" => self.rfp_max_depth = int()?,
            "rfp_margin" => self.rfp_margin = int()?,
            "null_min_depth" => self.null_min_depth = int()?,
            "null_base_reduction" => self.null_base_reduction = int()?,
            "null_depth_divisor" => self.null_depth_divisor = int()?.max(1),
            "lmr_base" => self.lmr_base = float()?,
            "lmr_divisor" => self.lmr_divisor = float()?.max(0.1),
            "lmp_max_depth" => self.lmp_max_depth = int()?,
            "lmp_base" => self.lmp_base = int()?,
            "futility_max_depth" => self.futility_max_depth = int()?,
            "futility_base" => self.futility_base = int()?,
            "futility_per_depth" => self.futility_per_depth = int()?,
            "see_quiet_margin" => self.see_quiet_margin = int()?,
            "see_capture_margin" => self.see_capture_margin = int()?,
            "singular_min_depth" => self.singular_min_depth = int()?,
            "singular_margin" => self.singular_margin = int()?,
            "qs_delta_margin" => self.qs_delta_margin = int()?,
            // Bounded so that bonus × depth² and the tables' updates stay within i32.
            "history_bonus" => self.history_bonus = int()?.clamp(0, 1000),
            "history_bonus_max" => self.history_bonus_max = int()?.clamp(0, 16_384),
            "lmr_history_divisor" => self.lmr_history_divisor = int()?.max(1),
            "continuation_history" => {
                self.continuation_history = value.parse().map_err(|_| format!("{name} needs true or false"))?
            }
            "counter_moves" => self.counter_moves = value.parse().map_err(|_| format!("{name} needs true or false"))?,
            "selective" => self.selective = value.parse().map_err(|_| format!("{name} needs true or false"))?,
            "time_scaling" => self.time_scaling = value.parse().map_err(|_| format!("{name} needs true or false"))?,
            "soft_time_percent" => {
                self.soft_time_percent = value.parse().map_err(|_| format!("{name} needs a whole number"))?
            }
            "time_horizon" => self.time_horizon = value.parse().map_err(|_| format!("{name} needs a whole number"))?,
            "keep_checks" => self.keep_checks = value.parse().map_err(|_| format!("{name} needs true or false"))?,
            _ => return Err(format!("unknown search parameter '{name}'")),
        }
        Ok(())
    }
}
