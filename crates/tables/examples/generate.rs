//! Generates the tables of up to N pieces into a directory and prints each
//! split's statistics: `cargo run --release -p ludeme-tables --example
//! generate -- 5 tables`.

use ludeme_tables::{generate, GenerateOptions, GenerationProgress};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let pieces: u32 = args.next().unwrap_or_else(|| "4".into()).parse()?;
    let dir = args.next().unwrap_or_else(|| "tables".into());
    let options = GenerateOptions::default().on_progress(|p| match p {
        GenerationProgress::Phase { splits, entries } => {
            eprintln!("phase {splits:?}: {entries} entries")
        }
        GenerationProgress::Level { ply, flipped } if *flipped > 0 => {
            eprintln!("  ply {ply}: {flipped} flipped")
        }
        _ => {}
    });
    let report = generate(dir.as_ref(), pieces, &options)?;
    for split in report.splits {
        let s = split.stats;
        println!(
            "{} entries {} bytes {} win {} draw {} loss {} longest dtc {} cursed {} blessed {} {:.1} s",
            split.material, split.entries, split.bytes, s.wins, s.draws, s.losses, s.longest_dtc,
            s.cursed_wins, s.blessed_losses, split.seconds
        );
    }
    Ok(())
}
