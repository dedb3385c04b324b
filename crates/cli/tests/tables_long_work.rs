//! `ludeme tables generate` of 9 and 10 pieces asks for `--large` and says
//! what the work takes; the generator's and the verifier's lists of splits
//! agree, in order, and a split and its flip show their phase's seconds.

mod common;

use common::{failure_of, generate_tables, scratch, stdout_of};

/// C(n, k).
fn binomial(n: u64, k: u64) -> u64 {
    (0..k).fold(1, |c, i| c * (n - i) / (i + 1))
}

/// The sets of `m` of the 36 points, one per orbit of the board's 8
/// symmetries (Burnside's lemma: the sets each symmetry fixes, averaged).
fn orbits(m: u64) -> u64 {
    // The sets of size m made of whole cycles of a symmetry.
    fn fixed(m: u64, cycles: &[(u64, u64)]) -> u64 {
        let mut counts = vec![0u64; m as usize + 1];
        counts[0] = 1;
        for &(length, many) in cycles {
            for _ in 0..many {
                for size in (length..=m).rev() {
                    counts[size as usize] += counts[(size - length) as usize];
                }
            }
        }
        counts[m as usize]
    }
    let identity = fixed(m, &[(1, 36)]);
    let quarter_turns = fixed(m, &[(4, 9)]);
    let half_turn_and_side_mirrors = fixed(m, &[(2, 18)]);
    let diagonal_mirrors = fixed(m, &[(1, 6), (2, 15)]);
    (identity + 2 * quarter_turns + 3 * half_turn_and_side_mirrors + 2 * diagonal_mirrors) / 8
}

/// The bytes of every file of up to `pieces` pieces: per split, a 104-byte
/// header, the values five to a byte and 2 bytes an entry, with the
/// entries the orbits of the fewer pieces' points times the placements of
/// the others (the file format of docs/src/tables.md).
fn files_bytes(pieces: u64) -> u64 {
    let mut bytes = 0;
    for n in 2..=pieces {
        for mover in 1..n {
            let (fewer, more) = (mover.min(n - mover), mover.max(n - mover));
            let entries = orbits(fewer) * binomial(36 - fewer, more);
            bytes += 104 + entries.div_ceil(5) + 2 * entries;
        }
    }
    bytes
}

/// The number of gigabytes before `what` in `message`: 28 of `about 28 GB
/// of memory`.
fn gigabytes_before(message: &str, what: &str) -> f64 {
    let end = message.find(&format!(" GB of {what}")).expect(what);
    let start = message[..end].rfind(' ').unwrap() + 1;
    message[start..end].parse().unwrap()
}

#[test]
fn nine_or_ten_pieces_need_large_and_say_what_they_take() {
    // The book's table: the files of up to 8 pieces.
    assert_eq!(files_bytes(8), 2_647_736_021);
    for pieces in [9, 10] {
        let dir = scratch("long-work", &format!("tables-{pieces}"));
        let err = failure_of(&[
            "tables",
            "generate",
            "surakarta",
            "--pieces",
            &pieces.to_string(),
            "--dir",
            dir.to_str().unwrap(),
        ]);
        assert!(err.contains("--large"), "{err}");
        let disk = gigabytes_before(&err, "disk");
        let expected = (files_bytes(pieces) as f64 / 1e9).round();
        assert_eq!(disk, expected, "{err}");
        // More than the 3.7 GB that 8 pieces were measured to take.
        assert!(gigabytes_before(&err, "memory") > 3.7, "{err}");
        assert!(!dir.exists(), "{err}");
    }
}

#[test]
fn large_is_documented_and_fewer_pieces_need_it_not() {
    let help = stdout_of(&["tables", "generate", "--help"]);
    assert!(help.contains("--large"), "{help}");
    assert!(help.contains("9 and 10 pieces need --large"), "{help}");
    let dir = scratch("long-work", "tables-3");
    let out = generate_tables(3, dir.to_str().unwrap(), &[]);
    assert_eq!(out.lines().count(), 1 + 3 + 1, "{out}");
    assert!(dir.join("surakarta-1v2.ldmt").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn generate_and_verify_list_the_splits_in_one_order() {
    let dir = scratch("long-work", "tables-4");
    let dir = dir.to_str().unwrap();
    let generated = generate_tables(4, dir, &[]);
    let rows: Vec<Vec<&str>> = generated
        .lines()
        .skip(1)
        .map(|l| l.split_whitespace().collect())
        .filter(|row: &Vec<&str>| row[0] != "total")
        .collect();
    let verified = stdout_of(&["tables", "verify", "surakarta", "--dir", dir]);
    let checked: Vec<&str> = verified
        .lines()
        .map(|l| l.split(':').next().unwrap())
        .collect();
    let written: Vec<&str> = rows.iter().map(|row| row[0]).collect();
    assert_eq!(checked, written, "{generated}{verified}");
    // The order of the phases: a split with its flip, the most uneven of a
    // count of pieces first.
    assert_eq!(written, ["1v1", "2v1", "1v2", "3v1", "1v3", "2v2"]);
    // A split and its flip are one phase, with one phase's seconds.
    let seconds = |split: &str| rows.iter().find(|row| row[0] == split).unwrap()[9];
    assert_eq!(seconds("2v1"), seconds("1v2"), "{generated}");
    assert_eq!(seconds("3v1"), seconds("1v3"), "{generated}");
    std::fs::remove_dir_all(dir).unwrap();
}
