//! Every game's SVG picture is well-formed XML with an `svg` root, along
//! random games, on each game's own type chosen through the registry.

use ludeme::{games, random_playout, AnyGame, AnyRules, GameVisitor, Registered, StateVisitor};

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
        rule.visit(WellFormed);
    }
}

/// The pictures of the start and of the ends of three random games.
struct WellFormed;

impl GameVisitor for WellFormed {
    type Output = ();
    fn visit<G: Registered>(self, rules: G::Rules) {
        let start = G::start_with(&rules);
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

/// The battery's picture checks along random games.
struct Pictures;

impl GameVisitor for Pictures {
    type Output = ();
    fn visit<G: Registered>(self, rules: G::Rules) {
        ludeme_testing::check_pictures(&G::start_with(&rules), 0..3, 200);
    }
}

/// A state's picture.
struct Svg;

impl StateVisitor for Svg {
    type Output = String;
    fn visit<G: Registered>(self, state: G) -> String {
        state.svg()
    }
}

#[test]
fn the_xml_check_can_fail() {
    assert!(roxmltree::Document::parse("<svg><g></svg>").is_err());
}

#[test]
fn every_square_of_every_move_is_named_once_for_clicking() {
    for info in games() {
        for variant in &info.variants {
            let rules = AnyRules::by_name(info.name, Some(variant.name)).unwrap();
            rules.visit(Pictures);
        }
    }
}

#[test]
fn the_names_read_are_those_of_a_real_xml_parser() {
    // The battery reads `data-square` without an XML parser: the same names.
    for info in games() {
        let start = AnyGame::by_name(info.name, None, None).unwrap();
        let svg = start.visit(Svg);
        let doc = roxmltree::Document::parse(&svg).expect("well-formed");
        let parsed: Vec<String> = doc
            .descendants()
            .filter_map(|n| n.attribute("data-square").map(String::from))
            .collect();
        assert!(!parsed.is_empty(), "{}", info.name);
        assert_eq!(ludeme_testing::data_squares(&svg), parsed, "{}", info.name);
    }
}
