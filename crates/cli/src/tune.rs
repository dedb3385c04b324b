//! `ludeme tune GAME FILE...`: the evaluation's weights fitted to the
//! results of game records ([`ludeme_players::tune`]).

use std::io::Write;
use std::path::{Path, PathBuf};

use ludeme_core::Side;
use ludeme_players::tune::{fit, quiet_samples, Sample, TuneOptions};
use ludeme_registry::{AnyRules, GameVisitor, Registered};

use crate::{Failure, TuneArgs};

/// `ludeme tune GAME FILE... [--skip N] [--prior P] [--write FILE]`.
pub fn run(args: TuneArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let rules = AnyRules::by_name(&args.game, None)?;
    let name = rules.game_name();
    rules.visit(Tune { args, out, name })
}

struct Tune<'a> {
    args: TuneArgs,
    out: &'a mut dyn Write,
    /// The game's name.
    name: &'static str,
}

/// The labelled quiet positions of the finished games of `G` in `files`,
/// and how many games gave them.
fn samples_of<G: Registered>(
    files: &[PathBuf],
    skip: usize,
) -> Result<(Vec<Sample>, usize), Failure> {
    let mut samples = Vec::new();
    let mut games = 0;
    for path in files {
        let shown = path.display();
        let bytes = std::fs::read(path)
            .map_err(|e| Failure::Message(format!("cannot read {shown}: {e}")))?;
        // Each record replayed once, on the game's own type.
        let read = ludeme_record::records_as_bytes::<G>(&bytes).passing_other_games();
        for game in read {
            let (_, session) = game.map_err(|e| Failure::Message(format!("{shown}: {e}")))?;
            let Some(outcome) = session.outcome() else {
                continue;
            };
            games += 1;
            samples.extend(quiet_samples(
                session.line(),
                outcome.value_for(Side(0)),
                skip,
            ));
        }
    }
    Ok((samples, games))
}

impl GameVisitor for Tune<'_> {
    type Output = Result<(), Failure>;

    fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output {
        let Tune { args, out, name } = self;
        let start = G::start_with(&rules);
        let weights = start.weights();
        if weights.is_empty() {
            return Err(Failure::Message(format!(
                "{}'s evaluation has no weights to tune",
                name
            )));
        }
        let (samples, games) = samples_of::<G>(&args.files, args.skip)?;
        if samples.is_empty() {
            return Err(Failure::Message(format!(
                "no quiet position of a finished game of {} in the files",
                name
            )));
        }
        let before: Vec<f64> = weights.iter().map(|w| w.value).collect();
        let options = TuneOptions::default().with_prior(args.prior);
        let found = fit(&samples, &before, start.score_per_logit(), options);
        writeln!(
            out,
            "{} quiet positions of {games} finished games",
            samples.len()
        )?;
        writeln!(
            out,
            "loss (mean cross-entropy on the results): {:.5} -> {:.5}",
            found.loss_before, found.loss_after
        )?;
        writeln!(out, "{:<16} {:>10} {:>10}", "weight", "before", "after")?;
        for (weight, after) in weights.iter().zip(&found.weights) {
            writeln!(
                out,
                "{:<16} {:>10} {:>10}",
                weight.name,
                shown(weight.value),
                shown(*after)
            )?;
        }
        if let Some(path) = &args.write {
            let names: Vec<&str> = weights.iter().map(|w| w.name).collect();
            let source = rust_source(name, &names, &found.weights, samples.len(), games);
            write_file(path, &source)?;
            writeln!(out, "wrote {}", path.display())?;
        }
        Ok(())
    }
}

/// A weight rounded to four decimals, as the written file holds it.
fn rounded(value: f64) -> f64 {
    (value * 1e4).round() / 1e4
}

/// A weight for the table: at most four decimals, no trailing zeros.
fn shown(value: f64) -> String {
    format!("{:?}", rounded(value))
}

/// The Rust source of a game's weights file.
fn rust_source(
    game: &str,
    names: &[&str],
    weights: &[f64],
    positions: usize,
    games: usize,
) -> String {
    let mut source = format!(
        "//! The weights of {game}'s evaluation, one per term of its score, in the\n\
         //! order of the terms ([`ludeme_core::Heuristic::weights`]), as\n\
         //! `ludeme tune {game}` fitted them to the results of {positions} quiet\n\
         //! positions of {games} games; it writes this file anew.\n\
         \n\
         use ludeme_core::Weight;\n\
         \n\
         /// The weights, in the order of the terms.\n\
         pub(crate) const WEIGHTS: [Weight; {}] = [\n",
        names.len()
    );
    for (name, value) in names.iter().zip(weights) {
        source.push_str(&format!("    Weight::new({name:?}, {}),\n", shown(*value)));
    }
    source.push_str("];\n");
    source
}

fn write_file(path: &Path, text: &str) -> Result<(), Failure> {
    std::fs::write(path, text)
        .map_err(|e| Failure::Message(format!("cannot write {}: {e}", path.display())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_written_file_lists_each_weight_by_name_in_order() {
        let source = rust_source("barca", &["hole", "mobility"], &[101.23456, 0.5], 10, 2);
        assert!(source.contains("pub(crate) const WEIGHTS: [Weight; 2] = [\n"));
        assert!(source.contains(
            "    Weight::new(\"hole\", 101.2346),\n    Weight::new(\"mobility\", 0.5),\n];\n"
        ));
        assert!(source.contains("10 quiet\n//! positions of 2 games"));
    }
}
