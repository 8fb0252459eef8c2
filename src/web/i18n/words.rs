//! Small helpers the languages' sentences share: a list with the language's "or" (or "and"), a
//! Spanish list with its "y" or "e", a sentence's capital, a count with its noun.

/// "a, b or c", with the language's `or` (or its `and`: "E, F and G").
pub(super) fn one_of(items: &[String], or: &str) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {or} {last}", rest.join(", ")),
    }
}

/// "a, b y c" as Spanish writes it: "e" for "y" before a last item that starts with the sound
/// of i ("F, G, H e I"; "C y la raíz").
pub(super) fn y_list(items: &[String]) -> String {
    let last = items.last().map(String::as_str).unwrap_or("");
    one_of(items, if sounds_i(last) { "e" } else { "y" })
}

/// Whether a word starts with the sound of i: "I", "I (Cf3)", "hilo" (not "hielo", "ya").
fn sounds_i(word: &str) -> bool {
    let start: Vec<char> = word.chars().take(3).map(lower).collect();
    let vowel = |c: Option<&char>| matches!(c, Some('a' | 'e' | 'o' | 'u' | 'á' | 'é' | 'ó' | 'ú'));
    match start.as_slice() {
        ['i' | 'í', rest @ ..] | ['h', 'i' | 'í', rest @ ..] => !vowel(rest.first()),
        _ => false,
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

/// The small letter of a capital of the Latin alphabets (ASCII and Latin-1), as [`upper`]
/// undoes; any other character as it is.
fn lower(c: char) -> char {
    match c {
        'A'..='Z' => c.to_ascii_lowercase(),
        'À'..='Þ' if c != '×' => char::from_u32(c as u32 + 0x20).unwrap_or(c),
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

/// A whole number with its digits grouped in threes by narrow no-break spaces, the same in
/// every language (neither a point nor a comma, which each language reads otherwise): 15617 →
/// "15 617".
pub fn grouped(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push('\u{202f}');
        }
        out.push(c);
    }
    out
}

/// Centipawns as pawns with one decimal, the language's decimal sign between: 350 → "3.5".
pub(super) fn pawns(cp: i32, point: char) -> String {
    let tenths = (cp.unsigned_abs() + 5) / 10;
    format!("{}{}{point}{}", if cp < 0 { "-" } else { "" }, tenths / 10, tenths % 10)
}
