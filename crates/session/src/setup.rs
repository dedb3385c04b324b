//! [`Setup`]: how a game by name begins, built option by option: the one
//! by-name entry of sessions.

use alloc::boxed::Box;
use alloc::sync::Arc;

use ludeme_registry::{AnyRules, GameVisitor, Registered};
use ludeme_tables::Tables;

use crate::{AnySession, AnySessionError, Session};

/// How a game chosen by name begins: the game, its variant (default: the
/// game's), its position text (default: the start), a ply cap (default:
/// none) and the endgame tables its players consult (default: none), each
/// set by its own method.
///
/// ```
/// use ludeme_session::Setup;
/// let game = Setup::new("surakarta").position("6/2b3/6/6/1w4/6 w").ply_cap(40).start()?;
/// assert_eq!(game.position(), "6/2b3/6/6/1w4/6 w");
/// assert_eq!(game.history_rules().ply_cap, Some(40));
/// let barricade = Setup::new("barricade").variant("pairs-4").start()?;
/// assert_eq!(barricade.seat_count(), 4);
/// assert!(Setup::new("chess").start().is_err());
/// # Ok::<(), ludeme_session::AnySessionError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
#[must_use]
pub struct Setup<'a> {
    game: &'a str,
    variant: Option<&'a str>,
    position: Option<&'a str>,
    ply_cap: Option<u32>,
    tables: Option<&'a Arc<Tables>>,
}

impl<'a> Setup<'a> {
    /// The start of the game named `game` (see `ludeme_registry::games`),
    /// its default variant.
    pub fn new(game: &'a str) -> Setup<'a> {
        Setup {
            game,
            ..Setup::default()
        }
    }

    /// Under the variant named `variant` (with its `+options`).
    pub fn variant(self, variant: &'a str) -> Setup<'a> {
        Setup {
            variant: Some(variant),
            ..self
        }
    }

    /// Under the variant named `variant`, if one is given.
    pub fn variant_if(self, variant: Option<&'a str>) -> Setup<'a> {
        Setup { variant, ..self }
    }

    /// From position text rather than the start.
    pub fn position(self, position: &'a str) -> Setup<'a> {
        Setup {
            position: Some(position),
            ..self
        }
    }

    /// From position text, if given, rather than the start.
    pub fn position_if(self, position: Option<&'a str>) -> Setup<'a> {
        Setup { position, ..self }
    }

    /// With a ply cap: the game is drawn after `plies` plies.
    pub fn ply_cap(self, plies: u32) -> Setup<'a> {
        Setup {
            ply_cap: Some(plies),
            ..self
        }
    }

    /// Every player the session builds consults `tables` (see
    /// [`Session::consult`]), if given.
    pub fn tables_if(self, tables: Option<&'a Arc<Tables>>) -> Setup<'a> {
        Setup { tables, ..self }
    }

    /// Every player the session builds consults `tables` (see
    /// [`Session::consult`]).
    ///
    /// ```no_run
    /// use std::path::Path;
    /// use ludeme_session::Setup;
    /// let tables = ludeme_registry::open_tables(Path::new("tables"))?;
    /// let game = Setup::new("surakarta").position("6/2b3/6/6/1w4/6 w").tables(&tables).start()?;
    /// let analysis = game.analyse("10000".parse()?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn tables(self, tables: &'a Arc<Tables>) -> Setup<'a> {
        self.tables_if(Some(tables))
    }

    /// The session, of the game's own type chosen here, once.
    ///
    /// # Errors
    /// An unknown game or variant; bad position text; tables of another
    /// game ([`TablesError::OtherGame`](ludeme_registry::TablesError)).
    pub fn start(self) -> Result<Box<dyn AnySession>, AnySessionError> {
        AnyRules::by_name(self.game, self.variant)?.visit(self)
    }
}

impl GameVisitor for Setup<'_> {
    type Output = Result<Box<dyn AnySession>, AnySessionError>;

    fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output {
        let mut session = Session::<G>::from_text_with(&rules, self.position)?;
        if self.ply_cap.is_some() {
            let history = session.game().history_rules().with_ply_cap(self.ply_cap);
            session = Session::with_rules(session.game().clone(), history);
        }
        AnySession::use_tables(&mut session, self.tables)?;
        Ok(Box::new(session))
    }
}
