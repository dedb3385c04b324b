//! Legal moves: slides along precomputed rays, fear zones from neighbour
//! tables, and the exact scared / escape / trapped rule.

use ludeme_core::bits::set_bits;
use ludeme_core::Game;

use crate::error::IllegalMove;
use crate::notation::square_name;
use crate::tables::{ALL, DIRECTIONS, GRID, KING, RAYS, RAYS_FROM, SQUARE_BIT, STEPS};
use crate::{Animal, Colour, Move, Position};

/// The legal moves of a position, on the stack, in a list of fixed
/// capacity (no heap, no spill check).
///
/// Capacity 144: each side has 6 animals (position text and every
/// constructor insist on two of each kind); an elephant reaches at most 35
/// squares on 10×10 (a queen on d4/d7/g4/g7-like central squares: 9+9+9+8),
/// a mouse at most 18 and a lion at most 17, so 2·35 + 2·18 + 2·17 = 140
/// moves at the very most.
pub type MoveList = ludeme_core::MoveBuffer<Move, MAX_MOVES>;

/// The bound on a position's legal moves (see [`MoveList`]).
pub(crate) const MAX_MOVES: usize = 144;

/// The empty squares a slider on `square` reaches along the rays `dirs` of
/// the direction table (0–3 increase the index, 4–7 decrease it). No branch:
/// upward, the bits up to the lowest blocker (`b ^ (b - 1)`), bit 127 (off
/// the board) standing in when the ray has none, the blocker itself removed
/// with the occupied squares; downward, a ray without a blocker indexes the
/// empty entry 127 of `RAYS_FROM` (the search wraps to 127).
#[inline(always)]
fn slide(square: usize, occupied: u128, increasing: [usize; 2], decreasing: [usize; 2]) -> u128 {
    let mut up = 0;
    for d in increasing {
        let ray = RAYS[d][square];
        let blockers = (ray & occupied) | 1 << 127;
        up |= ray & (blockers ^ blockers.wrapping_sub(1));
    }
    let mut reach = up & !occupied;
    for d in decreasing {
        let ray = RAYS[d][square];
        let first = 127usize.wrapping_sub((ray & occupied).leading_zeros() as usize) & 127;
        reach |= ray & !RAYS_FROM[d][first];
    }
    reach
}

/// The moves from `from` to each square of `targets`, in destination order.
#[inline(always)]
pub(crate) fn moves_to(from: u32, targets: u128) -> impl Iterator<Item = Move> {
    set_bits(targets).map(move |to| Move::new_unchecked(from, to))
}

/// Rook directions: north, east / south, west. Bishop: NE, NW / SW, SE.
const ROOK: ([usize; 2], [usize; 2]) = ([0, 1], [4, 5]);
const BISHOP: ([usize; 2], [usize; 2]) = ([2, 3], [6, 7]);

/// The empty squares an animal on `square` can slide to.
#[inline(always)]
pub(crate) fn reach(animal: Animal, square: usize, occupied: u128) -> u128 {
    match animal {
        Animal::Mouse => slide(square, occupied, ROOK.0, ROOK.1),
        Animal::Lion => slide(square, occupied, BISHOP.0, BISHOP.1),
        Animal::Elephant => {
            slide(square, occupied, ROOK.0, ROOK.1) | slide(square, occupied, BISHOP.0, BISHOP.1)
        }
    }
}

/// The kind of our animal on the square of the single bit `bit` (one of
/// `ours` must hold it): masks, no shift of a `u128` by a variable amount.
#[inline(always)]
pub(crate) fn kind_at(ours: &[u128; 3], bit: u128) -> Animal {
    if ours[0] & bit != 0 {
        Animal::Mouse
    } else if ours[1] & bit != 0 {
        Animal::Lion
    } else {
        Animal::Elephant
    }
}

/// The squares next to the (at most two) animals of `bits`.
#[inline(always)]
pub(crate) fn neighbours_of(bits: u128) -> u128 {
    // Each kind has two animals: two table lookups beat eight shifts.
    let first = bits.trailing_zeros() as usize;
    let rest = bits & bits.wrapping_sub(1);
    let second = rest.trailing_zeros() as usize;
    let a = if bits == 0 { 0 } else { KING[first] };
    let b = if rest == 0 { 0 } else { KING[second] };
    a | b
}

/// The fear analysis of the side to move.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Fear {
    /// Per kind of ours: the squares next to an enemy animal it fears.
    pub unsafe_for: [u128; 3],
    /// Our scared animals.
    pub scared: u128,
}

/// Per animal of the side to move, in square order: its square, kind, and
/// legal destinations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MoveSets {
    pub len: usize,
    pub from: [u8; 6],
    pub kind: [Animal; 6],
    pub to: [u128; 6],
}

impl MoveSets {
    /// No animal.
    pub(crate) const EMPTY: MoveSets = MoveSets {
        len: 0,
        from: [0; 6],
        kind: [Animal::Mouse; 6],
        to: [0; 6],
    };
}

impl Position {
    /// The fear analysis of the side to move.
    #[inline(always)]
    pub(crate) fn fear(&self) -> Fear {
        self.fear_of(self.turn)
    }

    /// The fear analysis of one side, whoever is to move.
    #[inline(always)]
    fn fear_of(&self, us: Colour) -> Fear {
        let them = &self.animals[us.other().index()];
        let ours = &self.animals[us.index()];
        let mut unsafe_for = [0u128; 3];
        for animal in Animal::ALL {
            unsafe_for[animal.index()] = neighbours_of(them[animal.fears().index()]);
        }
        let scared =
            (ours[0] & unsafe_for[0]) | (ours[1] & unsafe_for[1]) | (ours[2] & unsafe_for[2]);
        Fear { unsafe_for, scared }
    }

    /// The legal destinations of every animal of the side to move. A won
    /// position gives none.
    #[inline(always)]
    pub(crate) fn move_sets(&self) -> MoveSets {
        let mut sets = MoveSets::EMPTY;
        if self.winner().is_some() {
            return sets;
        }
        let us = self.turn;
        let ours = &self.animals[us.index()];
        let occupied = self.occupied();
        let fear = self.fear();
        let all = ours[0] | ours[1] | ours[2];
        // Kind by kind (no branch on the kind), each animal into the set of
        // its rank among ours, so that the sets stay in square order.
        let mut escapes = 0u128;
        // Bit i: the animal of set i is scared.
        let mut scared_sets = 0u8;
        // Written out, so that each call knows its kind.
        for (kind_escapes, kind_scared) in [
            Self::fill_sets(Animal::Mouse, ours, occupied, &fear, &mut sets),
            Self::fill_sets(Animal::Lion, ours, occupied, &fear, &mut sets),
            Self::fill_sets(Animal::Elephant, ours, occupied, &fear, &mut sets),
        ] {
            escapes |= kind_escapes;
            scared_sets |= kind_scared;
        }
        sets.len = all.count_ones() as usize;
        // Rule 2 is what the sets hold now: unscared animals to safe squares,
        // scared (then trapped) animals anywhere they reach. Rule 1 when some
        // scared animal can escape: exactly the escapes.
        if escapes != 0 {
            for i in 0..sets.len {
                sets.to[i] = if scared_sets >> i & 1 == 1 {
                    sets.to[i] & !fear.unsafe_for[sets.kind[i].index()]
                } else {
                    0
                };
            }
        }
        sets
    }

    /// The sets of our animals of one kind (at their ranks among all ours),
    /// with the rule 2 destinations: safe squares, or the whole reach of a
    /// scared animal. Returns the escapes of those that are scared, and
    /// their sets (bit i: set i).
    #[inline(always)]
    fn fill_sets(
        kind: Animal,
        ours: &[u128; 3],
        occupied: u128,
        fear: &Fear,
        sets: &mut MoveSets,
    ) -> (u128, u8) {
        let all = ours[0] | ours[1] | ours[2];
        let (mut escapes, mut scared_sets) = (0, 0u8);
        for square in set_bits(ours[kind.index()]) {
            let square = square as usize;
            let bit = SQUARE_BIT[square];
            let i = (all & (bit - 1)).count_ones() as usize;
            let reach = reach(kind, square, occupied);
            let safe = reach & !fear.unsafe_for[kind.index()];
            let scared = fear.scared & bit != 0;
            sets.from[i] = square as u8;
            sets.kind[i] = kind;
            // A scared animal keeps all its reach in case every scared
            // animal turns out trapped.
            sets.to[i] = if scared { reach } else { safe };
            escapes |= if scared { safe } else { 0 };
            scared_sets |= u8::from(scared) << i;
        }
        (escapes, scared_sets)
    }

    /// Whether the side to move has a legal move (a won position has none),
    /// stopping at the first animal that moves: a scared animal that reaches
    /// any square (its escape, or the trapped rule's move), or another one
    /// with a safe square in reach. What [`ludeme_core::Game::outcome`]
    /// asks at every node of a search, far cheaper than every move: an
    /// animal's neighbouring squares along its lines are looked at first
    /// (an empty one is in reach), its slides only when none will do.
    #[inline]
    pub(crate) fn has_move(&self) -> bool {
        if self.winner().is_some() {
            return false;
        }
        let ours = &self.animals[self.turn.index()];
        let occupied = self.occupied();
        let fear = self.fear();
        for square in set_bits(ours[0] | ours[1] | ours[2]) {
            let square = square as usize;
            let bit = SQUARE_BIT[square];
            let kind = kind_at(ours, bit);
            let allowed = if fear.scared & bit != 0 {
                !0
            } else {
                !fear.unsafe_for[kind.index()]
            };
            if STEPS[kind.index()][square] & !occupied & allowed != 0
                || reach(kind, square, occupied) & allowed != 0
            {
                return true;
            }
        }
        false
    }

    /// Whether `mv` is legal.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.destinations(mv.from()) >> mv.to() & 1 == 1
    }

    /// The animals of the side to move that are scared (next to an enemy
    /// animal they fear).
    pub fn scared(&self) -> u128 {
        self.fear().scared
    }

    /// The scared animals of the side to move that have no move to a safe
    /// square.
    pub fn trapped(&self) -> u128 {
        let fear = self.fear();
        let occupied = self.occupied();
        let ours = &self.animals[self.turn.index()];
        let mut trapped = 0;
        for square in set_bits(fear.scared) {
            let square = square as usize;
            let bit = SQUARE_BIT[square];
            let kind = kind_at(ours, bit);
            if reach(kind, square, occupied) & !fear.unsafe_for[kind.index()] == 0 {
                trapped |= bit;
            }
        }
        trapped
    }

    /// The squares that are safe for the animal on `square` (of either side):
    /// no enemy animal it fears is next to them. Empty when `square` is empty.
    pub fn safe_squares(&self, square: u8) -> u128 {
        self.animal_at(square).map_or(0, |(animal, colour)| {
            ALL & !self.fear_of(colour).unsafe_for[animal.index()]
        })
    }

    /// The animals of `colour` that are scared, whoever is to move.
    pub fn scared_of(&self, colour: Colour) -> u128 {
        self.fear_of(colour).scared
    }

    /// The legal destinations of the animal on `square` (empty when it is not
    /// an animal of the side to move, or it may not move now).
    pub fn destinations(&self, square: u8) -> u128 {
        let sets = self.move_sets();
        (0..sets.len)
            .find(|&i| sets.from[i] == square)
            .map_or(0, |i| sets.to[i])
    }

    /// Why `mv` is illegal (assuming it is).
    pub(crate) fn why_illegal(&self, mv: Move) -> IllegalMove {
        let (from, to) = (mv.from(), mv.to());
        let us = self.turn;
        if self.outcome().is_some() {
            return IllegalMove::GameOver;
        }
        let Some((animal, _)) = self.animal_at(from).filter(|&(_, c)| c == us) else {
            return IllegalMove::NotYourAnimal {
                colour: us,
                square: square_name(from),
            };
        };
        if reach(animal, from.into(), 0) >> to & 1 == 0 {
            let how = match animal {
                Animal::Mouse => "along ranks and files",
                Animal::Lion => "along diagonals",
                Animal::Elephant => "along ranks, files and diagonals",
            };
            return IllegalMove::WrongDirection {
                animal,
                from: square_name(from),
                to: square_name(to),
                how,
            };
        }
        let occupied = self.occupied();
        if occupied >> to & 1 == 1 {
            return IllegalMove::DestinationOccupied {
                square: square_name(to),
            };
        }
        if reach(animal, from.into(), occupied) >> to & 1 == 0 {
            // The first occupied square on the line from `from` to `to`.
            let toward = DIRECTIONS
                .into_iter()
                .find(|&d| GRID.ray(from, d, 0) >> to & 1 == 1);
            let blocker = GRID.ray(from, toward.expect("on the line"), occupied) & occupied;
            return IllegalMove::Blocked {
                from: square_name(from),
                to: square_name(to),
                blocker: square_name(blocker.trailing_zeros() as u8),
            };
        }
        let fear = self.fear();
        // A trapped animal (scared, so in `fear.scared`) may go anywhere.
        if fear.unsafe_for[animal.index()] >> to & 1 == 1 && self.trapped() >> from & 1 == 0 {
            return IllegalMove::DestinationScared {
                animal,
                square: square_name(to),
                feared: animal.fears(),
            };
        }
        let sets = self.move_sets();
        let escaper = (0..sets.len)
            .find(|&i| sets.to[i] != 0 && fear.scared >> sets.from[i] & 1 == 1)
            .map_or(from, |i| sets.from[i]);
        IllegalMove::MustEscape {
            escaper: square_name(escaper),
        }
    }
}
