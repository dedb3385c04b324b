//! Writing one's own search against the `Game` trait: a depth-limited
//! expectimax that averages chance nodes by their probabilities and scores
//! leaves with the game's `Heuristic` — once, for every game, run on the
//! game's own type (chosen by name, through a `StateVisitor`).
//!
//! `cargo run --release --example own_search`

use ludeme::{Actor, AnyGame, Heuristic, Registered, Side, StateVisitor};

/// The value of `state` for `side`, looking `depth` plies ahead.
fn expectimax<G: Heuristic>(state: &G, side: Side, depth: u32) -> f64 {
    if depth == 0 || state.to_act() == Actor::Nobody {
        return state.evaluate(side);
    }
    match state.to_act() {
        Actor::Chance => state
            .chance_outcomes()
            .iter()
            .map(|&(mv, p)| {
                let mut next = state.clone();
                next.play_unchecked(mv);
                p * expectimax(&next, side, depth - 1)
            })
            .sum(),
        Actor::Seat(seat) => {
            let moves = state.legal_moves();
            let values = moves.iter().map(|&mv| {
                let mut next = state.clone();
                next.play_unchecked(mv);
                expectimax(&next, side, depth - 1)
            });
            // The side to move maximises its value; opponents minimise ours.
            if state.side_of(seat) == side {
                values.fold(f64::NEG_INFINITY, f64::max)
            } else {
                values.fold(f64::INFINITY, f64::min)
            }
        }
        Actor::Nobody => state.evaluate(side),
    }
}

/// The best move for the seat to move, by expectimax.
fn best_move<G: Heuristic>(state: &G, depth: u32) -> Option<G::Move> {
    let Actor::Seat(seat) = state.to_act() else {
        return None;
    };
    let side = state.side_of(seat);
    state.legal_moves().iter().copied().max_by(|&a, &b| {
        let value = |mv| {
            let mut next = state.clone();
            next.play_unchecked(mv);
            expectimax(&next, side, depth - 1)
        };
        value(a).total_cmp(&value(b))
    })
}

/// [`best_move`] on the game's own type, in move text.
struct BestMove(u32);

impl StateVisitor for BestMove {
    type Output = Option<String>;
    fn visit<G: Registered>(self, state: G) -> Option<String> {
        best_move(&state, self.0).map(|mv| mv.to_string())
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // Surakarta: White finds the capture b2xc5 round the loop.
    let surakarta = AnyGame::by_name("surakarta", None, Some("6/2b3/6/6/1w4/6 w"))?;
    println!(
        "surakarta: {}",
        surakarta.visit(BestMove(2)).expect("a move")
    );

    // Barricade: the same code searches through the die's chance nodes.
    let barricade = AnyGame::by_name(
        "barricade",
        None,
        Some("h13 - - - a3,e3,i3,m3,q3,i5,g7,k7,i9,i10,i11 r 2"),
    )?;
    println!(
        "barricade: {}",
        barricade.visit(BestMove(1)).expect("a move")
    );

    // Barca from the start, two plies deep.
    let barca = AnyGame::by_name("barca", None, None)?;
    println!("barca: {}", barca.visit(BestMove(2)).expect("a move"));
    Ok(())
}
