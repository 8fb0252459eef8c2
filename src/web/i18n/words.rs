//! Small helpers the languages' sentences share: a list with the language's "or" (or "and"), a
//! sentence's capital, a count with its noun.

/// "a, b or c", with the language's `or` (or its `and`: "E, F and G").
pub(super) fn one_of(items: &[String], or: &str) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {or} {last}", rest.join(", ")),
    }
}

/// A sentence's first letter in capitals: "the root …" → "The root …".
pub(super) fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default()
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

/// Centipawns as pawns with one decimal, the language's decimal sign between: 350 → "3.5".
pub(super) fn pawns(cp: i32, point: char) -> String {
    let tenths = (cp.unsigned_abs() + 5) / 10;
    format!("{}{}{point}{}", if cp < 0 { "-" } else { "" }, tenths / 10, tenths % 10)
}
