//! The two answers every worker gives, whatever it is asked: `Ready` and `Error`.

/// The answers every worker gives whatever it is asked, so that the code common to both
/// workers (the worker's message loop, `web::worker::serve`) can write them.
pub trait Answer {
    /// The worker's wasm is loaded; it reads messages from now on.
    fn ready() -> Self;
    /// A request could not be served (bad FEN, illegal move, unreadable message); `id` is the
    /// request's, when it could be read.
    fn error(id: Option<u32>, message: String) -> Self;
}

/// `impl Answer` for an answer enum with the variants `Ready` and `Error { id, message }`.
macro_rules! shared_answers {
    ($answer:ident) => {
        impl $crate::web::worker_messages::Answer for $answer {
            fn ready() -> Self {
                $answer::Ready
            }

            fn error(id: Option<u32>, message: String) -> Self {
                $answer::Error { id, message }
            }
        }
    };
}
pub(super) use shared_answers;
