//! The move list's lines, numbered from the start position: pure, tested natively.

/// One line of the move list: its number ("1." or "5…" when Black moved first) and its
/// moves, each with the number of moves played after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveRow<'a> {
    pub label: String,
    pub moves: Vec<(usize, &'a str)>,
}

/// The move list's lines, numbered from the start position's move number.
pub fn move_rows<'a>(start_fen: &str, sans: &'a [String]) -> Vec<MoveRow<'a>> {
    let fields: Vec<&str> = start_fen.split_whitespace().collect();
    let mut number: u32 = fields.get(5).and_then(|n| n.parse().ok()).unwrap_or(1);
    let black_first = fields.get(1) == Some(&"b");
    let mut rows = Vec::new();
    let mut ply = 0;
    let mut rest = sans;
    if black_first {
        if let Some((first, tail)) = rest.split_first() {
            ply += 1;
            rows.push(MoveRow { label: format!("{number}…"), moves: vec![(ply, first.as_str())] });
            number += 1;
            rest = tail;
        }
    }
    for pair in rest.chunks(2) {
        let moves = pair
            .iter()
            .map(|san| {
                ply += 1;
                (ply, san.as_str())
            })
            .collect();
        rows.push(MoveRow { label: format!("{number}."), moves });
        number += 1;
    }
    rows
}

/// "1. e4 e5", "2. Nf3 …": the move list as text.
pub fn move_lines(start_fen: &str, sans: &[String]) -> Vec<String> {
    move_rows(start_fen, sans)
        .into_iter()
        .map(|row| {
            let moves: Vec<&str> = row.moves.iter().map(|(_, san)| *san).collect();
            format!("{} {}", row.label, moves.join(" "))
        })
        .collect()
}
