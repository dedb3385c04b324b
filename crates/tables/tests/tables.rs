//! The tables as their users meet them: generated, opened, probed; the
//! value the same in every image of a position; the best move converting a
//! won position within the rules; a damaged file refused; an interrupted
//! run going on where it stopped.

mod common;

use common::{Random, Scratch};
use ludeme_core::{Game, GameLine, Outcome};
use ludeme_surakarta::{Colour, Position, Rules};
use ludeme_tables::{
    generate, GenerateOptions, Material, Probe, ProbeError, Progress, TableError, Tables, Wdl,
};
use std::sync::{Arc, Mutex};

/// The position with `mover` to move from White's side, `other` Black's.
fn position(mover: u64, other: u64) -> Position {
    Position::from_pieces(mover, other, Colour::White, Rules::default()).expect("a position")
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
    let dir = Scratch::new("images");
    generate(dir.path(), 4, &GenerateOptions::default()).expect("generated");
    let tables = Tables::open(dir.path()).expect("opened");
    assert_eq!(tables.max_pieces(), 4);
    let mut random = Random::new(7);
    for _ in 0..2000 {
        let n = 2 + (random.next() % 3) as u32;
        let mover_count = 1 + (random.next() % u64::from(n - 1)) as u32;
        let mover = random.points(mover_count, 0);
        let other = random.points(n - mover_count, mover);
        let p = position(mover, other);
        let plies = (random.next() % 51) as u32;
        let probe = tables.probe(&p, plies).expect("within the tables");
        assert_eq!(
            tables.probe_wdl(&p).unwrap(),
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
    assert_eq!(
        tables.probe_wdl(&four),
        Err(ProbeError::TooManyPieces { pieces: 4, max: 3 })
    );
    assert_eq!(
        tables.probe_wdl(&four).unwrap_err().to_string(),
        "4 pieces on the board; the tables hold at most 3"
    );
    let orthogonal = Position::from_pieces(
        1,
        2,
        Colour::White,
        Rules::default().with_orthogonal_steps(true),
    )
    .unwrap();
    assert!(matches!(
        tables.probe_wdl(&orthogonal),
        Err(ProbeError::Rules(_))
    ));
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
    assert_eq!(
        missing.probe_wdl(&two_one),
        Err(ProbeError::TooManyPieces { pieces: 3, max: 2 })
    );
    assert_eq!(partial.probe_wdl(&two_one).map(|_| ()), Ok(()));
}

/// Both sides play the tables' best move from won positions of up to 4
/// pieces (the loser delaying), in a game line that applies the rules'
/// 50-ply limit and repetitions: the winner wins, every time, and the
/// tables' value holds at each ply.
#[test]
fn the_best_move_converts_a_win_within_the_rules() {
    let dir = Scratch::new("convert");
    generate(dir.path(), 4, &GenerateOptions::default()).expect("generated");
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
            Progress::Kept(s) => k.lock().unwrap().push(s.material),
            Progress::Written(s) => w.lock().unwrap().push(s.material),
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

/// A byte changed anywhere in a file is caught: in the header or the
/// values when the file is opened, in the switch points by verification.
#[test]
fn a_damaged_file_is_refused() {
    let dir = Scratch::new("damage");
    generate(dir.path(), 3, &GenerateOptions::default()).expect("generated");
    let path = dir.path().join("surakarta-1v2.ldmt");
    let whole = std::fs::read(&path).unwrap();
    for at in [3, 30, 104, 105 + 100, whole.len() - 2] {
        let mut bytes = whole.clone();
        bytes[at] ^= 1;
        std::fs::write(&path, &bytes).unwrap();
        let opened = Tables::open(dir.path());
        let verified = ludeme_tables::verify(dir.path(), |_, _| {});
        let caught = |r: &Result<(), TableError>| matches!(r, Err(TableError::Damaged { .. }));
        assert!(
            caught(&opened.map(|_| ())) || caught(&verified.map(|_| ())),
            "byte {at} changed, not caught"
        );
    }
    std::fs::write(&path, &whole[..whole.len() - 1]).unwrap();
    let error = Tables::open(dir.path()).unwrap_err().to_string();
    assert!(
        error.contains("surakarta-1v2.ldmt: damaged table"),
        "{error}"
    );
}
