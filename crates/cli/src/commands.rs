//! The one-shot commands: `moves`, `show`, `analyse`, each written once
//! for every game; and `ugi`, the engine (`perft` has a module of its own).

use std::io::{BufRead, Write};
use std::path::PathBuf;

use ludeme_core::{Actor, DiagramStyle, GameLine};
use ludeme_players::{AlphaBeta, AlphaBetaConfig, Analysis, Budget, Iteration};
use ludeme_registry::{AnyRules, GameVisitor, Registered};

use crate::start::Start;
use crate::{endgame, load, AnalyseArgs, Failure, MovesArgs, ShowArgs, UgiArgs};

/// `ludeme moves`: the legal moves, a line each.
pub fn moves(args: MovesArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let start = Start::of(&args.setup)?;
    start.rules.clone().visit(Moves {
        out,
        position: start.end(),
    })
}

/// `ludeme show`: the board, in colour if `colour`, or an SVG picture.
pub fn show(args: ShowArgs, colour: bool, out: &mut dyn Write) -> Result<(), Failure> {
    let start = Start::of(&args.setup)?;
    start.rules.clone().visit(Show {
        out,
        position: start.end(),
        ascii: args.ascii,
        colour,
        svg: args.svg,
    })
}

/// `ludeme analyse`: an alpha-beta search of the position, on a time or
/// node budget.
pub fn analyse(args: AnalyseArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let start = Start::of(&args.setup)?;
    start.rules.clone().visit(Analyse {
        out,
        position: start.end(),
        budget: match args.nodes {
            Some(n) => Budget::Nodes(n),
            None => Budget::Time(args.time),
        },
        tables: args.tables,
    })
}

/// `ludeme ugi`: our engine, speaking UGI on `input` and `out`.
pub fn ugi(
    args: UgiArgs,
    input: &mut (dyn BufRead + Send),
    out: &mut (dyn Write + Send),
) -> Result<(), Failure> {
    let rules = AnyRules::by_name(&args.game, args.variant.as_deref())?;
    Ok(ludeme_ugi::serve(rules, input, out)?)
}

/// `ludeme moves GAME`.
pub struct Moves<'a> {
    pub out: &'a mut dyn Write,
    pub position: Option<String>,
}

impl GameVisitor for Moves<'_> {
    type Output = Result<(), Failure>;

    fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output {
        let game: G = load(&rules, self.position.as_deref())?;
        let mut lines: Vec<String> = game.legal_moves().iter().map(ToString::to_string).collect();
        lines.sort_unstable();
        let out = self.out;
        for line in lines {
            writeln!(out, "{line}")?;
        }
        Ok(())
    }
}

/// `ludeme show GAME [--ascii] [--svg FILE]`.
pub struct Show<'a> {
    pub out: &'a mut dyn Write,
    pub position: Option<String>,
    pub ascii: bool,
    pub colour: bool,
    pub svg: Option<PathBuf>,
}

impl GameVisitor for Show<'_> {
    type Output = Result<(), Failure>;

    fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output {
        let game: G = load(&rules, self.position.as_deref())?;
        if let Some(path) = self.svg {
            if path.as_os_str() == "-" {
                return Ok(self.out.write_all(game.svg().as_bytes())?);
            }
            return std::fs::write(&path, game.svg())
                .map_err(|e| Failure::Message(format!("cannot write {}: {e}", path.display())));
        }
        let out = self.out;
        write!(out, "{}", game.diagram(style(self.ascii, self.colour)))?;
        if let Some(outcome) = game.outcome() {
            writeln!(out, "game over: {}", outcome.describe(&game))?;
        }
        Ok(())
    }
}

/// The diagram style: ASCII if asked, with terminal colours or not.
pub fn style(ascii: bool, colour: bool) -> DiagramStyle {
    let base = if ascii {
        DiagramStyle::ascii()
    } else {
        DiagramStyle::unicode()
    };
    base.with_colour(colour)
}

/// `ludeme analyse GAME [--time T | --nodes N] [--tables DIR]`.
pub struct Analyse<'a> {
    pub out: &'a mut dyn Write,
    pub position: Option<String>,
    pub budget: Budget,
    /// Endgame tables to consult.
    pub tables: Option<PathBuf>,
}

impl GameVisitor for Analyse<'_> {
    type Output = Result<(), Failure>;

    fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output {
        let game: G = load(&rules, self.position.as_deref())?;
        if !matches!(game.to_act(), Actor::Seat(_)) {
            return Err(Failure::Message(match game.outcome() {
                Some(outcome) => format!("nothing to analyse: {}", outcome.describe(&game)),
                None => "nothing to analyse: chance is to act (give a position after the roll)"
                    .to_string(),
            }));
        }
        let oracle = endgame::oracle::<G>(self.tables.as_deref(), &rules)?;
        let record = GameLine::new(game);
        let out = self.out;
        let mut search = AlphaBeta::new(AlphaBetaConfig::new(self.budget));
        let mut written = Ok(());
        let report = |iteration: &Iteration<G::Move>| {
            if written.is_ok() {
                written = writeln!(out, "{}", line(iteration)).and_then(|()| out.flush());
            }
        };
        let analysis = search.analyse_knowing(&record, oracle.as_deref(), report);
        written?;
        if let Some(Analysis::Known { mv, .. }) = &analysis {
            writeln!(out, "endgame tables: {mv}")?;
        }
        let best = analysis
            .and_then(|analysis| analysis.best_move().map(ToString::to_string))
            .ok_or_else(|| Failure::Message("the search found no move".into()))?;
        writeln!(out, "best move: {best}")?;
        Ok(())
    }
}

/// One iteration in words: `depth 6  score +0.31  nodes 120345  0.21 s  pv e2-e5 e9-e6`.
fn line<M: std::fmt::Display>(iteration: &Iteration<M>) -> String {
    let score = match (iteration.mate_in(), iteration.oracle_in()) {
        (Some(n), _) if n > 0 => format!("win in {n}"),
        (Some(n), _) => format!("loss in {}", -n),
        (None, Some(n)) if n > 0 => "table win".to_string(),
        (None, Some(_)) => "table loss".to_string(),
        (None, None) => format!("{:+.2}", f64::from(iteration.score) / 10_000.0),
    };
    let pv: Vec<String> = iteration
        .principal_variation
        .iter()
        .map(ToString::to_string)
        .collect();
    let part = if iteration.complete {
        ""
    } else {
        "  (stopped part way: the best of the moves searched)"
    };
    format!(
        "depth {:<3} score {:<10} nodes {:<11} {:>7.2} s  pv {}{part}",
        iteration.depth,
        score,
        iteration.nodes,
        iteration.elapsed.as_secs_f64(),
        pv.join(" ")
    )
}
