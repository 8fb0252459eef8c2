//! The part of the drawn tree its frame shows, with no browser in it: the view's events zoom
//! and move it, the view turns it into the picture's `viewBox`.
//!
//! Until the person zooms or drags, the frame shows the whole tree (no larger than
//! [`MAX_AUTO`] times its size), unless that would make it smaller than [`READABLE`]: then it
//! shows the tree at that size around the node the walk stands on, and follows the walk. "Fit"
//! shows the whole tree however small; a zoom or a drag keeps what the person chose.

/// The smallest scale the frame picks by itself: smaller, the names no longer read.
pub const READABLE: f64 = 0.7;
/// The largest scale the frame picks by itself, for a small tree in a big frame.
pub const MAX_AUTO: f64 = 1.6;
/// How far the person can zoom out and in.
pub const MIN_SCALE: f64 = 0.1;
pub const MAX_SCALE: f64 = 5.0;

#[derive(Copy, Clone, Debug, PartialEq)]
enum Framing {
    /// The whole tree, or a readable part of it following the walk.
    Auto,
    /// The whole tree, however small.
    Whole,
    /// Where the person zoomed and moved: the drawing's point at the frame's centre, and the
    /// scale (frame pixels per drawing unit).
    Chosen { x: f64, y: f64, scale: f64 },
}

#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Viewport {
    /// The drawing's width and height.
    content: (f64, f64),
    /// The frame's width and height, in CSS pixels.
    frame: (f64, f64),
    /// The drawing's point the walk stands on.
    follow: (f64, f64),
    framing: Framing,
}

impl Viewport {
    /// A drawing of `width` × `height`, shown whole in a frame of the same size until told the
    /// frame's.
    pub fn new(width: f64, height: f64) -> Viewport {
        let content = (width.max(1.0), height.max(1.0));
        Viewport { content, frame: content, follow: (content.0 / 2.0, 0.0), framing: Framing::Auto }
    }

    /// The frame's size in CSS pixels.
    pub fn set_frame(&mut self, width: f64, height: f64) {
        if width > 0.0 && height > 0.0 {
            self.frame = (width, height);
        }
    }

    /// The height a frame `width` pixels wide should have to show the tree as it starts.
    pub fn frame_height(&self, width: f64) -> f64 {
        self.content.1 * (width / self.content.0).clamp(READABLE, MAX_AUTO)
    }

    /// The point of the drawing the walk stands on: the frame keeps it in view while it
    /// frames by itself.
    pub fn follow(&mut self, x: f64, y: f64) {
        self.follow = (x, y);
    }

    /// Shows the whole tree.
    pub fn fit(&mut self) {
        self.framing = Framing::Whole;
    }

    /// Back to framing by itself (a new tree).
    pub fn reset(&mut self, width: f64, height: f64) {
        let frame = self.frame;
        *self = Viewport::new(width, height);
        self.frame = frame;
    }

    /// The scale at which the whole tree fits the frame.
    pub fn fit_scale(&self) -> f64 {
        (self.frame.0 / self.content.0).min(self.frame.1 / self.content.1)
    }

    /// The drawing's point at the frame's centre, and the scale.
    fn centre(&self) -> (f64, f64, f64) {
        let (w, h) = self.content;
        let fit = self.fit_scale();
        match self.framing {
            Framing::Chosen { x, y, scale } => (x, y, scale),
            Framing::Whole => (w / 2.0, h / 2.0, fit),
            Framing::Auto if fit >= READABLE => (w / 2.0, h / 2.0, fit.min(MAX_AUTO)),
            Framing::Auto => {
                let s = READABLE;
                let along = |at: f64, frame: f64, size: f64| {
                    let half = frame / s / 2.0;
                    if half * 2.0 >= size {
                        size / 2.0
                    } else {
                        at.clamp(half, size - half)
                    }
                };
                (along(self.follow.0, self.frame.0, w), along(self.follow.1, self.frame.1, h), s)
            }
        }
    }

    /// The scale now: frame pixels per drawing unit.
    pub fn scale(&self) -> f64 {
        self.centre().2
    }

    /// The part of the drawing shown, as a `viewBox`: left, top, width, height.
    pub fn view(&self) -> [f64; 4] {
        let (x, y, s) = self.centre();
        let (w, h) = (self.frame.0 / s, self.frame.1 / s);
        [x - w / 2.0, y - h / 2.0, w, h]
    }

    /// The drawing's point under the frame's point (`fx`, `fy`) (CSS pixels from its top left).
    pub fn to_drawing(&self, fx: f64, fy: f64) -> (f64, f64) {
        let [x, y, _, _] = self.view();
        let s = self.scale();
        (x + fx / s, y + fy / s)
    }

    /// Zooms by `factor` keeping the drawing's point under the frame's point `at` (the frame's
    /// centre when `None`) where it is.
    pub fn zoom(&mut self, factor: f64, at: Option<(f64, f64)>) {
        if !(factor.is_finite() && factor > 0.0) {
            return;
        }
        let s = self.scale();
        let to = (s * factor).clamp(MIN_SCALE, MAX_SCALE);
        let (fx, fy) = at.unwrap_or((self.frame.0 / 2.0, self.frame.1 / 2.0));
        let (px, py) = self.to_drawing(fx, fy);
        let (dx, dy) = (fx - self.frame.0 / 2.0, fy - self.frame.1 / 2.0);
        self.choose(px - dx / to, py - dy / to, to);
    }

    /// Moves the drawing by (`dx`, `dy`) frame pixels, as a drag does.
    pub fn pan(&mut self, dx: f64, dy: f64) {
        let (x, y, s) = self.centre();
        self.choose(x - dx / s, y - dy / s, s);
    }

    /// The person's framing, its centre kept over the drawing.
    fn choose(&mut self, x: f64, y: f64, scale: f64) {
        let (w, h) = self.content;
        self.framing = Framing::Chosen { x: x.clamp(0.0, w), y: y.clamp(0.0, h), scale };
    }
}
