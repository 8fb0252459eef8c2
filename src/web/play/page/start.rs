//! Starting the play page: the address read ([`PlayOptions`]), the saved game and
//! preferences, the elements found, and each area's listeners wired by its own file.

use super::api::connect_messages;
use super::clock::connect_clock;
use super::events::connect_dom;
use super::game_io::connect_game_io;
use super::worker_link::start_worker;
use super::*;
use crate::engine::Level;
use crate::web::play::options::{page_notices, PlayOptions};
use crate::web::saved::Prefs;
use crate::web::shell::mode::Mode;
use crate::web::shell::page_params::BadParam;
use crate::web::shell::PageParams;
use web_sys::{HtmlOptionElement, UrlSearchParams};

/// Starts the page in four tasks, none of them long on a slow machine (the wasm's first calls
/// are compiled as they come): the address read in the task that loaded the wasm; then the
/// language and the elements; then the game (a PGN in the address is read there) and the
/// preferences; then the worker, the listeners and the first drawing. Until then the page
/// shows its own HTML, as before the wasm loaded.
pub(super) fn run() -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    let address = UrlSearchParams::new_with_str(&window.location().search()?)?;
    let (page, bad_params) = PageParams::read(|name| address.get(name));
    // `?mode=teach|tree|tictactoe|mouse|practice` opens the teaching view instead of the game: its
    // own wasm, loaded only then, so the play page does not download it. It reads the address itself.
    if page.mode.is_teaching() {
        mode::show(&document, page.mode)?;
        // Its styles, which the play page does without (www/teach.css), load beside its wasm.
        dom::add_style_sheet(&document, "./teach.css")?;
        return mode::load_teaching_view(&document);
    }
    let later = window.clone();
    dom::next_task(&window, move || {
        let Some(read) = started(read_page(later, document, address, page, bad_params)) else { return };
        let window = read.window.clone();
        started(dom::next_task(&window, move || {
            let Some(app) = started(make_app(read)) else { return };
            let window = app.borrow().window.clone();
            started(dom::next_task(&window, move || {
                started(begin(app));
            }));
        }));
    })
}

/// What the second task hands the third: the page's elements in its language, and the address.
struct PageRead {
    window: Window,
    document: web_sys::Document,
    els: Elements,
    lang: i18n::Lang,
    notices: Vec<Notice>,
    address: UrlSearchParams,
    page: PageParams,
}

/// The second task: the language chosen and applied, the elements found.
fn read_page(
    window: Window,
    document: web_sys::Document,
    address: UrlSearchParams,
    page: PageParams,
    bad_params: Vec<BadParam>,
) -> Result<PageRead, JsValue> {
    let (lang, lang_notice) = i18n::choose_in(&window);
    i18n::also_apply(|key, lang| i18n::play(lang).by_key(key));
    i18n::set_current(lang);
    i18n::connect_switch(&window, &dom::element(&document, "lang")?)?;
    mode::show(&document, Mode::Play)?;
    let els = Elements::find(&document)?;
    dom::mark_embedding(&els.body, &page)?;
    let notices: Vec<Notice> = lang_notice.into_iter().chain(page_notices(bad_params)).collect();
    Ok(PageRead { window, document, els, lang, notices, address, page })
}

/// The third task: the address's options and game, the saved game and the preferences read,
/// the level menu filled, the app made.
fn make_app(read: PageRead) -> Result<Rc<RefCell<App>>, JsValue> {
    let PageRead { window, document, els, lang, mut notices, address, page } = read;
    let (options, address_notices) = PlayOptions::read(page, |name| address.get(name), i18n::piece_letters(lang));
    let state = first_state(&window, options, &mut notices);
    notices.extend(address_notices);
    show_prefs(&els, &document, state.prefs);
    // The level menu lists the engine's own levels.
    for level in Level::all() {
        let label = i18n::play(lang).level_label(&level);
        let option = HtmlOptionElement::new_with_text_and_value(&label, &level.number.to_string())?;
        option.set_selected(level.number == state.game.level());
        els.level.append_child(&option)?;
    }
    let app = Rc::new_cyclic(|me| {
        RefCell::new(App {
            me: me.clone(),
            window,
            els,
            worker: None,
            state,
            board: BoardView::default(),
            speaker: Speaker::default(),
            moves_shown: String::new(),
        })
    });
    app.borrow_mut().state.texts.notices = notices;
    app.borrow().els.body.set_attribute("data-engine", "starting")?;
    let weak = Rc::downgrade(&app);
    i18n::on_change(move |_| {
        if let Some(Ok(mut a)) = weak.upgrade().as_ref().map(|app| app.try_borrow_mut()) {
            a.relabel();
            a.render();
        }
    });
    Ok(app)
}

/// The fourth task: the worker started, each area's listeners wired, the first request sent
/// and the page drawn.
fn begin(app: Rc<RefCell<App>>) -> Result<(), JsValue> {
    let worker = start_worker(&app)?;
    app.borrow_mut().worker = Some(worker);
    connect_dom(&app)?;
    connect_game_io(&app)?;
    connect_clock(&app)?;
    {
        let mut a = app.borrow_mut();
        let at = a.at();
        let request = a.state.ask_engine(at);
        a.send(request);
        a.relabel();
        a.render();
    }
    connect_messages(&app);
    after_first_render(&app);
    // The callbacks hold weak references only; the app lives as long as the page.
    std::mem::forget(app);
    Ok(())
}

/// The state the page starts with: the address's game (else the saved one), limits and
/// network, and the saved preferences. What could not be used is added to `notices`.
fn first_state(window: &Window, options: PlayOptions, notices: &mut Vec<Notice>) -> PlayState {
    // A board inside another page keeps no game of its own: two boards on one course page
    // must not share (and overwrite) one saved game.
    let framed = window.parent().ok().flatten().is_some_and(|p| !js_sys::Object::is(&p, window));
    let prefs = saved::load_prefs(window).unwrap_or_else(|err| {
        notices.push(Notice::PrefsDropped(err));
        Prefs::default()
    });
    let first = options.first_game(framed, || saved::load_game(window));
    notices.extend(first.notice);
    let mut state = PlayState::new(first.game, first.initial, options.limits(first.level), options.net_state(), prefs);
    state.params = options.page;
    state.framed = framed;
    state
}

/// The preferences' controls, the theme and the board's look, as saved.
fn show_prefs(els: &Elements, document: &web_sys::Document, prefs: Prefs) {
    els.always_queen.set_checked(prefs.always_queen);
    els.eval_toggle.set_checked(prefs.eval_bar);
    els.sound_toggle.set_checked(prefs.sound);
    els.theme.set_value(prefs.theme.name());
    els.board_colours.set_value(prefs.look.board.name());
    els.piece_set.set_value(prefs.look.pieces.name());
    els.coords_toggle.set_checked(prefs.look.coordinates);
    dom::apply_theme(document, prefs.theme);
    render::set_look(prefs.look);
}

/// The sounds made ready, and the first move's code run once when the page is first idle.
fn after_first_render(app: &Rc<RefCell<App>>) {
    let a = app.borrow();
    if a.state.prefs.sound {
        a.speaker.prepare(&a.window);
    }
    let weak = Rc::downgrade(app);
    dom::when_idle(&a.window, move || {
        if let Some(app) = weak.upgrade() {
            app.borrow().warm_up();
        }
    });
}

/// Entry point of the app binary.
pub fn start() {
    console_error_panic_hook::set_once();
    started(run());
}

/// What a step of the start gave, or `None` when it failed, said in the console.
fn started<T>(step: Result<T, JsValue>) -> Option<T> {
    step.map_err(|err| web_sys::console::error_2(&"poda: could not start".into(), &err)).ok()
}
