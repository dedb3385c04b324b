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

/// The names in `data-square`, in document order.
fn square_names(svg: &str) -> Vec<String> {
    let doc = roxmltree::Document::parse(svg).expect("well-formed");
    doc.descendants()
        .filter_map(|n| n.attribute("data-square").map(String::from))
        .collect()
}

#[test]
fn every_square_of_every_move_is_named_once_for_clicking() {
    for info in games() {
        for variant in &info.variants {
            let start = AnyGame::by_name(info.name, Some(variant.name), None).unwrap();
            for seed in 0..3 {
                let game = random_playout(&start, seed, 200);
                let mut state = start.clone();
                for mv in game.moves {
                    let names = square_names(&state.svg());
                    let unique: std::collections::HashSet<&String> = names.iter().collect();
                    assert_eq!(unique.len(), names.len(), "{state}: a name twice");
                    let text = mv.to_string();
                    if !text.starts_with("roll") && text != "pass" {
                        for square in text.split(['-', 'x', '/']) {
                            let named = if square == "h" {
                                names.iter().any(|n| n.starts_with("h-"))
                            } else {
                                unique.contains(&square.to_string())
                            };
                            assert!(named, "{}: {square} of {text} in {state}", variant.name);
                        }
                    }
                    state.play_unchecked(mv);
                }
            }
        }
    }
}
