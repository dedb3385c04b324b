//! The file every front end's `ab` is checked against,
//! tests/data/analyse.tsv: its lines (a position of a game, a node budget,
//! and the last iteration of the search there), what each front end prints
//! of that iteration, and the search on the game's own type.

pub mod generate;

use std::path::PathBuf;
use std::sync::Arc;

use ludeme::players::{AlphaBeta, AlphaBetaConfig, Analysis, Budget, Iteration};
use ludeme::tables::Tables;
use ludeme::{AnyRules, GameLine, GameVisitor, Registered};

/// The file, from the repository's root.
pub const FILE: &str = "tests/data/analyse.tsv";

/// The file of `ab` consulting the endgame tables, from the repository's
/// root.
pub const TABLES_FILE: &str = "tests/data/analyse-tables.tsv";

/// The pieces of the tables that [`TABLES_FILE`] consults.
pub const TABLES_PIECES: u32 = 5;

/// A file on this machine.
pub fn path(file: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(file)
}

/// What `ab` found in its last iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The best move, in move text.
    pub best: String,
    /// For the side to move, in ten-thousandths of a piece.
    pub score: i32,
    /// Nodes searched in all.
    pub nodes: u64,
    /// The depth of the last iteration.
    pub depth: u32,
}

impl Found {
    /// The analysis's best move, score, nodes and depth; `(none)` for a
    /// line without a move.
    pub fn of(analysis: &Analysis<String>) -> Found {
        Found {
            best: analysis
                .best_move()
                .cloned()
                .unwrap_or_else(|| "(none)".into()),
            score: analysis.score(),
            nodes: analysis.nodes(),
            depth: analysis.depth(),
        }
    }
}

/// One line of the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The file, from the repository's root.
    pub file: &'static str,
    /// Its line number in the file (1 for the first).
    pub number: usize,
    pub game: String,
    /// `None`: the game's default (`-` in the file).
    pub variant: Option<String>,
    pub position: String,
    /// Nodes.
    pub budget: u64,
    /// The last iteration of `ab` searching `position` within `budget`.
    pub expected: Found,
}

impl Line {
    /// The line numbered `number` of the file, `text`.
    ///
    /// # Errors
    /// A line that is not eight fields separated by tabs, or a number that
    /// does not read.
    pub fn parse(file: &'static str, number: usize, text: &str) -> Result<Line, String> {
        let fields: Vec<&str> = text.split('\t').collect();
        let [game, variant, position, budget, best, score, nodes, depth] = fields[..] else {
            return Err(format!("{} fields, not 8", fields.len()));
        };
        let number_in = |name: &str, value: &str| format!("{name} {value:?} is not a number");
        Ok(Line {
            file,
            number,
            game: game.into(),
            variant: (variant != "-").then(|| variant.into()),
            position: position.into(),
            budget: budget.parse().map_err(|_| number_in("budget", budget))?,
            expected: Found {
                best: best.into(),
                score: score.parse().map_err(|_| number_in("score", score))?,
                nodes: nodes.parse().map_err(|_| number_in("nodes", nodes))?,
                depth: depth.parse().map_err(|_| number_in("depth", depth))?,
            },
        })
    }

    /// The line as the file writes it.
    pub fn to_tsv(&self) -> String {
        let e = &self.expected;
        format!(
            "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
            self.game,
            self.variant.as_deref().unwrap_or("-"),
            self.position,
            self.budget,
            e.best,
            e.score,
            e.nodes,
            e.depth
        )
    }

    /// Where the line is, for messages.
    pub fn place(&self) -> String {
        format!(
            "{}:{} ({} {}, {:?}, {} nodes)",
            self.file,
            self.number,
            self.game,
            self.variant.as_deref().unwrap_or("-"),
            self.position,
            self.budget
        )
    }

    /// The game and variant.
    pub fn rules(&self) -> AnyRules {
        AnyRules::by_name(&self.game, self.variant.as_deref())
            .unwrap_or_else(|e| panic!("{}: {e}", self.place()))
    }

    /// The budget.
    pub fn nodes(&self) -> Budget {
        Budget::Nodes(self.budget)
    }

    /// The expected score as a forced result, if it is one: plies to a win
    /// (positive) or a loss (negative), by [`Iteration::mate_in`].
    fn mate_in(&self) -> Option<i32> {
        self.expected_iteration().mate_in()
    }

    /// The expected score as a result the tables know, if it is one: plies
    /// to the position they decide, by [`Iteration::oracle_in`].
    fn oracle_in(&self) -> Option<i32> {
        self.expected_iteration().oracle_in()
    }

    /// The expected iteration, without its line.
    fn expected_iteration(&self) -> Iteration<String> {
        Iteration::<String> {
            depth: self.expected.depth,
            complete: true,
            score: self.expected.score,
            principal_variation: Vec::new(),
            nodes: self.expected.nodes,
            elapsed: std::time::Duration::ZERO,
        }
    }

    /// The expected score as `ludeme analyse` writes it: in pieces with two
    /// decimals and a sign, or `win in N`, `loss in N`, `table win`,
    /// `table loss`.
    pub fn analyse_score(&self) -> String {
        match (self.mate_in(), self.oracle_in()) {
            (Some(n), _) if n > 0 => format!("win in {n}"),
            (Some(n), _) => format!("loss in {}", -n),
            (None, Some(n)) if n > 0 => "table win".into(),
            (None, Some(_)) => "table loss".into(),
            (None, None) => format!("{:+.2}", f64::from(self.expected.score) / 10_000.0),
        }
    }

    /// The expected score as UGI's `score cp` gives it: hundredths of a
    /// piece, ±(100000 − plies) for a forced result, ±(90000 − plies) for
    /// one the tables know.
    pub fn centipawns(&self) -> i32 {
        match (self.mate_in(), self.oracle_in()) {
            (Some(n), _) if n > 0 => 100_000 - n,
            (Some(n), _) => -100_000 - n,
            (None, Some(n)) if n > 0 => 90_000 - n,
            (None, Some(n)) => -90_000 - n,
            (None, None) => self.expected.score / 10,
        }
    }
}

/// Every line of [`FILE`], in order; a line that does not read panics with
/// its place.
pub fn read() -> Vec<Line> {
    read_file(FILE)
}

/// Every line of `file`, in order.
pub fn read_file(file: &'static str) -> Vec<Line> {
    let path = path(file);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    parse(file, &text)
}

/// The lines of `file`'s `text` (the `#` lines and empty ones skipped).
pub fn parse(file: &'static str, text: &str) -> Vec<Line> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'))
        .map(|(index, line)| {
            Line::parse(file, index + 1, line)
                .unwrap_or_else(|e| panic!("{file}:{}: malformed line: {e}", index + 1))
        })
        .collect()
}

/// The endgame tables of up to [`TABLES_PIECES`] pieces, generated once
/// for the tests of this process into a directory of their own.
pub fn tables() -> &'static (PathBuf, Arc<Tables>) {
    static TABLES: std::sync::OnceLock<(PathBuf, Arc<Tables>)> = std::sync::OnceLock::new();
    TABLES.get_or_init(|| {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("analyse-tables-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let options = ludeme::tables::GenerateOptions::default();
        ludeme::tables::generate(&dir, TABLES_PIECES, &options).expect("tables generated");
        let tables = ludeme::open_tables(&dir).expect("tables opened");
        (dir, tables)
    })
}

/// The analysis of `AlphaBeta::analyse_knowing` on the game's own type,
/// from the line's position (a `GameLine` with the game's history rules),
/// consulting `tables` if given, its moves in move text.
pub fn own_type(line: &Line, tables: Option<&Arc<Tables>>) -> Option<Analysis<String>> {
    line.rules().visit(OwnType {
        position: &line.position,
        budget: line.nodes(),
        tables,
    })
}

/// The search of [`own_type`], run on the game `G`.
struct OwnType<'a> {
    position: &'a str,
    budget: Budget,
    tables: Option<&'a Arc<Tables>>,
}

impl GameVisitor for OwnType<'_> {
    type Output = Option<Analysis<String>>;

    fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output {
        let start = G::from_text(self.position, &rules)
            .unwrap_or_else(|e| panic!("{:?}: {e}", self.position));
        let oracle = self
            .tables
            .map(|tables| ludeme::endgame_oracle::<G>(tables, &rules).expect("a game with tables"));
        let mut ab = AlphaBeta::new(AlphaBetaConfig::new(self.budget));
        let analysis = ab.analyse_knowing(&GameLine::new(start), oracle.as_deref(), |_| {})?;
        Some(analysis.map(|mv| mv.to_string()))
    }
}

/// The differences found, a line each, to report together.
#[derive(Debug, Default)]
pub struct Differences(Vec<String>);

impl Differences {
    /// Notes a difference of `front` at `line` unless `found` is
    /// `expected`.
    pub fn check<T: PartialEq + std::fmt::Debug>(
        &mut self,
        line: &Line,
        front: &str,
        found: T,
        expected: T,
    ) {
        if found != expected {
            self.note(
                line,
                format!("{front} found {found:?}, the file says {expected:?}"),
            );
        }
    }

    /// Notes what went wrong at `line`.
    pub fn note(&mut self, line: &Line, what: String) {
        self.0.push(format!("{}: {what}", line.place()));
    }

    /// Panics with every difference, if there is one, of `checked` lines.
    pub fn assert_none(self, checked: usize) {
        assert!(
            self.0.is_empty(),
            "{} differences in {checked} lines:\n{}",
            self.0.len(),
            self.0.join("\n")
        );
    }
}
