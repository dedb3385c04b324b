//! An independent brute-force solver for Surakarta endgames, written from
//! the rules of the project's Surakarta specification alone: its own board,
//! its own move generation and its own indexing, so that the tables of
//! `ludeme_tables` are checked against code that shares nothing with them
//! (nor with the move generation of `ludeme_surakarta`).
//!
//! # What it computes
//! For a position P in which both sides have at least one piece, with side
//! m to move, R(P) is the piece-count result for m (more pieces wins, equal
//! draws, fewer loses). V_k(P) is the value for m when k plies are left
//! before the 50-ply no-capture limit:
//! - V_0(P) = R(P): the limit is reached, the game ends on piece count;
//! - for k ≥ 1, if m has no legal move, V_k(P) = R(P); otherwise the best,
//!   over m's moves, of −V_{k−1}(P') for a step to P', and, for a capture
//!   to Q, a win if it took the last enemy piece, else −V_50(Q) (the count
//!   starts again after a capture).
//!
//! At c plies since the last capture the value is V_{50−c}(P), and its
//! distance to the deciding capture is `None` when that value is R(P),
//! otherwise the smallest j ≥ 1 with V_j(P) equal to it.
//!
//! # How
//! Positions are grouped by material (White's and Black's piece counts);
//! steps stay inside a group, captures leave it for a smaller one. The
//! groups are solved by total piece count, ascending. Inside a group each
//! position has a dense index (the combinatorial rank of the white set,
//! times the number of black sets, plus the rank of the black set, both
//! sides to move); the moves of every position are generated once into a
//! graph of step successors and a best capture value, then V_1 … V_50 are
//! computed by plain forward iteration. All 51 values of a position are
//! kept, two bits each, and a self-check asserts that they change
//! monotonically with k, which makes the distance well defined. (They must:
//! steps keep the material, captures lead to values that do not depend on
//! k, so by induction on k more plies left never help the side that the
//! piece count favours; with equal material a win or loss forced within k
//! plies is forced within k + 1.)

/// Points along a side of the board.
const SIDE: u8 = 6;
/// Points on the board.
const POINTS: u8 = SIDE * SIDE;
/// Every point of the board, as a set.
const BOARD: u64 = (1 << POINTS) - 1;
/// Plies without a capture that end the game.
pub const LIMIT: u32 = 50;
/// Entries in one lap of a circuit.
const LAP: usize = 24;
/// Entries between two corner loops of a circuit.
const LINE: usize = 6;
/// The most pieces the binomial table (and so the indexing) allows a side
/// in a solved position.
const MAX_SIDE_PIECES: usize = 4;

/// The inner circuit, written as the specification writes it: a corner loop
/// joins entries 5|6, 11|12, 17|18 and 23|0.
const INNER: [u8; LAP] =
    circuit(b"a2 b2 c2 d2 e2 f2 e1 e2 e3 e4 e5 e6 f5 e5 d5 c5 b5 a5 b6 b5 b4 b3 b2 b1");
/// The outer circuit, written as the specification writes it.
const OUTER: [u8; LAP] =
    circuit(b"a3 b3 c3 d3 e3 f3 d1 d2 d3 d4 d5 d6 f4 e4 d4 c4 b4 a4 c6 c5 c4 c3 c2 c1");
/// Both circuits.
const CIRCUITS: [[u8; LAP]; 2] = [INNER, OUTER];
/// The points one step away from each point, in the 8 directions.
const NEIGHBOURS: [u64; POINTS as usize] = neighbours();
/// C(n, k) for n ≤ 36 and k ≤ 4.
const BINOMIAL: [[usize; MAX_SIDE_PIECES + 1]; POINTS as usize + 1] = binomials();

/// The index of a point named like `b"c4"`: (rank − 1) · 6 + file.
pub const fn point(name: &[u8]) -> u8 {
    (name[1] - b'1') * SIDE + (name[0] - b'a')
}

/// The 24 points of a circuit from its text (names separated by spaces).
const fn circuit(text: &[u8]) -> [u8; LAP] {
    let mut points = [0; LAP];
    let mut entry = 0;
    while entry < LAP {
        points[entry] = point(&[text[3 * entry], text[3 * entry + 1]]);
        entry += 1;
    }
    points
}

/// The neighbour sets of every point.
const fn neighbours() -> [u64; POINTS as usize] {
    let mut sets = [0; POINTS as usize];
    let mut from = 0;
    while from < POINTS as i32 {
        let (rank, file) = (from / SIDE as i32, from % SIDE as i32);
        let mut direction = 0;
        while direction < 9 {
            let (to_rank, to_file) = (rank + direction / 3 - 1, file + direction % 3 - 1);
            let inside = 0 <= to_rank && to_rank < SIDE as i32 && 0 <= to_file;
            if direction != 4 && inside && to_file < SIDE as i32 {
                sets[from as usize] |= 1 << (to_rank * SIDE as i32 + to_file);
            }
            direction += 1;
        }
        from += 1;
    }
    sets
}

/// Pascal's triangle, as far as the indexing needs it.
const fn binomials() -> [[usize; MAX_SIDE_PIECES + 1]; POINTS as usize + 1] {
    let mut table = [[0; MAX_SIDE_PIECES + 1]; POINTS as usize + 1];
    let mut n = 0;
    while n <= POINTS as usize {
        table[n][0] = 1;
        let mut k = 1;
        while k <= MAX_SIDE_PIECES && n > 0 {
            table[n][k] = table[n - 1][k - 1] + table[n - 1][k];
            k += 1;
        }
        n += 1;
    }
    table
}

/// The points of a set, in increasing order.
struct Points(u64);

impl Iterator for Points {
    type Item = u8;

    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let point = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(point)
    }
}

/// One of the two sides.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Side {
    /// The side with the `w` pieces.
    White,
    /// The side with the `b` pieces.
    Black,
}

impl Side {
    /// The opponent.
    fn other(self) -> Self {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// The letter of the side in position text.
    fn letter(self) -> char {
        match self {
            Side::White => 'w',
            Side::Black => 'b',
        }
    }
}

/// A move: a step, or a capture of the enemy piece on `to`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Move {
    /// The point the piece leaves.
    pub from: u8,
    /// The point the piece lands on.
    pub to: u8,
    /// Whether an enemy piece on `to` is removed.
    pub capture: bool,
}

/// A position: the points of each side and the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Board {
    /// White's points.
    pub white: u64,
    /// Black's points.
    pub black: u64,
    /// The side to move.
    pub to_move: Side,
}

impl Board {
    /// The start position: White on ranks 1–2, Black on ranks 5–6, White
    /// to move.
    pub fn start() -> Self {
        Board {
            white: 0xfff,
            black: 0xfff << 24,
            to_move: Side::White,
        }
    }

    /// A position from the names of the points of each side.
    pub fn new(white: &[&str], black: &[&str], to_move: Side) -> Self {
        let set = |names: &[&str]| {
            names
                .iter()
                .fold(0, |set, name| set | 1 << point(name.as_bytes()))
        };
        Board {
            white: set(white),
            black: set(black),
            to_move,
        }
    }

    /// The points of a side.
    fn pieces(&self, side: Side) -> u64 {
        match side {
            Side::White => self.white,
            Side::Black => self.black,
        }
    }

    /// The position text: ranks 6 down to 1 separated by `/`, `w` and `b`
    /// for pieces, digits for runs of empty points, a space, the side to
    /// move.
    pub fn text(&self) -> String {
        let mut text = String::new();
        for rank in (0..SIDE).rev() {
            let mut empty = 0;
            for file in 0..SIDE {
                let bit = 1 << (rank * SIDE + file);
                let letter = if self.white & bit != 0 {
                    Side::White.letter()
                } else if self.black & bit != 0 {
                    Side::Black.letter()
                } else {
                    empty += 1;
                    continue;
                };
                if empty > 0 {
                    text.push(char::from(b'0' + empty));
                    empty = 0;
                }
                text.push(letter);
            }
            if empty > 0 {
                text.push(char::from(b'0' + empty));
            }
            text.push(if rank > 0 { '/' } else { ' ' });
        }
        text.push(self.to_move.letter());
        text
    }

    /// The piece-count result for the side to move.
    fn count_result(&self) -> Value {
        let own = self.pieces(self.to_move).count_ones();
        let enemy = self.pieces(self.to_move.other()).count_ones();
        match own.cmp(&enemy) {
            std::cmp::Ordering::Less => Value::Loss,
            std::cmp::Ordering::Equal => Value::Draw,
            std::cmp::Ordering::Greater => Value::Win,
        }
    }

    /// Every legal move of the side to move: one per (from, to) pair.
    pub fn moves(&self) -> Vec<Move> {
        let own = self.pieces(self.to_move);
        let enemy = self.pieces(self.to_move.other());
        let empty = BOARD & !(own | enemy);
        let mut moves = Vec::new();
        for from in Points(own) {
            let steps = Points(NEIGHBOURS[usize::from(from)] & empty);
            moves.extend(steps.map(|to| Move {
                from,
                to,
                capture: false,
            }));
            let captures = Points(capture_targets(from, own, enemy));
            moves.extend(captures.map(|to| Move {
                from,
                to,
                capture: true,
            }));
        }
        moves
    }

    /// The position after a move of the side to move.
    pub fn play(&self, mv: Move) -> Board {
        let (from, to) = (1 << mv.from, 1 << mv.to);
        let (mut own, mut enemy) = (self.pieces(self.to_move), self.pieces(self.to_move.other()));
        own = own & !from | to;
        if mv.capture {
            enemy &= !to;
        }
        let (white, black) = match self.to_move {
            Side::White => (own, enemy),
            Side::Black => (enemy, own),
        };
        Board {
            white,
            black,
            to_move: self.to_move.other(),
        }
    }
}

/// The enemy points that the piece on `from` can capture: along every
/// occurrence of `from` on a circuit (one for each circuit line through
/// it), in both directions. The entries of a circuit follow its lines, so
/// at a crossing the walk goes straight on.
fn capture_targets(from: u8, own: u64, enemy: u64) -> u64 {
    let occupied = (own | enemy) & !(1 << from);
    let mut targets = 0;
    for circuit in &CIRCUITS {
        for (entry, _) in circuit.iter().enumerate().filter(|(_, &p)| p == from) {
            for forward in [true, false] {
                targets |= capture_along(circuit, entry, forward, occupied) & enemy;
            }
        }
    }
    targets
}

/// The first occupied point met from `entry` of a circuit in one direction
/// after at least one corner loop, as a set (empty if the first occupied
/// point comes before any loop or if a whole lap meets none). The loops
/// join the lines of 6 entries, so a move from one entry to the next
/// passes a loop when the two lie on different lines.
fn capture_along(circuit: &[u8; LAP], entry: usize, forward: bool, occupied: u64) -> u64 {
    let mut entry = entry;
    let mut looped = false;
    for _ in 0..LAP {
        let next = if forward {
            (entry + 1) % LAP
        } else {
            (entry + LAP - 1) % LAP
        };
        looped |= next / LINE != entry / LINE;
        entry = next;
        let bit = 1 << circuit[entry];
        if occupied & bit != 0 {
            return if looped { bit } else { 0 };
        }
    }
    0
}

/// A value for the side to move, ordered Loss < Draw < Win.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Value {
    /// The side to move loses.
    Loss,
    /// Neither side wins.
    Draw,
    /// The side to move wins.
    Win,
}

impl Value {
    /// The same outcome seen by the other side.
    fn negate(self) -> Self {
        match self {
            Value::Loss => Value::Win,
            Value::Draw => Value::Draw,
            Value::Win => Value::Loss,
        }
    }

    /// The value of a two-bit code.
    fn from_code(code: u128) -> Self {
        match code {
            0 => Value::Loss,
            1 => Value::Draw,
            _ => Value::Win,
        }
    }
}

/// What a table should say for one position at one count: the value and
/// the distance to the deciding capture.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Answer {
    /// V_{50−c} for the side to move.
    pub value: Value,
    /// `None` if the value is the piece-count result, else the fewest plies
    /// in which it can be forced.
    pub dtc: Option<u32>,
}

/// V_0 … V_50 of one position, two bits each (V_k at bits 2k and 2k + 1).
#[derive(Clone, Copy, Default)]
struct Values(u128);

impl Values {
    /// V_k.
    fn get(self, k: u32) -> Value {
        Value::from_code(self.0 >> (2 * k) & 3)
    }

    /// The values with V_k set (the bits must still be clear).
    fn with(self, k: u32, value: Value) -> Self {
        Values(self.0 | (value as u128) << (2 * k))
    }

    /// Whether V_0 … V_50 never go back in the direction they came from.
    fn is_monotone(self) -> bool {
        let values: Vec<Value> = (0..=LIMIT).map(|k| self.get(k)).collect();
        values.windows(2).all(|pair| pair[0] <= pair[1])
            || values.windows(2).all(|pair| pair[0] >= pair[1])
    }

    /// The answer at `plies_since_capture` (0..=50).
    fn answer(self, plies_since_capture: u32) -> Answer {
        let value = self.get(LIMIT - plies_since_capture);
        let dtc = if value == self.get(0) {
            None
        } else {
            (1..=LIMIT).find(|&j| self.get(j) == value)
        };
        Answer { value, dtc }
    }
}

/// A material group: how many pieces each side has.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Material {
    /// White's pieces.
    white: usize,
    /// Black's pieces.
    black: usize,
}

impl Material {
    /// The material of a position.
    fn of(board: &Board) -> Self {
        Material {
            white: board.white.count_ones() as usize,
            black: board.black.count_ones() as usize,
        }
    }

    /// Every group with at least one piece a side and at most `max_pieces`
    /// in all, by total piece count ascending.
    fn up_to(max_pieces: usize) -> Vec<Material> {
        let max_pieces = max_pieces.min(MAX_SIDE_PIECES + 1);
        (2..=max_pieces)
            .flat_map(|total| {
                (1..total).map(move |white| Material {
                    white,
                    black: total - white,
                })
            })
            .collect()
    }

    /// The number of white sets and of black sets.
    fn set_counts(self) -> (usize, usize) {
        let points = usize::from(POINTS);
        (BINOMIAL[points][self.white], BINOMIAL[points][self.black])
    }

    /// The size of the dense index, both sides to move (overlapping white
    /// and black sets included, and never used).
    fn size(self) -> usize {
        let (whites, blacks) = self.set_counts();
        2 * whites * blacks
    }

    /// The dense index of a position of this material.
    fn index(self, board: &Board) -> usize {
        let (whites, blacks) = self.set_counts();
        let side = usize::from(board.to_move == Side::Black);
        (side * whites + rank(board.white)) * blacks + rank(board.black)
    }

    /// The position at a dense index, or `None` where the sets overlap.
    fn board(self, index: usize) -> Option<Board> {
        let (whites, blacks) = self.set_counts();
        let white = unrank(index / blacks % whites, self.white);
        let black = unrank(index % blacks, self.black);
        let to_move = if index / blacks / whites == 0 {
            Side::White
        } else {
            Side::Black
        };
        (white & black == 0).then_some(Board {
            white,
            black,
            to_move,
        })
    }
}

/// The colex rank of a set: the sum of C(p_i, i + 1) over its points
/// p_0 < p_1 < … .
fn rank(set: u64) -> usize {
    Points(set)
        .enumerate()
        .map(|(i, p)| BINOMIAL[usize::from(p)][i + 1])
        .sum()
}

/// The set of `count` points with the colex rank `rank`.
fn unrank(rank: usize, count: usize) -> u64 {
    let mut rest = rank;
    let mut set = 0;
    for i in (1..=count).rev() {
        let p = (0..usize::from(POINTS))
            .rev()
            .find(|&p| BINOMIAL[p][i] <= rest)
            .unwrap_or(0);
        rest -= BINOMIAL[p][i];
        set |= 1 << p;
    }
    set
}

/// The moves of every position of one material group, as a graph.
struct Graph {
    /// Per index: its node.
    nodes: Vec<Node>,
    /// Per index: where its step successors start in `successors` (one
    /// more entry at the end).
    starts: Vec<usize>,
    /// The indices of the positions that steps lead to, by origin.
    successors: Vec<u32>,
}

/// What one position contributes apart from its steps.
#[derive(Clone, Copy)]
struct Node {
    /// R(P) (for an unused index: anything).
    count_result: Value,
    /// Whether the side to move has a legal move.
    has_move: bool,
    /// The best value of a capture for the side to move, if it has one.
    best_capture: Option<Value>,
}

/// Every value of every position with up to some number of pieces.
pub struct Solution {
    /// The solved groups and the values of their positions, by dense index.
    groups: Vec<(Material, Vec<Values>)>,
}

impl Solution {
    /// Solves every position with 2 to `max_pieces` pieces (at most 5),
    /// each side with at least one. Asserts that every position's values
    /// are monotone in the plies left.
    pub fn solve(max_pieces: u32) -> Self {
        let mut solution = Solution { groups: Vec::new() };
        for material in Material::up_to(max_pieces as usize) {
            let graph = solution.graph(material);
            let values = iterate(&graph);
            for (index, values) in values.iter().enumerate() {
                if let Some(board) = material.board(index) {
                    assert!(
                        values.is_monotone(),
                        "V_k of {} is not monotone in k",
                        board.text()
                    );
                }
            }
            solution.groups.push((material, values));
        }
        solution
    }

    /// Every solved position, either side to move.
    pub fn boards(&self) -> impl Iterator<Item = Board> + '_ {
        self.groups.iter().flat_map(|(material, values)| {
            (0..values.len()).filter_map(|index| material.board(index))
        })
    }

    /// The answers at 0, 1, …, 50 plies since the last capture, or `None`
    /// if the position was not solved.
    pub fn answers(&self, board: &Board) -> Option<Vec<Answer>> {
        let values = self.values(board)?;
        Some((0..=LIMIT).map(|plies| values.answer(plies)).collect())
    }

    /// V_0 … V_50 of a solved position.
    fn values(&self, board: &Board) -> Option<Values> {
        let material = Material::of(board);
        let (_, values) = self.groups.iter().find(|(solved, _)| *solved == material)?;
        values.get(material.index(board)).copied()
    }

    /// The moves of every position of a group, captures valued from the
    /// groups solved so far.
    fn graph(&self, material: Material) -> Graph {
        assert!(
            u32::try_from(material.size()).is_ok(),
            "{material:?} is too large"
        );
        let mut graph = Graph {
            nodes: Vec::new(),
            starts: vec![0],
            successors: Vec::new(),
        };
        for index in 0..material.size() {
            let node = match material.board(index) {
                Some(board) => self.node(&board, material, &mut graph.successors),
                None => Node {
                    count_result: Value::Draw,
                    has_move: false,
                    best_capture: None,
                },
            };
            graph.nodes.push(node);
            graph.starts.push(graph.successors.len());
        }
        graph
    }

    /// The node of a position; its step successors are pushed.
    fn node(&self, board: &Board, material: Material, successors: &mut Vec<u32>) -> Node {
        let moves = board.moves();
        let mut best_capture = None;
        for mv in &moves {
            let after = board.play(*mv);
            if mv.capture {
                best_capture = best_capture.max(Some(self.capture_value(&after)));
            } else {
                // The group's size was checked to fit in a u32.
                successors.push(material.index(&after) as u32);
            }
        }
        Node {
            count_result: board.count_result(),
            has_move: !moves.is_empty(),
            best_capture,
        }
    }

    /// The value for the capturing side of the position after a capture:
    /// a win if the last enemy piece went, else −V_50 of the smaller group.
    fn capture_value(&self, after: &Board) -> Value {
        if after.pieces(after.to_move) == 0 {
            return Value::Win;
        }
        let values = self.values(after);
        assert!(
            values.is_some(),
            "{} was not solved before its group",
            after.text()
        );
        values.unwrap_or_default().get(LIMIT).negate()
    }
}

/// V_0 … V_50 of every node of a graph, by forward iteration.
fn iterate(graph: &Graph) -> Vec<Values> {
    let mut previous: Vec<Value> = graph.nodes.iter().map(|node| node.count_result).collect();
    let mut values: Vec<Values> = previous
        .iter()
        .map(|&v| Values::default().with(0, v))
        .collect();
    for k in 1..=LIMIT {
        let current: Vec<Value> = (0..graph.nodes.len())
            .map(|index| next_value(graph, index, &previous))
            .collect();
        for (values, &value) in values.iter_mut().zip(&current) {
            *values = values.with(k, value);
        }
        previous = current;
    }
    values
}

/// V_k of one node from V_{k−1} of the group.
fn next_value(graph: &Graph, index: usize, previous: &[Value]) -> Value {
    let node = graph.nodes[index];
    if !node.has_move {
        return node.count_result;
    }
    let steps = &graph.successors[graph.starts[index]..graph.starts[index + 1]];
    let step_values = steps.iter().map(|&to| previous[to as usize].negate());
    step_values
        .chain(node.best_capture)
        .max()
        .unwrap_or(node.count_result)
}
