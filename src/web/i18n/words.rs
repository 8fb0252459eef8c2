//! Small helpers the languages' sentences share: a list with the language's "or", a count with
//! its noun.

/// "a, b or c", with the language's `or`.
pub(super) fn one_of(items: &[String], or: &str) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {or} {last}", rest.join(", ")),
    }
}

/// "1 blunder", "2 blunders".
pub(super) fn plural(count: usize, one: &str, many: &str) -> String {
    format!("{count} {}", if count == 1 { one } else { many })
}

/// A sentence that is a value's own `Display` text: English's errors and verdicts, which the
/// floors below write in English once.
pub(super) fn display<T: std::fmt::Display>(value: &T) -> String {
    value.to_string()
}
