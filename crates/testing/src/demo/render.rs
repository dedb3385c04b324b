//! The race drawn for people: a line per seat, and an SVG picture with a
//! cell per seat and step (`data-square="s0c2"`: seat 0's cell 2).

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::{DiceRace, RaceMove, SEATS};
use ludeme_core::{DiagramStyle, Game, Render};

impl Render for DiceRace {
    /// `seat 0: 2 of 5` a line per seat, then who acts.
    fn diagram(&self, _style: DiagramStyle) -> String {
        let mut text = String::new();
        for (seat, cell) in self.cells.iter().enumerate() {
            text.push_str(&format!("seat {seat}: {cell} of {}\n", self.goal));
        }
        text.push_str(&format!("{:?} to act\n", self.to_act()));
        text
    }

    fn svg(&self) -> String {
        let width = 20 * (u32::from(self.goal) + 1);
        let mut svg = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width} {}\">",
            20 * SEATS
        );
        for (seat, &at) in self.cells.iter().enumerate() {
            for cell in 0..=self.goal {
                let fill = if cell == at { "black" } else { "white" };
                svg.push_str(&format!(
                    "<rect data-square=\"s{seat}c{cell}\" x=\"{}\" y=\"{}\" width=\"20\" height=\"20\" fill=\"{fill}\" stroke=\"grey\"/>",
                    20 * u32::from(cell),
                    20 * seat
                ));
            }
        }
        svg.push_str("</svg>");
        svg
    }

    /// An advance clicks the cell it reaches; a roll clicks nothing.
    fn move_squares(&self, mv: RaceMove) -> Vec<String> {
        match mv {
            RaceMove::Roll(_) => Vec::new(),
            RaceMove::Advance(a) => {
                let seat = usize::from(self.to_move);
                let to = (self.cells[seat] + a).min(self.goal);
                alloc::vec![format!("s{seat}c{to}")]
            }
        }
    }
}
