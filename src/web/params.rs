//! The words an address's parameters are written in, one vocabulary for every page and every
//! parameter (see docs/embedding.md).

/// A yes/no parameter: `1`, `true`, `yes`, `on` or `0`, `false`, `no`, `off` (any case);
/// `None` for anything else.
pub fn flag(text: &str) -> Option<bool> {
    const YES: [&str; 4] = ["1", "true", "yes", "on"];
    const NO: [&str; 4] = ["0", "false", "no", "off"];
    let text = text.trim();
    if YES.iter().any(|w| w.eq_ignore_ascii_case(text)) {
        Some(true)
    } else if NO.iter().any(|w| w.eq_ignore_ascii_case(text)) {
        Some(false)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::flag;

    #[test]
    fn one_vocabulary_for_yes_and_no() {
        for yes in ["1", "true", "yes", "on", "TRUE", " On "] {
            assert_eq!(flag(yes), Some(true), "{yes:?}");
        }
        for no in ["0", "false", "no", "off", "No"] {
            assert_eq!(flag(no), Some(false), "{no:?}");
        }
        for neither in ["", "2", "si", "nope", "onn"] {
            assert_eq!(flag(neither), None, "{neither:?}");
        }
    }
}
