//! The teaching views in English (see `mod.rs`): their fixed texts, the walk's and the
//! summary's sentences, the words on reading the numbers, the story of a search and the mouse
//! and the cats. Where a sentence is an error's own `Display` text (the teaching `TreeError`,
//! `BoardError` and `MouseBoardError`), the error writes it.

use super::{Asked, CrashFacts, KeptTree, TeachTexts};
use crate::engine::eval::{Evaluator, Term};
use crate::teach::ladder::Idea;
use crate::teach::mouse::{row_of, MouseSide, GOAL_ROW};
use crate::teach::point_of_view::{Player, MaxMin};
use crate::teach::predict::NoPrediction;
use crate::teach::tree::NodeKind;
use crate::web::i18n::words::{capital, display, grouped};

/// A node's name in a sentence: "the root", or its name.
fn the(node: &str) -> String {
    if node == EN.root {
        format!("the {node}")
    } else {
        node.to_string()
    }
}

/// A count with its noun, in the singular for 1, its digits grouped: "1 leaf", "15 617 leaves".
fn count(n: u64, one: &str, many: &str) -> String {
    format!("{} {}", grouped(n), if n == 1 { one } else { many })
}

/// How a node that is left got its value, when it is a leaf.
fn leave_how(kind: NodeKind) -> &'static str {
    match kind {
        NodeKind::Horizon => " (evaluated: the search stops at this depth)",
        NodeKind::Terminal => " (the game is over here)",
        _ => "",
    }
}

pub(super) const EN: TeachTexts = TeachTexts {
    // ---- Fixed texts.
    teach_intro: "The computer's real search, node by node: each position it looked at, the window (α, β) it looked with, the value it found and where α ≥ β cut the search short.",
    tree_intro: "A game tree from the course notes: MAX (▲) moves at the root, MIN (▽) answers. Write your own: the number of children of each node in breadth-first order, a slash, then the leaf values from left to right.",
    tic_tac_toe_intro: "Play tic-tac-toe against the computer: after each move you see the whole tree it searched to choose its reply.",
    depth: "Depth",
    algorithm: "Algorithm",
    crash_cut_label: "Crash cut (corte agresivo): skip moves that give up the queen",
    crash_example: "Try the crash cut on a queen sacrifice (Philidor's smothered mate)",
    run_search: "Search",
    fen_label: "Position (FEN)",
    set_position: "Use this position",
    tree_text_label: "Tree (child counts / leaf values)",
    load_tree: "Load tree",
    new_tic_tac_toe: "New game (sides alternate)",
    mouse_player: "You play",
    mouse_side_mouse: "the mouse",
    mouse_side_cats: "the cats",
    new_mouse_game: "New game",
    step_first: "First step",
    step_back: "Step back",
    step_forward: "Step forward",
    step_last: "Last step",
    step_pv: "Principal variation",
    step_previous_cut: "Previous cut-off",
    step_next_cut: "Next cut-off",
    step_next_leaf: "Next leaf",
    step_finish: "Finish this subtree",
    play: "Play",
    pause: "Pause",
    speed: "Steps per second",
    copy_link: "Copy link",
    move_order: "Minimax and alpha-beta without ordering look at the moves in a fixed order: pawn moves first, then knights, bishops, rooks, queens, and the king last.",
    walk_heading: "Step by step",
    step_keys: "Keys: ← → (or Page Up, Page Down) one step, Home and End; C next cut-off, Shift+C the previous one; L next leaf; F finish the subtree; P principal variation; Space play or pause.",
    present: "Present",
    present_hint: "The drawing and the sentence alone, in large type, for a projector (Escape leaves).",
    present_exit: "Leave (Esc)",
    compare_label: "Minimax beside alpha-beta, stepping together",
    compare_alpha_beta: "Alpha-beta",
    quiz_label: "Ask before showing: at some steps the class answers first, then the step is shown",
    quiz_submit: "Answer",
    quiz_show: "Show",
    quiz_yes: "Yes",
    quiz_no: "No",
    quiz_number: "A number, or −∞, +∞",
    quiz_unreadable: "Write a whole number, or −∞ or +∞.",
    quiz_number_chess: "A number, −∞, +∞, or a mate: #2, −#2",
    quiz_unreadable_chess: "Write a whole number, −∞ or +∞, or a mate as #2 (MAX mates in 2 moves) or −#2 (MIN mates in 2).",
    zoom_in: "Zoom in",
    zoom_out: "Zoom out",
    zoom_fit: "Fit",
    zoom_fit_title: "Show the whole tree",
    outline_heading: "Search tree",
    expand_all: "Expand all",
    collapse_all: "Collapse all",
    node_heading: "Selected node",
    counters_heading: "Nodes per algorithm",
    col_algorithm: "Algorithm",
    col_nodes: "Nodes",
    col_leaves: "Leaves",
    col_ebf: "Effective branching",
    col_value: "Value",
    chart_heading: "Leaves evaluated, measured and predicted (log scale)",
    chart_label: "Bar chart of leaves per algorithm on a logarithmic scale",
    eval_heading: "Evaluation explained",
    root: "root",
    max: "MAX",
    min: "MIN",
    expand: "Expand",
    collapse: "Collapse",
    cut_off: "✂ α ≥ β: cut-off",
    cut_off_strict: "✂ α > β: cut-off",
    not_recorded: "children not recorded",
    kind_horizon: "leaf",
    kind_terminal: "game over",
    kind_pruned: "pruned",
    kind_crash_cut: "crash cut",
    kind_quiescence: "quiescence",
    kind_null_move: "null move",
    kind_reduced: "reduced",
    kind_research: "re-search",
    kind_table_hit: "from the table",
    kind_static_cut: "static cut",
    kind_futile: "skipped: futile",
    algo_minimax: "Minimax",
    algo_alpha_beta: "Alpha-beta",
    algo_ordered: "Alpha-beta, ordered moves",
    algo_poda: "Poda's own search",
    counting: "counting…",
    predict_minimax: "minimax, bᵈ",
    predict_random: "alpha-beta, random order, (¾·b)ᵈ",
    predict_perfect: "alpha-beta, perfect order, b^⌈d/2⌉ + b^⌊d/2⌋ − 1",
    searching: "Searching…",
    search_stopped: "Search stopped.",
    search_failed: "The search failed; the worker was restarted.",
    walk_start: "Before the search: nothing looked at yet. Step forward to begin.",
    no_landmark: "Nothing further that way.",
    copy_link_failed: "Could not copy: the link is in the address bar.",
    step_expected: "a whole number of steps, 0 or more",
    never_evaluated: "Never looked at: an earlier move already settled this node.",
    explain_root: "The evaluation of the position on the board",
    explain_leaf: "The evaluation of the selected leaf",
    term: "Term",
    white: "White",
    black: "Black",
    meaning: "What it counts",
    algo_minimax_table: "Minimax with a transposition table",
    iterations_heading: "Iterations of iterative deepening",
    col_depth: "Depth",
    col_score: "Score",
    col_pv: "Principal variation",
    col_windows: "Root window",
    col_table_hits: "Table hits",
    fail_low: "fails low",
    fail_high: "fails high",
    new_best_move: "new best move",
    ladder_label: "What each idea of the search buys: the depth reached with the same number of nodes, one idea added a row",
    ladder_no_network: "The last idea, the network that evaluates positions instead of the course's formula, is not measured on this page: it does not search deeper, it judges better (see how strong the levels play).",

    // ---- The walk, the summary and the evaluation.
    decimal: |x, places| format!("{x:.places$}"),
    tree_error: display,
    board_error: display,
    tree_summary: |f| {
        let mut s = match f.depth {
            Some(d) => format!("{} to depth {d}: value {} for {}", f.algorithm, f.value, f.for_max),
            None => format!("{}: the root is worth {}", f.algorithm, f.value),
        };
        if !f.pv.is_empty() {
            s += &format!(", best line {}", f.pv);
        }
        s += &format!(
            ". {}, {} evaluated",
            count(f.counts.nodes, "node", "nodes"),
            count(f.counts.leaves, "leaf", "leaves")
        );
        if let Some(p) = f.pruned {
            s += &format!(", {} never evaluated (pruned)", count(p, "leaf", "leaves"));
        }
        s += &format!(", {}.", count(f.counts.cutoffs, "cut-off", "cut-offs"));
        if f.crash_cut {
            s += &format!(" The crash cut skipped {}.", count(f.counts.crash_skipped, "move", "moves"));
        }
        s += &match f.kept {
            KeptTree::Whole => String::new(),
            KeptTree::LastIteration { nodes, kept, earlier } => {
                let unkept = nodes.saturating_sub(kept as u64);
                let (nodes, kept, unkept_text, earlier) =
                    (grouped(nodes), grouped(kept as u64), grouped(unkept), grouped(earlier));
                let mut s = format!(
                    " The tree shows the last iteration of iterative deepening: {nodes} nodes, as in the iterations table"
                );
                if unkept > 0 {
                    s += &format!(
                        ", {kept} of them drawn (the other {unkept_text}, an earlier try of the root or a singular extension's test, which searches a node's own position again, were counted but not drawn)"
                    );
                }
                s + &format!("; the {earlier} nodes of the earlier, shallower iterations were counted but not kept.")
            }
            KeptTree::DownToPly { ply, kept, dropped } => format!(
                " The tree keeps every node down to ply {ply} ({} nodes); the other {} were searched and counted but not kept.",
                grouped(kept as u64),
                grouped(dropped)
            ),
            KeptTree::First { kept, dropped } => format!(
                " The tree shows the first {} nodes; the other {} were searched and counted but not kept.",
                grouped(kept as u64),
                grouped(dropped)
            ),
        };
        s
    },
    step_label: |step, steps| format!("Step {step} of {steps}"),
    step_clamped: |asked, steps| format!("The link asks for step {asked}, but this search has {steps} steps: showing the last one."),
    walk_enter: |node, role, alpha, beta, kind| {
        let side = EN.side(role);
        let goal = if role == MaxMin::Max { "MAX looks for a value above α" } else { "MIN looks for a value below β" };
        let note = EN.kind_note(kind);
        format!("Enter {node} ({side}) with α = {alpha}, β = {beta}: {goal}.{note}")
    },
    walk_enter_minimax: |node, role| {
        let side = EN.side(role);
        if role == MaxMin::Max {
            format!("Enter {node} ({side}): MAX will take the largest value among its moves.")
        } else {
            format!("Enter {node} ({side}): MIN will take the smallest value among its moves.")
        }
    },
    walk_leave_minimax: |node, value, parent, kind| {
        let Some((parent, role, best)) = parent else {
            return format!("The search is over: the root is worth {value}.");
        };
        let (how, side) = (leave_how(kind), EN.side(role));
        format!("Leave {node} with value {value}{how}. Back at {parent} ({side}): best so far {best}.")
    },
    compare_minimax: |leaves, skipped| match (leaves, skipped) {
        (1, _) => "Minimax evaluates the only leaf, and so does alpha-beta.".to_string(),
        (_, 0) => format!("Minimax evaluates all {leaves} leaves, and alpha-beta evaluates them all too."),
        (_, 1) => format!("Minimax evaluates all {leaves} leaves; the one outlined with dashes is the only one alpha-beta never evaluates."),
        _ => format!("Minimax evaluates all {leaves} leaves; the {skipped} outlined with dashes are those alpha-beta never evaluates."),
    },
    quiz_question: |asked| match asked {
        Asked::Alpha { node, .. } => format!("What is α at {} as the search enters it?", the(node)),
        Asked::Pruned { node, value, parent, .. } => {
            format!("{} returns {value} to {}. Are the rest of {}'s children pruned?", capital(&the(node)), the(parent), the(parent))
        }
        Asked::Returns { node, .. } => format!("What value does {} return?", the(node)),
    },
    quiz_verdict: |asked, right| {
        let fact = match asked {
            Asked::Alpha { node, alpha } => format!("α is {alpha} at {}.", the(node)),
            Asked::Pruned { parent, pruned: true, .. } => format!("{} stops here; the rest of its children are pruned.", capital(&the(parent))),
            Asked::Pruned { parent, pruned: false, .. } => format!("{} goes on to its next child; nothing is pruned yet.", capital(&the(parent))),
            Asked::Returns { node, value } => format!("{} returns {value}.", capital(&the(node))),
        };
        match right {
            Some(true) => format!("Right: {fact}"),
            Some(false) => format!("Not quite: {fact}"),
            None => format!("The answer: {fact}"),
        }
    },
    walk_leave: |f| {
        let Some((alpha, beta)) = &f.window else {
            return format!("The search is over: the root is worth {}.", f.value);
        };
        let (how, side) = (leave_how(f.kind), EN.side(f.parent_role));
        let mut s = format!(
            "Leave {} with value {}{how}. Back at {} ({side}): α = {alpha}, β = {beta}.",
            f.node, f.value, f.parent
        );
        let rule = f.rule.symbol();
        if f.cut && f.skipped.is_empty() {
            s += &format!(" α {rule} β, but no moves are left to look at: nothing is pruned, so this is no cut-off.");
        } else if f.cut {
            let (rest, verb) = (f.skipped.join(", "), if f.skipped.len() == 1 { "is" } else { "are" });
            s += &format!(" α {rule} β: cut-off! The opponent will never allow this line, so {rest} {verb} not looked at.");
        } else if f.tie {
            s += " α = β, but only α > β cuts here: the search goes on.";
        }
        s
    },
    best_so_far: |best| format!("best so far {best}"),
    node_line: |line, role, depth| {
        let side = EN.side(role);
        let line = if line.is_empty() { EN.root } else { line };
        match depth {
            Some(d) => format!("{line} — {side} to move, depth left {d}"),
            None => format!("{line} — {side} to move"),
        }
    },
    node_value: |value| format!("Value for MAX: {value}"),
    crash_report: |crash| {
        let CrashFacts { nodes_without, nodes_with, saved, pct, value_without, value_with } = crash;
        let (nodes_without, nodes_with, saved) = (grouped(*nodes_without), grouped(*nodes_with), grouped(*saved));
        if value_without == value_with {
            format!(
                "Crash cut: {nodes_with} nodes instead of {nodes_without} ({saved} fewer, {pct:.0} %), same value {value_with}."
            )
        } else {
            format!(
                "Crash cut: {nodes_with} nodes instead of {nodes_without} ({saved} fewer, {pct:.0} %), but the value changes from {value_without} to {value_with}: the best line gives up the queen, and the crash cut never looks at it."
            )
        }
    },
    branching: |b, depth| format!("Average legal moves per position b = {b:.1}, depth d = {depth}. The textbook predicts:"),
    evaluator_title: |evaluator, score, max| {
        let name = match evaluator {
            Evaluator::Seed => "The course's evaluation (material 1/3/3/5/10, king protection, king attack)",
            Evaluator::Full => "Poda's full evaluation",
            Evaluator::Material => "Material only",
        };
        format!("{name}: {score} centipawns for {max} (100 = one pawn)")
    },
    term_name: |term| {
        match term {
            Term::Material => "Material",
            Term::PieceSquare => "Piece placement",
            Term::Mobility => "Mobility",
            Term::PassedPawns => "Passed pawns",
            Term::SupportedPawns => "Supported pawns",
            Term::IsolatedPawns => "Isolated pawns",
            Term::DoubledPawns => "Doubled pawns",
            Term::Threats => "Threats",
            Term::Outposts => "Outposts",
            Term::KingProtection => "King protection",
            Term::KingAttack => "King attack",
            Term::BishopPair => "Bishop pair",
            Term::RookFiles => "Rooks on open files",
            Term::Tempo => "Side to move",
        }
    },
    term_meaning: |term, evaluator| {
        let seed = evaluator != Evaluator::Full;
        match term {
            Term::Material if seed => "pawn 100, knight 300, bishop 300, rook 500, queen 1000 (1/3/3/5/10)",
            Term::Material => "the pieces on the board, each at its tuned value",
            Term::KingProtection if seed => "+10 for each own piece or pawn next to the own king",
            Term::KingAttack if seed => "+10 for each piece or pawn that attacks a square next to the enemy king",
            Term::KingProtection => "the pawn shield in front of the king",
            Term::KingAttack => "pieces hitting the squares around the enemy king",
            Term::PieceSquare => "pieces score more on good squares (knights in the centre, pawns advanced …)",
            Term::Mobility => "how many squares each piece can reach",
            Term::PassedPawns => "pawns with no enemy pawn in front or beside: they may queen",
            Term::SupportedPawns => "pawns protected by another pawn",
            Term::IsolatedPawns => "pawns with no friendly pawn on the files beside them (a weakness)",
            Term::DoubledPawns => "two pawns of one side on the same file (a weakness)",
            Term::Threats => "pieces attacked by cheaper ones",
            Term::Outposts => "knights and bishops on squares no enemy pawn can attack",
            Term::BishopPair => "both bishops still on the board",
            Term::RookFiles => "rooks on files with no pawns, or none of their own",
            Term::Tempo => "a small bonus for having the move",
        }
    },
    tictactoe_status: |board, human| {
        match board.winner() {
            Some(w) if w == human => format!("{} wins — well played!", w.letter()),
            Some(w) => format!("{} wins: the computer found the line.", w.letter()),
            None if board.is_over() => "Draw — as the tree predicts with best play.".to_string(),
            None if board.turn() == human => format!("You play {}: your move (click a cell).", human.letter()),
            None => "The computer is thinking…".to_string(),
        }
    },

    // ---- Reading the numbers.
    player: |p| match p {
        Player::White => "White",
        Player::Black => "Black",
        Player::Mouse => "the mouse",
        Player::Cats => "the cats",
        Player::X => "X",
        Player::O => "O",
        Player::Max => "MAX",
        Player::Min => "MIN",
    },
    legend: |pov| {
        let (max, min) = ((EN.player)(pov.max), (EN.player)(pov.min));
        match pov.max {
            Player::White | Player::Black => format!(
                "Values: centipawns (100 = one pawn), from {max}'s point of view: {max} is MAX (▲), to move at the root. + is good for {max}, − for {min}; every number in the tree, the steps, the summary and the evaluation is written this way."
            ),
            Player::X | Player::O => format!(
                "Values: points, from {max}'s point of view: {max} is MAX (▲), to move at the root. A win is worth 100 minus the plies (moves of either side) from the root to the winning move: 99 wins at once, 93 after 7 plies; a loss is the same, negative; a draw is 0. Where the search stops before the end, the value is the lines still open for {max} minus those still open for {min}."
            ),
            Player::Mouse => format!(
                "Values: points (the mouse's score, explained below), from the mouse's point of view: {max} is MAX (▲), to move at the root."
            ),
            Player::Cats => format!(
                "Values: points, from the cats' point of view: {max} are MAX (▲), to move at the root, so the values are the mouse's score (explained below) negated."
            ),
            Player::Max | Player::Min => "Values: points, from MAX's point of view: MAX (▲) moves at the root, MIN (▽) answers; the leaves' values are as the tree gives them.".to_string(),
        }
    },
    legend_short: |pov| {
        let max = (EN.player)(pov.max);
        match pov.max {
            Player::White | Player::Black => format!("Centipawns, from {max}'s side: {max} is MAX ▲"),
            Player::X | Player::O => format!("Points, from {max}'s side: {max} is MAX ▲; a win is 100 − plies"),
            Player::Mouse => format!("Points (the mouse's score), from the mouse's side: {max} is MAX ▲"),
            Player::Cats => format!("Points, from the cats' side (the mouse's score negated): {max} are MAX ▲"),
            Player::Max | Player::Min => "Points, from MAX's side: MAX ▲ moves at the root".to_string(),
        }
    },
    to_move: |pov, ply| {
        let p = pov.to_move(ply);
        let role = if p == pov.max { "MAX" } else { "MIN" };
        match p {
            Player::Max | Player::Min => format!("{role} to move here"),
            _ => format!("{} to move here: {role}", capital((EN.player)(p))),
        }
    },
    after_move: |label| format!("after {label}"),
    mate_note: |pov, shown, mate| {
        let n = mate.moves;
        let mater = if mate.for_max { pov.max } else { pov.min };
        let who = EN.player_role(pov, mater);
        let name = (EN.player)(mater);
        let nth = if n == 1 { "first move".to_string() } else { format!("move {n}") };
        if mate.for_max {
            format!("{shown} = mate in {n} for {who}: it mates with its {nth}, counted from the root.")
        } else {
            format!("{shown} = mate in {n} for {who}: MAX is mated by {name}'s {nth}, counted from the root.")
        }
    },
    zero_width_note: |alpha, beta, engine| format!(
        "α = {alpha}, β = {beta}: a zero-width window (β = α + 1). No value lies between them, so the search only asks whether the value is above α (then at least β) or not (then at most α).{}",
        if engine { " A quick yes-or-no test: the engine searches again with a wider window when the answer matters." } else { "" }
    ),
    win_note: |pov, shown, win| {
        let winner = if win.for_max { pov.max } else { pov.min };
        let who = EN.player_role(pov, winner);
        let p = win.plies;
        let sum = if win.for_max { format!("100 − {p}") } else { format!("−(100 − {p})") };
        match p {
            1 => format!("{shown} = a win for {who} with the first ply from the root ({sum})."),
            _ => format!("{shown} = a win for {who} {p} plies from the root ({sum})."),
        }
    },
    horizon_note: |capture, ply, reply| {
        let unseen = match reply {
            Some(r) => format!("It never sees the reply {r}, which takes the piece back"),
            None => "It never sees the reply".to_string(),
        };
        format!(
            "Horizon effect: the best line ends with the capture {capture} on ply {ply}, the last one this search looks at. {unseen}, so the value counts material that may not really be won. A deeper search, or one that goes on with the captures past its depth (a quiescence search, as Poda's own search does), is not fooled this way."
        )
    },
    no_prediction: |why| {
        let reason = match why {
            NoPrediction::TooShallow { depth } => format!(
                "at depth {depth} alpha-beta cannot cut anything, so every move is evaluated whatever the order (the formulas start at depth 2)."
            ),
            NoPrediction::UnevenDepth { shallowest, depth, .. } => format!(
                "the textbook's formulas are for a uniform tree, with every leaf at depth d = {depth}, but here games end sooner, the first after {shallowest} {}.",
                if *shallowest == 1 { "ply" } else { "plies" }
            ),
            NoPrediction::UnevenBranching { fewest, most, branching } => format!(
                "the textbook's formulas are for a uniform tree, where every position has the same number b of moves, but here positions have from {fewest} to {most} moves ({branching:.1} on average), and bᵈ, (¾·b)ᵈ and b^⌈d/2⌉ + b^⌊d/2⌋ − 1 say nothing reliable about such a tree."
            ),
            NoPrediction::TooSparse { branching, depth, random, perfect } => format!(
                "with b = {branching:.1} and d = {depth} the tree is too sparse for the estimates: random order's (¾·b)ᵈ = {random:.1} comes out below perfect order's b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = {perfect:.1}, the fewest leaves alpha-beta can evaluate."
            ),
        };
        format!("No prediction for this tree: {reason}")
    },

    // ---- The story of a search.
    iterations_intro: |aspiration| format!(
        "Poda searches to depth 1, then 2, then 3… each time from the root again. Each iteration leaves \
             the best move of every position it searched in the transposition table, so the next one looks \
             at the best moves first and cuts off sooner (its table hits are the positions the table \
             answered at once). From depth {aspiration} on, the root is searched with a narrow window around \
             the previous score, an aspiration window: when the score falls outside it (it fails low or \
             high), the root is searched again with a wider window. The tree shows the last iteration; \
             here are all of them."
    ),
    new_line_from: |ply| format!("new line from ply {}", ply + 1),
    ladder_heading: |budget| format!("What each idea buys: how deep with {budget} nodes"),
    ladder_intro: |budget| format!(
        "One idea of the search added a row, in the order a course teaches them, on the position on the \
             board: each row is the deepest search it completes within the same budget of {budget} nodes, \
             the nodes that took and the time. Every row evaluates with the course's formula (material, king \
             protection, king attack), so only the search changes. The first three search each depth \
             afresh, as the textbook does; from iterative deepening on, it is Poda's own search with the \
             later ideas switched off."
    ),
    ladder_verdict: |minimax, ordered| {
        let claim = "The course says that with good move ordering alpha-beta searches about twice as deep as minimax";
        if minimax == 0 {
            format!("{claim}; here minimax does not complete even one ply within the budget.")
        } else if ordered >= 2 * minimax {
            format!("{claim}: here it holds, depth {ordered} against {minimax}.")
        } else {
            format!(
                "{claim}: here not quite, depth {ordered} against {minimax}. The claim counts the leaves of a perfectly \
                 ordered tree (about the square root of minimax's); real ordering is never perfect, and with a few \
                 plies each one more is a large step."
            )
        }
    },
    idea_name: |idea| match idea {
        Idea::Minimax => "Minimax",
        Idea::AlphaBeta => "Alpha-beta",
        Idea::Ordering => "Move ordering",
        Idea::IterativeDeepening => "Iterative deepening",
        Idea::TranspositionTable => "Transposition table",
        Idea::NullMove => "Null move",
        Idea::LateMoveReductions => "Late move reductions",
        Idea::Quiescence => "Quiescence search",
        Idea::MovePruning => "Move pruning",
        Idea::Network => "The network",
    },
    idea_text: |idea| match idea {
        Idea::Minimax => "Every move is searched to the full depth and nothing is skipped: the number of positions grows by the branching factor (about 35 in chess) with each ply.",
        Idea::AlphaBeta => "The same value as minimax, but a node stops looking at its moves as soon as α ≥ β: the opponent would never let the game go there. The moves are taken in the order they are generated, so a good move found late cuts little.",
        Idea::Ordering => "Captures first (the most valuable victim by the least valuable attacker), then the killer moves that caused a cut at the same depth: the best move tends to come first, and the cuts come early.",
        Idea::IterativeDeepening => "Search depth 1, then 2, then 3…: each iteration costs little next to the last, and it tells the next which move to try first, and which moves cut (the history).",
        Idea::TranspositionTable => "Positions already searched are remembered, reached again by another order of the same moves: their value is taken as it is, or at least their best move is tried first.",
        Idea::NullMove => "Pass the move and search less deep: if the opponent still cannot reach β with a free move, the real moves will not either, and the node is cut at a fraction of the cost.",
        Idea::LateMoveReductions => "The moves that come late, after the good ones, are searched less deep first, and again at full depth only if they surprise.",
        Idea::Quiescence => "At the horizon the captures are played out until the position is quiet, so that a queen is not counted as won when it is taken back on the next move. It costs nodes, and buys correct values.",
        Idea::MovePruning => "Moves that cannot raise α are not searched at all: far below α near the horizon (futility), late quiet moves (late move pruning), captures that lose material (SEE).",
        Idea::Network => "The evaluation by Poda's neural network instead of the course's formula.",
    },
    rung_value: |depth, nodes, ms| format!("depth {depth} · {nodes} nodes · {ms} ms"),
    table_report: |table, minimax, positions, hits| format!(
        "With a transposition table, minimax searches {table} nodes instead of {minimax}: it values each \
             of the {positions} different positions once, and the {hits} other times it reaches a position \
             already valued (by another order of the same moves) the table answers."
    ),
    not_counted: |deepest| format!("counted to depth {deepest} at most"),

    // ---- The mouse and the cats.
    mouse_rules: "The mouse and the cats, the course's alpha-beta game, on the dark squares of a chess board. \
             The mouse (light, starting on e1) steps one square diagonally in any direction; the four cats \
             (dark, starting on b8, d8, f8 and h8) step one square diagonally forward, down the board. \
             The mouse moves first and wins on reaching the top row; the cats win by trapping it. \
             A side that cannot move loses. After each move you see the alpha-beta tree the computer \
             searched to choose its reply.",
    mouse_evaluation: "The evaluation is the mouse's score, 0 to 255: the mouse maximises it, the cats minimise it. \
             255: the mouse has reached the top row; 0: it is trapped (a win some moves away scores a little \
             less). Otherwise the cats are taken as frozen where they stand (those still on the top row do \
             not count yet): if the mouse has a way to the top row, 240 minus 10 for each step of its \
             shortest way (at least 100); if the cats wall it in, 20 plus 2 for each square it can still \
             reach. In the tree the side to move at the root is MAX: when the cats move there, the values \
             are the score negated (−255 to 0).",
    convention_heading: "Alpha-beta as your course teaches it",
    convention_values: "Values",
    values_soft: "fail-soft: the best seen",
    values_hard: "fail-hard: kept within (α, β)",
    values_soft_help: "Fail-soft: a node returns the best value it saw, even when it lies outside its window (α, β).",
    values_hard_help: "Fail-hard: a node returns its best value kept within its window, never below α nor above β (a leaf returns its own value).",
    convention_cut: "Cut",
    cut_ge: "at α ≥ β",
    cut_gt: "only at α > β",
    cut_ge_help: "A node stops looking at its children as soon as α ≥ β: a tie with the bound is enough to cut.",
    cut_gt_help: "A node stops only once α > β: a tie with the bound does not cut, and the search goes on.",
    mouse_status: |board, human| match board.winner() {
        Some(winner) => {
            let how = match (winner, row_of(board.mouse()) == GOAL_ROW) {
                (MouseSide::Mouse, true) => "The mouse reached the top row",
                (MouseSide::Mouse, false) => "The cats cannot move",
                (MouseSide::Cats, _) => "The mouse is trapped",
            };
            let who = if winner == human { "you win, well played!" } else { "the computer wins." };
            format!("{how}: {who}")
        }
        None if board.turn() == human => match human {
            MouseSide::Mouse => "You are the mouse: your move (click a square it can step to).",
            MouseSide::Cats => "You are the cats: your move (click a cat, then its square).",
        }
        .to_string(),
        None => "The computer is thinking…".to_string(),
    },
    mouse_board_error: display,
};
