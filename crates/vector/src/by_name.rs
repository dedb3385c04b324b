//! Vector games of any registered game, chosen by name ([`by_name`]):
//! what bindings hold.

use alloc::boxed::Box;

use ludeme_registry::{AnyRules, GameVisitor, NameError, Registered};
use ludeme_session::AnySession;

use crate::{Outputs, VectorError, VectorGame, VectorOptions};

/// The sizes of a vector's games and outputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct VectorShape {
    /// The number of games.
    pub games: usize,
    /// The size of the action space (a mask row's length).
    pub num_actions: usize,
    /// One game's observation: planes, rows, columns.
    pub observation: [usize; 3],
    /// The number of seats (a reward row's length).
    pub seats: usize,
}

/// A [`VectorGame`] of any registered game, chosen by name ([`by_name`]):
/// the calls that bindings make, each dispatched once to the game's own
/// type.
pub trait AnyVectorGame: Send + Sync {
    /// See [`VectorGame::step`].
    ///
    /// # Errors
    /// See [`VectorGame::step`].
    fn step(&mut self, actions: &[i64], out: &mut Outputs<'_>) -> Result<(), VectorError>;
    /// See [`VectorGame::reset`].
    ///
    /// # Errors
    /// See [`VectorGame::reset`].
    fn reset(&mut self, seed: Option<u64>, out: &mut Outputs<'_>) -> Result<(), VectorError>;
    /// See [`VectorGame::random_actions`].
    ///
    /// # Errors
    /// See [`VectorGame::random_actions`].
    fn random_actions(&mut self, out: &mut [i64]) -> Result<(), VectorError>;
    /// The sizes of the games and outputs.
    fn shape(&self) -> VectorShape;
    /// The number of games.
    fn len(&self) -> usize {
        self.shape().games
    }
    /// Whether there are no games.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The size of the action space (a mask row's length).
    fn num_actions(&self) -> usize {
        self.shape().num_actions
    }
    /// One game's observation: planes, rows, columns.
    fn observation_shape(&self) -> [usize; 3] {
        self.shape().observation
    }
    /// The number of seats (a reward row's length).
    fn seats(&self) -> usize {
        self.shape().seats
    }
    /// Game `index`, a copy held by name (for inspection: its history
    /// and pending decision included).
    ///
    /// # Panics
    /// If there is no game `index`.
    fn any_game(&self, index: usize) -> Box<dyn AnySession>;
}

impl<G: Registered> AnyVectorGame for VectorGame<G> {
    fn step(&mut self, actions: &[i64], out: &mut Outputs<'_>) -> Result<(), VectorError> {
        VectorGame::step(self, actions, out)
    }

    fn reset(&mut self, seed: Option<u64>, out: &mut Outputs<'_>) -> Result<(), VectorError> {
        VectorGame::reset(self, seed, out)
    }

    fn random_actions(&mut self, out: &mut [i64]) -> Result<(), VectorError> {
        VectorGame::random_actions(self, out)
    }

    fn shape(&self) -> VectorShape {
        VectorShape {
            games: self.len(),
            num_actions: self.num_actions(),
            observation: self.observation_shape(),
            seats: self.seats(),
        }
    }

    fn any_game(&self, index: usize) -> Box<dyn AnySession> {
        Box::new(self.game(index).clone())
    }
}

/// Games of a game and variant by name (see [`ludeme_registry::games`]),
/// set up by `options`; their chance rolled ([`AnyVectorGame::reset`]
/// fills the outputs).
///
/// ```
/// use ludeme_vector::{by_name, VectorOptions};
/// let mut games = by_name("barricade", None, VectorOptions::new(8).seed(1).threads(1))?;
/// assert_eq!(games.shape().num_actions, 12_775);
/// let mut actions = vec![0; 8];
/// games.random_actions(&mut actions).unwrap();
/// # Ok::<(), ludeme_registry::NameError>(())
/// ```
///
/// # Errors
/// An unknown game or variant.
pub fn by_name(
    game: &str,
    variant: Option<&str>,
    options: VectorOptions,
) -> Result<Box<dyn AnyVectorGame>, NameError> {
    Ok(AnyRules::by_name(game, variant)?.visit(Build(options)))
}

/// [`by_name`]'s visitor.
struct Build(VectorOptions);

impl GameVisitor for Build {
    type Output = Box<dyn AnyVectorGame>;

    fn visit<G: Registered>(self, rules: G::Rules) -> Box<dyn AnyVectorGame> {
        Box::new(VectorGame::with_options(G::start_with(&rules), self.0))
    }
}
