//! Endgame table files: arbitrary bytes read as a table file (from memory,
//! `Tables::add_bytes`) and probed never make the tables panic. Bytes are
//! refused with a typed error (a damaged header, length or checksum, or
//! another version) in one line naming the file; bytes accepted are of the
//! split their header gives, and a few positions of that split probe to an
//! answer or to the table's own error, also in one line.
//!
//! The first byte helps the fuzzer past the checks that random bytes
//! rarely pass: bit 3 fits the file to the length its header gives (up to
//! `MAX_FITTED` bytes, padded with zeros), bits 1 and 2 make the values'
//! and the switch points' checksums match, bit 0 the header's.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ludeme_fuzz::assert_one_line;
use ludeme_surakarta::{Colour, Position, Rules};
use ludeme_tables::{Damage, Material, ProbeError, TableError, Tables, Wdl};

/// The longest file the first byte's bit 3 fits bytes to (the splits of up
/// to 4 pieces).
const MAX_FITTED: u64 = 1 << 18;
/// The name the bytes go by in messages.
const NAME: &str = "fuzz.ldmt";
/// Bytes before the values.
const HEADER_LEN: usize = 104;

/// The little-endian long word at `at`, if the bytes reach it.
fn long_at(bytes: &[u8], at: usize) -> Option<u64> {
    Some(u64::from_le_bytes(bytes.get(at..at + 8)?.try_into().ok()?))
}

/// The values' and the switch points' places, from the header's entries.
fn sections(bytes: &[u8]) -> Option<(u64, u64, u64)> {
    let entries = long_at(bytes, 32)?;
    let values = entries.div_ceil(5);
    let length = (HEADER_LEN as u64)
        .checked_add(values)?
        .checked_add(entries.checked_mul(2)?)?;
    Some((values, entries * 2, length))
}

/// Writes the CRC-32 of `bytes[from..from + len]` at `at`, if the bytes hold
/// both.
fn reseal(bytes: &mut [u8], at: usize, from: u64, len: u64) {
    let (Ok(from), Ok(len)) = (usize::try_from(from), usize::try_from(len)) else {
        return;
    };
    let Some(section) = bytes.get(from..from.saturating_add(len)) else {
        return;
    };
    if section.len() == len && bytes.len() >= at + 4 {
        let crc = crc32fast::hash(section).to_le_bytes();
        bytes[at..at + 4].copy_from_slice(&crc);
    }
}

/// The file's bytes from the input: the first byte's help applied.
fn file_bytes(flags: u8, rest: &[u8]) -> Vec<u8> {
    let mut bytes = rest.to_vec();
    if let Some((values, switches, length)) = sections(&bytes) {
        if flags & 8 != 0 && length <= MAX_FITTED {
            bytes.resize(length as usize, 0);
        }
        if flags & 2 != 0 {
            reseal(&mut bytes, 40, HEADER_LEN as u64, values);
        }
        if flags & 4 != 0 {
            reseal(&mut bytes, 44, HEADER_LEN as u64 + values, switches);
        }
    }
    if flags & 1 != 0 {
        reseal(&mut bytes, 96, 0, 96);
    }
    bytes
}

/// A few positions of a split, White to move, placed by a seed.
fn positions_of(material: Material, mut seed: u64) -> Vec<Position> {
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    (0..6)
        .filter_map(|_| {
            let mut place = |count: u32, taken: u64| {
                let mut side = 0u64;
                while side.count_ones() < count {
                    side |= 1 << (next() % 36) & !taken;
                }
                side
            };
            let mover = place(material.mover, 0);
            let other = place(material.other, mover);
            Position::from_pieces(mover, other, Colour::White, Rules::default())
        })
        .collect()
}

/// A probe's error: one line, and the table's own only when the split's
/// values are damaged (nothing else can go wrong with bytes in memory that
/// were accepted), which `values_sealed` rules out.
fn check_probe_error(error: &ProbeError, values_sealed: bool) {
    assert_one_line(&error.to_string(), "probe error");
    if let ProbeError::Table(table) = error {
        assert!(
            matches!(
                **table,
                TableError::Damaged {
                    damage: Damage::ValuesChecksum,
                    ..
                }
            ),
            "{table}"
        );
        assert!(!values_sealed, "{table}");
        assert!(error.to_string().starts_with(NAME), "{error}");
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&flags, rest)) = data.split_first() else {
        return;
    };
    let bytes = file_bytes(flags, rest);
    let values_sealed = flags & 2 != 0;
    let seed = crc32fast::hash(&bytes).into();
    let mut tables = Tables::new();
    let material = match tables.add_bytes(NAME, bytes) {
        Ok(material) => material,
        Err(error) => {
            let message = error.to_string();
            assert_one_line(&message, "table error");
            assert!(message.starts_with(NAME), "{message}");
            assert!(
                matches!(
                    error,
                    TableError::Damaged { .. } | TableError::Version { .. }
                ),
                "{message}"
            );
            return;
        }
    };
    assert!(material.mover >= 1 && material.other >= 1);
    assert!(material.pieces() <= ludeme_tables::MAX_PIECES);
    assert_eq!(tables.splits(), [material]);
    for position in positions_of(material, seed) {
        match tables.probe_wdl_after_capture(&position) {
            Ok(wdl) => assert!(matches!(wdl, Wdl::Win | Wdl::Draw | Wdl::Loss)),
            Err(error) => check_probe_error(&error, values_sealed),
        }
        for plies in [0, 1, 25, 49, 50, u32::MAX] {
            match tables.probe(&position, plies) {
                Ok(probe) => assert!(probe.dtc.is_none_or(|d| (1..=255).contains(&d))),
                Err(error) => check_probe_error(&error, values_sealed),
            }
        }
        for plies in [0, u32::MAX] {
            // Captures lead to splits not loaded: refused, typed.
            if let Err(error) = tables.best_move(&position, plies, |_| false) {
                check_probe_error(&error, values_sealed);
            }
        }
    }
});
