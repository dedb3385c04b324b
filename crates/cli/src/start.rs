//! Where a command starts: a game and variant by name, at its start, at
//! position text, or at the end of a game record (`--record FILE`).

use ludeme_registry::AnyRules;

use crate::{quote, Failure, Setup};

/// The rules, the position a command starts from, and the moves of a
/// record that lead from it (which `play` replays; the other commands
/// start at their end).
pub(crate) struct Start {
    /// The game and variant.
    pub rules: AnyRules,
    /// Position text, or `None` for the variant's start.
    pub position: Option<String>,
    /// A record's moves from that position, in move text.
    pub moves: Vec<String>,
    /// The position after the moves, if there are any.
    end: Option<String>,
}

impl Start {
    /// Where `setup` says to start.
    pub fn of(setup: &Setup) -> Result<Start, Failure> {
        let Some(path) = &setup.record else {
            return Ok(Start {
                rules: AnyRules::by_name(&setup.game, setup.variant.as_deref())?,
                position: setup.position.clone(),
                moves: Vec::new(),
                end: None,
            });
        };
        let name = path.display();
        let text = std::fs::read(path)
            .map_err(|e| Failure::Message(format!("cannot read {name}: {e}")))?;
        // The first record, replayed once as it is read.
        let game = match ludeme_record::records_by_name_bytes(&text).next() {
            None => return Err(Failure::Message(format!("{name} holds no game record"))),
            Some(Err(e)) => return Err(Failure::Message(format!("{name}: {e}"))),
            Some(Ok((_, game))) => game,
        };
        let rules = game.rules();
        if rules.game_name() != setup.game {
            // The name must at least be a game.
            AnyRules::by_name(&setup.game, None)?;
            return Err(Failure::Message(format!(
                "{name} is a record of {}, not of {}",
                rules.game_name(),
                quote(&setup.game)
            )));
        }
        let start = game.start_position();
        Ok(Start {
            position: (start != ludeme_registry::AnyGame::start_with(&rules).to_string())
                .then_some(start),
            moves: game.history(),
            end: Some(game.position()),
            rules,
        })
    }

    /// The position a command that does not replay moves starts from.
    pub fn end(&self) -> Option<String> {
        self.end.clone().or_else(|| self.position.clone())
    }
}
