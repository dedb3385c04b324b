//! Every game's SVG picture is well-formed XML with an `svg` root, along
//! random games.

use ludeme::{games, random_playout, AnyGame, AnyRules, Game, Render};

fn check(svg: &str, what: &str) {
    let doc = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("{what}: {e}\n{svg}"));
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg", "{what}");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg"),
        "{what}"
    );
    assert!(root.attribute("viewBox").is_some(), "{what}");
}

#[test]
fn pictures_are_well_formed_svg() {
    let rules: Vec<AnyRules> = games()
        .iter()
        .flat_map(|g| {
            g.variants
                .iter()
                .map(|v| AnyRules::by_name(g.name, Some(v.name)).unwrap())
        })
        .collect();
    for rule in rules {
        let start = AnyGame::start_with(&rule);
        for seed in 0..3 {
            let game = random_playout(&start, seed, 300);
            let mut state = start.clone();
            check(&state.svg(), &state.to_string());
            for mv in game.moves {
                state.play_unchecked(mv);
            }
            check(&state.svg(), &state.to_string());
        }
    }
}

#[test]
fn the_xml_check_can_fail() {
    assert!(roxmltree::Document::parse("<svg><g></svg>").is_err());
}
