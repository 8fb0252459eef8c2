//! The drawn abstract tree in its frame: the SVG picture of the walk's step
//! (`teach::tree_picture`, written again only when it changes), the part of it shown
//! ([`Viewport`]: whole, or readable and following the walk, or where the person zoomed and
//! dragged), and the frame's listeners: a click on a node goes to the step where it is entered
//! (a pruned node: where the cut skips it), the zoom buttons, Ctrl+wheel (a trackpad's pinch)
//! and a two-finger pinch zoom, a drag moves the drawing; a new window size reshapes it.

use std::cell::RefCell;
use std::rc::Rc;

use web_sys::{Event, PointerEvent, WheelEvent};

use crate::teach::tree_picture::{picture, rows_shift};
use crate::web::shell::dom::listen;
use crate::web::teach::viewport::Viewport;

use super::View;

/// A press that moves less than this many pixels is a click, not a drag.
const CLICK_SLOP: f64 = 5.0;
/// Each zoom button's step.
const ZOOM_STEP: f64 = 1.25;

impl View {
    /// Draws the tree at the walk's step in its frame; hides the frame when the tree is too big
    /// to draw.
    pub(super) fn render_tree(&self) {
        let Some(walk) = self.state.browse.walk.as_ref() else { return };
        let frame = &self.els.drawing;
        let Some(layout) = self.layout.as_ref() else {
            frame.set_hidden(true);
            return;
        };
        frame.set_hidden(false);
        let mut viewport = self.viewport.get();
        let width = f64::from(frame.client_width());
        let _ = frame.style().set_property("--tree-h", &format!("{:.0}px", viewport.frame_height(width)));
        // The style sheet's text sizes times the layout's (www/teach.css).
        let _ = frame.style().set_property("--type", &format!("{:.2}", layout.type_scale));
        viewport.set_frame(width, f64::from(frame.client_height()));
        let shown = self.state.browse.shown_node().and_then(|id| layout.spot_of(id));
        if let Some(spot) = shown.map(|s| &layout.spots[s]) {
            viewport.follow(spot.x, spot.y);
        }
        self.viewport.set(viewport);
        let svg = picture(layout, walk, self.state.browse.selected, viewport.view());
        let mut drawn = self.drawn.borrow_mut();
        if *drawn != svg {
            frame.set_inner_html(&svg);
            *drawn = svg;
        }
        self.render_compare(self.lang());
    }

    /// A new tree arrived: the frame shows it by itself again; the compact view (`controls=0`,
    /// a slide's or a course page's frame) and minimax beside it show it whole.
    pub(super) fn new_drawing(&self) {
        if let Some(layout) = self.layout.as_ref() {
            let mut viewport = self.viewport.get();
            viewport.reset(layout.width, layout.height);
            // Beside minimax's tree too, both whole.
            if self.els.body.get_attribute("data-controls").as_deref() == Some("0") || self.state.compare.is_some() {
                viewport.fit();
            }
            self.viewport.set(viewport);
        }
    }

    /// Changes the part shown and writes it into the picture at once (a drag or a zoom does not
    /// wait for the next render).
    fn reframe(&self, change: impl FnOnce(&mut Viewport)) {
        let mut viewport = self.viewport.get();
        change(&mut viewport);
        self.viewport.set(viewport);
        let [x, y, w, h] = viewport.view();
        if let Ok(Some(svg)) = self.els.drawing.query_selector("svg") {
            let _ = svg.set_attribute("viewBox", &format!("{x:.1} {y:.1} {w:.1} {h:.1}"));
        }
        if let Ok(Some(rows)) = self.els.drawing.query_selector("svg > .rows") {
            let _ = rows.set_attribute("transform", &format!("translate({:.1} 0)", rows_shift([x, y, w, h])));
        }
    }

    /// The frame's point (`fx`, `fy`) was clicked: the node there, if any, is entered.
    fn click_drawing(&mut self, fx: f64, fy: f64) -> bool {
        let (x, y) = self.viewport.get().to_drawing(fx, fy);
        let Some(id) = self.layout.as_ref().and_then(|l| l.at(x, y).map(|s| l.spots[s].stands_for)) else {
            return false;
        };
        let moved = self.state.browse.enter_node(id);
        if moved {
            self.reveal_selected();
        }
        moved
    }
}

/// The pointers pressed on the frame: where each was last, and whether the press became a drag.
#[derive(Default)]
struct Presses {
    down: Vec<(i32, f64, f64)>,
    start: (f64, f64),
    dragged: bool,
}

/// Where `event` is in the frame, in CSS pixels from its top left corner.
fn in_frame(view: &View, event: &web_sys::MouseEvent) -> (f64, f64) {
    let rect = view.els.drawing.get_bounding_client_rect();
    (f64::from(event.client_x()) - rect.left(), f64::from(event.client_y()) - rect.top())
}

/// Connects the frame's listeners, for as long as the page lives.
pub(super) fn connect(view: &Rc<RefCell<View>>) {
    let v = view.borrow();
    let els = &v.els;
    let zoom = &els.zoom;
    let buttons: [(&web_sys::HtmlButtonElement, Option<f64>); 3] =
        [(&zoom.zoom_in, Some(ZOOM_STEP)), (&zoom.zoom_out, Some(1.0 / ZOOM_STEP)), (&zoom.fit, None)];
    for (button, factor) in buttons {
        let weak = Rc::downgrade(view);
        listen(button, "click", move |_: Event| {
            let Some(view) = weak.upgrade() else { return };
            let v = view.borrow();
            v.reframe(|p| match factor {
                Some(f) => p.zoom(f, None),
                None => p.fit(),
            });
        });
    }
    // Ctrl+wheel (and a trackpad's pinch, which the browser sends as one) zooms at the pointer;
    // a plain wheel scrolls the page.
    let weak = Rc::downgrade(view);
    listen(&els.drawing, "wheel", move |event: WheelEvent| {
        if !(event.ctrl_key() || event.meta_key()) {
            return;
        }
        let Some(view) = weak.upgrade() else { return };
        event.prevent_default();
        let v = view.borrow();
        let at = in_frame(&v, &event);
        v.reframe(|p| p.zoom((-event.delta_y() * 0.002).clamp(-0.5, 0.5).exp(), Some(at)));
    });
    // A new width of the window: the picture takes its frame's new shape.
    let weak = Rc::downgrade(view);
    listen(&v.window, "resize", move |_: Event| {
        if let Some(Ok(v)) = weak.upgrade().as_ref().map(|view| view.try_borrow()) {
            v.render_tree();
        }
    });
    let presses = Rc::new(RefCell::new(Presses::default()));
    {
        let (weak, presses) = (Rc::downgrade(view), presses.clone());
        let frame = els.drawing.clone();
        listen(&els.drawing, "pointerdown", move |event: PointerEvent| {
            let Some(view) = weak.upgrade() else { return };
            if event.button() != 0 {
                return;
            }
            let at = in_frame(&view.borrow(), &event);
            let mut p = presses.borrow_mut();
            if p.down.is_empty() {
                p.start = at;
                p.dragged = false;
            }
            p.down.retain(|d| d.0 != event.pointer_id());
            p.down.push((event.pointer_id(), at.0, at.1));
            let _ = frame.set_pointer_capture(event.pointer_id());
        });
    }
    {
        let (weak, presses) = (Rc::downgrade(view), presses.clone());
        listen(&els.drawing, "pointermove", move |event: PointerEvent| {
            let Some(view) = weak.upgrade() else { return };
            let mut p = presses.borrow_mut();
            let Some(k) = p.down.iter().position(|d| d.0 == event.pointer_id()) else { return };
            let v = view.borrow();
            let (x, y) = in_frame(&v, &event);
            let (_, px, py) = p.down[k];
            if (x - p.start.0).hypot(y - p.start.1) > CLICK_SLOP {
                p.dragged = true;
            }
            if !p.dragged {
                return;
            }
            match p.down.len() {
                1 => v.reframe(|f| f.pan(x - px, y - py)),
                2 => {
                    // A pinch: the two fingers' distance, before and after this move.
                    let (_, ox, oy) = p.down[1 - k];
                    let before = (px - ox).hypot(py - oy);
                    let after = (x - ox).hypot(y - oy);
                    if before > 1.0 {
                        v.reframe(|f| f.zoom(after / before, Some(((x + ox) / 2.0, (y + oy) / 2.0))));
                    }
                }
                _ => {}
            }
            p.down[k] = (event.pointer_id(), x, y);
        });
    }
    for kind in ["pointerup", "pointercancel"] {
        let (weak, presses) = (Rc::downgrade(view), presses.clone());
        listen(&els.drawing, kind, move |event: PointerEvent| {
            let Some(view) = weak.upgrade() else { return };
            let mut p = presses.borrow_mut();
            let Some(k) = p.down.iter().position(|d| d.0 == event.pointer_id()) else { return };
            p.down.remove(k);
            let click = p.down.is_empty() && !p.dragged && event.type_() == "pointerup";
            drop(p);
            if click {
                let mut v = view.borrow_mut();
                let (x, y) = in_frame(&v, &event);
                if v.click_drawing(x, y) {
                    v.update();
                }
            }
        });
    }
}
