//! Action numbering and observations of a kit game, from its move forms.

use ludeme_core::bits::BitSet;
use ludeme_core::{ActionSteps, Actions, ObservationSink};

use crate::{GridGame, Move, Position, Size};

/// The first action of each form under `size`: drops, then steps (origin
/// times cells plus destination), then the pass; and how many there are.
fn layout<G: GridGame>(size: &Size<G>) -> (usize, usize, usize) {
    let cells = usize::from(size.grid().cells());
    let drops = if G::FORMS.drops { cells } else { 0 };
    let steps = if G::FORMS.steps { cells * cells } else { 0 };
    let pass = usize::from(G::FORMS.pass);
    (drops, drops + steps, drops + steps + pass)
}

impl<G: GridGame> Actions for Position<G> {
    const ACTION_SPACE: &'static str = "Kit games (W×H board, N = W·H cells numbered ``rank * W + file``, a1 = 0): a drop on cell c is action c (games with drops), a step or capture from f to t comes next as ``f * N + t`` (games with steps), a pass last (games with passes). Observation ``(kinds, H, W)``: one plane per kind of piece, the mover's kinds first, row 0 the mover's first rank (the second seat's view turned upside down).";

    fn num_actions(rules: &Size<G>) -> usize {
        layout(rules).2
    }

    fn actions_of(&self, mv: Move) -> ActionSteps {
        let grid = self.grid();
        let cells = grid.cells() as usize;
        let (drops, steps, _) = layout(&self.rules_of());
        let action = match (mv.from(grid), mv.to(grid)) {
            (_, None) => steps,
            (None, Some(to)) => to as usize,
            (Some(from), Some(to)) => drops + from as usize * cells + to as usize,
        };
        ActionSteps::One(action as u32)
    }

    fn observation_shape(rules: &Size<G>) -> [usize; 3] {
        let kinds = G::Pieces::default().as_ref().len();
        [
            kinds,
            usize::from(rules.grid().height()),
            usize::from(rules.grid().width()),
        ]
    }

    fn observe_into<O: ObservationSink + ?Sized>(&self, _pending: &[u32], out: &mut O) {
        let grid = self.grid();
        let (width, height) = (usize::from(grid.width()), usize::from(grid.height()));
        let kinds = self.pieces().as_ref();
        let first_seat_kinds = G::SEATS[0].letters.chars().count();
        let mover = self.mover();
        for (kind, &cells) in kinds.iter().enumerate() {
            // The mover's kinds first, each seat's in its own order.
            let plane = if mover == 0 {
                kind
            } else if kind >= first_seat_kinds {
                kind - first_seat_kinds
            } else {
                kinds.len() - first_seat_kinds + kind
            };
            for cell in cells.squares() {
                let cell = cell as usize;
                let (file, rank) = (cell % width, cell / width);
                let row = if mover == 0 { rank } else { height - 1 - rank };
                out.set(plane * width * height + row * width + file, 1.0);
            }
        }
    }
}

impl<G: GridGame> Position<G> {
    fn rules_of(&self) -> Size<G> {
        ludeme_core::Game::rules(self)
    }
}
