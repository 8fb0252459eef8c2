//! The play page's address read once (`web::play::options`) and its state's changes
//! (`web::play::state`): what each asks of the worker, without a browser.

use crate::support::EN;
use poda::engine::Level;
use poda::rules::{Color, Position};
use poda::web::board::clock::{Clock, TimeControl};
use poda::web::board::state::BoardState;
use poda::web::i18n::{EngineLine, Notice, Restart};
use poda::web::play::options::{AddressGame, NetState, PlayOptions, DEFAULT_LEVEL, DEFAULT_MOVETIME_MS};
use poda::web::play::state::{Answered, Moment, PlayState, HINT_MOVETIME_MS, NET_URL, STOPPED_MOVETIME_MS};
use poda::web::saved::{Prefs, ResumedGame, SavedError};
use poda::web::shell::PageParams;
use poda::web::worker_messages::{GoLimits, PlayRequest, ThinkingTime};

fn read(query: &[(&str, &str)]) -> (PlayOptions, Vec<Notice>) {
    let get = |name: &str| query.iter().find(|(key, _)| *key == name).map(|(_, value)| value.to_string());
    PlayOptions::read(PageParams::default(), get, EN)
}

fn at(ms: f64) -> Moment {
    Moment { ms, hidden: false }
}

/// A game from the start, the player White, the computer Black at `level`, the worker ready.
fn state(level: u8) -> PlayState {
    let limits = GoLimits { time: ThinkingTime::Fixed(1000), level: Some(level), ..GoLimits::default() };
    let mut state =
        PlayState::new(BoardState::startpos(), BoardState::startpos(), limits, NetState::Off, Prefs::default());
    state.worker_ready(at(0.0));
    state
}

fn go_id(request: &Option<PlayRequest>) -> u32 {
    match request {
        Some(PlayRequest::Go { id, .. }) => *id,
        other => panic!("not a search: {other:?}"),
    }
}

#[test]
fn the_address_is_read_once_with_typed_notices() {
    let (options, notices) = read(&[("depth", "7"), ("level", "4"), ("book", "0"), ("net", "0"), ("clock", "5+3")]);
    assert!(notices.is_empty(), "{notices:?}");
    assert!(matches!(options.game, AddressGame::None));
    assert_eq!(options.clock, TimeControl::parse("5+3"));
    let limits = options.limits(Some(8));
    assert_eq!(limits.depth, Some(7));
    assert_eq!(limits.time, ThinkingTime::Free);
    assert_eq!(limits.level, Some(4), "the address's level wins over the saved one");
    assert!(!limits.book);
    assert_eq!(options.net_state(), NetState::Off);

    // Bad values: each a notice, in the order the address is read, and the default used.
    let query =
        [("fen", "nonsense"), ("clock", "soon"), ("depth", "0"), ("net", "maybe"), ("level", "18"), ("movetime", "x")];
    let (options, notices) = read(&query);
    assert!(matches!(options.game, AddressGame::Unreadable));
    assert!(matches!(notices[0], Notice::BadFen(_)));
    assert_eq!(notices[1], Notice::BadClock { text: "soon".into() });
    assert_eq!(notices[2], Notice::BadDepth { text: "0".into(), max: 100 });
    assert_eq!(notices[3], Notice::BadParam { name: "net", text: "maybe".into(), expected: "1 or 0" });
    assert!(matches!(notices[4], Notice::BadLevel { .. }));
    assert_eq!(notices[5], Notice::BadMovetime { text: "x".into() });
    assert_eq!(notices.len(), 6);
    let limits = options.limits(None);
    assert_eq!(limits.time, ThinkingTime::Fixed(DEFAULT_MOVETIME_MS));
    assert_eq!(limits.level, Some(DEFAULT_LEVEL), "a newcomer's level");
    assert!(limits.book);
    // An unreadable position in the address does not bring back the saved game.
    let first = options.first_game(false, || panic!("the saved game is not read"));
    assert_eq!(first.game.fen(), Position::startpos().fen());

    // A game in the address, read with the language's letters.
    let (options, notices) = read(&[("pgn", "1. e4 e5 2. Nf3")]);
    assert!(notices.is_empty());
    let first = options.first_game(false, || panic!("the address's game wins"));
    assert_eq!(first.game.sans(), ["e4", "e5", "Nf3"]);
    assert_eq!(first.initial.fen(), Position::startpos().fen());
}

#[test]
fn the_saved_game_resumes_at_its_time_control_and_gives_way_at_another() {
    let mut saved = BoardState::startpos();
    saved.apply_uci("e2e4").unwrap();
    saved.set_engine_side(Some(Color::White));
    saved.orientation = Color::Black;
    let saved_with = |clock: Option<&str>| {
        let mut game = saved.clone();
        game.set_clock(clock.and_then(TimeControl::parse).map(Clock::new));
        move || Some(Ok(ResumedGame { game, level: Some(6), unread_ladder: None }))
    };
    let (options, _) = read(&[]);
    let first = options.first_game(false, saved_with(None));
    assert_eq!(first.game.sans(), ["e4"]);
    assert_eq!(first.level, Some(6));
    // Inside another page the saved game is not touched.
    let first = options.first_game(true, || panic!("a framed board keeps no game"));
    assert!(first.game.sans().is_empty());
    // A corrupt saved game is said, and a new game starts.
    let first = options.first_game(false, || Some(Err(SavedError::NotJson)));
    assert_eq!(first.notice, Some(Notice::GameDropped(SavedError::NotJson)));
    // Saved by a Poda with levels this one does not know: the game goes on, at a first game's
    // level, and the notice says so; a level in the address needs no notice.
    let later = || Some(Ok(ResumedGame { game: saved.clone(), level: None, unread_ladder: Some(20) }));
    let first = options.first_game(false, later);
    assert_eq!(first.game.sans(), ["e4"]);
    assert_eq!(first.level, None);
    assert_eq!(first.notice, Some(Notice::SavedLevelUnread { ladder: 20, level: DEFAULT_LEVEL }));
    assert_eq!(options.limits(first.level).level, Some(DEFAULT_LEVEL));
    let (with_level, _) = read(&[("level", "3")]);
    let first = with_level.first_game(false, later);
    assert_eq!(first.game.sans(), ["e4"]);
    assert_eq!(first.notice, None);
    assert_eq!(with_level.limits(first.level).level, Some(3));
    // `?clock=`: the same control resumes the game; another starts afresh, sides kept.
    let (options, _) = read(&[("clock", "3+2")]);
    let first = options.first_game(false, saved_with(Some("3+2")));
    assert_eq!(first.game.sans(), ["e4"]);
    let first = options.first_game(false, saved_with(Some("10+0")));
    assert!(first.game.sans().is_empty());
    assert_eq!(first.game.clock().map(Clock::control), TimeControl::parse("3+2"));
    assert_eq!(first.game.engine_side(), Some(Color::White));
    assert_eq!(first.game.orientation, Color::Black);
}

#[test]
fn a_human_move_asks_the_computer_for_its_answer() {
    let mut state = state(Level::MAX);
    assert!(state.ask_engine(at(0.0)).is_none(), "the player moves first");
    state.game.board.apply_uci("e2e4").unwrap();
    let request = state.human_moved(at(10.0));
    let Some(PlayRequest::Go { id, moves, limits, .. }) = &request else { panic!("no search: {request:?}") };
    assert_eq!(moves, &["e2e4"]);
    assert_eq!(limits.level, Some(Level::MAX));
    assert_eq!(state.search.busy, Some(*id));
    assert!(state.game.board.thinking);
    // The player cannot move meanwhile, nor ask for a hint.
    assert!(state.ask_hint().is_none());
    // Playing neither side, the computer is not asked.
    let mut state = self::state(Level::MAX);
    state.game.board.set_engine_side(None);
    let (_, request) = state.typed_move("e4", EN, at(0.0)).unwrap();
    assert!(request.is_none());
}

#[test]
fn the_engines_best_move_is_played() {
    let mut state = state(Level::MAX);
    let (_, request) = state.typed_move("e4", EN, at(0.0)).unwrap();
    let id = go_id(&request);
    // A report is kept for the next frame, its first move is what Stop would play.
    let pv = vec!["e7e5".to_string(), "g1f3".to_string()];
    assert!(state.info(id, 4, Some(10), None, 500, 5, vec!["d7d5".to_string()]));
    assert!(state.info(id, 5, Some(20), None, 1000, 10, pv));
    assert_eq!(state.search.best_so_far.as_deref(), Some("e7e5"));
    assert_eq!(state.search.changes_of_mind, 1, "d5, then e5: the search changed its mind once");
    let answered = state.best_move(id, Some("e7e5".into()), Some("e5".into()), at(50.0));
    assert!(answered.report_shown);
    assert!(answered.send.is_empty(), "the network is off");
    let Answered::Move { id: answer, uci, san, wait_ms } = answered.then else { panic!("{:?}", answered.then) };
    assert_eq!((answer, wait_ms), (id, 0.0), "full strength answers at once");
    assert!(state.engine_answer(answer));
    let m = state.engine_move(&uci.unwrap(), san, at(60.0)).expect("legal");
    assert_eq!(m.to_string(), "e7e5");
    assert_eq!(state.game.board.sans(), ["e4", "e5"]);
    assert_eq!(state.search.busy, None);
    assert!(!state.game.board.thinking);
    assert_eq!(state.texts.engine_line, EngineLine::Played { san: "e5".into() });
    assert_eq!(state.game.board.computer_levels(), [Level::MAX]);
    // An answer to a search dropped meanwhile changes nothing.
    let stale = state.best_move(id, Some("d7d5".into()), None, at(70.0));
    assert_eq!(stale.then, Answered::Nothing);
    assert!(!state.engine_answer(id));
    // An illegal move is said, not played.
    assert!(state.engine_move("e1e8", None, at(80.0)).is_none());
    assert_eq!(state.texts.notices, [Notice::EngineIllegalMove { uci: "e1e8".into() }]);
}

#[test]
fn a_level_below_full_strength_answers_at_a_persons_pace_and_asks_for_the_network_after_its_first_answer() {
    let limits = GoLimits { time: ThinkingTime::Fixed(1000), level: Some(2), ..GoLimits::default() };
    let mut state =
        PlayState::new(BoardState::startpos(), BoardState::startpos(), limits, NetState::NotAsked, Prefs::default());
    let (_, request) = state.typed_move("d4", EN, at(1000.0)).unwrap();
    let id = go_id(&request);
    let answered = state.best_move(id, Some("d7d5".into()), None, at(1100.0));
    assert_eq!(answered.send, [PlayRequest::LoadNetwork { url: NET_URL.into() }]);
    assert_eq!(state.search.net, NetState::Asked);
    let Answered::Move { wait_ms, .. } = answered.then else { panic!() };
    assert_eq!(state.search.changes_of_mind, 0);
    // Its pace, less the 100 ms its search took.
    let board = &state.game.board;
    let pace = poda::web::play::pace::on_board(board, "d7d5", 2, 0, 1100);
    assert!(pace >= 400, "{pace}");
    assert_eq!(wait_ms, pace as f64 - 100.0);
    // A fresh worker is sent the network again.
    state.search.net = NetState::Loaded;
    let ready = state.worker_ready(at(2000.0));
    assert_eq!(ready.send, [PlayRequest::LoadNetwork { url: NET_URL.into() }]);
}

#[test]
fn take_back_during_a_search_stops_it() {
    let mut state = state(Level::MAX);
    let (_, request) = state.typed_move("e4", EN, at(0.0)).unwrap();
    go_id(&request);
    let taken = state.take_back(at(5.0));
    assert!(taken.to_worker.restart, "the busy worker is replaced");
    assert!(taken.to_worker.send.is_empty(), "the player's turn again: nothing to search");
    assert_eq!(taken.undone, 1);
    assert_eq!(taken.slide.map(|m| m.to_string()).as_deref(), Some("e4e2"), "slides back");
    assert_eq!(state.search.busy, None);
    assert!(!state.game.board.thinking);
    assert!(state.game.board.sans().is_empty());
    // Nothing to take back: nothing done.
    let taken = state.take_back(at(6.0));
    assert_eq!(taken.undone, 0);
    assert!(!taken.to_worker.restart);
    // The computer's reply and the player's move go together; the worker was idle.
    state.typed_move("e4", EN, at(0.0)).unwrap();
    state.engine_answer(state.search.busy.unwrap());
    state.engine_move("e7e5", None, at(10.0)).unwrap();
    let taken = state.take_back(at(20.0));
    assert_eq!((taken.to_worker.restart, taken.undone), (false, 2));
    assert_eq!(state.texts.engine_line, EngineLine::Ready, "the move taken back is no longer said");
}

#[test]
fn stop_plays_the_best_move_so_far_or_asks_for_a_quick_one() {
    let mut state = state(Level::MAX);
    assert_eq!(state.stop(), None, "nothing to stop");
    let (_, request) = state.typed_move("e4", EN, at(0.0)).unwrap();
    let id = go_id(&request);
    state.info(id, 3, Some(10), None, 100, 5, vec!["c7c5".into()]);
    assert_eq!(state.stop(), Some(Some("c7c5".into())));
    assert_eq!(state.search.busy, None);
    // The fresh worker's Ready keeps the move played on the engine line.
    state.engine_move("c7c5", None, at(10.0)).unwrap();
    state.search.restart_began = Some((10.0, Restart::Stopped));
    let ready = state.worker_ready(at(40.0));
    assert_eq!(ready.restart_ms, Some(30.0));
    assert_eq!(state.texts.engine_line, EngineLine::Played { san: "c5".into() });
    // Stopped before any report: a quick search, the level kept.
    state.typed_move("Nf3", EN, at(50.0)).unwrap();
    assert_eq!(state.stop(), Some(None));
    let Some(PlayRequest::Go { limits, .. }) = state.ask_quick_move(at(60.0)) else { panic!() };
    assert_eq!(limits.time, ThinkingTime::Fixed(STOPPED_MOVETIME_MS));
    assert_eq!(limits.level, Some(Level::MAX));
    assert_eq!(state.game.limits.time, ThinkingTime::Fixed(1000), "the game's limits are kept");
}

#[test]
fn a_hint_is_searched_once_and_shown_if_the_position_is_the_same() {
    let mut state = state(Level::MAX);
    let request = state.ask_hint();
    let Some(PlayRequest::Go { id, limits, .. }) = request else { panic!() };
    assert_eq!(limits.time, ThinkingTime::Fixed(HINT_MOVETIME_MS));
    assert!(!limits.book);
    assert_eq!(limits.level, None, "at full strength");
    assert!(state.ask_hint().is_none(), "one at a time");
    let answered = state.best_move(id, Some("d2d4".into()), None, at(0.0));
    let Answered::Hint { current: true, shown: Some(m), .. } = answered.then else { panic!("{:?}", answered.then) };
    assert_eq!(m.to_string(), "d2d4");
    assert_eq!(state.search.hinting, None);
    // A move played meanwhile: the hint is not shown.
    let id = go_id(&state.ask_hint());
    state.game.board.set_engine_side(None);
    state.typed_move("e4", EN, at(0.0)).unwrap();
    let answered = state.best_move(id, Some("d2d4".into()), None, at(0.0));
    assert!(matches!(answered.then, Answered::Hint { current: false, shown: None, .. }));
}

#[test]
fn a_new_game_clears_the_move_box_error_and_tells_the_engine() {
    let mut state = state(Level::MAX);
    assert!(state.typed_move("Ke2", EN, at(0.0)).is_err());
    assert!(state.texts.move_error.is_some());
    state.texts.sides_stated = Some(Color::Black);
    let mut game = BoardState::startpos();
    game.set_engine_side(Some(Color::White));
    let to_worker = state.replace_game(game, Some(4), at(0.0));
    assert_eq!(state.texts.move_error, None);
    assert_eq!(state.texts.sides_stated, None);
    assert_eq!(state.game.limits.level, Some(4));
    assert!(!to_worker.restart);
    assert_eq!(to_worker.send[0], PlayRequest::NewGame);
    let Some(PlayRequest::Go { limits, .. }) = to_worker.send.get(1) else { panic!("the computer plays White") };
    assert_eq!(limits.level, Some(4));
    // During a search, the search is dropped first.
    let to_worker = state.replace_game(BoardState::startpos(), None, at(0.0));
    assert!(to_worker.restart);
    assert_eq!(to_worker.send, [PlayRequest::NewGame]);
}

#[test]
fn resigning_and_handing_the_turn_to_the_computer() {
    let mut state = state(Level::MAX);
    let (to_worker, resigned) = state.resign();
    assert!(resigned && !to_worker.restart);
    assert!(state.game.board.is_over());
    assert!(state.computer_takes_turn(at(0.0)).is_none(), "the game is over");
    let mut state = self::state(Level::MAX);
    let (changed, request) = state.computer_takes_turn(at(0.0)).expect("the computer takes White");
    assert!(changed);
    go_id(&request);
    assert_eq!(state.game.board.orientation, Color::Black);
    assert_eq!(state.texts.sides_stated, Some(Color::White));
    assert_eq!(state.texts.engine_line, EngineLine::Sides { computer: Color::White });
    state.close_notice();
    assert_eq!(state.texts.sides_stated, None);
}

#[test]
fn a_review_asks_for_the_network_then_one_position_at_a_time() {
    let game = BoardState::load("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#", EN).unwrap();
    let limits = GoLimits { level: Some(Level::MAX), ..GoLimits::default() };
    let mut state = PlayState::new(game, BoardState::startpos(), limits, NetState::NotAsked, Prefs::default());
    assert_eq!(state.start_review(), Some(None), "the worker is not ready yet");
    let ready = state.worker_ready(at(0.0));
    assert_eq!(ready.send, [PlayRequest::LoadNetwork { url: NET_URL.into() }], "the network first");
    assert!(state.ask_review().is_none(), "its answer is awaited");
    let Some(PlayRequest::Go { id, moves, .. }) = state.network(false) else { panic!("the first question") };
    assert!(moves.is_empty());
    assert!(state.ask_review().is_none(), "one question at a time");
    state.info(id, 8, Some(30), None, 5000, 20, vec!["e2e4".into()]);
    let answered = state.best_move(id, Some("e2e4".into()), None, at(0.0));
    assert_eq!(answered.then, Answered::Review);
    let [PlayRequest::Go { moves, .. }] = &answered.send[..] else { panic!("the next question") };
    assert_eq!(moves, &["e2e4"]);
    // Stepping to a judged move shows the better one; another game drops the review.
    state.view(1);
    assert_eq!(state.game.board.viewed_ply(), 1);
    state.replace_game(BoardState::startpos(), None, at(0.0));
    state.drop_stale_review();
    assert!(state.review.review.is_none());
    assert_eq!(state.start_review(), None, "a game of no moves has nothing to review");
}

#[test]
fn a_fallen_flag_drops_the_search() {
    let mut state = state(Level::MAX);
    state.game.board.set_clock(Some(Clock::new(TimeControl::parse("1+0").unwrap())));
    // Both first moves are free; then Black's time runs while the computer thinks.
    state.typed_move("e4", EN, at(0.0)).unwrap();
    state.engine_answer(state.search.busy.unwrap());
    state.engine_move("e7e5", None, at(0.0)).unwrap();
    state.typed_move("Nf3", EN, at(0.0)).unwrap();
    assert!(state.ask_engine(at(0.0)).is_none(), "already thinking");
    assert!(state.tick(at(1_000.0)).is_none());
    let fell = state.tick(at(120_000.0)).expect("Black's flag fell");
    assert!(fell.restart);
    assert!(state.game.board.is_over());
    assert_eq!(state.search.busy, None);
}
