//! The page's fixed texts: one [`Text`] per text, with the key that `data-i18n` attributes in
//! `index.html` name it by. Their wording is in each language's file.

/// Builds [`Text`] and its keys from one table (see the module doc).
macro_rules! keys {
    ($(#[$edoc:meta])* $name:ident { $( $(#[$doc:meta])* $variant:ident $key:literal )* }) => {
        $(#[$edoc])*
        #[derive(Copy, Clone, PartialEq, Eq, Debug)]
        pub enum $name {
            $( $(#[$doc])* $variant, )*
        }

        impl $name {
            pub const ALL: &'static [$name] = &[$( $name::$variant ),*];

            /// The name used by `data-i18n` attributes.
            pub const fn key(self) -> &'static str {
                match self {
                    $( $name::$variant => $key, )*
                }
            }

            /// The text for a `data-i18n` key (a search of the table: a `match` on the keys
            /// weighed some kilobytes in each page).
            pub fn from_key(key: &str) -> Option<$name> {
                Self::ALL.iter().copied().find(|text| text.key() == key)
            }
        }
    };
}

keys! {
    /// A fixed text of the page; [`tr`](super::tr) gives its wording.
    Text {
    // The page around the board (index.html).
    Title "title"
    Tagline "tagline"
    /// The label of the language switch.
    Language "language"
    Board "board"
    Loading "loading"
    NewGame "new-game"
    TakeBack "take-back"
    Flip "flip"
    Stop "stop"
    EngineMove "engine-move"
    Level "level"
    PlayingLevel "playing-level"
    /// The accessible name of the move list.
    Moves "moves"
    /// Shown in the empty move list.
    NoMoves "no-moves"
    Fen "fen"
    Resign "resign"
    /// Resign asks first.
    ResignQuestion "resign-question"
    ResignYes "resign-yes"
    ResignNo "resign-no"
    ReviewProgress "review-progress"
    ReviewGraph "review-graph"
    ReviewShowLine "review-show-line"
    ReviewBetterLine "review-better-line"
    Nav "nav"
    NavFirst "nav-first"
    NavBack "nav-back"
    NavForward "nav-forward"
    NavLast "nav-last"
    NavFirstKey "nav-first-key"
    NavBackKey "nav-back-key"
    NavForwardKey "nav-forward-key"
    NavLastKey "nav-last-key"
    EvalBar "eval-bar"
    Sound "sound"
    /// The label of the colour theme switch.
    Theme "theme"
    ThemeSystem "theme-system"
    ThemeLight "theme-light"
    ThemeDark "theme-dark"
    /// The label of the board colours' menu.
    BoardColours "board-colours"
    BoardWood "board-wood"
    BoardGreen "board-green"
    BoardBlue "board-blue"
    BoardGrey "board-grey"
    /// The label of the piece sets' menu.
    PieceSet "piece-set"
    PiecesClassic "pieces-classic"
    PiecesShaded "pieces-shaded"
    Coordinates "coordinates"
    Pv "pv"
    Evaluation "evaluation"
    Hint "hint"
    Analyse "analyse"
    Close "close"
    PlayAs "play-as"
    SideWhite "side-white"
    SideBlack "side-black"
    SideRandom "side-random"
    /// The New game dialog's time controls.
    TimeControl "time-control"
    Untimed "untimed"
    CustomTime "custom-time"
    Minutes "minutes"
    IncrementSeconds "increment-seconds"
    /// The custom time control cannot be read.
    BadCustomTime "bad-custom-time"
    /// The clocks' accessible names.
    ClockWhite "clock-white"
    ClockBlack "clock-black"
    NewGameFen "ng-fen"
    Start "start"
    Cancel "cancel"
    ImportExport "import-export"
    ImportLabel "import-label"
    ImportLoad "import-load"
    ImportEmpty "import-empty"
    CopyFen "copy-fen"
    CopyPgn "copy-pgn"
    DownloadPgn "download-pgn"
    Copied "copied"
    CopyFailed "copy-failed"

    // The engine line.
    EngineStarting "engine-starting"
    EngineReady "engine-ready"
    EngineThinking "engine-thinking"
    EngineRecovered "engine-recovered"
    EngineUnavailable "engine-unavailable"
    EngineRestarting "engine-restarting"

    // Game over.
    Stalemate "stalemate"
    DrawInsufficientMaterial "draw-insufficient-material"
    DrawFiftyMoves "draw-fifty-moves"
    DrawRepetition "draw-repetition"
    Draw "draw"
    /// A flag fell: the side lost, or the other side cannot mate and it is a draw.
    WhiteLostOnTime "white-lost-on-time"
    BlackLostOnTime "black-lost-on-time"
    WhiteOutOfTimeDraw "white-out-of-time-draw"
    BlackOutOfTimeDraw "black-out-of-time-draw"

    // The engine's levels (src/engine/levels.rs names them in English), by number.
    Level1 "level-1"
    Level2 "level-2"
    Level3 "level-3"
    Level4 "level-4"
    Level5 "level-5"
    Level6 "level-6"
    Level7 "level-7"
    Level8 "level-8"
    Level9 "level-9"
    Level10 "level-10"

    // Notices without parameters.
    EngineNotStarted "engine-not-started"
    EngineGaveUp "engine-gave-up"

    // The modes (header links).
    ModesLabel "modes"
    ModePlay "mode-play"
    ModeTeach "mode-teach"
    ModeTree "mode-tree"
    ModePractice "mode-practice"
    ModeTicTacToe "mode-tictactoe"
    ModeMouse "mode-mouse"

    // The play page (promotion, typed moves, saved games).
    /// The accessible name of the promotion chooser.
    Promotion "promotion"
    PromoteQueen "promote-queen"
    PromoteRook "promote-rook"
    PromoteBishop "promote-bishop"
    PromoteKnight "promote-knight"
    AlwaysQueen "always-queen"
    /// The label of the box where a move is typed in SAN.
    MoveInput "move-input"
    MovePlaceholder "move-placeholder"
    MoveGameOver "move-game-over"
    MoveNotYourTurn "move-not-your-turn"
    MoveEmpty "move-empty"
    }
}
