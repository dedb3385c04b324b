//! What the fuzz targets and the seed-corpus generator share: the list of
//! every registered game and rules variant (an input's first byte chooses
//! one), a reader of input bytes, positions reached by seeded random play,
//! and the checks that several targets make.
//!
//! Every target is written once for all games: a game registered in the
//! facade (`ludeme::games()`) is fuzzed without a change here. The checks
//! of a game run on its own type, chosen by name once: through
//! `AnyRules::visit` or `AnyGame::visit`, and through
//! `AnyRules::visit_serde` for the serde forms. The moves offered to `play`
//! beside the legal ones are moves met in random games
//! (`ludeme_testing::moves_met`): from the start of the state's rules and
//! from the state itself.

use std::borrow::Cow;
use std::sync::OnceLock;

use ludeme::{Actor, AnyGame, AnyRules, Decision, DiagramStyle, GameVisitor, Registered};

/// A game and rules variant, as a person names them.
#[derive(Clone, Debug)]
pub struct Choice {
    /// The game's command-line name (`"barricade"`).
    pub game: &'static str,
    /// The variant with its options (`"pairs-4+protect-partners"`).
    pub variant: String,
    /// The rules it names.
    pub rules: AnyRules,
}

/// Every registered game with every variant and every set of options, in
/// registry order.
///
/// # Panics
/// When `ludeme::games()` lists a variant or option that
/// `AnyRules::by_name` refuses (a broken registry): every run then fails
/// at once.
pub fn choices() -> &'static [Choice] {
    static CHOICES: OnceLock<Vec<Choice>> = OnceLock::new();
    CHOICES.get_or_init(|| {
        let mut list = Vec::new();
        for info in ludeme::games() {
            for name in info.every_variant() {
                let rules = AnyRules::by_name(info.name, Some(&name)).unwrap_or_else(|e| {
                    panic!(
                        "games() lists {} {name}, which by_name refuses: {e}",
                        info.name
                    )
                });
                list.push(Choice {
                    game: info.name,
                    variant: name,
                    rules,
                });
            }
        }
        assert!(!list.is_empty(), "no game registered");
        list
    })
}

/// The game and variant that an input's first byte chooses.
pub fn choose(byte: u8) -> &'static Choice {
    let list = choices();
    &list[usize::from(byte) % list.len()]
}

/// The first byte that chooses `choice` (for the corpus generator).
pub fn choice_byte(index: usize) -> u8 {
    u8::try_from(index).expect("fewer than 256 choices")
}

/// Input bytes read front to back; reads past the end give nothing.
pub struct Input<'a> {
    data: &'a [u8],
}

impl<'a> Input<'a> {
    /// A reader of `data`.
    pub fn new(data: &'a [u8]) -> Self {
        Input { data }
    }

    /// The next byte.
    pub fn byte(&mut self) -> Option<u8> {
        let (&first, rest) = self.data.split_first()?;
        self.data = rest;
        Some(first)
    }

    /// The next two bytes, little-endian (a missing byte reads as 0).
    pub fn u16(&mut self) -> u16 {
        let low = self.byte().unwrap_or(0);
        let high = self.byte().unwrap_or(0);
        u16::from_le_bytes([low, high])
    }

    /// The next `n` bytes, or fewer at the end.
    pub fn take(&mut self, n: usize) -> &'a [u8] {
        let (head, rest) = self.data.split_at(n.min(self.data.len()));
        self.data = rest;
        head
    }

    /// Whatever is left.
    pub fn rest(self) -> &'a [u8] {
        self.data
    }
}

/// Bytes as text: invalid UTF-8 becomes U+FFFD, so that every input is
/// some text.
pub fn text(bytes: &[u8]) -> Cow<'_, str> {
    String::from_utf8_lossy(bytes)
}

/// The position after `plies` random plies (fewer if the game ends) from
/// the start under `rules`, drawn with `seed`: the same numbers give the
/// same position.
pub fn played_position(rules: &AnyRules, plies: usize, seed: u64) -> AnyGame {
    rules.clone().visit(Played { plies, seed })
}

/// [`played_position`] on the game's own type.
struct Played {
    plies: usize,
    seed: u64,
}

impl GameVisitor for Played {
    type Output = AnyGame;
    fn visit<G: Registered>(self, rules: G::Rules) -> AnyGame {
        played_state::<G>(&rules, self.plies, self.seed).into()
    }
}

/// [`played_position`] on the game's own type `G`, under its `rules`.
pub fn played_state<G: ludeme::Game>(rules: &G::Rules, plies: usize, seed: u64) -> G {
    ludeme::random_playout(&G::start_with(rules), seed, plies).last
}

/// The random plies that a position header's byte asks for.
pub fn plies_of(byte: u8) -> usize {
    usize::from(byte) * 2
}

/// Asserts that a message for people is one non-empty line.
pub fn assert_one_line(message: &str, what: &str) {
    assert!(!message.is_empty(), "{what}: an empty message");
    assert!(
        !message.contains(['\n', '\r']),
        "{what}: a message of several lines: {message:?}"
    );
}

/// Moves to offer `play` in `state`: every move met legal in a few random
/// games, seeded from `seed`, from the start of its rules and from the
/// state itself (most of them illegal here).
pub fn moves_to_offer<G: Registered>(state: &G, seed: u64) -> Vec<G::Move> {
    let start = G::start_with(&state.rules());
    let mut moves = ludeme_testing::moves_met(&start, seed..seed + 4, 60);
    moves.extend(ludeme_testing::moves_met(state, seed..seed + 2, 30));
    moves.sort();
    moves.dedup();
    moves
}

/// The whole battery on a state that parsed: the per-state checks, `play`
/// against move generation over the moves to offer ([`moves_to_offer`])
/// for one state in eight and over a sample of them for the rest, and the
/// pictures and views.
pub fn check_parsed_state<G: Registered>(state: &G) {
    ludeme_testing::check_state(state);
    if state.zobrist().is_multiple_of(8) {
        ludeme_testing::check_play_matches_generation(
            state,
            &moves_to_offer(state, state.zobrist()),
        );
    } else {
        check_play_sampled(state, state.zobrist(), 256);
    }
    check_views(state);
}

/// Everything a person or a binding may ask of a state that text gave
/// (`ludeme show --position`, the bindings' observations): the pictures,
/// the heuristics, the outcome in words, the action numbers of every legal
/// move and the observation tensor must not panic, and must make sense.
pub fn check_views<G: Registered>(state: &G) {
    assert!(!state.diagram(DiagramStyle::unicode()).is_empty());
    assert!(!state
        .diagram(DiagramStyle::ascii().with_colour(true))
        .is_empty());
    let svg = state.svg();
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    for seat in 0..state.seat_count() {
        let seat = ludeme::Seat(u8::try_from(seat).expect("few seats"));
        assert_one_line(&state.seat_name(seat), "seat name");
        let side = state.side_of(seat);
        assert!(!state.evaluate(side).is_nan(), "evaluate is NaN: {state}");
        assert!(
            !state.plain_evaluate(side).is_nan(),
            "plain_evaluate is NaN: {state}"
        );
    }
    if let Some(outcome) = state.outcome() {
        assert_one_line(&outcome.describe(state), "outcome");
    }
    let rules = state.rules();
    let size = G::num_actions(&rules);
    let [planes, rows, columns] = G::observation_shape(&rules);
    let mut observation = vec![0f32; planes * rows * columns];
    state.observe(&[], &mut observation);
    assert!(observation.iter().all(|v| v.is_finite()), "{state}");
    if state.to_act() != Actor::Nobody {
        let legal = state.legal_actions();
        assert_eq!(legal.len(), state.legal_move_count(), "{state}");
        for &mv in state.legal_moves().iter() {
            let _ = state.is_tactical(mv);
            let steps = state.actions_of(mv);
            let decisions = steps.to_vec();
            assert!((1..=2).contains(&decisions.len()), "{mv} in {state}");
            assert!(
                decisions.iter().all(|&a| (a as usize) < size),
                "{mv} {state}"
            );
            assert!(
                legal.following(&[]).contains(&steps.first()),
                "{mv} {state}"
            );
            assert_eq!(
                legal.decide(&decisions),
                Decision::Completes(mv),
                "{mv} {state}"
            );
        }
    }
}

/// The candidate move that `index` picks among the moves to offer
/// ([`moves_to_offer`]) and the legal moves.
pub fn candidate<G: Registered>(state: &G, index: u16) -> Option<G::Move> {
    let mut candidates = moves_to_offer(state, u64::from(index));
    candidates.extend(state.legal_moves().iter().copied());
    (!candidates.is_empty()).then(|| candidates[usize::from(index) % candidates.len()])
}

/// `check_play_matches_generation` at a fraction of its cost, for states
/// whose whole candidate space is too large to try on every input: every
/// legal move is accepted and plays as `play_unchecked`, and `count`
/// candidates drawn with `seed` are accepted exactly when they are legal,
/// a refusal leaving the state unchanged with a one-line reason.
pub fn check_play_sampled<G: Registered>(state: &G, seed: u64, count: usize) {
    let legal = state.legal_moves();
    for &mv in legal.iter() {
        let mut checked = state.clone();
        checked
            .play(mv)
            .unwrap_or_else(|e| panic!("play refuses generated {mv} in {state}: {e}"));
        let mut unchecked = state.clone();
        unchecked.play_unchecked(mv);
        assert_eq!(
            checked, unchecked,
            "play and play_unchecked differ on {mv} in {state}"
        );
    }
    let candidates = moves_to_offer(state, seed);
    let mut rng = ludeme::SplitMix64::new(seed);
    for _ in 0..count.min(candidates.len()) {
        let mv = candidates[(rng.next_u64() % candidates.len() as u64) as usize];
        let mut checked = state.clone();
        match checked.play(mv) {
            Ok(()) => assert!(
                legal.contains(&mv),
                "play accepts {mv}, not generated, in {state}"
            ),
            Err(e) => {
                assert!(
                    !legal.contains(&mv),
                    "play refuses generated {mv} in {state}: {e}"
                );
                assert_eq!(&checked, state, "refusing {mv} changed {state}");
                assert_one_line(&e.to_string(), "illegal move error");
            }
        }
    }
}
