//! The registry: every game of the workspace, named once.
//!
//! Everything by name (`AnyGame`, `AnyMove`, `AnyRules`, `AnyError`,
//! [`crate::games`], the command line's dispatch, help and `bench` table, the
//! bindings) derives from this list, and each game crate is re-exported as a
//! module of this crate (and of the facade).
//!
//! An entry reads `Variant("command-line name", type in the crate)`. Several
//! types may share a name (Surakarta's 6×6 and 7×7 boards): the variant
//! names of their rules (`Variants`) tell them apart, and the first type of
//! a name gives the game's default rules. Writing a game: its crate, its
//! dependency line in this crate's manifest, and one entry here.

/// Calls the macro `$callback!` with the list of games in brackets, then
/// `$args`: the one place where games are listed. Each entry is
/// `crate as module { /// docs  Variant("name", Type), ... }`.
macro_rules! with_registry {
    ($callback:ident $(, $($args:tt)*)?) => {
        $callback! {
            [
                ludeme_barca as barca {
                    /// Barca (10×10).
                    Barca("barca", Position),
                }
                ludeme_barricade as barricade {
                    /// Barricade (Malefiz).
                    Barricade("barricade", Position),
                }
                ludeme_breakthrough as breakthrough {
                    /// Breakthrough (8×8, 6×6), written with the kit.
                    Breakthrough("breakthrough", Position),
                }
                ludeme_othello as othello {
                    /// Othello (8×8, 6×6), written with the kit.
                    Othello("othello", Position),
                }
                ludeme_surakarta as surakarta {
                    /// Surakarta (6×6).
                    Surakarta("surakarta", Position) with ludeme_tables,
                    /// Bas-basan sepur (7×7), Surakarta's relative.
                    BasBasan("surakarta", BasBasan),
                }
            ]
            $($($args)*)?
        }
    };
}
