//! The player cards above and below the board (`#player-white` and `#player-black`): each
//! side's name (the computer's with its level and measured strength, "Poda · level 7 · ≈1250",
//! the person's "You", a side's colour when nobody at the board is the computer), where it sits
//! (`data-place`: the player's card under the board, as the board turns) and `data-thinking` on
//! the computer's card while it searches. The clock and the material inside each card are
//! [`super::clock`]'s and [`super::material`]'s.

use super::*;
use crate::engine::Level;
use crate::rules::Color;

impl App {
    /// Both cards, for the game on the board.
    pub(super) fn write_cards(&self) {
        let texts = i18n::play(i18n::current());
        let computer = self.state.game.board.engine_side();
        let level = Level::new(self.state.game.limits.level.unwrap_or(Level::MAX));
        for (side, card) in [(Color::White, &self.els.player_white), (Color::Black, &self.els.player_black)] {
            set_attr(card, "data-place", if side == self.state.game.board.orientation { "bottom" } else { "top" });
            let name = match computer {
                Some(c) if c == side => level.as_ref().map_or_else(|| "Poda".to_string(), |l| texts.computer_card(l)),
                Some(_) => texts.you.to_string(),
                None if side == Color::White => texts.side_white.to_string(),
                None => texts.side_black.to_string(),
            };
            if let Some(label) = card.first_element_child() {
                set_text(&label, &name);
            }
            let thinking = self.state.game.board.thinking && computer == Some(side);
            if thinking != card.has_attribute("data-thinking") {
                let _ = if thinking {
                    card.set_attribute("data-thinking", "")
                } else {
                    card.remove_attribute("data-thinking")
                };
            }
        }
    }
}
