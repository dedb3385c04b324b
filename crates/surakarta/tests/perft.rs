//! The spec's perft numbers, read from `tests/data/perft.txt`. Lines whose
//! node count exceeds `LUDEME_PERFT_LIMIT` (default 10 million) are skipped,
//! so deep numbers can be recorded without slowing CI.

use ludeme_surakarta::{Position, Rules};

fn limit() -> u64 {
    std::env::var("LUDEME_PERFT_LIMIT")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000_000)
}

#[test]
fn perft_matches_the_spec() {
    let data = include_str!("data/perft.txt");
    let mut checked = 0;
    for (number, line) in data.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [variant, text, depth, nodes] = fields[..] else {
            panic!("line {}: expected 4 fields", number + 1);
        };
        let rules = match variant {
            "standard" => Rules::default(),
            "orthogonal" => Rules::default().with_orthogonal_steps(true),
            other => panic!("line {}: unknown variant {other}", number + 1),
        };
        let depth: u32 = depth.parse().unwrap();
        let nodes: u64 = nodes.parse().unwrap();
        if nodes > limit() {
            continue;
        }
        let position = Position::from_text(text, rules).unwrap();
        assert_eq!(position.perft(depth), nodes, "line {}: {line}", number + 1);
        assert_eq!(
            ludeme_core::perft(&position, depth),
            nodes,
            "generic perft, line {}",
            number + 1
        );
        checked += 1;
    }
    assert!(checked >= 8, "only {checked} perft lines checked");
}
