//! The New game dialog (`#new-game-dialog`, a modal `<dialog>`): the side to play (White,
//! Black or random), the level, the time control (untimed, the usual ones, or minutes and an
//! increment of the player's own) and an optional start position. It only reads and shows what
//! the player chose; the page starts the game.

use wasm_bindgen::JsValue;
use web_sys::{Document, HtmlDialogElement, HtmlElement, HtmlInputElement, HtmlOptionElement, HtmlSelectElement};

use crate::rules::Color;
use crate::web::board::clock::TimeControl;
use crate::web::i18n::{self, Lang};
use crate::web::shell::dom::{page_elements, show_input_error};

/// The side the player asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SideChoice {
    White,
    Black,
    Random,
}

impl SideChoice {
    /// The side to play, `random` in [0, 1) deciding a random choice.
    pub fn resolve(self, random: f64) -> Color {
        match self {
            SideChoice::White => Color::White,
            SideChoice::Black => Color::Black,
            SideChoice::Random if random < 0.5 => Color::White,
            SideChoice::Random => Color::Black,
        }
    }
}

/// What the dialog holds when Start is pressed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    pub side: SideChoice,
    pub level: Option<u8>,
    /// The start position as typed (empty: the usual one).
    pub fen: String,
    /// The time control (`None`: untimed); `Err` when the custom one cannot be read.
    pub clock: Result<Option<TimeControl>, ()>,
}

page_elements! {
    pub struct NewGameDialog in document {
        pub dialog: HtmlDialogElement = "new-game-dialog",
        white: HtmlInputElement = "ng-white",
        black: HtmlInputElement = "ng-black",
        random: HtmlInputElement = "ng-random",
        level: HtmlSelectElement = "ng-level",
        fen: HtmlInputElement = "ng-fen",
        error: HtmlElement = "ng-error",
        pub clock: HtmlSelectElement = "ng-clock",
        custom: HtmlElement = "ng-custom",
        minutes: HtmlInputElement = "ng-minutes",
        increment: HtmlInputElement = "ng-increment",
        clock_error: HtmlElement = "ng-clock-error",
    }
}

impl NewGameDialog {
    /// The dialog's elements; the level menu is filled with the engine's levels.
    ///
    /// # Errors
    /// When an element of `index.html` is missing.
    pub fn build(document: &Document, lang: Lang) -> Result<NewGameDialog, JsValue> {
        let d = NewGameDialog::find(document)?;
        for level in crate::engine::Level::all() {
            let label = i18n::play(lang).level_label(&level);
            let option = HtmlOptionElement::new_with_text_and_value(&label, &level.number.to_string())?;
            d.level.append_child(&option)?;
        }
        Ok(d)
    }

    /// Opens the dialog showing the current level, side, time control and start position
    /// (`fen`, empty for the usual one).
    pub fn open(&self, level: u8, side: Color, clock: Option<TimeControl>, fen: &str) {
        self.level.set_value(&level.to_string());
        let text = clock.map(TimeControl::text).unwrap_or_default();
        self.clock.set_value(&text);
        if self.clock.value() != text {
            // Not one of the menu's: the player's own.
            self.clock.set_value("custom");
            if let Some((minutes, seconds)) = text.split_once('+') {
                self.minutes.set_value(minutes);
                self.increment.set_value(seconds);
            }
        }
        self.show_custom();
        self.show_clock_error(None);
        self.white.set_checked(side == Color::White);
        self.black.set_checked(side == Color::Black);
        self.random.set_checked(false);
        self.fen.set_value(fen);
        self.show_error(None);
        if !self.dialog.open() {
            let _ = self.dialog.show_modal();
        }
    }

    pub fn read(&self) -> Choice {
        let side = if self.black.checked() {
            SideChoice::Black
        } else if self.random.checked() {
            SideChoice::Random
        } else {
            SideChoice::White
        };
        let level = self.level.value().parse().ok().and_then(crate::engine::Level::new).map(|l| l.number);
        let clock = match self.clock.value().as_str() {
            "" => Ok(None),
            "custom" => {
                TimeControl::parse(&format!("{}+{}", self.minutes.value().trim(), self.increment.value().trim()))
                    .map(Some)
                    .ok_or(())
            }
            preset => Ok(TimeControl::parse(preset)),
        };
        Choice { side, level, fen: self.fen.value().trim().to_string(), clock }
    }

    /// Shows the minutes and the increment when the menu says Custom.
    pub fn show_custom(&self) {
        self.custom.set_hidden(self.clock.value() != "custom");
    }

    /// Shows why the custom time control cannot be used (or hides the message).
    pub fn show_clock_error(&self, text: Option<&str>) {
        show_input_error(&self.clock_error, &self.minutes, text);
    }

    /// Shows why the game cannot start (or hides the message), keeping what was typed.
    pub fn show_error(&self, text: Option<&str>) {
        show_input_error(&self.error, &self.fen, text);
    }

    pub fn close(&self) {
        self.dialog.close();
    }

    /// Renames the level menu's entries (after a change of language).
    pub fn relabel(&self, lang: Lang) {
        for i in 0..self.level.length() {
            let Some(option) = self.level.item(i) else { continue };
            let level = option.get_attribute("value").and_then(|v| v.parse().ok()).and_then(crate::engine::Level::new);
            if let Some(level) = level {
                option.set_text_content(Some(&i18n::play(lang).level_label(&level)));
            }
        }
    }
}
