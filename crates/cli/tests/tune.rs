//! `ludeme tune`: weights fitted to the records `ludeme match --save`
//! writes, the Rust file it writes, and its one-line errors.

mod common;

use common::{failure_of, ludeme, scratch};

#[test]
fn tune_fits_the_weights_of_saved_games_and_writes_them_as_rust() {
    let games = scratch("tune", "games.txt");
    let games_text = games.to_str().unwrap();
    let saved = ludeme()
        .args([
            "match",
            "barca",
            "--players",
            "ab:300,greedy",
            "--games",
            "6",
        ])
        .args(["--threads", "1", "--save", games_text])
        .output()
        .unwrap();
    assert!(saved.status.success(), "{saved:?}");
    // Another game's record among them is passed over.
    let mut text = std::fs::read_to_string(&games).unwrap();
    text.push_str("\n[Game \"surakarta\"]\n\nb2-b3 *\n");
    std::fs::write(&games, text).unwrap();
    let written = scratch("tune", "weights.rs");
    let out = ludeme()
        .args([
            "tune",
            "barca",
            games_text,
            "--write",
            written.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let table = String::from_utf8(out.stdout).unwrap();
    assert!(
        table.contains("quiet positions of 6 finished games"),
        "{table}"
    );
    assert!(table.contains("hole"), "{table}");
    let source = std::fs::read_to_string(&written).unwrap();
    assert!(
        source.contains("pub(crate) const WEIGHTS: [Weight; 13] = ["),
        "{source}"
    );
    assert_eq!(source.matches("    Weight::new(\"").count(), 13, "{source}");
}

#[test]
fn tune_says_what_is_wrong_in_one_line() {
    let missing = failure_of(&["tune", "barca", "/no/such/file.txt"]);
    assert!(
        missing.contains("cannot read /no/such/file.txt"),
        "{missing}"
    );
    let prior = failure_of(&["tune", "barca", "x.txt", "--prior", "-1"]);
    assert!(prior.contains("expected a number from 0 up"), "{prior}");
    let game = failure_of(&["tune", "chess", "x.txt"]);
    assert!(game.contains("unknown game \"chess\""), "{game}");
    let records = scratch("tune", "surakarta.txt");
    std::fs::write(&records, "[Game \"surakarta\"]\n\nb2-b3 *\n").unwrap();
    let path = records.to_str().unwrap();
    let none = failure_of(&["tune", "barca", path]);
    assert!(
        none.contains("no quiet position of a finished game of barca"),
        "{none}"
    );
    let illegal = scratch("tune", "illegal.txt");
    std::fs::write(
        &illegal,
        "[Game \"surakarta\"]\n\nzz *\n\n[Game \"barca\"]\n\nd2-d9 *\n",
    )
    .unwrap();
    let illegal_path = illegal.to_str().unwrap();
    let refused = failure_of(&["tune", "barca", illegal_path]);
    assert!(
        refused.contains(&format!(
            "{illegal_path}: record 2, line 7, column 1: illegal move d2-d9"
        )),
        "{refused}"
    );
    let weightless = failure_of(&["tune", "barricade", path]);
    assert!(
        weightless.contains("barricade's evaluation has no weights"),
        "{weightless}"
    );
}
