//! How tests/data/analyse.tsv is made: positions from seeded random
//! playouts, each searched by `ab` on the game's own type within a node
//! budget.

use std::ops::RangeInclusive;

use ludeme::{random_playout, Actor, AnyRules, GameVisitor, Registered};

use super::{own_type, Found, Line};

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
    let mut text = HEADER.to_string();
    for line in lines() {
        text.push_str(&line.to_tsv());
        text.push('\n');
    }
    text
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
