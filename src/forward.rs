//! The traits of [`crate::AnyGame`] and [`crate::AnyMove`], each method
//! forwarded to the game's own type through the registry's `each!` and
//! `own_move!` (expanded in `lib.rs` by `any::registry!`, which invokes
//! `forward_traits!` after defining them).

/// The trait impls of the by-name types, written once for every game.
macro_rules! forward_traits {
    () => {
        use $crate::any::{any_error, any_move, any_rules, own_move};

        /// The game's own move inside `$mv` for the state `$state`, or
        /// `return $else` when `$mv` belongs to another game.
        macro_rules! own_or_return {
            ($state:expr, $mv:expr, $else:expr) => {
                match own_move($state, $mv) {
                    Some(mv) => mv,
                    None => return $else,
                }
            };
        }

        impl AnyGame {
            /// A game by name: the start position, or `position` text, of a
            /// game and variant named as on the command line.
            ///
            /// # Errors
            /// [`AnyError::Name`] for an unknown game or variant; the game's
            /// position text error.
            pub fn by_name(
                game: &str,
                variant: Option<&str>,
                position: Option<&str>,
            ) -> Result<AnyGame, AnyError> {
                let rules = AnyRules::by_name(game, variant)?;
                match position {
                    None => Ok(AnyGame::start_with(&rules)),
                    Some(text) => AnyGame::from_text(text, &rules),
                }
            }

            /// The game's command-line name.
            pub fn game_name(&self) -> &'static str {
                self.rules().game_name()
            }
        }

        impl core::fmt::Display for AnyGame {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                each!(AnyGame, self, p => p.fmt(f))
            }
        }

        impl core::fmt::Display for AnyMove {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                each!(AnyMove, self, m => m.fmt(f))
            }
        }

        impl Game for AnyGame {
            type Move = AnyMove;
            type MoveList = ludeme_core::SmallVec<[AnyMove; 256]>;
            type Rules = AnyRules;
            type IllegalMove = AnyError;
            type ParseError = AnyError;
            type MoveParseError = AnyError;

            fn start_with(rules: &AnyRules) -> Self {
                each_rules!(rules, G, r => G::start_with(r).into())
            }

            fn rules(&self) -> AnyRules {
                each!(AnyGame, self, p => any_rules(p))
            }

            fn from_text(text: &str, rules: &AnyRules) -> Result<Self, AnyError> {
                each_rules!(rules, G, r => match G::from_text(text, r) {
                    Ok(state) => Ok(state.into()),
                    Err(e) => Err(<G as $crate::any::Member>::any_error(GameError::Position(e))),
                })
            }

            fn parse_move(&self, text: &str) -> Result<AnyMove, AnyError> {
                each!(AnyGame, self, p => p
                    .parse_move(text)
                    .map(|m| any_move(p, m))
                    .map_err(|e| any_error(p, GameError::MoveText(e))))
            }

            fn seat_count(&self) -> usize {
                each!(AnyGame, self, p => p.seat_count())
            }

            fn side_of(&self, seat: ludeme_core::Seat) -> ludeme_core::Side {
                each!(AnyGame, self, p => p.side_of(seat))
            }

            fn seat_name(&self, seat: ludeme_core::Seat) -> alloc::string::String {
                each!(AnyGame, self, p => p.seat_name(seat))
            }

            fn to_act(&self) -> ludeme_core::Actor {
                each!(AnyGame, self, p => p.to_act())
            }

            fn generate_moves(&self, moves: &mut Self::MoveList) {
                moves.clear();
                each!(AnyGame, self, p => moves.extend(p.legal_moves().iter().map(|&m| any_move(p, m))))
            }

            fn legal_move_count(&self) -> usize {
                each!(AnyGame, self, p => p.legal_move_count())
            }

            fn chance_outcomes(&self) -> ludeme_core::ChanceOutcomes<AnyMove> {
                each!(AnyGame, self, p => p
                    .chance_outcomes()
                    .into_iter()
                    .map(|(m, probability)| (any_move(p, m), probability))
                    .collect())
            }

            fn sample_move(&self, rng: &mut ludeme_core::SplitMix64) -> Option<AnyMove> {
                each!(AnyGame, self, p => p.sample_move(rng).map(|m| any_move(p, m)))
            }

            /// [`AnyError::WrongGame`] for a move of another game.
            fn check(&self, mv: AnyMove) -> Result<(), AnyError> {
                each!(AnyGame, self, p => {
                    let mv = own_or_return!(p, mv, Err(AnyError::WrongGame));
                    p.check(mv).map_err(|e| any_error(p, GameError::Illegal(e)))
                })
            }

            /// A move of another game is not played.
            fn play_unchecked(&mut self, mv: AnyMove) {
                each!(AnyGame, self, p => p.play_unchecked(own_or_return!(p, mv, ())))
            }

            /// A move of another game is not played.
            fn play_unhashed(&mut self, mv: AnyMove) {
                each!(AnyGame, self, p => p.play_unhashed(own_or_return!(p, mv, ())))
            }

            fn outcome(&self) -> Option<ludeme_core::Outcome> {
                each!(AnyGame, self, p => p.outcome())
            }

            fn zobrist(&self) -> u64 {
                each!(AnyGame, self, p => p.zobrist())
            }
        }

        impl History for AnyGame {
            fn history_rules(&self) -> ludeme_core::HistoryRules {
                each!(AnyGame, self, p => p.history_rules())
            }

            fn is_irreversible(&self, mv: AnyMove) -> bool {
                each!(AnyGame, self, p => p.is_irreversible(own_or_return!(p, mv, false)))
            }

            fn adjudicate(&self, reason: ludeme_core::EndReason) -> ludeme_core::Outcome {
                each!(AnyGame, self, p => p.adjudicate(reason))
            }
        }

        impl Heuristic for AnyGame {
            fn evaluate(&self, side: ludeme_core::Side) -> f64 {
                each!(AnyGame, self, p => p.evaluate(side))
            }

            fn plain_evaluate(&self, side: ludeme_core::Side) -> f64 {
                each!(AnyGame, self, p => p.plain_evaluate(side))
            }

            fn is_tactical(&self, mv: AnyMove) -> bool {
                each!(AnyGame, self, p => p.is_tactical(own_or_return!(p, mv, false)))
            }

            fn tactical_moves(&self, moves: &mut Self::MoveList) {
                moves.clear();
                each!(AnyGame, self, p => {
                    let mut own = Default::default();
                    p.tactical_moves(&mut own);
                    moves.extend(own.iter().map(|&m| any_move(p, m)))
                })
            }

            fn stand_pat(
                &self,
                side: ludeme_core::Side,
                plain: bool,
                moves: &mut Self::MoveList,
                wants_moves: impl FnOnce(f64) -> bool,
            ) -> f64 {
                moves.clear();
                each!(AnyGame, self, p => {
                    let mut own = Default::default();
                    let value = p.stand_pat(side, plain, &mut own, wants_moves);
                    moves.extend(own.iter().map(|&m| any_move(p, m)));
                    value
                })
            }
        }

        impl ludeme_core::Actions for AnyGame {
            fn num_actions(rules: &AnyRules) -> usize {
                each_rules!(rules, G, r => G::num_actions(r))
            }

            /// The first action of a move of another game is `u32::MAX`,
            /// which no legal action is.
            fn actions_of(&self, mv: AnyMove) -> ludeme_core::ActionSteps {
                each!(AnyGame, self, p => p.actions_of(own_or_return!(
                    p,
                    mv,
                    ludeme_core::ActionSteps::One(u32::MAX)
                )))
            }

            fn observation_shape(rules: &AnyRules) -> [usize; 3] {
                each_rules!(rules, G, r => G::observation_shape(r))
            }

            fn observe(&self, pending: &[u32], out: &mut [f32]) {
                each!(AnyGame, self, p => p.observe(pending, out))
            }

            /// Built on the game's own type, its moves wrapped.
            fn refill_legal_actions(&self, legal: &mut ludeme_core::LegalActions<AnyMove>) {
                each!(AnyGame, self, p => legal.refill(p, |m| any_move(p, m)))
            }
        }

        impl Render for AnyGame {
            fn diagram(&self, style: ludeme_core::DiagramStyle) -> alloc::string::String {
                each!(AnyGame, self, p => p.diagram(style))
            }

            fn svg(&self) -> alloc::string::String {
                each!(AnyGame, self, p => p.svg())
            }

            /// Nothing for a move of another game.
            fn move_squares(&self, mv: AnyMove) -> alloc::vec::Vec<alloc::string::String> {
                each!(AnyGame, self, p => p.move_squares(own_or_return!(p, mv, alloc::vec::Vec::new())))
            }
        }

        #[cfg(feature = "testing")]
        impl ludeme_core::testing::TestableGame for AnyGame {
            fn candidate_moves(&self) -> alloc::vec::Vec<AnyMove> {
                each!(AnyGame, self, p => p
                    .candidate_moves()
                    .into_iter()
                    .map(|m| any_move(p, m))
                    .collect())
            }

            fn zobrist_from_scratch(&self) -> u64 {
                each!(AnyGame, self, p => p.zobrist_from_scratch())
            }
        }
    };
}

pub(crate) use forward_traits;
