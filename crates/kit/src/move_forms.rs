//! The forms a game's moves take: drops, steps and captures, passes.

use crate::Move;

/// Which forms a game's moves take; move text and the action numbering
/// follow them.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MoveForms {
    /// Drops on a cell (`c4`).
    pub drops: bool,
    /// Steps and captures from a cell to another (`a2-a3`, `a2xb3`).
    pub steps: bool,
    /// Passes (`pass`).
    pub pass: bool,
}

impl MoveForms {
    /// Steps and captures only.
    pub const STEPS: MoveForms = MoveForms {
        drops: false,
        steps: true,
        pass: false,
    };
    /// Drops and passes.
    pub const DROPS_AND_PASS: MoveForms = MoveForms {
        drops: true,
        steps: false,
        pass: true,
    };

    /// The forms in words, for errors: `a drop like 'c4' or 'pass'`.
    pub(crate) fn expected(self) -> &'static str {
        match (self.drops, self.steps, self.pass) {
            (true, false, false) => "a drop like 'c4'",
            (true, false, true) => "a drop like 'c4' or 'pass'",
            (false, true, false) => "a step like 'a2-a3' or a capture like 'a2xb3'",
            (false, true, true) => "a step like 'a2-a3', a capture like 'a2xb3' or 'pass'",
            (true, true, false) => {
                "a drop like 'c4', a step like 'a2-a3' or a capture like 'a2xb3'"
            }
            _ => "a drop like 'c4', a step like 'a2-a3', a capture like 'a2xb3' or 'pass'",
        }
    }

    pub(crate) fn allow(self, mv: Move) -> bool {
        if mv.is_pass() {
            self.pass
        } else if mv.is_drop() {
            self.drops
        } else {
            self.steps
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_combination_of_forms_says_what_it_expects_and_allows_its_own() {
        let (drop, step, pass) = (
            "c4".parse::<Move>().unwrap(),
            "a2xb3".parse::<Move>().unwrap(),
            Move::PASS,
        );
        for (drops, steps, passes, expected) in [
            (true, false, false, "a drop like 'c4'"),
            (true, false, true, "a drop like 'c4' or 'pass'"),
            (
                false,
                true,
                false,
                "a step like 'a2-a3' or a capture like 'a2xb3'",
            ),
            (
                false,
                true,
                true,
                "a step like 'a2-a3', a capture like 'a2xb3' or 'pass'",
            ),
            (
                true,
                true,
                false,
                "a drop like 'c4', a step like 'a2-a3' or a capture like 'a2xb3'",
            ),
            (
                true,
                true,
                true,
                "a drop like 'c4', a step like 'a2-a3', a capture like 'a2xb3' or 'pass'",
            ),
        ] {
            let forms = MoveForms {
                drops,
                steps,
                pass: passes,
            };
            assert_eq!(forms.expected(), expected);
            assert_eq!(
                [forms.allow(drop), forms.allow(step), forms.allow(pass)],
                [drops, steps, passes]
            );
        }
    }
}
