//! How tests/data/analyse.tsv is made: positions from seeded random
//! playouts, each searched by `ab` on the game's own type within a node
//! budget.

use std::ops::RangeInclusive;

use ludeme::{random_playout, Actor, AnyRules, GameVisitor, Registered};

use super::{own_type, Found, Line, TABLES_PIECES};

/// The file's header.
pub const HEADER: &str = "\
# The alpha-beta player `ab` searching positions of every game within a
# node budget: the last iteration of `ludeme analyse GAME --position P
# --nodes BUDGET` (its best move; its score for the side to move, in
# ten-thousandths of a piece; the nodes searched; its depth).
#
# Every front end must find exactly this (the proof is live, the columns
# after the budget a snapshot): the command line, the UGI engine (`go
# nodes`; a score in cp is the score / 10), the arena's built-in `ab`, Rust
# by name (GameHandle) and on the game's own type
# (crates/cli/tests/analyse_everywhere.rs), Python's Game.analyse
# (crates/python/tests/test_analyse.py) and JavaScript's
# (web/test/analyse.test.mjs).
#
# Made, positions and columns alike, by
#   cargo test -p ludeme-cli --test analyse_everywhere -- --ignored regenerate
# which writes this file: for each game and variant, seeded random
# playouts (seeds 1, 2, ...; seed s plays lo + s mod (hi - lo + 1) random
# plies) ending where a seat is to act (Barricade: after the roll), in
# Surakarta only where a capture is available (20 to 40 plies in: the
# middle game, where its futility and late move pruning act); the columns
# from AlphaBeta::analyse on the game's own type, from a GameLine of the
# position with the game's history rules. Budgets 20000, 10000 and 40000
# nodes in turn.
#
# game\tvariant\tposition\tbudget\tmove\tscore\tnodes\tdepth
";

/// The positions of one game and variant the file holds.
struct Sample {
    game: &'static str,
    variant: Option<&'static str>,
    /// Random plies from the start.
    plies: RangeInclusive<u64>,
    /// Positions.
    count: usize,
    /// Only positions where a capture (move text with `x`) is available.
    capture: bool,
}

/// Every game's positions: at least 20 of each game's default, and a few
/// of other variants.
const SAMPLES: &[Sample] = &[
    Sample {
        game: "barca",
        variant: None,
        plies: 8..=60,
        count: 20,
        capture: false,
    },
    Sample {
        game: "barca",
        variant: Some("standard+no-move-draws"),
        plies: 8..=60,
        count: 3,
        capture: false,
    },
    Sample {
        game: "surakarta",
        variant: None,
        plies: 20..=40,
        count: 24,
        capture: true,
    },
    Sample {
        game: "surakarta",
        variant: Some("orthogonal"),
        plies: 20..=40,
        count: 3,
        capture: true,
    },
    Sample {
        game: "surakarta",
        variant: Some("bas-basan"),
        plies: 20..=40,
        count: 3,
        capture: true,
    },
    Sample {
        game: "barricade",
        variant: None,
        plies: 10..=150,
        count: 20,
        capture: false,
    },
    Sample {
        game: "barricade",
        variant: Some("individual-3"),
        plies: 10..=150,
        count: 3,
        capture: false,
    },
];

/// The node budgets, line after line.
const BUDGETS: [u64; 3] = [20_000, 10_000, 40_000];

/// The positions of every sample, with their game and variant.
pub fn positions() -> Vec<(&'static str, Option<&'static str>, String)> {
    let mut all = Vec::new();
    for sample in SAMPLES {
        let rules = AnyRules::by_name(sample.game, sample.variant).expect("a game");
        let span = sample.plies.end() - sample.plies.start() + 1;
        let found = (1..)
            .filter_map(|seed| {
                rules.clone().visit(Playout {
                    seed,
                    plies: sample.plies.start() + seed % span,
                    capture: sample.capture,
                })
            })
            .take(sample.count);
        all.extend(found.map(|position| (sample.game, sample.variant, position)));
    }
    all
}

/// The file's lines, searched now on the game's own type.
pub fn lines() -> Vec<Line> {
    let header_lines = HEADER.lines().count();
    positions()
        .into_iter()
        .enumerate()
        .map(|(index, (game, variant, position))| {
            let mut line = Line {
                file: super::FILE,
                number: header_lines + index + 1,
                game: game.into(),
                variant: variant.map(String::from),
                position,
                budget: BUDGETS[index % BUDGETS.len()],
                expected: Found {
                    best: String::new(),
                    score: 0,
                    nodes: 0,
                    depth: 0,
                },
            };
            let last =
                own_type(&line, None).unwrap_or_else(|| panic!("{}: no seat acts", line.place()));
            line.expected = Found::of(&last);
            line
        })
        .collect()
}

/// The file's text.
pub fn file_text() -> String {
    text_of(HEADER, lines())
}

/// A file's text: its header, then its lines.
fn text_of(header: &str, lines: Vec<Line>) -> String {
    let mut text = header.to_string();
    for line in lines {
        text.push_str(&line.to_tsv());
        text.push('\n');
    }
    text
}

/// The header of the file of `ab` consulting the endgame tables.
pub const TABLES_HEADER: &str = "\
# The alpha-beta player `ab` consulting Surakarta's endgame tables of up to
# 5 pieces (`ludeme tables generate surakarta --pieces 5`) within a node
# budget, in positions of 4 to 7 pieces: where the tables hold the
# position, their move (depth 0, nodes 0, the score a search gives the
# tables' win or loss that many plies away, or 0 for a draw: what
# `ludeme analyse --tables` prints as `endgame tables: MOVE`); else the
# last iteration of a search that scores every capture into the tables by
# their value. Columns as in analyse.tsv.
#
# Every front end must find exactly this: the command line (`--tables`),
# the UGI engine (option Tables), the arena's built-in `ab`, Rust by name
# (Setup::tables) and on the game's own type
# (crates/cli/tests/analyse_everywhere.rs), Python (Game(..., tables=),
# crates/python/tests/test_analyse.py), JavaScript (Game.useTables,
# web/test/analyse.test.mjs) and C (ludeme_game_use_tables,
# crates/capi/tests/analyse.c).
#
# Made by
#   cargo test -p ludeme-cli --test analyse_everywhere -- --ignored regenerate
# from random placements (seeded; 4, 5, 6, 7 pieces in turn, each side at
# least one, either to move; 6 and 7 pieces only where a capture is
# available), searched by AlphaBeta::analyse_knowing on the game's own
# type with the tables as its oracle. Budgets 3000, 1500 and 6000 nodes
# in turn.
#
# game\tvariant\tposition\tbudget\tmove\tscore\tnodes\tdepth
";

/// The lines of the tables' file.
const TABLE_LINES: usize = 30;

/// The node budgets of the tables' file, line after line.
const TABLE_BUDGETS: [u64; 3] = [3_000, 1_500, 6_000];

/// The positions of the tables' file.
pub fn table_positions() -> Vec<String> {
    let mut rng = ludeme::SplitMix64::new(58);
    let mut found = Vec::new();
    while found.len() < TABLE_LINES {
        let pieces = 4 + (found.len() % 4) as u32;
        if let Some(position) = placement(&mut rng, pieces) {
            found.push(position);
        }
    }
    found
}

/// A random placement of `pieces` pieces (each side at least one, either
/// to move) where the side to move has a move, with a capture among them
/// beyond the tables' pieces.
fn placement(rng: &mut ludeme::SplitMix64, pieces: u32) -> Option<String> {
    use ludeme::surakarta::{Colour, Position};
    use ludeme::Game;
    let white = 1 + rng.below(u64::from(pieces) - 1) as u32;
    let (mut taken, mut sides) = (0u64, [0u64; 2]);
    for (side, count) in [white, pieces - white].into_iter().enumerate() {
        while sides[side].count_ones() < count {
            let point = 1u64 << rng.below(36);
            if taken & point == 0 {
                taken |= point;
                sides[side] |= point;
            }
        }
    }
    let turn = if rng.below(2) == 0 {
        Colour::White
    } else {
        Colour::Black
    };
    let position = Position::from_pieces(sides[0], sides[1], turn, Default::default())?;
    let moves = position.legal_moves();
    let capture = moves.iter().any(|mv| mv.is_capture());
    if position.outcome().is_some() || (pieces > TABLES_PIECES && !capture) {
        return None;
    }
    Some(position.to_string())
}

/// The tables' file's lines, searched now on the game's own type.
pub fn table_lines() -> Vec<Line> {
    let header_lines = TABLES_HEADER.lines().count();
    let (_, tables) = super::tables();
    table_positions()
        .into_iter()
        .enumerate()
        .map(|(index, position)| {
            let mut line = Line {
                file: super::TABLES_FILE,
                number: header_lines + index + 1,
                game: "surakarta".into(),
                variant: None,
                position,
                budget: TABLE_BUDGETS[index % TABLE_BUDGETS.len()],
                expected: Found {
                    best: String::new(),
                    score: 0,
                    nodes: 0,
                    depth: 0,
                },
            };
            let last = own_type(&line, Some(tables))
                .unwrap_or_else(|| panic!("{}: no seat acts", line.place()));
            line.expected = Found::of(&last);
            line
        })
        .collect()
}

/// The tables' file's text.
pub fn tables_file_text() -> String {
    text_of(TABLES_HEADER, table_lines())
}

/// The position `plies` random plies from the start of the game `G` with
/// `seed`, if a seat acts there (and a capture is available, if asked);
/// its text reads back as the same position.
struct Playout {
    seed: u64,
    plies: u64,
    capture: bool,
}

impl GameVisitor for Playout {
    type Output = Option<String>;

    fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output {
        let start = G::start_with(&rules);
        let end = random_playout(&start, self.seed, self.plies as usize).last;
        let seat = matches!(end.to_act(), Actor::Seat(_));
        let capture = || {
            end.legal_moves()
                .iter()
                .any(|mv| mv.to_string().contains('x'))
        };
        if !seat || (self.capture && !capture()) {
            return None;
        }
        let text = end.to_string();
        assert_eq!(G::from_text(&text, &rules).ok(), Some(end), "{text:?}");
        Some(text)
    }
}
