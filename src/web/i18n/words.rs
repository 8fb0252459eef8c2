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
    let start: Vec<char> = word.chars().take(3).flat_map(char::to_lowercase).collect();
    let vowel = |c: Option<&char>| matches!(c, Some('a' | 'e' | 'o' | 'u' | 'á' | 'é' | 'ó' | 'ú'));
    match start.as_slice() {
        ['i' | 'í', rest @ ..] | ['h', 'i' | 'í', rest @ ..] => !vowel(rest.first()),
        _ => false,
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
