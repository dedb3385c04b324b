//! Legal moves: path-table lookups against the barricade mask, and
//! barricade placements counted without being listed.

use smallvec::SmallVec;

use ludeme_core::SplitMix64;

use crate::board::{nodes, nth_node, reachable, ALL_NODES, CLOSED_TO_BARRICADES, ROW_2};
use crate::zobrist::turn_key;
use crate::{IllegalMove, Move, Node, Origin, Position};

/// The legal moves of a state, on the stack while they fit (256), then on
/// the heap.
///
/// Without barricade captures a roll gives at most a few moves per piece;
/// each barricade capture multiplies into up to ~95 placements, so a list may
/// spill to the heap. Callers that only need a count or one random move use
/// [`ludeme_core::Game::legal_move_count`] or
/// [`ludeme_core::Game::sample_move`], which never list placements.
pub type MoveList = SmallVec<[Move; 256]>;

/// The destinations of one origin, split by whether they hold a barricade.
#[derive(Clone, Copy, Debug)]
struct Reach {
    origin: Origin,
    plain: u128,
    barricaded: u128,
    /// Where a barricade captured from this origin may go.
    placements: u128,
}

impl Reach {
    fn weight(&self) -> u64 {
        u64::from(self.plain.count_ones())
            + u64::from(self.barricaded.count_ones()) * u64::from(self.placements.count_ones())
    }
}

impl Position {
    /// The nodes where a barricade may be placed at all under the rules.
    #[inline]
    fn placement_area(&self) -> u128 {
        let row_2 = if self.rules.no_barricades_on_rows_1_and_2 {
            ROW_2
        } else {
            0
        };
        ALL_NODES & !CLOSED_TO_BARRICADES & !row_2
    }

    /// The nodes a move of the colour to move may not end on.
    #[inline]
    fn forbidden_ends(&self) -> u128 {
        let us = self.turn;
        let mut forbidden = self.pieces(us);
        if self.rules.protect_partners && self.rules.partners(us, us.partner()) {
            forbidden |= self.pieces(us.partner());
        }
        forbidden
    }

    /// The nodes a piece of the colour to move reaches from `origin` with
    /// the rolled die: simple paths of exactly that many steps over no
    /// barricade, not ending on its own colour (nor, under the option, on its
    /// partner's). Empty before the roll, after the game, or when `origin`
    /// holds no piece of the colour to move.
    ///
    /// ```
    /// use ludeme_barricade::{Move, Origin, Position};
    /// use ludeme_core::Game;
    /// let mut p = Position::start();
    /// p.play(Move::Roll(5))?;
    /// let ends: Vec<String> = ludeme_barricade::nodes(p.destinations(Origin::House))
    ///     .map(|n| n.to_string())
    ///     .collect();
    /// assert_eq!(ends, ["g1", "a3", "e3"]);
    /// # Ok::<(), ludeme_barricade::IllegalMove>(())
    /// ```
    pub fn destinations(&self, origin: Origin) -> u128 {
        match self.rolled() {
            Some(die) if self.has_piece(origin) => self.ends(origin, die),
            _ => 0,
        }
    }

    /// Whether `origin` holds a piece of the colour to move.
    fn has_piece(&self, origin: Origin) -> bool {
        match origin {
            Origin::House => self.in_house(self.turn) > 0,
            Origin::Node(node) => self.pieces(self.turn) & node.bit() != 0,
        }
    }

    /// The die, once rolled, while the game goes on.
    #[inline]
    fn rolled(&self) -> Option<u8> {
        self.die().filter(|_| self.on_goal().is_none())
    }

    /// [`Position::destinations`] for an origin known to hold a piece of the
    /// colour to move, with the die rolled.
    #[inline]
    fn ends(&self, origin: Origin, die: u8) -> u128 {
        self.path_ends(origin, die, self.barricades) & !self.forbidden_ends()
    }

    /// The ends of the simple paths of `die` steps from `origin` (entering
    /// at the colour's entry from the house) that pass over no node of
    /// `blocked`.
    #[inline]
    fn path_ends(&self, origin: Origin, die: u8, blocked: u128) -> u128 {
        match origin {
            Origin::House if die == 1 => self.turn.entry().bit(),
            Origin::House => reachable(self.turn.entry().index(), die - 1, blocked),
            Origin::Node(node) => reachable(node.index(), die, blocked),
        }
    }

    /// Where the barricade on `to` may go when a piece from `origin` captures
    /// it: any free node (no piece, no barricade, the vacated origin counts as
    /// free) off row 1 (and row 2 under that option) and off the goal. Empty
    /// when `to` holds no barricade.
    pub fn placements(&self, origin: Origin, to: Node) -> u128 {
        if self.barricades & to.bit() == 0 {
            return 0;
        }
        self.placements_from(origin)
    }

    #[inline]
    fn placements_from(&self, origin: Origin) -> u128 {
        let vacated = match origin {
            Origin::House => 0,
            Origin::Node(node) => node.bit(),
        };
        // The destination is a barricade now and holds the piece afterwards:
        // excluded either way.
        self.placement_area() & !self.barricades & !(self.all_pieces() & !vacated)
    }

    /// Calls `f` with the destinations of each origin in move order: the
    /// house (if it holds a piece), then the pieces by node.
    #[inline]
    fn for_each_reach(&self, die: u8, mut f: impl FnMut(Reach)) {
        let us = self.turn;
        let mut origin_reach = |origin: Origin| {
            let ends = self.ends(origin, die);
            if ends != 0 {
                let barricaded = ends & self.barricades;
                f(Reach {
                    origin,
                    plain: ends & !self.barricades,
                    barricaded,
                    // Needed only to capture a barricade.
                    placements: if barricaded != 0 {
                        self.placements_from(origin)
                    } else {
                        0
                    },
                });
            }
        };
        if self.in_house(us) > 0 {
            origin_reach(Origin::House);
        }
        for node in nodes(self.pieces(us)) {
            origin_reach(Origin::Node(node));
        }
    }

    /// Fills `moves` (cleared first) with the legal piece moves after the
    /// roll, sorted; `pass` alone when there is none. Nothing before the roll
    /// or after the game.
    pub(crate) fn piece_moves_into(&self, moves: &mut MoveList) {
        moves.clear();
        let Some(die) = self.rolled() else {
            return;
        };
        self.for_each_reach(die, |reach| {
            for to in nodes(reach.plain | reach.barricaded) {
                if reach.barricaded & to.bit() == 0 {
                    moves.push(Move::Go {
                        from: reach.origin,
                        to,
                        barricade: None,
                    });
                } else {
                    for place in nodes(reach.placements) {
                        moves.push(Move::Go {
                            from: reach.origin,
                            to,
                            barricade: Some(place),
                        });
                    }
                }
            }
        });
        if moves.is_empty() {
            moves.push(Move::Pass);
        }
    }

    /// The number of legal moves after the roll, each barricade placement
    /// counted, without listing them (1 for a forced pass; 0 before the roll
    /// or after the game).
    pub(crate) fn piece_moves_count(&self) -> usize {
        self.rolled()
            .map_or(0, |die| self.piece_move_count(die).max(1) as usize)
    }

    /// The number of piece moves (each placement counted) for the die.
    fn piece_move_count(&self, die: u8) -> u64 {
        let mut total = 0u64;
        self.for_each_reach(die, |reach| total += reach.weight());
        total
    }

    /// A uniformly random legal move after the roll, drawn without listing
    /// the placements.
    pub(crate) fn sample_piece_move(&self, rng: &mut SplitMix64) -> Move {
        let Some(die) = self.rolled() else {
            return Move::Pass;
        };
        let mut reaches = [None; 6];
        let mut n = 0;
        let mut total = 0;
        self.for_each_reach(die, |reach| {
            total += reach.weight();
            reaches[n] = Some(reach);
            n += 1;
        });
        if total == 0 {
            return Move::Pass;
        }
        let mut pick = rng.below(total);
        for reach in reaches.into_iter().flatten() {
            let weight = reach.weight();
            if pick >= weight {
                pick -= weight;
                continue;
            }
            let plain = u64::from(reach.plain.count_ones());
            let (to, barricade) = if pick < plain {
                (nth_node(reach.plain, pick as u32), None)
            } else {
                let (pick, per) = (pick - plain, u64::from(reach.placements.count_ones()));
                let to = nth_node(reach.barricaded, (pick / per) as u32);
                (to, Some(nth_node(reach.placements, (pick % per) as u32)))
            };
            return Move::Go {
                from: reach.origin,
                to,
                barricade,
            };
        }
        unreachable!("the pick is below the total weight")
    }

    /// Whether `mv` is legal now.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.legality(mv).is_ok()
    }

    /// `Ok` when `mv` is legal now, else why not (`Game::check`).
    pub(crate) fn legality(&self, mv: Move) -> Result<(), IllegalMove> {
        if self.on_goal().is_some() {
            return Err(IllegalMove::GameOver);
        }
        let Some(die) = self.die() else {
            return match mv {
                Move::Roll(1..=6) => Ok(()),
                Move::Roll(n) => Err(IllegalMove::BadRoll(n)),
                _ => Err(IllegalMove::RollFirst),
            };
        };
        let us = self.turn;
        match mv {
            Move::Roll(_) => Err(IllegalMove::AlreadyRolled { colour: us }),
            Move::Pass if self.piece_move_count(die) > 0 => Err(IllegalMove::PassNotAllowed),
            Move::Pass => Ok(()),
            Move::Go {
                from,
                to,
                barricade,
            } => {
                if !self.has_piece(from) {
                    return Err(IllegalMove::NotYourPiece {
                        colour: us,
                        origin: from,
                    });
                }
                if self.ends(from, die) & to.bit() == 0 {
                    return Err(if self.path_ends(from, die, 0) & to.bit() == 0 {
                        IllegalMove::WrongCount { from, to, die }
                    } else if self.pieces(us) & to.bit() != 0 {
                        IllegalMove::OwnPiece(to)
                    } else if self.forbidden_ends() & to.bit() != 0 {
                        IllegalMove::PartnerProtected(to)
                    } else {
                        IllegalMove::BarricadeInTheWay { from, to }
                    });
                }
                let captures_barricade = self.barricades & to.bit() != 0;
                match (captures_barricade, barricade) {
                    (false, None) => Ok(()),
                    (false, Some(_)) => Err(IllegalMove::PlacementNotAllowed(to)),
                    (true, None) => Err(IllegalMove::PlacementMissing(to)),
                    (true, Some(place)) if self.placements_from(from) & place.bit() != 0 => Ok(()),
                    (true, Some(place)) if self.placement_area() & place.bit() == 0 => {
                        Err(IllegalMove::PlacementForbidden(place))
                    }
                    (true, Some(place)) => Err(IllegalMove::PlacementOccupied(place)),
                }
            }
        }
    }

    /// Passes the turn to the next colour in play, before its roll.
    #[inline]
    pub(crate) fn end_turn(&mut self) {
        let next = self.next_colour(self.turn);
        self.hash ^= turn_key(self.turn) ^ turn_key(next);
        self.turn = next;
        self.die = 0;
    }
}

#[cfg(test)]
mod move_list_tests {
    use super::MoveList;
    use crate::Move;

    /// Fills any move list through the core's trait, as generic code does.
    fn through_the_trait<L: ludeme_core::MoveContainer<Move>>(list: &mut L, moves: &[Move]) {
        list.clear();
        for &mv in moves {
            list.push(mv);
        }
    }

    #[test]
    fn the_list_is_a_move_list_and_iterates_by_value_and_by_reference() {
        let rolls: alloc::vec::Vec<Move> = (1..=6).map(Move::Roll).collect();
        let mut list = MoveList::new();
        list.push(Move::Pass);
        through_the_trait(&mut list, &rolls);
        assert_eq!(&*list, &rolls[..]);
        ludeme_core::MoveContainer::truncate(&mut list, 2);
        assert_eq!(
            (&list).into_iter().copied().collect::<alloc::vec::Vec<_>>(),
            rolls[..2]
        );
        // Past 256 moves the list goes on, on the heap.
        list.extend(core::iter::repeat_n(Move::Pass, 300));
        assert_eq!(list.len(), 302);
        assert_eq!(
            list.clone()
                .into_iter()
                .filter(|&mv| mv == Move::Pass)
                .count(),
            300
        );
    }
}
