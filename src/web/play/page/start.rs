//! Starting the play page: its elements, the address's options, the saved game and
//! preferences, and the wiring of everything else.

use super::api::connect_messages;
use super::clock::connect_clock;
use super::events::connect_dom;
use super::game_io::connect_game_io;
use super::worker_link::start_worker;
use super::*;
use crate::web::board::clock::{Clock, TimeControl};
use crate::web::shell::page_params::{flag, BadParam};

pub(super) fn run() -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    let canvas: HtmlCanvasElement = element(&document, "board")?;
    let ctx: CanvasRenderingContext2d = canvas.get_context("2d")?.ok_or("no 2d context")?.dyn_into()?;
    let els = Elements {
        body: document.body().ok_or("no body")?,
        canvas,
        board_width: Default::default(),
        ctx,
        status: element(&document, "status")?,
        notice: element(&document, "notice")?,
        engine: element(&document, "engine")?,
        moves: element(&document, "moves")?,
        fen: element(&document, "fen")?,
        new_game: element(&document, "new-game")?,
        flip: element(&document, "flip")?,
        take_back: element(&document, "take-back")?,
        level: element(&document, "level")?,
        engine_move: element(&document, "engine-move")?,
        stop: element(&document, "stop")?,
        promotion: element(&document, "promotion")?,
        always_queen: element(&document, "always-queen")?,
        move_input: element(&document, "move-input")?,
        move_error: element(&document, "move-error")?,
        resign: element(&document, "resign")?,
        hint: element(&document, "hint")?,
        banner: element(&document, "result-banner")?,
        banner_text: element(&document, "result-text")?,
        banner_score: element(&document, "result-score")?,
        import_text: element(&document, "import-text")?,
        import_error: element(&document, "import-error")?,
        copy_status: element(&document, "copy-status")?,
        pgn: element(&document, "pgn")?,
        dialog: NewGameDialog::build(&document, i18n::current())?,
        engine_pv: element(&document, "engine-pv")?,
        eval_bar: element(&document, "eval-bar")?,
        eval_fill: element(&document, "eval-fill")?,
        eval_toggle: element(&document, "eval-bar-toggle")?,
        sound_toggle: element(&document, "sound-toggle")?,
        theme: element(&document, "theme")?,
        board_colours: element(&document, "board-colours")?,
        piece_set: element(&document, "piece-set")?,
        coords_toggle: element(&document, "coords-toggle")?,
        announce: element(&document, "announce")?,
        analyse: element(&document, "analyse")?,
        banner_analyse: element(&document, "banner-analyse")?,
        resign_confirm: element(&document, "resign-confirm")?,
        resign_yes: element(&document, "resign-yes")?,
        resign_no: element(&document, "resign-no")?,
        review_box: element(&document, "review-box")?,
        review_progress: element(&document, "review-progress")?,
        review_status: element(&document, "review-status")?,
        review_graph: element(&document, "review-graph")?,
        player_white: element(&document, "player-white")?,
        player_black: element(&document, "player-black")?,
        clock_white: element(&document, "clock-white")?,
        clock_black: element(&document, "clock-black")?,
        material_white: element(&document, "material-white")?,
        review_show_line: element(&document, "review-show-line")?,
        review_line: element(&document, "review-line")?,
        review_puzzles: element(&document, "review-puzzles")?,
        material_black: element(&document, "material-black")?,
    };

    let params = UrlSearchParams::new_with_str(&window.location().search()?)?;
    let (page, bad_params) = PageParams::read(|name| params.get(name));
    // `?mode=teach|tree|tictactoe|mouse|practice` opens the teaching view instead of the game: its
    // own wasm, loaded only then, so the play page does not download it. It reads the address itself.
    if page.mode.is_teaching() {
        mode::show(&document, page.mode)?;
        // Its styles, which the play page does without (www/teach.css), load beside its wasm.
        dom::add_style_sheet(&document, "./teach.css")?;
        return mode::load_teaching_view(&document);
    }

    let (lang, lang_notice) = i18n::choose_in(&window);
    i18n::also_apply(|key, lang| i18n::play(lang).by_key(key));
    i18n::set_current(lang);
    i18n::connect_switch(&window, &element(&document, "lang")?)?;
    let mut notices: Vec<Notice> = lang_notice.into_iter().collect();
    mode::show(&document, Mode::Play)?;
    for BadParam { name, text, expected } in bad_params {
        notices.push(match name {
            "mode" => Notice::BadMode { text },
            _ => Notice::BadParam { name, text, expected },
        });
    }
    // A board inside another page keeps no game of its own: two boards on one course page
    // must not share (and overwrite) one saved game.
    let framed = window.parent().ok().flatten().is_some_and(|p| !js_sys::Object::is(&p, &window));
    dom::mark_embedding(&document.body().ok_or("no body")?, &page)?;
    let prefs = saved::load_prefs(&window).unwrap_or_else(|err| {
        notices.push(Notice::PrefsDropped(err));
        Prefs::default()
    });
    // A position or a game in the address wins over the saved game (which stays saved until
    // a move).
    let mut saved_level = None;
    let mut from_storage = false;
    let (mut game, initial) = match (params.get("fen"), params.get("pgn")) {
        (Some(fen), _) => match BoardState::from_fen(&fen) {
            Ok(game) => (game.clone(), game),
            Err(err) => {
                notices.push(Notice::BadFen(err));
                (BoardState::startpos(), BoardState::startpos())
            }
        },
        (None, Some(pgn)) => match BoardState::from_pgn(&pgn, i18n::piece_letters(i18n::current())) {
            Ok(game) => {
                let initial = BoardState::from_fen(game.start_fen()).unwrap_or_else(|_| BoardState::startpos());
                (game, initial)
            }
            Err(err) => {
                notices.push(Notice::BadPgn(err));
                (BoardState::startpos(), BoardState::startpos())
            }
        },
        (None, None) if framed => (BoardState::startpos(), BoardState::startpos()),
        (None, None) => match saved::load_game(&window) {
            Some(Ok((game, level))) => {
                saved_level = level;
                from_storage = true;
                let initial = BoardState::from_fen(game.start_fen()).unwrap_or_else(|_| BoardState::startpos());
                (game, initial)
            }
            Some(Err(err)) => {
                notices.push(Notice::GameDropped(err));
                (BoardState::startpos(), BoardState::startpos())
            }
            None => (BoardState::startpos(), BoardState::startpos()),
        },
    };
    // `?clock=minutes+seconds`: a timed game. The saved game resumes when it is played at that
    // time control (a reload); at another one (or none) a new game starts in its place.
    if let Some(text) = params.get("clock") {
        match TimeControl::parse(&text) {
            Some(control) if game.clock().map(Clock::control) != Some(control) => {
                if from_storage {
                    let mut fresh =
                        BoardState::from_fen(initial.start_fen()).unwrap_or_else(|_| BoardState::startpos());
                    fresh.set_engine_side(game.engine_side());
                    fresh.orientation = game.orientation;
                    game = fresh;
                }
                game.set_clock(Some(Clock::new(control)));
            }
            Some(_) => {}
            None => notices.push(Notice::BadClock { text }),
        }
    }
    game.always_queen = prefs.always_queen;
    crate::web::play::page_options::apply_params(&page, &mut game);
    els.always_queen.set_checked(prefs.always_queen);
    els.eval_toggle.set_checked(prefs.eval_bar);
    els.sound_toggle.set_checked(prefs.sound);
    els.theme.set_value(prefs.theme.name());
    els.board_colours.set_value(prefs.look.board.name());
    els.piece_set.set_value(prefs.look.pieces.name());
    els.coords_toggle.set_checked(prefs.look.coordinates);
    dom::apply_theme(&document, prefs.theme);
    render::set_look(prefs.look);
    // `?depth=N` searches to a fixed depth (no time limit); `?movetime=MS` thinks that long;
    // `?level=N` picks the playing level (1–10).
    let mut limits = GoLimits { time: ThinkingTime::Fixed(DEFAULT_MOVETIME_MS), ..GoLimits::default() };
    if let Some(text) = params.get("depth") {
        match text.parse::<u32>() {
            Ok(d) if (1..=MAX_DEPTH).contains(&d) => limits = GoLimits { depth: Some(d), ..GoLimits::default() },
            _ => notices.push(Notice::BadDepth { text, max: MAX_DEPTH }),
        }
    }
    // The opening book gives variety; `?book=0` makes the computer search from the first move.
    limits.book = params.get("book").and_then(|text| flag(&text)) != Some(false);
    // `?net=1` / `?net=0`: the strongest levels evaluate with the network (fetched after the
    // first move) or by hand; by default, as `engine::nnue::ON_BY_DEFAULT` says.
    let mut net = if crate::engine::nnue::ON_BY_DEFAULT { NetState::NotAsked } else { NetState::Off };
    if let Some(text) = params.get("net") {
        match flag(&text) {
            Some(true) => net = NetState::NotAsked,
            Some(false) => net = NetState::Off,
            None => notices.push(Notice::BadParam { name: "net", text, expected: "1 or 0" }),
        }
    }
    // A first game is not against full strength: the level a newcomer starts at, until they
    // choose another (remembered with the game).
    limits.level = Some(saved_level.unwrap_or(DEFAULT_LEVEL));
    if let Some(text) = params.get("level") {
        match text.parse::<u8>().ok().and_then(crate::engine::Level::new) {
            Some(level) => limits.level = Some(level.number),
            None => notices.push(Notice::BadLevel { text, max: crate::engine::Level::MAX }),
        }
    }
    if let Some(text) = params.get("movetime") {
        match text.parse::<u64>() {
            Ok(ms) if ms >= 1 => limits.time = ThinkingTime::Fixed(ms),
            _ => notices.push(Notice::BadMovetime { text }),
        }
    }

    // The level menu lists the engine's own levels.
    let selected_level = limits.level.unwrap_or(crate::engine::Level::MAX);
    for level in crate::engine::Level::all() {
        let label = i18n::play(lang).level_label(&level);
        let option = HtmlOptionElement::new_with_text_and_value(&label, &level.number.to_string())?;
        option.set_selected(level.number == selected_level);
        els.level.append_child(&option)?;
    }

    let app = Rc::new_cyclic(|me| {
        RefCell::new(App {
            me: me.clone(),
            window: window.clone(),
            els,
            initial,
            game,
            limits,
            worker: None,
            busy: None,
            best_so_far: None,
            busy_since: 0.0,
            restart_began: None,
            net,
            notices,
            engine_line: EngineLine::Starting,
            prefs,
            move_error: None,
            board: BoardUi::default(),
            next_frame: None,
            frame_pending: false,
            board_stale: false,
            unshown_info: None,
            banner_closed: false,
            sides_stated: None,
            import_error: None,
            copy_status: None,
            hinting: None,
            eval: None,
            pv: Vec::new(),
            speaker: Speaker::default(),
            moves_shown: String::new(),
            review: None,
            review_score: (None, None, Vec::new()),
            line_shown: false,
            puzzles_made: None,
            params: page,
            framed,
        })
    });
    app.borrow().els.body.set_attribute("data-engine", "starting")?;
    let weak = Rc::downgrade(&app);
    i18n::on_change(move |_| {
        if let Some(app) = weak.upgrade() {
            if let Ok(mut a) = app.try_borrow_mut() {
                a.relabel();
                a.render();
            }
        }
    });
    let worker = start_worker(&app)?;
    app.borrow_mut().worker = Some(worker);

    connect_dom(&app)?;
    connect_game_io(&app)?;
    connect_clock(&app)?;
    {
        let mut a = app.borrow_mut();
        a.maybe_ask_engine();
        a.relabel();
        a.render();
    }
    connect_messages(&app);
    {
        let a = app.borrow();
        if a.prefs.sound {
            a.speaker.prepare(&a.window);
        }
        let weak = Rc::downgrade(&app);
        dom::when_idle(&a.window, move || {
            if let Some(app) = weak.upgrade() {
                app.borrow().warm_up();
            }
        });
    }
    // The callbacks hold weak references only; the app lives as long as the page.
    std::mem::forget(app);
    Ok(())
}

/// Entry point of the app binary.
pub fn start() {
    console_error_panic_hook::set_once();
    if let Err(err) = run() {
        web_sys::console::error_2(&"poda: could not start".into(), &err);
    }
}
