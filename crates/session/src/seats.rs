//! Who plays each seat (a person or a built-in player) and the die: the
//! one loop that advances a game by its players, for `ludeme play`,
//! `ludeme match` and the bindings' bots.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;

use ludeme_core::{
    derive_seed, Actions, Actor, Game, Heuristic, History, Outcome, Seat, SeedLabel, SplitMix64,
};
use ludeme_players::{Player, PlayerSpec};

use crate::{Session, SessionError};

/// The seed label of a seat's built-in player: [`derive_seed`]`(seed,
/// SEAT_PLAYER_SEED, seat)`.
pub const SEAT_PLAYER_SEED: SeedLabel = SeedLabel::new("seat player");
/// The seed label of the die of a game driven by its players (rolled at
/// every chance node): [`derive_seed`]`(seed, DICE_SEED, 0)`.
pub const DICE_SEED: SeedLabel = SeedLabel::new("dice");
/// The seed label of one chance outcome drawn on request (a best move
/// asked at a chance node): [`derive_seed`]`(seed, CHANCE_MOVE_SEED, 0)`.
pub const CHANCE_MOVE_SEED: SeedLabel = SeedLabel::new("chance move");

/// The players of a game's seats (`None`: a person, whose moves come from
/// outside) and the die that rolls at chance nodes, each seeded.
pub struct Seats<G: Game> {
    players: Vec<Option<Box<dyn Player<G>>>>,
    dice: SplitMix64,
}

impl<G> Seats<G>
where
    G: Heuristic + History + Send + Sync,
    G::Move: Send + Sync,
{
    /// A built-in player (or a person: `None`) per seat, in seat order:
    /// the player of seat `s` seeded with
    /// [`derive_seed`]`(seed, SEAT_PLAYER_SEED, s)`, the die with
    /// `derive_seed(seed, DICE_SEED, 0)`.
    pub fn new(players: &[Option<PlayerSpec>], seed: u64) -> Self {
        Seats {
            players: players
                .iter()
                .enumerate()
                .map(|(s, spec)| {
                    spec.map(|spec| spec.build(derive_seed(seed, SEAT_PLAYER_SEED, s as u64)))
                })
                .collect(),
            dice: SplitMix64::new(derive_seed(seed, DICE_SEED, 0)),
        }
    }
}

impl<G: Game> Seats<G> {
    /// The number of seats filled.
    pub fn len(&self) -> usize {
        self.players.len()
    }

    /// Whether no seat is filled.
    pub fn is_empty(&self) -> bool {
        self.players.is_empty()
    }

    /// Whether a person plays `seat` (their moves come from outside).
    pub fn is_person(&self, seat: Seat) -> bool {
        matches!(self.players.get(usize::from(seat.0)), Some(None))
    }
}

/// What one step of a game did ([`Session::step`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Turn<M> {
    /// A built-in player (`actor` a seat) or the die (`actor` chance)
    /// played `mv`.
    Played {
        /// Who played.
        actor: Actor,
        /// The move.
        mv: M,
    },
    /// A person is to act in this seat: nothing was played.
    Person(Seat),
    /// The game is over: nothing was played.
    Over(Outcome),
}

impl<G> Session<G>
where
    G: Actions + Heuristic + History + Send + Sync,
    G::Move: Send + Sync,
{
    /// Advances the game by one ply if a built-in player or the die is to
    /// act: the player chooses knowing the history (and consulting the
    /// session's oracle), the die rolls by the
    /// chance outcomes' probabilities, and the move is checked and played.
    ///
    /// ```
    /// use ludeme_players::PlayerSpec;
    /// use ludeme_core::Game;
    /// use ludeme_registry::barricade::Position;
    /// use ludeme_session::{Seats, Session, Turn};
    /// let mut game = Session::from_game(Position::start());
    /// let mut seats = Seats::new(&[Some(PlayerSpec::Random); 4], 7);
    /// assert!(matches!(game.step(&mut seats)?, Turn::Played { .. })); // the die
    /// while !matches!(game.step(&mut seats)?, Turn::Over(_)) {}
    /// assert!(game.outcome().is_some());
    /// # Ok::<(), ludeme_session::SessionError<Position>>(())
    /// ```
    ///
    /// # Errors
    /// A player that finds no move, or chooses one the game refuses (a
    /// player from outside); the session is then unchanged.
    pub fn step(&mut self, seats: &mut Seats<G>) -> Result<Turn<G::Move>, SessionError<G>> {
        if let Some(outcome) = self.outcome() {
            return Ok(Turn::Over(outcome));
        }
        let actor = self.to_act();
        let mv = match actor {
            // (A game that goes on has someone to act.)
            Actor::Nobody => None,
            Actor::Chance => self.game().sample_move(&mut seats.dice),
            Actor::Seat(seat) => match seats.players.get_mut(usize::from(seat.0)) {
                Some(Some(player)) => player.choose_knowing(self.line(), self.oracle()),
                _ => return Ok(Turn::Person(seat)),
            },
        };
        let Some(mv) = mv else {
            return Err(SessionError::NoMove {
                player: self.actor_name(actor, seats),
                position: self.position(),
            });
        };
        self.play_move(mv)?;
        Ok(Turn::Played { actor, mv })
    }

    /// Who `actor` is, in words.
    fn actor_name(&self, actor: Actor, seats: &Seats<G>) -> String {
        match actor {
            Actor::Seat(seat) => match seats.players.get(usize::from(seat.0)) {
                Some(Some(player)) => player.name(),
                _ => self.game().seat_name(seat),
            },
            Actor::Chance => "chance".into(),
            _ => "nobody".into(),
        }
    }

    /// The move a built-in player seeded with `seed` chooses now, knowing
    /// the history; at a chance node, an outcome drawn from
    /// [`derive_seed`]`(seed, CHANCE_MOVE_SEED, 0)`; `None` once the
    /// game is over. After the first decision of a move in two, a move
    /// that completes it: the player's, if its choice does, else the first
    /// completion listed (the players choose among whole moves only). The
    /// player consults the session's oracle ([`Session::consult`]).
    pub fn choose(&self, player: PlayerSpec, seed: u64) -> Option<G::Move> {
        match self.to_act() {
            Actor::Seat(_) => {
                let choice = player
                    .build::<G>(seed)
                    .choose_knowing(self.line(), self.oracle())?;
                if self.completes_pending(choice) {
                    Some(choice)
                } else {
                    self.legal_moves().first().copied()
                }
            }
            Actor::Chance => {
                let mut rng = SplitMix64::new(derive_seed(seed, CHANCE_MOVE_SEED, 0));
                self.game().sample_move(&mut rng)
            }
            _ => None,
        }
    }

    /// [`Session::choose`] for a player by name ([`PlayerSpec`]:
    /// `mcts:1000`, `ab:0.5s`, `ab:20000`, …), in move text.
    ///
    /// # Errors
    /// An unknown player name.
    pub fn best_move(&self, player: &str, seed: u64) -> Result<Option<String>, SessionError<G>> {
        let spec: PlayerSpec = player.parse()?;
        Ok(self
            .choose(spec, seed)
            .map(|mv| alloc::string::ToString::to_string(&mv)))
    }
}

#[cfg(test)]
mod tests {
    use alloc::sync::Arc;

    use ludeme_core::{Game, Oracle, Seat};
    use ludeme_registry::surakarta::Position;
    use ludeme_testing::LastLegalMove;

    use super::*;

    #[test]
    fn the_seats_of_a_session_consulting_an_oracle_play_its_moves() {
        let oracle: Arc<dyn Oracle<Position>> = Arc::new(LastLegalMove);
        let players = [Some(PlayerSpec::Random), None];
        let mut seats = Seats::new(&players, 5);
        let mut game = Session::from_game(Position::start());
        game.consult(Some(oracle));
        assert_eq!(
            game.choose(PlayerSpec::Random, 5),
            game.legal_moves().last().copied()
        );
        let last = game.legal_moves().last().copied();
        assert_eq!(
            game.step(&mut seats).unwrap(),
            Turn::Played {
                actor: Actor::Seat(Seat(0)),
                mv: last.unwrap()
            }
        );
        // A person's seat stays a person's.
        assert!(seats.is_person(Seat(1)));
        assert_eq!(game.step(&mut seats).unwrap(), Turn::Person(Seat(1)));
        // Without the oracle, the random player's own move.
        let mut own = Seats::new(&players, 5);
        let mut game = Session::from_game(Position::start());
        let Turn::Played { mv, .. } = game.step(&mut own).unwrap() else {
            panic!("a move");
        };
        assert_ne!(Some(mv), last);
    }
}
