//! The tables as their users meet them: generated, opened, probed; the
//! value the same in every image of a position; the probes of a checked-in
//! file of the solver's answers; probes from several threads at once; the
//! best move converting a won position within the rules; a damaged file
//! refused, when opened or when first probed; an interrupted run going on
//! where it stopped.

mod common;

use common::{four_piece_dir, four_piece_files, Random, Scratch};
use ludeme_core::{Game, GameLine, Outcome};
use ludeme_surakarta::{Colour, Position, Rules};
use ludeme_tables::{
    generate, Damage, GenerateOptions, GenerationProgress, Material, Probe, ProbeError, TableError,
    Tables, Wdl,
};
use std::sync::{Arc, Mutex};

/// The position with `mover` to move from White's side, `other` Black's.
fn position(mover: u64, other: u64) -> Position {
    Position::from_pieces(mover, other, Colour::White, Rules::default()).expect("a position")
}

/// A random position of 2 to 4 pieces (White to move, each side with at
/// least one) and plies since the capture from 0 to 50.
fn four_or_fewer(random: &mut Random) -> (Position, u32) {
    let n = 2 + (random.next() % 3) as u32;
    let mover_count = 1 + (random.next() % u64::from(n - 1)) as u32;
    let mover = random.points(mover_count, 0);
    let other = random.points(n - mover_count, mover);
    (position(mover, other), (random.next() % 51) as u32)
}

/// A board's image under the quarter turn, the mirror and the colours
/// swapped: the same position for the tables.
fn images(p: &Position) -> Vec<Position> {
    let quarter = |bits: u64| {
        (0..36).filter(|i| bits >> i & 1 == 1).fold(0u64, |acc, i| {
            let (f, r) = (i % 6, i / 6);
            acc | 1 << (f * 6 + (5 - r))
        })
    };
    let mirror = |bits: u64| {
        (0..36)
            .filter(|i| bits >> i & 1 == 1)
            .fold(0u64, |acc, i| acc | 1 << (i / 6 * 6 + 5 - i % 6))
    };
    let (w, b) = (p.pieces(Colour::White), p.pieces(Colour::Black));
    let swapped =
        Position::from_pieces(b, w, p.turn().other(), Rules::default()).expect("a position");
    let turned = Position::from_pieces(quarter(w), quarter(b), p.turn(), Rules::default())
        .expect("a position");
    let mirrored = Position::from_pieces(mirror(w), mirror(b), p.turn(), Rules::default())
        .expect("a position");
    vec![swapped, turned, mirrored]
}

#[test]
fn every_image_of_a_position_has_its_value() {
    let dir = four_piece_dir("images");
    let tables = Tables::open(dir.path()).expect("opened");
    assert_eq!(tables.max_pieces(), 4);
    let mut random = Random::new(7);
    for _ in 0..2000 {
        let (p, plies) = four_or_fewer(&mut random);
        let probe = tables.probe(&p, plies).expect("within the tables");
        assert_eq!(
            tables.probe_wdl_after_capture(&p).unwrap(),
            tables.probe(&p, 0).unwrap().wdl,
            "{p}"
        );
        for image in images(&p) {
            assert_eq!(
                tables.probe(&image, plies).unwrap(),
                probe,
                "{p} and {image} at {plies}"
            );
        }
    }
}

#[test]
fn probes_say_why_they_cannot_answer() {
    let dir = Scratch::new("errors");
    generate(dir.path(), 3, &GenerateOptions::default()).expect("generated");
    let tables = Tables::open(dir.path()).expect("opened");
    let four: Position = "6/6/6/2b3/6/1ww2w w".parse().unwrap();
    assert!(matches!(
        tables.probe_wdl_after_capture(&four),
        Err(ProbeError::TooManyPieces { pieces: 4, max: 3 })
    ));
    assert_eq!(
        tables
            .probe_wdl_after_capture(&four)
            .unwrap_err()
            .to_string(),
        "4 pieces on the board; the tables hold at most 3"
    );
    let orthogonal = Position::from_pieces(
        1,
        2,
        Colour::White,
        Rules::default().with_orthogonal_steps(true),
    )
    .unwrap();
    let error = tables.probe_wdl_after_capture(&orthogonal).unwrap_err();
    assert!(
        matches!(error, ProbeError::Rules(rules) if rules == orthogonal.rules()),
        "{error}"
    );
    assert!(
        error
            .to_string()
            .starts_with("the tables hold the standard rules only, not "),
        "{error}"
    );
    // A side without pieces: the game is over.
    let over: Position = "6/6/6/2b3/6/6 w".parse().unwrap();
    assert_eq!(
        tables.probe(&over, 0).unwrap(),
        Probe {
            wdl: Wdl::Loss,
            dtc: None
        }
    );
    let mut partial = Tables::new();
    partial.add_directory(dir.path()).unwrap();
    std::fs::remove_file(dir.path().join("surakarta-2v1.ldmt")).unwrap();
    let mut missing = Tables::new();
    missing.add_directory(dir.path()).unwrap();
    assert_eq!(missing.max_pieces(), 2);
    let two_one: Position = "6/6/6/2b3/6/1w3w w".parse().unwrap();
    assert!(matches!(
        missing.probe_wdl_after_capture(&two_one),
        Err(ProbeError::TooManyPieces { pieces: 3, max: 2 })
    ));
    // Opened before its file was removed, 2v1 is read at its first probe
    // from the file kept open.
    assert!(partial.probe_wdl_after_capture(&two_one).is_ok());
}

/// Both sides play the tables' best move from won positions of up to 4
/// pieces (the loser delaying), in a game line that applies the rules'
/// 50-ply limit and repetitions: the winner wins, every time, and the
/// tables' value holds at each ply.
#[test]
fn the_best_move_converts_a_win_within_the_rules() {
    let dir = four_piece_dir("convert");
    let tables = Tables::open(dir.path()).expect("opened");
    let mut random = Random::new(11);
    let mut games = 0;
    let mut longest = 0;
    while games < 60 {
        let count = 1 + (random.next() % 3) as u32;
        let mover = random.points(count, 0);
        let other = random.points(4 - mover.count_ones(), mover);
        let start = position(mover, other);
        let probe = tables.probe(&start, 0).unwrap();
        if probe.wdl != Wdl::Win || probe.dtc.is_none() {
            continue;
        }
        games += 1;
        let mut line = GameLine::new(start);
        let mut plies = 0;
        while line.outcome().is_none() {
            let since = line.plies_since_irreversible() as u32;
            let seen: Vec<u64> = (0..=line.plies_since_irreversible())
                .map(|back| line.positions()[line.positions().len() - 1 - back].zobrist())
                .collect();
            let best = tables
                .best_move(line.position(), since, |p| seen.contains(&p.zobrist()))
                .unwrap()
                .expect("a move while the game goes on");
            let expected = tables.probe(line.position(), since).unwrap().wdl;
            assert_eq!(best.probe.wdl, expected, "{} at {since}", line.position());
            line.play(best.mv).unwrap();
            plies += 1;
        }
        longest = longest.max(plies);
        let winner = start.turn().side();
        assert!(
            matches!(line.outcome(), Some(Outcome::Win { side, .. }) if side == winner),
            "{start}: {:?} after {plies} plies",
            line.outcome()
        );
    }
    assert!(longest >= 3, "some win takes more than a capture");
}

/// A generation that stopped after some splits goes on from them: the
/// whole files are kept, a damaged one is made again.
#[test]
fn generation_keeps_whole_files_and_remakes_damaged_ones() {
    let dir = Scratch::new("resume");
    generate(dir.path(), 3, &GenerateOptions::default()).expect("generated");
    let damaged = dir.path().join("surakarta-2v1.ldmt");
    let mut bytes = std::fs::read(&damaged).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0x40;
    std::fs::write(&damaged, &bytes).unwrap();
    let kept = Arc::new(Mutex::new(Vec::new()));
    let written = Arc::new(Mutex::new(Vec::new()));
    let (k, w) = (kept.clone(), written.clone());
    let options = GenerateOptions::default()
        .threads(2)
        .on_progress(move |p| match p {
            GenerationProgress::Kept(s) => k.lock().unwrap().push(s.material),
            GenerationProgress::Written(s) => w.lock().unwrap().push(s.material),
            _ => {}
        });
    let report = generate(dir.path(), 4, &options).expect("generated");
    assert_eq!(report.splits.len(), Material::up_to(4).len());
    let kept = kept.lock().unwrap().clone();
    let mut written = written.lock().unwrap().clone();
    assert_eq!(kept, [Material::new(1, 1)]);
    written.sort();
    let mut remade = Material::up_to(4);
    remade.retain(|&m| m != Material::new(1, 1));
    remade.sort();
    assert_eq!(written, remade);
    assert_eq!(std::fs::read(&damaged).unwrap().len(), bytes.len());
    assert!(ludeme_tables::verify(dir.path(), |_, _| {}).is_ok());
}

/// Where a damaged file is caught.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Caught {
    /// By opening: its header.
    Opening,
    /// By the split's first probe: its values.
    FirstProbe,
    /// By verification only: its switch points.
    Verifying,
}

/// A byte changed anywhere in a file is caught, and what is wrong said: in
/// the header when the file is opened, in the values at the split's first
/// probe, in the switch points by verification (which catches all).
#[test]
fn a_damaged_file_is_refused() {
    let dir = Scratch::new("damage");
    generate(dir.path(), 3, &GenerateOptions::default()).expect("generated");
    let path = dir.path().join("surakarta-1v2.ldmt");
    let whole = std::fs::read(&path).unwrap();
    let one_two: Position = "6/6/6/2b3/6/1w3b w".parse().unwrap();
    let damage_of = |error: &TableError| match error {
        TableError::Damaged { path: at, damage } if *at == path => Some(*damage),
        _ => None,
    };
    let last = whole.len() - 2;
    for (at, damage, caught) in [
        (3, Damage::Magic, Caught::Opening),
        (30, Damage::HeaderChecksum, Caught::Opening),
        (104, Damage::ValuesChecksum, Caught::FirstProbe),
        (105 + 100, Damage::ValuesChecksum, Caught::FirstProbe),
        (last, Damage::SwitchesChecksum, Caught::Verifying),
    ] {
        let mut bytes = whole.clone();
        bytes[at] ^= 1;
        std::fs::write(&path, &bytes).unwrap();
        let verified = ludeme_tables::verify(dir.path(), |_, _| {}).unwrap_err();
        assert_eq!(damage_of(&verified), Some(damage), "byte {at}: {verified}");
        let tables = match Tables::open(dir.path()) {
            Err(error) => {
                assert_eq!(caught, Caught::Opening, "byte {at}: {error}");
                assert_eq!(damage_of(&error), Some(damage), "byte {at}: {error}");
                continue;
            }
            Ok(tables) => tables,
        };
        let probed = tables.probe_wdl_after_capture(&one_two);
        if caught == Caught::Verifying {
            assert!(probed.is_ok(), "byte {at}: {probed:?}");
            continue;
        }
        assert_eq!(caught, Caught::FirstProbe, "byte {at}");
        let Err(ProbeError::Table(error)) = probed else {
            panic!("byte {at}: {probed:?}");
        };
        assert_eq!(damage_of(&error), Some(damage), "byte {at}: {error}");
        assert_eq!(
            error.to_string(),
            format!(
                "{}: damaged table: the values' checksum does not match",
                path.display()
            )
        );
        // Every later probe of the split fails with the same error; the
        // other splits answer.
        let Err(ProbeError::Table(again)) = tables.probe_wdl_after_capture(&one_two) else {
            panic!("byte {at}: the second probe answered");
        };
        assert!(Arc::ptr_eq(&error, &again));
        let two_one: Position = "6/6/6/2b3/6/1w3w w".parse().unwrap();
        assert!(tables.probe_wdl_after_capture(&two_one).is_ok());
    }
}

/// A file cut short, or named after another split than it holds, is
/// refused when opened, and what is wrong said.
#[test]
fn a_file_of_another_length_or_name_is_refused() {
    let dir = Scratch::new("length");
    generate(dir.path(), 3, &GenerateOptions::default()).expect("generated");
    let path = dir.path().join("surakarta-1v2.ldmt");
    let whole = std::fs::read(&path).unwrap();
    let damage_of = |error: &TableError| match error {
        TableError::Damaged { path: at, damage } if *at == path => Some(*damage),
        _ => None,
    };
    std::fs::write(&path, &whole[..whole.len() - 1]).unwrap();
    let error = Tables::open(dir.path()).unwrap_err();
    let length = whole.len() as u64;
    assert_eq!(
        damage_of(&error),
        Some(Damage::Length {
            found: length - 1,
            expected: length
        })
    );
    assert!(
        error.to_string().ends_with(
            "surakarta-1v2.ldmt: damaged table: 7957 bytes long, not the length its header gives"
        ),
        "{error}"
    );
    std::fs::write(&path, &whole[..50]).unwrap();
    let error = Tables::open(dir.path()).unwrap_err();
    assert_eq!(
        damage_of(&error),
        Some(Damage::ShorterThanHeader),
        "{error}"
    );
    std::fs::write(&path, &whole).unwrap();
    std::fs::write(dir.path().join("surakarta-2v2.ldmt"), &whole).unwrap();
    let error = Tables::open(dir.path()).unwrap_err();
    assert!(
        matches!(
            &error,
            TableError::Damaged {
                damage: Damage::OtherSplit { named, holds },
                ..
            } if *named == Material::new(2, 2) && *holds == Material::new(1, 2)
        ),
        "{error}"
    );
    assert!(
        error
            .to_string()
            .ends_with("surakarta-2v2.ldmt: damaged table: named 2v2 but holds 1v2"),
        "{error}"
    );
}

/// Tables from bytes in memory answer as the files they are read from;
/// bytes cut short are refused when added, and bytes whose values are
/// damaged at the first probe of their split.
#[test]
fn tables_from_bytes_answer_as_their_files() {
    let dir = four_piece_dir("bytes");
    let from_files = Tables::open(dir.path()).expect("opened");
    let mut from_bytes = Tables::new();
    for (name, bytes) in four_piece_files() {
        let material = from_bytes.add_bytes(name, bytes.clone()).expect("added");
        assert_eq!(format!("surakarta-{material}.ldmt"), *name);
    }
    assert_eq!(from_bytes.splits(), from_files.splits());
    assert_eq!(from_bytes.max_pieces(), 4);
    let mut random = Random::new(5);
    for _ in 0..500 {
        let (p, plies) = four_or_fewer(&mut random);
        assert_eq!(
            from_bytes.probe(&p, plies).unwrap(),
            from_files.probe(&p, plies).unwrap(),
            "{p} at {plies}"
        );
        assert_eq!(
            from_bytes.probe_wdl_after_capture(&p).unwrap(),
            from_files.probe_wdl_after_capture(&p).unwrap(),
            "{p}"
        );
    }
    // Bytes cut short, or of a file whose values are damaged: refused when
    // added, or at the split's first probe.
    let (name, whole) = &four_piece_files()[0];
    let error = Tables::new().add_bytes(name, &whole[..300]).unwrap_err();
    assert!(
        matches!(
            error,
            TableError::Damaged {
                damage: Damage::Length { found: 300, .. },
                ..
            }
        ),
        "{error}"
    );
    let mut damaged = whole.clone();
    damaged[110] ^= 4;
    let mut tables = Tables::new();
    tables
        .add_bytes(name, damaged)
        .expect("the header is whole");
    let one_one: Position = "6/6/6/2b3/6/1w4 w".parse().unwrap();
    let error = tables.probe_wdl_after_capture(&one_one).unwrap_err();
    assert_eq!(
        error.to_string(),
        format!("{name}: damaged table: the values' checksum does not match")
    );
}

/// The probes of the checked-in file `tests/data/probes.txt`, whose values
/// and DTCs are the brute-force solver's (see its header), answered by the
/// tables: `probe` and `probe_dtc` at the line's count, and the value
/// right after a capture at count 0.
#[test]
fn the_tables_answer_the_checked_in_probes_as_the_solver() {
    let text = include_str!("data/probes.txt");
    let dir = four_piece_dir("probes-file");
    let tables = Tables::open(dir.path()).expect("opened");
    let mut lines = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split(" | ").collect();
        let [position, plies, value, dtc] = fields[..] else {
            panic!("{line:?}: not four fields");
        };
        let position: Position = position.parse().expect("a position");
        let plies: u32 = plies.parse().expect("a count");
        let dtc: Option<u32> = (dtc != "none").then(|| dtc.parse().expect("a DTC"));
        let probe = tables.probe(&position, plies).expect("within the tables");
        assert_eq!(
            (probe.wdl.to_string().as_str(), probe.dtc),
            (value, dtc),
            "{line}"
        );
        assert_eq!(tables.probe_dtc(&position, plies).unwrap(), dtc, "{line}");
        if plies == 0 {
            let wdl = tables.probe_wdl_after_capture(&position).unwrap();
            assert_eq!(wdl.to_string(), value, "{line}");
        }
        lines += 1;
    }
    assert!((50..=100).contains(&lines), "{lines} probes");
}

/// Threads probing at once, the splits' values read by whichever asks
/// first, get the answers of one thread probing alone.
#[test]
fn threads_probing_at_once_get_the_answers_of_one() {
    let dir = four_piece_dir("threads");
    let mut random = Random::new(13);
    let positions: Vec<(Position, u32)> = (0..3000)
        .map(|_| {
            let n = 2 + (random.next() % 3) as u32;
            let mover_count = 1 + (random.next() % u64::from(n - 1)) as u32;
            let mover = random.points(mover_count, 0);
            let other = random.points(n - mover_count, mover);
            (position(mover, other), (random.next() % 51) as u32)
        })
        .collect();
    let answers = |tables: &Tables, offset: usize| -> Vec<(Probe, Wdl)> {
        // Each thread starts at its own place, so that the first probes of
        // the splits come from different threads.
        (0..positions.len())
            .map(|i| {
                let (p, plies) = &positions[(i + offset) % positions.len()];
                let probe = tables.probe(p, *plies).unwrap();
                (probe, tables.probe_wdl_after_capture(p).unwrap())
            })
            .collect()
    };
    let alone = answers(&Tables::open(dir.path()).unwrap(), 0);
    let shared = Tables::open(dir.path()).unwrap();
    let threads = 4;
    let start = std::sync::Barrier::new(threads);
    let together: Vec<Vec<(Probe, Wdl)>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let (shared, start, answers) = (&shared, &start, &answers);
                scope.spawn(move || {
                    start.wait();
                    answers(shared, t * 757)
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap()).collect()
    });
    for (t, found) in together.iter().enumerate() {
        for (i, answer) in found.iter().enumerate() {
            let (p, plies) = &positions[(i + t * 757) % positions.len()];
            assert_eq!(
                *answer,
                alone[(i + t * 757) % positions.len()],
                "thread {t}: {p} at {plies}"
            );
        }
    }
}

#[test]
fn tables_and_their_errors_go_between_threads() {
    fn shared<T: Send + Sync>() {}
    shared::<Tables>();
    shared::<TableError>();
    shared::<ProbeError>();
}
