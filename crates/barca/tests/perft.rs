//! The spec's perft numbers, read from `tests/data/perft.txt`; lines above
//! `LUDEME_PERFT_LIMIT` nodes (default 10 million) are skipped.

use ludeme_barca::Position;

#[test]
fn perft_matches_the_spec() {
    let limit: u64 = std::env::var("LUDEME_PERFT_LIMIT")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000_000);
    let mut checked = 0;
    for (number, line) in include_str!("data/perft.txt").lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [text, depth, nodes] = fields[..] else {
            panic!("line {}: expected 3 fields", number + 1);
        };
        let (depth, nodes): (u32, u64) = (depth.parse().unwrap(), nodes.parse().unwrap());
        if nodes > limit {
            continue;
        }
        let position: Position = text.parse().unwrap();
        assert_eq!(position.perft(depth), nodes, "line {}: {line}", number + 1);
        assert_eq!(
            ludeme_core::perft(&position, depth),
            nodes,
            "generic, line {}",
            number + 1
        );
        checked += 1;
    }
    assert!(checked >= 5, "only {checked} lines checked");
}
