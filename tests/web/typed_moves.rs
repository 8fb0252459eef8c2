//! Moves in a language's piece letters and moves as people type them: the localizer
//! (`PieceLetters::localize`, `i18n::san`), the lenient reader (`rules::notation::read_move`)
//! and the Move box (`BoardState::play_typed`) with Spanish and English letters.

use crate::support::{position, random_game, SPANISH};
use poda::rng::{Random, XorShift64Star};
use poda::rules::notation::{read_move, PieceLetters};
use poda::rules::{Position, SanError};
use poda::web::board::state::{BoardState, TypedMoveError};
use poda::web::i18n::{self, Lang};

const ES: [PieceLetters; 2] = [SPANISH, PieceLetters::ENGLISH];
const EN: [PieceLetters; 1] = [PieceLetters::ENGLISH];

/// The move `text` reads as, in UCI, or the error.
fn read(p: &Position, text: &str, letters: &[PieceLetters]) -> Result<String, SanError> {
    read_move(p, text, letters).map(|m| m.to_string())
}

#[test]
fn spanish_letters_replace_every_piece_letter() {
    for (english, spanish) in [
        ("Kxe2", "Rxe2"),
        ("Qd1", "Dd1"),
        ("Rxa8+", "Txa8+"),
        ("Bb5", "Ab5"),
        ("Nf3", "Cf3"),
        ("Nbd7", "Cbd7"),
        ("Rae1", "Tae1"),
        ("R1a3#", "T1a3#"),
        ("Qh4#", "Dh4#"),
        ("e8=Q", "e8=D"),
        ("bxc8=N+", "bxc8=C+"),
        ("a1=R", "a1=T"),
        ("f8=B#", "f8=A#"),
    ] {
        assert_eq!(SPANISH.localize(english), spanish);
        assert_eq!(i18n::san(Lang::Es, english), spanish);
        assert_eq!(i18n::san(Lang::En, english), english);
        assert_eq!(SPANISH.to_english(spanish), english);
    }
    // Pawn moves (the b file is not the bishop) and castling are the same in every language.
    for same in ["e4", "exd5", "bxc3", "b4", "dxe6", "cxb8", "O-O", "O-O-O+", "O-O#"] {
        assert_eq!(i18n::san(Lang::Es, same), same);
    }
    assert_eq!(i18n::line(Lang::Es, &["Nf3".into(), "d5".into(), "Bg2".into()]), "Cf3 d5 Ag2");
    assert_eq!(i18n::piece_letters(Lang::Es), SPANISH);
    assert_eq!(i18n::piece_letters(Lang::En), PieceLetters::ENGLISH);
}

#[test]
fn every_move_written_in_spanish_reads_back() {
    let mut rng = XorShift64Star::new(0x5a17);
    for _ in 0..20 {
        let game = random_game(&mut rng, Position::startpos(), 80);
        for p in game.positions() {
            for &m in p.legal_moves().iter() {
                let san = p.san(m);
                let spanish = SPANISH.localize(&san);
                assert_eq!(read_move(p, &spanish, &ES), Ok(m), "{spanish} in {}", p.fen());
                assert_eq!(read_move(p, &san, &EN), Ok(m), "{san} in {}", p.fen());
                assert_eq!(read_move(p, &m.to_string(), &ES), Ok(m), "{m} in {}", p.fen());
            }
        }
    }
}

#[test]
fn typed_moves_in_either_letters_uci_or_lower_case() {
    let start = Position::startpos();
    for text in ["Cf3", "Nf3", "nf3", "cf3", "Ng1f3", "g1f3", "g1-f3", " Cf3! "] {
        assert_eq!(read(&start, text, &ES).as_deref(), Ok("g1f3"), "{text}");
    }
    for text in ["Nf3", "nf3", "g1f3"] {
        assert_eq!(read(&start, text, &EN).as_deref(), Ok("g1f3"), "{text}");
    }
    // An English page does not read the Spanish letters.
    assert!(matches!(read(&start, "Cf3", &EN), Err(SanError::Syntax { .. })));
    // Illegal UCI says so, with the text as typed; so does an illegal move in lower case.
    assert_eq!(read(&start, "g1g3", &EN), Err(SanError::Illegal { text: "g1g3".into() }));
    assert_eq!(read(&start, "e2e5", &ES), Err(SanError::Illegal { text: "e2e5".into() }));
    assert_eq!(read(&start, "nf5", &EN), Err(SanError::Illegal { text: "nf5".into() }));
    assert_eq!(read(&start, "Cf5", &ES), Err(SanError::Illegal { text: "Cf5".into() }));
    // Malformed text is not a move.
    for text in ["hello", "zz9", "Cf", "e9", "g1f3g", "1. e4"] {
        assert!(matches!(read(&start, text, &ES), Err(SanError::Syntax { .. })), "{text}");
    }
    assert_eq!(read(&start, "  ", &ES), Err(SanError::Empty));

    // Promotions: UCI, Spanish letters, lower case, and a missing piece.
    let pawn = position("8/4P2k/8/8/8/8/8/K7 w - - 0 1");
    for (text, uci) in [
        ("e7e8q", "e7e8q"),
        ("e7e8n", "e7e8n"),
        ("e7e8d", "e7e8q"),
        ("e7e8c", "e7e8n"),
        ("e8=D", "e7e8q"),
        ("e8=d", "e7e8q"),
        ("e8D+", "e7e8q"),
        ("e8=T", "e7e8r"),
        ("e8=A", "e7e8b"),
        ("e8=C", "e7e8n"),
        ("e8=Q", "e7e8q"),
        ("e8=R", "e7e8r"),
    ] {
        assert_eq!(read(&pawn, text, &ES).as_deref(), Ok(uci), "{text}");
    }
    assert_eq!(read(&pawn, "e7e8", &ES), Err(SanError::MissingPromotion { text: "e7e8".into() }));
    assert_eq!(read(&pawn, "e8", &ES), Err(SanError::MissingPromotion { text: "e8".into() }));
}

#[test]
fn a_lower_case_letter_is_a_piece_only_when_the_pawn_move_is_not_one() {
    // Both the b2 pawn and the d2 bishop take on c3: `bxc3` is the pawn, as SAN says.
    let both = position("4k3/8/8/8/8/2n5/1P1B4/4K3 w - - 0 1");
    assert_eq!(read(&both, "bxc3", &EN).as_deref(), Ok("b2c3"));
    assert_eq!(read(&both, "bxc3", &ES).as_deref(), Ok("b2c3"));
    assert_eq!(read(&both, "Bxc3", &EN).as_deref(), Ok("d2c3"));
    assert_eq!(read(&both, "Axc3", &ES).as_deref(), Ok("d2c3"));
    // `cc6` is the pawn push c7-c6 (an over-specified pawn move), not the knight.
    let start = Position::startpos();
    let mut black = start;
    black.play_uci("e2e4").unwrap();
    assert_eq!(read(&black, "cc6", &ES).as_deref(), Ok("c7c6"));
    assert_eq!(read(&black, "cf6", &ES).as_deref(), Ok("g8f6"));
    // Without the pawn, `bxc3` can only be the bishop.
    let bishop = position("4k3/8/8/8/8/2n5/3B4/4K3 w - - 0 1");
    assert_eq!(read(&bishop, "bxc3", &EN).as_deref(), Ok("d2c3"));
    assert_eq!(read(&bishop, "axc3", &ES).as_deref(), Ok("d2c3"));
    // Spanish `R` is the king, read before the English rook on a Spanish page.
    let king_and_rook = position("4k3/8/8/8/8/8/7R/4K3 w - - 0 1");
    assert_eq!(read(&king_and_rook, "Re2", &ES).as_deref(), Ok("e1e2"));
    assert_eq!(read(&king_and_rook, "Re2", &EN).as_deref(), Ok("h2e2"));
    assert_eq!(read(&king_and_rook, "Te2", &ES).as_deref(), Ok("h2e2"));
    assert_eq!(read(&king_and_rook, "Rh1", &ES).as_deref(), Ok("h2h1"), "the king cannot: the rook can");
    // Ambiguous moves name their candidates (in UCI here), and the text as typed.
    let knights = position("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    for text in ["Cd2", "cd2", "nd2", "Nd2"] {
        match read(&knights, text, &ES) {
            Err(SanError::Ambiguous { text: typed, candidates }) => {
                assert_eq!((typed.as_str(), candidates.len()), (text, 2));
            }
            other => panic!("{text}: {other:?}"),
        }
    }
}

#[test]
fn a_move_typed_in_capitals_reads_as_its_squares_in_lower_case() {
    let start = Position::startpos();
    for (text, uci) in [("NF3", "g1f3"), ("E4", "e2e4"), ("B4", "b2b4"), ("E4!", "e2e4"), ("G1F3", "g1f3")] {
        assert_eq!(read(&start, text, &EN).as_deref(), Ok(uci), "{text}");
    }
    // A Spanish page: its letters first, then the English ones.
    for (text, uci) in [("CF3", "g1f3"), ("NF3", "g1f3"), ("E4", "e2e4")] {
        assert_eq!(read(&start, text, &ES).as_deref(), Ok(uci), "{text}");
    }
    let open = position("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    assert_eq!(read(&open, "EXD5", &EN).as_deref(), Ok("e4d5"));
    assert_eq!(read(&open, "BB5+", &EN).as_deref(), Ok("f1b5"));
    // Still refused when no reading is a legal move, named as typed.
    assert_eq!(read(&start, "E5", &EN), Err(SanError::Illegal { text: "E5".to_string() }));
}

#[test]
fn random_text_never_panics() {
    let mut rng = XorShift64Star::new(7);
    let alphabet: Vec<char> = "abcdefghxyzKQRBNPDTACO0-=+#!?()/.:12345678 \té€♞\u{0}e.p.".chars().collect();
    let positions = [
        Position::startpos(),
        position("8/4P2k/8/8/8/8/8/K7 w - - 0 1"),
        position("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
    ];
    for _ in 0..600 {
        let len = rng.below(12);
        let text: String = (0..len).map(|_| alphabet[rng.below(alphabet.len())]).collect();
        for p in &positions {
            for letters in [&ES[..], &EN[..]] {
                if let Ok(m) = read_move(p, &text, letters) {
                    assert!(p.is_legal(m), "{text:?} gave {m}");
                }
            }
            let _ = SPANISH.localize(&text);
            let _ = SPANISH.to_english(&text);
        }
        let _ = poda::rules::PgnGame::from_pgn_in(&text, SPANISH);
    }
}

#[test]
fn the_move_box_reads_the_pages_letters_and_keeps_standard_san() {
    let mut game = BoardState::startpos();
    game.set_engine_side(None);
    for text in ["e4", "e5", "Cf3", "Cc6", "Ac4", "cf6", "e1g1"] {
        game.play_typed(text, SPANISH).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    assert_eq!(game.sans(), ["e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "O-O"]);
    let shown: Vec<String> = game.sans().iter().map(|s| i18n::san(Lang::Es, s)).collect();
    assert_eq!(shown, ["e4", "e5", "Cf3", "Cc6", "Ac4", "Cf6", "O-O"]);
    assert_eq!(i18n::announce_move(Lang::Es, poda::rules::Color::White, false, "Nf3"), "Las blancas jugaron Cf3");

    // An ambiguous move names the candidates in the page's letters.
    let mut knights = BoardState::from_fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1").unwrap();
    let err = knights.play_typed("Cd2", SPANISH).unwrap_err();
    assert_eq!(
        i18n::typed_move_error(Lang::Es, &err),
        "Cd2 es ambigua: puede ser Cbd2 o Cfd2. Indica qué pieza mueve."
    );
    let en = knights.play_typed("g1g3", PieceLetters::ENGLISH).unwrap_err();
    assert_eq!(i18n::typed_move_error(Lang::En, &en), "g1g3 is not a legal move in this position.");
    let malformed = knights.play_typed("xyz", SPANISH).unwrap_err();
    assert!(matches!(malformed, TypedMoveError::San(SanError::Syntax { .. })));
    assert!(i18n::typed_move_error(Lang::Es, &malformed).contains("no es una jugada en notación algebraica"));
}
