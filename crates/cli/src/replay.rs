//! `ludeme replay FILE`: a record's board at a ply, or a check of every
//! record of a file.

use std::io::Write;

use ludeme_record::GameRecord;
use ludeme_session::AnySession;

use crate::commands::style;
use crate::{Failure, ReplayArgs};

/// `ludeme replay FILE [--game N] [--ply K] [--check] [--ascii]`, the
/// board in colour if `colour`.
pub fn run(args: ReplayArgs, colour: bool, out: &mut dyn Write) -> Result<(), Failure> {
    let (path, game, ply) = (args.file.as_path(), args.game, args.ply);
    let style = style(args.ascii, colour);
    let name = path.display();
    let bytes =
        std::fs::read(path).map_err(|e| Failure::Message(format!("cannot read {name}: {e}")))?;
    // Each record replayed once, as it is read.
    let mut records = ludeme_record::records_by_name_bytes(&bytes);
    if args.check {
        let mut count = 0;
        for read in records {
            let (record, session) = read.map_err(|e| Failure::Message(format!("{name}: {e}")))?;
            count += 1;
            writeln!(out, "record {count}: {}", summary(&record, &*session))?;
        }
        if count == 0 {
            return Err(Failure::Message(format!("{name} holds no game record")));
        }
        return Ok(());
    }
    let wanted = usize::try_from(game).unwrap_or(usize::MAX);
    let mut found = None;
    for (i, read) in records.by_ref().enumerate() {
        let read = read.map_err(|e| Failure::Message(format!("{name}: {e}")))?;
        if i + 1 == wanted {
            found = Some(read);
            break;
        }
    }
    let Some((record, mut session)) = found else {
        return Err(Failure::Message(format!("{name} has no record {game}")));
    };
    let plies = record.moves().len();
    let ply = ply.unwrap_or(plies);
    if ply > plies {
        return Err(Failure::Message(format!(
            "record {game} has {plies} plies: --ply must be from 0 to {plies}, not {ply}"
        )));
    }
    session.undo_to(ply);
    write!(out, "{}", session.diagram(style))?;
    if let Some(text) = session.outcome_text() {
        writeln!(out, "game over: {text}")?;
    }
    writeln!(out, "position: {}", session.position())?;
    Ok(())
}

/// `barca, 57 plies, white wins (watering holes held)`.
fn summary(record: &GameRecord, session: &dyn AnySession) -> String {
    let plies = record.moves().len();
    let how = match (session.outcome_text(), record.tag("Termination")) {
        (_, Some(termination)) => format!("{} ({termination})", result_words(record.result())),
        (Some(outcome), None) => outcome,
        (None, None) => "unfinished".to_string(),
    };
    format!(
        "{}, {}, {how}",
        session.game_name(),
        if plies == 1 {
            "1 ply".to_string()
        } else {
            format!("{plies} plies")
        }
    )
}

/// A result token in words: `white wins`, `draw`, `unfinished`.
fn result_words(token: &str) -> String {
    match token {
        "draw" => "draw".into(),
        ludeme_record::UNFINISHED => "unfinished".into(),
        side => format!("{side} wins"),
    }
}
