//! The promotion chooser: four buttons (queen, rook, bishop, knight) in a column over the
//! promotion square, running towards the middle of the board, as on the big chess sites.
//!
//! The chooser is a DOM element (`#promotion` in index.html, inside the board's frame), so
//! it is reached with Tab, read by screen readers and clicked like any button. Each button
//! holds a small canvas with the same vector piece as the board, and carries its piece letter
//! in `data-role`. [`sync`] shows it for the state's pending promotion (or hides it); the page
//! listens to the container once ([`role_of`] reads a click, [`on_key`] handles the keys):
//! arrows move between the pieces, Enter or Space choose, Escape cancels.
//!
//! No rules here: which moves are promotions is decided by [`super::state::BoardState`].

use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, Document, Element, HtmlCanvasElement, HtmlElement, KeyboardEvent};

use crate::rules::{Color, Role};

use super::geometry::square_origin;
use super::pieces::draw_piece;
use super::state::PendingPromotion;

/// What a key pressed in the chooser asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyAction {
    Cancel,
    /// Nothing for the page to do (focus moved, or another key).
    None,
}

/// The chooser's names, in the page's language: the group's, and each piece's (by
/// [`Role::index`]).
#[derive(Debug, Clone, Copy)]
pub struct ChooserLabels {
    pub group: &'static str,
    pub pieces: [&'static str; 6],
}

/// Shows the chooser for `pending` over a board of `size` CSS pixels seen from `orientation`,
/// or hides it when nothing is pending. Rebuilt only when the promotion changes, so that the
/// focus stays where the player put it; the first piece (the queen) takes the focus.
pub fn sync(
    document: &Document,
    chooser: &HtmlElement,
    canvas: &HtmlCanvasElement,
    pending: Option<PendingPromotion>,
    orientation: Color,
    ratio: f64,
    labels: &ChooserLabels,
) {
    let Some(pending) = pending else {
        if !chooser.hidden() {
            chooser.set_hidden(true);
            chooser.set_inner_html("");
            chooser.remove_attribute("data-for").ok();
            // Back to the board, for keyboard players.
            let _ = canvas.focus();
        }
        return;
    };
    let width = canvas.client_width().max(64);
    let size = f64::from(width);
    // Written from the integer width: formatting an f64 would bring the float formatter
    // (several kilobytes) into the page's wasm.
    let key = format!("{}{}{}", pending.from, pending.to, width);
    let _ = chooser.set_attribute("aria-label", labels.group);
    if !chooser.hidden() && chooser.get_attribute("data-for").as_deref() == Some(key.as_str()) {
        relabel(chooser, labels);
        return;
    }
    let (x, y, side) = square_origin(pending.to, size, orientation);
    // Downwards from a square on the top row, upwards from the bottom row.
    let down = y < size / 2.0;
    let top = if down { y } else { y - 3.0 * side };
    let style = format!(
        "left:{};top:{};width:{};",
        px(f64::from(canvas.offset_left()) + x),
        px(f64::from(canvas.offset_top()) + top),
        px(side)
    );
    // Through the CSSOM: the page's Content-Security-Policy refuses `style` attributes.
    chooser.style().set_css_text(&style);
    let _ = chooser.set_attribute("data-for", &key);
    chooser.set_inner_html("");
    let mut roles = Role::PROMOTIONS.to_vec();
    if !down {
        roles.reverse();
    }
    let mut first: Option<HtmlElement> = None;
    for role in roles {
        let Ok(button) = piece_button(document, role, pending.color, side, ratio, labels) else { continue };
        let _ = chooser.append_child(&button);
        if role == Role::Queen {
            first = Some(button);
        }
    }
    chooser.set_hidden(false);
    if let Some(queen) = first {
        let _ = queen.focus();
    }
}

fn piece_button(
    document: &Document,
    role: Role,
    color: Color,
    side: f64,
    ratio: f64,
    labels: &ChooserLabels,
) -> Result<HtmlElement, wasm_bindgen::JsValue> {
    let button: HtmlElement = document.create_element("button")?.dyn_into()?;
    button.set_attribute("type", "button")?;
    button.set_attribute("data-role", &role.char().to_string())?;
    button.set_attribute("aria-label", labels.pieces[role.index()])?;
    button.style().set_property("height", &px(side))?;
    let canvas: HtmlCanvasElement = document.create_element("canvas")?.dyn_into()?;
    let backing = (side * ratio).round().max(1.0) as u32;
    canvas.set_width(backing);
    canvas.set_height(backing);
    canvas.set_attribute("aria-hidden", "true")?;
    if let Some(ctx) = canvas.get_context("2d")?.and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok()) {
        let _ = ctx.scale(ratio, ratio);
        draw_piece(&ctx, super::render::look().pieces, color, role, 0.0, 0.0, side);
    }
    button.append_child(&canvas)?;
    Ok(button)
}

/// Rewrites the buttons' names (after a change of language).
fn relabel(chooser: &HtmlElement, labels: &ChooserLabels) {
    for role in Role::PROMOTIONS {
        if let Ok(Some(button)) = chooser.query_selector(&format!("[data-role=\"{}\"]", role.char())) {
            let _ = button.set_attribute("aria-label", labels.pieces[role.index()]);
        }
    }
}

/// The piece of the chooser button under `target` (a click's target), if any.
pub fn role_of(target: Option<web_sys::EventTarget>) -> Option<Role> {
    let element: Element = target?.dyn_into().ok()?;
    let button = element.closest("[data-role]").ok()??;
    let letter = button.get_attribute("data-role")?.chars().next()?;
    Role::from_char(letter).filter(|r| Role::PROMOTIONS.contains(r))
}

/// Handles a key pressed inside the chooser: arrows (and Home/End) move the focus between the
/// pieces; Escape cancels. Enter and Space are the buttons' own clicks.
pub fn on_key(chooser: &HtmlElement, event: &KeyboardEvent) -> KeyAction {
    let key = event.key();
    if key == "Escape" {
        event.prevent_default();
        return KeyAction::Cancel;
    }
    let step: i32 = match key.as_str() {
        "ArrowDown" | "ArrowRight" => 1,
        "ArrowUp" | "ArrowLeft" => -1,
        "Home" => -4,
        "End" => 4,
        _ => return KeyAction::None,
    };
    event.prevent_default();
    let buttons = chooser.children();
    let count = buttons.length() as i32;
    if count == 0 {
        return KeyAction::None;
    }
    let active = chooser.owner_document().and_then(|d| d.active_element());
    let current = (0..count).find(|&i| buttons.item(i as u32).as_ref() == active.as_ref());
    let next = match current {
        Some(i) => (i + step).clamp(0, count - 1),
        None => 0,
    };
    if let Some(button) = buttons.item(next as u32).and_then(|b| b.dyn_into::<HtmlElement>().ok()) {
        let _ = button.focus();
    }
    KeyAction::None
}

/// `v` as a CSS length in pixels with two decimals (`12.5px`, `-3.25px`), written without
/// the float formatter (which would weigh several kilobytes in the page's wasm).
pub fn px(v: f64) -> String {
    let hundredths = (v * 100.0).round() as i64;
    let sign = if hundredths < 0 { "-" } else { "" };
    let a = hundredths.unsigned_abs();
    format!("{sign}{}.{:02}px", a / 100, a % 100)
}
