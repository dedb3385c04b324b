//! What the kit derives for a game, checked on the two kit games: action
//! numbers and observation planes against a reading of the position text,
//! the move text on a board, and the pictures against regression snapshots.

use ludeme_breakthrough::Position as Breakthrough;
use ludeme_core::{ActionSteps, Actions, DiagramStyle, Game, Render, Variants};
use ludeme_kit::{GridGame, Position};
use ludeme_othello::Position as Othello;

/// The planes that the position of `text` shows its mover, read from the
/// text: one plane per piece letter, the mover's letters first, row 0 the
/// mover's first rank (the bottom rank for the first seat, the top one for
/// the second). `seats` are the two seats' piece letters, which are also
/// their side letters.
fn planes_from_text(text: &str, seats: [char; 2]) -> Vec<f32> {
    let (board, side) = text.split_once(' ').unwrap();
    let mover = usize::from(side.starts_with(seats[1]));
    let letters = [seats[mover], seats[1 - mover]];
    let rows: Vec<Vec<Option<char>>> = board
        .split('/')
        .rev()
        .map(|rank| {
            let mut row = Vec::new();
            for c in rank.chars() {
                match c.to_digit(10) {
                    Some(empty) => row.extend(std::iter::repeat_n(None, empty as usize)),
                    None => row.push(Some(c)),
                }
            }
            row
        })
        .collect();
    let (height, width) = (rows.len(), rows[0].len());
    let mut out = vec![0.0; 2 * height * width];
    for (rank, row) in rows.iter().enumerate() {
        for (file, cell) in row.iter().enumerate() {
            if let Some(c) = cell {
                let plane = letters.iter().position(|l| l == c).unwrap();
                let row = if mover == 1 { height - 1 - rank } else { rank };
                out[plane * height * width + row * width + file] = 1.0;
            }
        }
    }
    out
}

fn observed<G: GridGame>(p: &Position<G>) -> Vec<f32> {
    let shape = Position::<G>::observation_shape(&p.rules());
    let mut out = vec![0.0; shape.iter().product()];
    p.observe(&[], &mut out);
    out
}

#[test]
fn the_observation_is_the_board_from_the_movers_side_for_either_seat() {
    let mut seen = [0; 2];
    for size in ["8x8", "6x6"] {
        let starts = (
            Breakthrough::start_with(&Variants::from_variant(size).unwrap()),
            Othello::start_with(&Variants::from_variant(size).unwrap()),
        );
        for state in ludeme_testing::playout_states(&starts.0, 0..4, 40) {
            let text = state.to_string();
            assert_eq!(
                observed(&state),
                planes_from_text(&text, ['w', 'b']),
                "{text}"
            );
            seen[state.mover()] += 1;
        }
        for state in ludeme_testing::playout_states(&starts.1, 0..4, 40) {
            let text = state.to_string();
            assert_eq!(
                observed(&state),
                planes_from_text(&text, ['b', 'w']),
                "{text}"
            );
        }
    }
    assert!(seen.iter().all(|&n| n > 20), "{seen:?}");
}

/// The one action of `mv` in `state`.
fn action<G: GridGame>(state: &Position<G>, mv: ludeme_kit::Move) -> u32 {
    match state.actions_of(mv) {
        ActionSteps::One(action) => action,
        other => panic!("{mv}: {other:?}"),
    }
}

#[test]
fn actions_are_drops_then_steps_by_origin_and_destination_then_the_pass() {
    // Breakthrough: steps only, `from * 64 + to` on 8x8 and `from * 36 + to`
    // on 6x6, a1 = 0.
    let start = Breakthrough::start();
    assert_eq!(Breakthrough::num_actions(&start.rules()), 64 * 64);
    assert_eq!(
        action(&start, start.parse_move("b2-c3").unwrap()),
        9 * 64 + 18
    );
    let six = Breakthrough::start_with(&Variants::from_variant("6x6").unwrap());
    assert_eq!(Breakthrough::num_actions(&six.rules()), 36 * 36);
    assert_eq!(action(&six, six.parse_move("f2-e3").unwrap()), 11 * 36 + 16);
    // Othello: drops on the cells, then the pass.
    let start = Othello::start();
    assert_eq!(Othello::num_actions(&start.rules()), 65);
    assert_eq!(action(&start, start.parse_move("d3").unwrap()), 19);
    let six = Othello::start_with(&Variants::from_variant("6x6").unwrap());
    assert_eq!(Othello::num_actions(&six.rules()), 37);
    let passing = ludeme_testing::playout_states(&six, 0..40, 100)
        .into_iter()
        .find(|s| s.legal_moves().first().is_some_and(|mv| mv.is_pass()))
        .expect("a pass within 40 games");
    assert_eq!(action(&passing, passing.legal_moves()[0]), 36);
}

#[test]
fn move_text_off_the_board_names_the_square() {
    let start = Breakthrough::start();
    for (text, square) in [("h2-i3", "i3"), ("a8-a9", "a9"), ("i1-h2", "i1")] {
        let error = start.parse_move(text).unwrap_err().to_string();
        assert!(
            error.contains(&format!("{square:?}")) || error.contains(square),
            "{text}: {error}"
        );
    }
    let mv = start.parse_move("h2-h3").unwrap();
    assert_eq!(format!("{mv:?}"), "h2-h3");
    assert_eq!(mv.to(start.grid()), Some(23));
}

/// The pictures of the start and of two positions along a seeded game, as
/// one text.
fn pictures<G: GridGame>(start: &Position<G>) -> String {
    let mut out = String::new();
    for state in ludeme_testing::playout_states(start, 0..1, 6)
        .into_iter()
        .step_by(3)
    {
        out += &format!("== {state}\n");
        for style in [
            DiagramStyle::ascii(),
            DiagramStyle::unicode(),
            DiagramStyle::unicode().with_colour(true),
        ] {
            out += &state.diagram(style);
            out += "\n";
        }
        out += &state.svg();
        out += "\n";
        for mv in state.legal_moves().iter().take(3) {
            out += &format!("{mv}: {:?}\n", state.move_squares(*mv));
        }
    }
    out
}

#[test]
fn the_pictures_are_the_snapshots() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
    for size in ["8x8", "6x6"] {
        let rules = Variants::from_variant(size).unwrap();
        ludeme_testing::check_golden(
            &format!("{dir}/breakthrough-{size}.txt"),
            &pictures(&Breakthrough::start_with(&rules)),
        );
        let rules = Variants::from_variant(size).unwrap();
        ludeme_testing::check_golden(
            &format!("{dir}/othello-{size}.txt"),
            &pictures(&Othello::start_with(&rules)),
        );
    }
}

/// A game of two kinds of piece a seat (men and kings), for the planes'
/// order: only its pieces matter here.
struct MenAndKings;

impl GridGame for MenAndKings {
    type Cells = u64;
    type Pieces = [u64; 4];
    const NAME: &'static str = "Men and kings";
    const SEATS: [ludeme_kit::SeatStyle; 2] = [
        ludeme_kit::SeatStyle {
            name: "white",
            letters: "mk",
            colour: "#f4f4f4",
            glyphs: "○◇",
        },
        ludeme_kit::SeatStyle {
            name: "black",
            letters: "MK",
            colour: "#202020",
            glyphs: "●◆",
        },
    ];
    const SIZES: &'static [ludeme_core::Variant] = &[ludeme_core::Variant::new("4x4", "")];
    const FORMS: ludeme_kit::MoveForms = ludeme_kit::MoveForms::STEPS;
    fn start(_: ludeme_geometry::Grid) -> [u64; 4] {
        [0b1, 0b10, 1 << 15, 1 << 14]
    }
    fn generate(_: &Position<Self>, _: &mut impl ludeme_kit::Moves) {}
    fn play(p: &Position<Self>, _: ludeme_kit::Move) -> [u64; 4] {
        *p.pieces()
    }
    fn outcome(_: &Position<Self>) -> Option<ludeme_core::Outcome> {
        None
    }
}

#[test]
fn the_movers_kinds_come_first_in_their_own_order() {
    let rules = ludeme_kit::Size::named("4x4").unwrap();
    // White: men on a1, kings on b1; Black: men on d4, kings on c4.
    let white = Position::<MenAndKings>::new(MenAndKings::start(rules.grid()), 0, rules);
    let black = Position::<MenAndKings>::new(MenAndKings::start(rules.grid()), 1, rules);
    let at = |plane: usize, row: usize, file: usize| plane * 16 + row * 4 + file;
    let ones = |planes: Vec<f32>| -> Vec<usize> {
        (0..planes.len()).filter(|&i| planes[i] == 1.0).collect()
    };
    // White sees its men, its kings, Black's men, Black's kings; row 0 rank 1.
    assert_eq!(
        ones(observed(&white)),
        [at(0, 0, 0), at(1, 0, 1), at(2, 3, 3), at(3, 3, 2)]
    );
    // Black sees its men, its kings, White's men, White's kings; row 0 rank 4.
    assert_eq!(
        ones(observed(&black)),
        [at(0, 0, 3), at(1, 0, 2), at(2, 3, 0), at(3, 3, 1)]
    );
}
