//! The little JSON the saved values need, read and written without the browser: objects,
//! arrays, strings, whole numbers, `true`, `false` and `null`. A number keeps its text, so that
//! no float parser weighs in the page; only whole numbers are read as numbers.

/// A JSON value.
#[derive(Debug, Clone, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    /// A number, as written.
    Number(String),
    String(String),
    Array(Vec<Json>),
    Object(Vec<(String, Json)>),
}

impl Json {
    /// Reads `text`: one value and nothing after it but white space.
    pub fn parse(text: &str) -> Option<Json> {
        let mut reader = Reader { bytes: text.as_bytes(), at: 0 };
        let value = reader.value(0)?;
        reader.space();
        (reader.at == reader.bytes.len()).then_some(value)
    }

    /// The field `key` of an object (`None` when missing, or not an object).
    pub fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Object(fields) => fields.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// A whole number.
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Json::Number(text) => text.parse().ok(),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::String(s) => Some(s),
            _ => None,
        }
    }

    /// The value as JSON text (objects keep their fields' order).
    pub fn write(&self) -> String {
        let mut out = String::new();
        self.write_to(&mut out);
        out
    }

    fn write_to(&self, out: &mut String) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Number(text) => out.push_str(text),
            Json::String(s) => write_string(s, out),
            Json::Array(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    item.write_to(out);
                }
                out.push(']');
            }
            Json::Object(fields) => {
                out.push('{');
                for (i, (key, value)) in fields.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write_string(key, out);
                    out.push(':');
                    value.write_to(out);
                }
                out.push('}');
            }
        }
    }
}

fn write_string(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(HEX[(c as usize) >> 4] as char);
                out.push(HEX[(c as usize) & 15] as char);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Values nested deeper than this are refused (stored text is small and flat).
const MAX_DEPTH: usize = 32;

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn space(&mut self) {
        while self.bytes.get(self.at).is_some_and(|b| b" \t\r\n".contains(b)) {
            self.at += 1;
        }
    }

    fn eat(&mut self, byte: u8) -> bool {
        self.space();
        let found = self.bytes.get(self.at) == Some(&byte);
        self.at += usize::from(found);
        found
    }

    fn word(&mut self, word: &str, value: Json) -> Option<Json> {
        self.bytes[self.at..].starts_with(word.as_bytes()).then(|| {
            self.at += word.len();
            value
        })
    }

    /// The items of an array or an object, the opening bracket under the cursor: none, or
    /// `item`s separated by commas, up to `close`.
    fn items<T>(&mut self, close: u8, mut item: impl FnMut(&mut Self) -> Option<T>) -> Option<Vec<T>> {
        self.at += 1;
        let mut items = Vec::new();
        if self.eat(close) {
            return Some(items);
        }
        loop {
            items.push(item(self)?);
            if self.eat(close) {
                return Some(items);
            }
            if !self.eat(b',') {
                return None;
            }
        }
    }

    fn value(&mut self, depth: usize) -> Option<Json> {
        if depth > MAX_DEPTH {
            return None;
        }
        self.space();
        match *self.bytes.get(self.at)? {
            b'n' => self.word("null", Json::Null),
            b't' => self.word("true", Json::Bool(true)),
            b'f' => self.word("false", Json::Bool(false)),
            b'"' => self.string().map(Json::String),
            b'[' => self.items(b']', |p| p.value(depth + 1)).map(Json::Array),
            b'{' => self
                .items(b'}', |p| {
                    p.space();
                    let key = p.string()?;
                    p.eat(b':').then_some(())?;
                    Some((key, p.value(depth + 1)?))
                })
                .map(Json::Object),
            b'-' | b'0'..=b'9' => {
                let start = self.at;
                let number = |b: &u8| b.is_ascii_digit() || b"+-.eE".contains(b);
                while self.bytes.get(self.at).is_some_and(number) {
                    self.at += 1;
                }
                let text = std::str::from_utf8(&self.bytes[start..self.at]).ok()?;
                // JSON's own shape: digits, then an optional fraction and exponent.
                let digits = text.strip_prefix('-').unwrap_or(text);
                digits.starts_with(|c: char| c.is_ascii_digit()).then(|| Json::Number(text.to_string()))
            }
            _ => None,
        }
    }

    /// A string, the reader on its opening quote.
    fn string(&mut self) -> Option<String> {
        if self.bytes.get(self.at) != Some(&b'"') {
            return None;
        }
        self.at += 1;
        let mut out = String::new();
        loop {
            let rest = std::str::from_utf8(&self.bytes[self.at..]).ok()?;
            let end = rest.find(['"', '\\'])?;
            out.push_str(&rest[..end]);
            self.at += end + 1;
            if rest.as_bytes()[end] == b'"' {
                return Some(out);
            }
            let escape = *self.bytes.get(self.at)?;
            self.at += 1;
            out.push(match escape {
                b'"' => '"',
                b'\\' => '\\',
                b'/' => '/',
                b'b' => '\u{8}',
                b'f' => '\u{c}',
                b'n' => '\n',
                b'r' => '\r',
                b't' => '\t',
                b'u' => {
                    let hex = std::str::from_utf8(self.bytes.get(self.at..self.at + 4)?).ok()?;
                    self.at += 4;
                    char::from_u32(u32::from_str_radix(hex, 16).ok()?).unwrap_or('\u{fffd}')
                }
                _ => return None,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Json;

    #[test]
    fn reads_and_writes_what_storage_holds() {
        let text = r#" {"v":1, "fen":"a \"b\" \\ \u00e9", "moves":["e2e4"], "engine":null, "ok":true, "n":-12} "#;
        let value = Json::parse(text).expect("JSON");
        assert_eq!(value.get("v").and_then(Json::as_int), Some(1));
        assert_eq!(value.get("fen").and_then(Json::as_str), Some("a \"b\" \\ é"));
        assert_eq!(value.get("moves"), Some(&Json::Array(vec![Json::String("e2e4".into())])));
        assert_eq!(value.get("engine"), Some(&Json::Null));
        assert_eq!(value.get("n").and_then(Json::as_int), Some(-12));
        assert_eq!(Json::parse(&value.write()), Some(value));
        assert_eq!(Json::parse("1.5").and_then(|v| v.as_int()), None);
        for bad in ["", "{", "{not json", "[1,]", "{\"a\" 1}", "nul", "\"open", "{} x", "-", "[", "\"\\x\""] {
            assert_eq!(Json::parse(bad), None, "{bad:?}");
        }
        assert_eq!(Json::parse(&"[".repeat(100)), None, "too deep");
    }
}
