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

/// A sentence's first letter in capitals: "the root …" → "The root …", "él …" → "Él …".
pub(super) fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|first| std::iter::once(upper(first)).chain(chars).collect()).unwrap_or_default()
}

/// The capital of a letter of the Latin alphabets (ASCII and Latin-1: á, é, ñ, ü, ç …); any other
/// character as it is. Not `char::to_uppercase`, whose tables for every script took, with
/// those of `str::to_lowercase`, 14 KB gzipped of the teaching view's wasm.
fn upper(c: char) -> char {
    match c {
        'a'..='z' => c.to_ascii_uppercase(),
        // Latin-1's small letters are their capitals plus 0x20 (but ÷, and ÿ, whose capital is
        // elsewhere).
        'à'..='þ' if c != '÷' => char::from_u32(c as u32 - 0x20).unwrap_or(c),
        _ => c,
    }
}

#[cfg(test)]
mod tests {
    use super::capital;

    #[test]
    fn a_sentence_starts_with_a_capital() {
        assert_eq!(capital("the root returns 3."), "The root returns 3.");
        assert_eq!(capital("él devuelve 3."), "Él devuelve 3.");
        assert_eq!(capital("ñu"), "Ñu");
        assert_eq!(capital("B returns 3."), "B returns 3.");
        assert_eq!(capital("÷ 2"), "÷ 2");
        assert_eq!(capital("1 blunder"), "1 blunder");
        assert_eq!(capital(""), "");
        for c in ('a'..='z').chain('à'..='þ').filter(|&c| c != '÷') {
            assert_eq!(capital(&c.to_string()), c.to_uppercase().to_string(), "{c}");
        }
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

/// Centipawns as pawns with one decimal, the language's decimal sign between: 350 → "3.5".
pub(super) fn pawns(cp: i32, point: char) -> String {
    let tenths = (cp.unsigned_abs() + 5) / 10;
    format!("{}{}{point}{}", if cp < 0 { "-" } else { "" }, tenths / 10, tenths % 10)
}
