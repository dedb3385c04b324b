//! The one-shot commands: `perft`, `moves`, `show`, each written once for
//! every game.

use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;

use ludeme::{DiagramStyle, GameVisitor, Registered};

use crate::{load, Failure};

/// `ludeme perft GAME DEPTH [--divide]`.
pub struct Perft {
    pub position: Option<String>,
    pub depth: u32,
    pub divide: bool,
}

impl GameVisitor for Perft {
    type Output = Result<(), Failure>;

    fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output {
        let game: G = load(&rules, self.position.as_deref())?;
        let mut out = io::stdout().lock();
        if self.divide && self.depth > 0 {
            let mut total = 0;
            for (mv, count) in ludeme::perft_divide(&game, self.depth) {
                writeln!(out, "{mv}: {count}")?;
                total += count;
            }
            writeln!(out, "{total}")?;
        } else {
            writeln!(out, "{}", ludeme::perft(&game, self.depth))?;
        }
        Ok(())
    }
}

/// `ludeme moves GAME`.
pub struct Moves {
    pub position: Option<String>,
}

impl GameVisitor for Moves {
    type Output = Result<(), Failure>;

    fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output {
        let game: G = load(&rules, self.position.as_deref())?;
        let mut lines: Vec<String> = game.legal_moves().iter().map(ToString::to_string).collect();
        lines.sort_unstable();
        let mut out = io::stdout().lock();
        for line in lines {
            writeln!(out, "{line}")?;
        }
        Ok(())
    }
}

/// `ludeme show GAME [--ascii] [--svg FILE]`.
pub struct Show {
    pub position: Option<String>,
    pub ascii: bool,
    pub svg: Option<PathBuf>,
}

impl GameVisitor for Show {
    type Output = Result<(), Failure>;

    fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output {
        let game: G = load(&rules, self.position.as_deref())?;
        if let Some(path) = self.svg {
            return std::fs::write(&path, game.svg())
                .map_err(|e| Failure::Message(format!("cannot write {}: {e}", path.display())));
        }
        let mut out = io::stdout().lock();
        write!(out, "{}", game.diagram(style(self.ascii)))?;
        if let Some(outcome) = game.outcome() {
            writeln!(out, "game over: {}", outcome.describe(&game))?;
        }
        Ok(())
    }
}

/// The diagram style: ASCII if asked; terminal colours only into a
/// terminal.
pub fn style(ascii: bool) -> DiagramStyle {
    let base = if ascii {
        DiagramStyle::ascii()
    } else {
        DiagramStyle::unicode()
    };
    base.with_colour(!ascii && io::stdout().is_terminal())
}
