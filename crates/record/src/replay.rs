//! Replaying a record on its game's own type: every move parsed once into
//! the game's move and played with the checked play, the result compared
//! with the replayed game. The by-name replay is a [`GameVisitor`] over
//! the same code.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use ludeme_core::{Actions, Seat};
use ludeme_registry::{AnyRules, GameVisitor, Registered};

use crate::lex::{tag, Lexed, Token};
use crate::{GameRecord, ReadFault, RecordReadError, RecordedGame, RecordedMove, UNFINISHED};
use alloc::boxed::Box;

use ludeme_session::{quote, AnySession, Session, SessionError};

impl GameRecord {
    /// The game replayed to its end, with its history rules, as a session
    /// of the game's own type chosen by the `Game` tag.
    ///
    /// # Errors
    /// As reading: an unknown game or move, an illegal move, a result that
    /// disagrees (record number 1, no lines: this record alone).
    pub fn replay(&self) -> Result<Box<dyn AnySession>, RecordReadError> {
        self.replay_to(self.moves.len())
    }

    /// The game replayed to ply `ply` (0: its start; past the end: its
    /// end), by name: the whole record is replayed and checked on the
    /// game's own type, and the game up to `ply` is handed over.
    ///
    /// # Errors
    /// As [`GameRecord::replay`].
    pub fn replay_to(&self, ply: usize) -> Result<Box<dyn AnySession>, RecordReadError> {
        let game = self
            .tag("Game")
            .ok_or(RecordReadError::whole(ReadFault::NoGameTag))?;
        let rules = AnyRules::by_name(game, self.tag("Variant"))
            .map_err(|e| RecordReadError::whole(e.into()))?;
        rules.visit(ByName { record: self, ply })
    }

    /// The game replayed on its own type `G` (at full speed, for search
    /// and analysis), with its history rules: a registered game's type or
    /// a game of one's own.
    ///
    /// ```
    /// use ludeme_registry::barca;
    /// use ludeme_record::GameRecord;
    /// let record: GameRecord = "[Game \"barca\"]\n\nd2-c3 *\n".parse()?;
    /// let game = record.replay_as::<barca::Position>()?;
    /// assert_eq!(game.history(), ["d2-c3"]);
    /// assert!(record.replay_as::<ludeme_registry::surakarta::Position>().is_err());
    /// # Ok::<(), ludeme_record::RecordReadError>(())
    /// ```
    ///
    /// # Errors
    /// As [`GameRecord::replay`], and a record of another game or variant
    /// than `G` plays ([`ReadFault::OtherGame`]).
    pub fn replay_as<G: RecordedGame + Actions>(&self) -> Result<Session<G>, RecordReadError> {
        self.replay_to_as(self.moves.len())
    }

    /// The game replayed on its own type `G` to ply `ply` (0: its start;
    /// past the end: its end); the whole record is replayed and checked.
    ///
    /// ```
    /// use ludeme_registry::barca;
    /// use ludeme_record::GameRecord;
    /// let record: GameRecord = "[Game \"barca\"]\n\nd2-c3 d9-c8 *\n".parse()?;
    /// assert_eq!(record.replay_to_as::<barca::Position>(1)?.history(), ["d2-c3"]);
    /// # Ok::<(), ludeme_record::RecordReadError>(())
    /// ```
    ///
    /// # Errors
    /// As [`GameRecord::replay_as`].
    pub fn replay_to_as<G: RecordedGame + Actions>(
        &self,
        ply: usize,
    ) -> Result<Session<G>, RecordReadError> {
        let game = self
            .tag("Game")
            .ok_or(RecordReadError::whole(ReadFault::NoGameTag))?;
        let rules = G::rules_named(game, self.tag("Variant")).map_err(RecordReadError::whole)?;
        let mut session = self.replay_on::<G>(rules)?;
        session.undo_to(ply);
        Ok(session)
    }

    /// Every move replayed on `G` under `rules` (each parsed once, played
    /// with the checked play), and the result checked.
    fn replay_on<G: RecordedGame + Actions>(
        &self,
        rules: G::Rules,
    ) -> Result<Session<G>, RecordReadError> {
        let whole = RecordReadError::whole;
        let mut session = start_on::<G>(&self.tags, rules).map_err(whole)?;
        for mv in &self.moves {
            let own = session
                .game()
                .parse_move(&mv.text)
                .map_err(|e| whole(ReadFault::NotAMove(SessionError::<G>::MoveText(e).into())))?;
            session
                .play_move(own)
                .map_err(|e| whole(ReadFault::Illegal(e.into())))?;
        }
        check_result(self, &session).map_err(whole)?;
        Ok(session)
    }
}

/// The by-name replay of a record to a ply: replayed on the game's own
/// type, and held by name.
struct ByName<'r> {
    record: &'r GameRecord,
    ply: usize,
}

impl GameVisitor for ByName<'_> {
    type Output = Result<Box<dyn AnySession>, RecordReadError>;

    fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output {
        let mut own = self.record.replay_on::<G>(rules)?;
        own.undo_to(self.ply);
        Ok(Box::new(own))
    }
}

/// The game a record's tags begin under `rules` (its `Game` and `Variant`
/// tags): the start, or the `Position` tag's, with the game's history
/// rules and the `PlyCap` tag's cap.
fn start_on<G: RecordedGame + Actions>(
    tags: &[(String, String)],
    rules: G::Rules,
) -> Result<Session<G>, ReadFault> {
    let state = match tag(tags, "Position") {
        None => G::start_with(&rules),
        Some(text) => G::from_text(text, &rules).map_err(|reason| {
            let quoted = quote(text);
            ReadFault::BadPosition(SessionError::<G>::Position { quoted, reason }.into())
        })?,
    };
    let mut history = state.history_rules();
    if let Some(cap) = tag(tags, "PlyCap") {
        let cap = cap
            .parse::<u32>()
            .map_err(|_| ReadFault::BadPlyCap(cap.to_string()))?;
        history = history.with_ply_cap(Some(cap));
    }
    Ok(Session::with_rules(state, history))
}

/// Reads a cut record as the game `G` under `rules` (its `Game` and
/// `Variant` tags): every word parsed once into `G`'s move and played with
/// the checked play; the result checked.
pub(super) fn read_on<G: RecordedGame + Actions>(
    lexed: Lexed<'_>,
    rules: G::Rules,
) -> Result<(GameRecord, Session<G>), RecordReadError> {
    let mut session =
        start_on::<G>(&lexed.tags, rules).map_err(|f| lexed.error(lexed.line, 0, f))?;
    let mut record = GameRecord {
        tags: Vec::new(),
        comment: None,
        moves: Vec::with_capacity(lexed.tokens.len()),
        result: lexed.result.text.to_string(),
    };
    play_words(&lexed, &mut session, &mut record)?;
    // Comments after the result token belong to the last move.
    for text in &lexed.after {
        record.comment_after(text);
    }
    let Lexed {
        number,
        tags,
        result,
        ..
    } = lexed;
    record.tags = tags;
    check_result(&record, &session)
        .map_err(|f| RecordReadError::at(number, result.line, result.column, f))?;
    Ok((record, session))
}

/// Plays the words of `lexed` before its result on `session`, each parsed
/// once (a word alone, or with the next word: Barricade's `roll 5`), and
/// writes them with the comments into `record`.
fn play_words<G: RecordedGame + Actions>(
    lexed: &Lexed<'_>,
    session: &mut Session<G>,
    record: &mut GameRecord,
) -> Result<(), RecordReadError> {
    let tokens = &lexed.tokens;
    let mut i = 0;
    while let Some(token) = tokens.get(i) {
        i += 1;
        let word = match token {
            Token::Comment(text) => {
                record.comment_after(text);
                continue;
            }
            Token::Word(word) => word,
        };
        let text = strip_move_number(word.text);
        if text.is_empty() {
            continue;
        }
        let error = |fault| lexed.error(word.line, word.column, fault);
        let (mv, written) = match session.game().parse_move(text) {
            Ok(mv) => (mv, text.to_string()),
            Err(alone) => {
                // Two words? The comments between them are left out.
                let next = tokens[i..].iter().position(|t| matches!(t, Token::Word(_)));
                let two = next.and_then(|at| match &tokens[i + at] {
                    Token::Word(second) => Some((at, format!("{text} {}", second.text))),
                    Token::Comment(_) => None,
                });
                let parsed = two.and_then(|(at, two)| {
                    let mv = session.game().parse_move(&two).ok()?;
                    i += at + 1;
                    Some((mv, two))
                });
                parsed.ok_or_else(|| {
                    error(ReadFault::NotAMove(
                        SessionError::<G>::MoveText(alone).into(),
                    ))
                })?
            }
        };
        session
            .play_move(mv)
            .map_err(|e| error(ReadFault::Illegal(e.into())))?;
        record.moves.push(RecordedMove::new(written));
    }
    Ok(())
}

/// A word without its move number (`12.`, `12...`, `12.d2-c3`).
fn strip_move_number(word: &str) -> &str {
    let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits > 0 && word[digits..].starts_with('.') {
        word[digits..].trim_start_matches('.')
    } else {
        word
    }
}

/// Checks the result token and the `Result` and `Outcome` tags against the
/// replayed game.
fn check_result<G: RecordedGame + Actions>(
    record: &GameRecord,
    session: &Session<G>,
) -> Result<(), ReadFault> {
    let game = session.game();
    let token = record.result.as_str();
    if token != UNFINISHED && token != "draw" {
        let sides: Vec<String> = (0..game.seat_count())
            .map(|s| game.side_of(Seat(s as u8)).name(game))
            .collect();
        if !sides.iter().any(|s| s == token) {
            return Err(ReadFault::BadResult {
                token: token.to_string(),
                sides,
            });
        }
    }
    if let Some(tag) = record.tag("Result") {
        if tag != token {
            return Err(ReadFault::ResultTagDiffers {
                token: token.to_string(),
                tag: tag.to_string(),
            });
        }
    }
    let decided_outside = record.tag("Termination").is_some();
    let outcome_tag = record.tag("Outcome").filter(|_| !decided_outside);
    match session.outcome() {
        Some(outcome) => {
            let expected = outcome
                .winner()
                .map_or_else(|| String::from("draw"), |side| side.name(game));
            let described = outcome.describe(game);
            if token != expected && !(decided_outside && token != UNFINISHED) {
                return Err(ReadFault::ResultDiffers {
                    token: token.to_string(),
                    outcome: described,
                });
            }
            match outcome_tag {
                Some(tag) if tag != described => Err(ReadFault::OutcomeDiffers {
                    tag: tag.to_string(),
                    outcome: described,
                }),
                _ => Ok(()),
            }
        }
        None if token != UNFINISHED && !decided_outside => {
            Err(ReadFault::ResultButGoesOn(token.to_string()))
        }
        None => match outcome_tag {
            Some(tag) => Err(ReadFault::OutcomeButGoesOn(tag.to_string())),
            None => Ok(()),
        },
    }
}
