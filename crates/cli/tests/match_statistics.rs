//! The statistics under a match table (the Elo line, the pair counts,
//! the SPRT), `--sprt` ending a match early, and `--openings`.

mod common;

/// A fresh file of this test file.
fn scratch_file(name: &str) -> std::path::PathBuf {
    common::scratch("match-stats", name)
}

use common::{failure_of, stdout_of, words};
use ludeme::GameRecord;
use ludeme_stats::{
    elo_line, pentanomial_line, sprt_line, GameResult, Pentanomial, Sprt, SprtDecision, Wdl,
};

/// The table of `ludeme match surakarta OPTIONS --save PATH`.
fn saved_match(options: &[&str], path: &std::path::Path) -> String {
    let save = ["--save", path.to_str().unwrap()];
    stdout_of(&[&["match", "surakarta"], options, &save].concat())
}

/// The records of a file.
fn records_of(path: &std::path::Path) -> Vec<GameRecord> {
    ludeme::read_records(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Player `name`'s wins, draws and losses in a table's row.
fn row_of(table: &str, name: &str) -> Wdl {
    let row = table
        .lines()
        .find(|l| l.split_whitespace().next() == Some(name))
        .unwrap_or_else(|| panic!("no row of {name} in {table}"));
    let f: Vec<u32> = row
        .split_whitespace()
        .skip(1)
        .take(3)
        .map(|n| n.parse().unwrap())
        .collect();
    Wdl::new(f[0], f[1], f[2])
}

/// The number of games of the table's `N games, mean length` line.
fn games_of(table: &str) -> usize {
    let line = table
        .lines()
        .find(|l| l.contains(" games, mean length "))
        .unwrap_or_else(|| panic!("{table}"));
    line.split(' ').next().unwrap().parse().unwrap()
}

/// The lines after the table's `N games` line.
fn under_the_table(table: &str) -> Vec<&str> {
    table
        .lines()
        .skip_while(|l| !l.contains(" games, mean length "))
        .skip(1)
        .collect()
}

/// Player `a`'s result in each record, from its `Seats` tag and result.
fn results_of(records: &[GameRecord], a: &str) -> Vec<GameResult> {
    records
        .iter()
        .map(|record| {
            let seats: Vec<&str> = record.tag("Seats").unwrap().split(", ").collect();
            let seat = seats.iter().position(|&s| s == a).expect("A plays");
            let game = record.replay().unwrap();
            let side = game.side_name(seat).unwrap();
            match record.result() {
                "draw" => GameResult::Draw,
                w if w == side => GameResult::Win,
                _ => GameResult::Loss,
            }
        })
        .collect()
}

/// Results counted by game and by pair (games 2k and 2k + 1).
fn counts(results: &[GameResult]) -> (Wdl, Pentanomial) {
    let mut wdl = Wdl::default();
    for &r in results {
        wdl.add(r);
    }
    let mut pairs = Pentanomial::default();
    for pair in results.chunks_exact(2) {
        pairs.add_pair(pair[0], pair[1]);
    }
    (wdl, pairs)
}

#[test]
fn the_elo_line_agrees_with_the_table_and_the_pairs_with_the_records() {
    let path = scratch_file("elo.txt");
    let table = saved_match(
        &words("--players mcts:20,random --games 10 --seed 3"),
        &path,
    );
    let wdl = row_of(&table, "mcts:20");
    let b = row_of(&table, "random");
    assert_eq!(
        (wdl.wins, wdl.draws, wdl.losses),
        (b.losses, b.draws, b.wins)
    );
    assert_eq!(wdl.games(), 10, "{table}");
    let (from_records, pairs) = counts(&results_of(&records_of(&path), "mcts:20"));
    assert_eq!(from_records, wdl, "{table}");
    assert_eq!(
        under_the_table(&table),
        [elo_line(wdl), pentanomial_line(pairs)],
        "{table}"
    );

    // An odd number of games: no pairs line.
    let table = stdout_of(&words("match surakarta --players greedy,random --games 5"));
    assert_eq!(
        under_the_table(&table),
        [elo_line(row_of(&table, "greedy"))],
        "{table}"
    );
    // More than two seats: no statistics.
    let table = stdout_of(&words(
        "match barricade --variant individual-3 --players greedy,random,random \
         --games 2 --max-plies 300",
    ));
    assert!(under_the_table(&table).is_empty(), "{table}");
}

#[test]
fn an_sprt_stops_as_soon_as_it_decides_on_pairs() {
    let sprt: Sprt = "elo0=0,elo1=200".parse().unwrap();
    let mut saved = Vec::new();
    for threads in ["1", "2"] {
        let path = scratch_file(&format!("sprt-{threads}.txt"));
        let options = format!(
            "--players greedy,random --games 200 --sprt elo0=0,elo1=200 --threads {threads}"
        );
        let table = saved_match(&words(&options), &path);
        let last = under_the_table(&table).last().copied().unwrap_or_default();
        assert!(last.ends_with(" - H1 was accepted"), "{table}");
        let games = games_of(&table);
        assert!(games < 200 && games % 2 == 0, "{table}");
        // The pentanomial model (--games is even): the test decided after
        // the last pair, and not after the one before.
        let records = records_of(&path);
        assert_eq!(records.len(), games);
        let results = results_of(&records, "greedy");
        let (wdl, pairs) = counts(&results);
        assert_eq!(wdl, row_of(&table, "greedy"));
        let llr = sprt.llr_pairs(pairs);
        assert_eq!(sprt.decide(llr), SprtDecision::AcceptH1);
        assert_eq!(
            under_the_table(&table),
            [
                elo_line(wdl),
                pentanomial_line(pairs),
                sprt_line(&sprt, llr)
            ],
            "{table}"
        );
        let (_, before) = counts(&results[..games - 2]);
        assert_eq!(sprt.decide(sprt.llr_pairs(before)), SprtDecision::Continue);
        let text = std::fs::read_to_string(&path).unwrap();
        saved.push(text);
    }
    // The same games whatever the number of threads.
    assert_eq!(saved[0], saved[1]);
}

#[test]
fn an_sprt_on_an_odd_number_of_games_counts_single_games() {
    let sprt: Sprt = "elo0=0,elo1=200,alpha=0.1,beta=0.1".parse().unwrap();
    let path = scratch_file("sprt-odd.txt");
    let mut options = words("--players greedy,random --games 199 --threads 2");
    options.extend(["--sprt", "elo0=0, elo1=200, alpha=0.1, beta=0.1"]);
    let table = saved_match(&options, &path);
    let games = games_of(&table);
    assert!(games < 199, "{table}");
    let results = results_of(&records_of(&path), "greedy");
    let (wdl, _) = counts(&results);
    let llr = sprt.llr(wdl);
    assert_eq!(sprt.decide(llr), SprtDecision::AcceptH1);
    assert_eq!(
        under_the_table(&table).last().copied(),
        Some(sprt_line(&sprt, llr).as_str()),
        "{table}"
    );
    let (before, _) = counts(&results[..games - 1]);
    assert_eq!(sprt.decide(sprt.llr(before)), SprtDecision::Continue);
}

#[test]
fn an_sprt_of_equal_players_against_a_large_difference_accepts_h0() {
    let table = stdout_of(&words(
        "match surakarta --players random,random --games 200 --sprt elo0=200,elo1=400",
    ));
    let last = under_the_table(&table).last().copied().unwrap_or_default();
    assert!(last.ends_with(" - H0 was accepted"), "{table}");
    assert!(games_of(&table) < 200, "{table}");
}

#[test]
fn bad_sprt_and_openings_values_are_one_line_errors() {
    let base = ["match", "surakarta", "--players", "greedy,random"];
    for (sprt, says) in [
        ("", "is empty"),
        ("elo0=0", "elo1 is missing"),
        ("elo0=5,elo1=0", "must be less than elo1"),
        ("elo0=0,elo1=5,alpha=1", "alpha (1) must be between 0 and 1"),
        ("elo0=0,elo1=5,gamma=2", "unknown key \"gamma\""),
        ("elo0=x,elo1=5", "is not a finite number"),
        ("elo0 0,elo1=5", "has no \"=\""),
    ] {
        let err = failure_of(&[&base[..], &["--sprt", sprt]].concat());
        assert!(
            err.contains("--sprt") && err.contains(says),
            "{sprt}: {err}"
        );
    }
    let err = failure_of(&words(
        "match barricade --variant individual-3 --players greedy,random,random \
         --sprt elo0=0,elo1=5",
    ));
    assert!(
        err.contains("--sprt needs two players in two seats"),
        "{err}"
    );

    let missing = scratch_file("no-such-openings.txt");
    let err = failure_of(&[&base[..], &["--openings", missing.to_str().unwrap()]].concat());
    assert!(err.contains("cannot read it"), "{err}");
    let bad = scratch_file("bad-openings.txt");
    std::fs::write(&bad, "# one good, one bad\n6/2b3/6/6/1w4/6 w\n6/6 w\n").unwrap();
    let err = failure_of(&[&base[..], &["--openings", bad.to_str().unwrap()]].concat());
    assert!(
        err.contains(": line 3: bad position text \"6/6 w\""),
        "{err}"
    );
    let empty = scratch_file("empty-openings.txt");
    std::fs::write(&empty, "# nothing\n\n").unwrap();
    let err = failure_of(&[&base[..], &["--openings", empty.to_str().unwrap()]].concat());
    assert!(err.contains("no openings"), "{err}");
    let err = failure_of(
        &[
            &base[..],
            &[
                "--openings",
                bad.to_str().unwrap(),
                "--position",
                "6/2b3/6/6/1w4/6 w",
            ],
        ]
        .concat(),
    );
    assert!(err.contains("cannot be used with"), "{err}");
}

/// Two Surakarta openings: after b2-b3, and two pieces.
const OPENINGS: [&str; 2] = ["bbbbbb/bbbbbb/6/1w4/w1wwww/wwwwww b", "6/2b3/6/6/1w4/6 w"];

/// The `Position` and `Seats` tags of each record of a match with
/// `OPENINGS` over 4 games.
fn openings_played(extra: &[&str], name: &str) -> Vec<(String, String)> {
    let file = scratch_file(&format!("{name}-openings.txt"));
    std::fs::write(
        &file,
        format!("# two\n{}\n\n  {}\n", OPENINGS[0], OPENINGS[1]),
    )
    .unwrap();
    let saved = scratch_file(&format!("{name}-saved.txt"));
    let args = [
        "match",
        "surakarta",
        "--games",
        "4",
        "--openings",
        file.to_str().unwrap(),
        "--save",
        saved.to_str().unwrap(),
    ];
    let table = stdout_of(&[&args[..], extra].concat());
    assert_eq!(games_of(&table), 4, "{table}");
    // No game lost by a fault: the engines followed every opening.
    assert!(!table.contains(" loses: "), "{table}");
    records_of(&saved)
        .iter()
        .map(|r| {
            (
                r.tag("Position").unwrap_or_default().to_string(),
                r.tag("Seats").unwrap_or_default().to_string(),
            )
        })
        .collect()
}

#[test]
fn each_opening_is_played_twice_with_the_seats_swapped() {
    let expected = |a: &str, b: &str| -> Vec<(String, String)> {
        [(0, false), (0, true), (1, false), (1, true)]
            .iter()
            .map(|&(opening, swapped)| {
                let seats = if swapped { [b, a] } else { [a, b] };
                (OPENINGS[opening].to_string(), seats.join(", "))
            })
            .collect()
    };
    for threads in ["1", "2"] {
        let played = openings_played(
            &["--players", "greedy,random", "--threads", threads],
            "builtin",
        );
        assert_eq!(played, expected("greedy", "random"), "--threads {threads}");
    }
    // Refereed (clocks), with the real engine told `position fen`. A
    // clock it cannot come near, so that no game is lost on time whatever
    // the machine's load: 2 s for at most 2 moves (4 plies) a side. Its
    // search may spend at most 3/8 of what is left at a move (three even
    // shares, among at least 8 moves left), so that at its second move
    // more than 0.7 s is in hand beyond what it may spend.
    let engine = format!(
        "ugi:{} ugi surakarta",
        assert_cmd::cargo::cargo_bin("ludeme").display()
    );
    let players = format!("{engine},greedy");
    let played = openings_played(
        &["--players", &players, "--tc", "2", "--max-plies", "4"],
        "refereed",
    );
    assert_eq!(played, expected("ugi:ludeme ugi surakarta", "greedy"));
}
