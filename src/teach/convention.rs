//! The two points on which courses teach alpha-beta differently, and Poda's choice on each.
//!
//! - **Values** ([`Values`]): a node returns the best value it saw, even outside its window
//!   (*fail-soft*, [`Values::Soft`]), or that value kept within the window (α, β) it was entered
//!   with (*fail-hard*, [`Values::Hard`]: never below α, never above β). A leaf returns its own
//!   value either way: only the nodes that look at moves are clamped.
//! - **The cut** ([`Cut`]): a node stops looking at its moves as soon as α ≥ β
//!   ([`Cut::AtEqual`]: a tie with the bound is enough) or only once α > β ([`Cut::PastEqual`]:
//!   a tie does not cut, the search goes on).
//!
//! Poda's default, [`Convention::COURSE`], is the course's: fail-soft values, the cut at α ≥ β.
//! The root's value is the same under every convention (its window is (−∞, +∞)); the values of
//! the nodes below it and the leaves pruned differ.
//!
//! Fail-hard with the cut only at α > β prunes less than one might think: a node's clamped
//! value never passes its window, so a cut there can only come from a leaf's own value.
//!
//! Each choice has one name, the text that stands for it in addresses (`values=soft|hard`,
//! `cut=ge|gt`) and in the messages to the teaching worker.
//!
//! # Examples
//! ```
//! use poda::teach::convention::{Convention, Cut, Values};
//!
//! assert_eq!(Convention::default(), Convention::COURSE);
//! assert!(Cut::AtEqual.cuts(3, 3) && !Cut::PastEqual.cuts(3, 3));
//! assert_eq!(Values::Hard.returned(9, 2, 5), 5);
//! assert_eq!(Values::Soft.returned(9, 2, 5), 9);
//! assert_eq!(Cut::from_name("gt"), Some(Cut::PastEqual));
//! ```

/// What a node returns.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Values {
    /// The best value it saw (fail-soft).
    #[default]
    Soft,
    /// The best value it saw, kept within its window (α, β) on entry (fail-hard).
    Hard,
}

/// When a node stops looking at its moves.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Cut {
    /// As soon as α ≥ β.
    #[default]
    AtEqual,
    /// Only once α > β: a tie does not cut.
    PastEqual,
}

/// One course's way of teaching alpha-beta.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Convention {
    pub values: Values,
    pub cut: Cut,
}

impl Convention {
    /// The course's (and Poda's default): fail-soft values, the cut at α ≥ β.
    pub const COURSE: Convention = Convention { values: Values::Soft, cut: Cut::AtEqual };

    /// Every combination, the course's first.
    pub const ALL: [Convention; 4] = [
        Convention { values: Values::Soft, cut: Cut::AtEqual },
        Convention { values: Values::Soft, cut: Cut::PastEqual },
        Convention { values: Values::Hard, cut: Cut::AtEqual },
        Convention { values: Values::Hard, cut: Cut::PastEqual },
    ];

    /// The convention an address chooses through `param` (a parameter's value by name):
    /// `values=soft|hard` and `cut=ge|gt`, the course's choice where one is absent or names no
    /// choice. Each value that names none comes back, in that order, as an [`UnknownChoice`].
    pub fn read(param: impl Fn(&str) -> Option<String>) -> (Convention, Vec<UnknownChoice>) {
        let mut convention = Convention::COURSE;
        let mut unknown = Vec::new();
        if let Some(text) = param("values") {
            match Values::from_name(&text) {
                Some(values) => convention.values = values,
                None => unknown.push(UnknownChoice {
                    param: "values",
                    text,
                    names: Values::ALL.map(Values::name).join(", "),
                }),
            }
        }
        if let Some(text) = param("cut") {
            match Cut::from_name(&text) {
                Some(cut) => convention.cut = cut,
                None => unknown.push(UnknownChoice { param: "cut", text, names: Cut::ALL.map(Cut::name).join(", ") }),
            }
        }
        (convention, unknown)
    }

    /// The address's parameters for `self`, `values` and `cut`, each `None` where it is the
    /// course's choice (an address leaves it out).
    pub fn params(self) -> [(&'static str, Option<&'static str>); 2] {
        [
            ("values", (self.values != Convention::COURSE.values).then_some(self.values.name())),
            ("cut", (self.cut != Convention::COURSE.cut).then_some(self.cut.name())),
        ]
    }
}

/// A value of an address's parameter that names no choice: the parameter, the text given and
/// the names it takes (`soft, hard`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownChoice {
    pub param: &'static str,
    pub text: String,
    pub names: String,
}

impl Values {
    pub const ALL: [Values; 2] = [Values::Soft, Values::Hard];

    pub const fn name(self) -> &'static str {
        match self {
            Values::Soft => "soft",
            Values::Hard => "hard",
        }
    }

    pub fn from_name(name: &str) -> Option<Values> {
        Values::ALL.into_iter().find(|v| v.name() == name.trim())
    }

    /// The value a node entered with (`alpha`, `beta`) returns when the best it saw is `best`
    /// (negamax form; α ≤ β on entry, as every node is entered).
    pub fn returned(self, best: i32, alpha: i32, beta: i32) -> i32 {
        match self {
            Values::Soft => best,
            Values::Hard => best.max(alpha).min(beta),
        }
    }
}

impl Cut {
    pub const ALL: [Cut; 2] = [Cut::AtEqual, Cut::PastEqual];

    pub const fn name(self) -> &'static str {
        match self {
            Cut::AtEqual => "ge",
            Cut::PastEqual => "gt",
        }
    }

    pub fn from_name(name: &str) -> Option<Cut> {
        Cut::ALL.into_iter().find(|c| c.name() == name.trim())
    }

    /// Whether a node whose window is now (`alpha`, `beta`) stops.
    pub fn cuts(self, alpha: i32, beta: i32) -> bool {
        match self {
            Cut::AtEqual => alpha >= beta,
            Cut::PastEqual => alpha > beta,
        }
    }

    /// The rule as written: `≥` or `>` (α before it, β after).
    pub const fn symbol(self) -> &'static str {
        match self {
            Cut::AtEqual => "≥",
            Cut::PastEqual => ">",
        }
    }
}
