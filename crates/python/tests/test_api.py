"""The ludeme module's API against the spec: perft, move lists, errors,
undo, copies and pickles, chance, outcomes, observations, returns and
random playouts."""

import copy
import pickle
import random

import numpy as np
import pytest

import ludeme

GAMES = ludeme.games()
ALL_VARIANTS = [(g, v) for g in GAMES for v, _ in ludeme.variants(g)]

BARRICADE_START = "- - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 {} -"


def snapshot(g):
    """What a refused call must leave unchanged."""
    return (
        g.position,
        g.history,
        g.zobrist,
        g.to_act,
        g.is_chance,
        g.is_over,
        g.moves(),
        list(g.legal_actions()),
    )


def random_walk(g, plies, rng):
    """Plays up to `plies` random moves by text; stops at the end."""
    for _ in range(plies):
        moves = g.moves()
        if not moves:
            break
        g.play(rng.choice(moves))
    return g


# The registry.


def test_games_and_variants():
    assert GAMES == ["barca", "barricade", "breakthrough", "othello", "surakarta"]
    for game in GAMES:
        variants = ludeme.variants(game)
        assert variants and all(
            isinstance(name, str) and isinstance(text, str) and text
            for name, text in variants
        )
    assert [v for v, _ in ludeme.variants("surakarta")][:2] == ["standard", "orthogonal"]
    assert "pairs" in [v for v, _ in ludeme.variants("barricade")]
    for kit_game in ("breakthrough", "othello"):
        assert [v for v, _ in ludeme.variants(kit_game)] == ["8x8", "6x6"]
    with pytest.raises(ludeme.ParseError, match="unknown game"):
        ludeme.variants("chess")


def test_errors_are_value_errors():
    assert issubclass(ludeme.ParseError, ValueError)
    assert issubclass(ludeme.IllegalMove, ValueError)
    assert not issubclass(ludeme.ParseError, ludeme.IllegalMove)


@pytest.mark.parametrize(
    "args, fragment",
    [
        (("chess",), 'unknown game "chess"'),
        (("barca", "nope"), 'unknown variant "nope"'),
        (("barca", None, "xyz"), 'bad position text "xyz"'),
        (("surakarta", None, "6/6/6 w"), "bad position text"),
    ],
)
def test_bad_game_variant_position(args, fragment):
    with pytest.raises(ludeme.ParseError) as info:
        ludeme.Game(*args)
    message = str(info.value)
    assert fragment in message
    assert "\n" not in message


@pytest.mark.parametrize("game, variant", ALL_VARIANTS)
def test_every_variant_starts(game, variant):
    g = ludeme.Game(game, variant)
    assert g.name == game
    assert g.variant == variant
    assert g.moves()
    assert g.history == []
    assert g.num_seats >= 2
    names = [g.seat_name(i) for i in range(g.num_seats)]
    assert len(set(names)) == g.num_seats
    with pytest.raises(ValueError, match="no seat"):
        g.seat_name(g.num_seats)
    assert ludeme.Game(game).variant is None


# Perft and move lists.


@pytest.mark.parametrize(
    "game, variant, counts",
    [
        ("barca", None, [38, 1404, 66286, 3046014]),
        ("surakarta", None, [16, 256, 5382, 111122]),
        ("surakarta", "orthogonal", [6, 36, 402, 4460]),
    ],
)
def test_perft(game, variant, counts):
    g = ludeme.Game(game, variant)
    assert [g.perft(d) for d in range(1, 5)] == counts
    assert g.perft(0) == 1
    with pytest.raises(ValueError, match="at most 20"):
        g.perft(21)


def test_barca_spec_position():
    g = ludeme.Game("barca", position="4ee4/3lmm4/10/10/3lM5/10/10/10/3L1ML3/4EE4 w")
    assert sorted(g.moves()) == sorted(
        ["e6-e4", "e6-e3", "e6-e2", "e6-f6", "e6-g6", "e6-h6", "e6-i6", "e6-j6"]
    )
    assert len(g.legal_actions()) == 8


@pytest.mark.parametrize(
    "colour, pairs",
    [("r", [1, 2, 2, 3, 3, 1]), ("g", [1, 2, 2, 4, 4, 2])],
)
def test_barricade_rolls_from_the_start(colour, pairs):
    start = BARRICADE_START.format(colour)
    for die, expected in enumerate(pairs, start=1):
        g = ludeme.Game("barricade", position=start)
        assert g.is_chance and g.to_act is None
        g.play(f"roll {die}")
        assert not g.is_chance
        moves = g.moves()
        assert len({m.split("/")[0] for m in moves}) == expected, (colour, die, moves)
        if die == 5:
            assert len(moves) == {"r": 167, "g": 168}[colour]


# Errors leave the game unchanged.


def test_refused_moves_leave_the_game_unchanged():
    g = ludeme.Game("barca")
    g.play(g.moves()[3])
    before = snapshot(g)
    for text, error in [
        ("zz", ludeme.ParseError),
        ("", ludeme.ParseError),
        ("a1-a2", ludeme.IllegalMove),
        ("e10-e9", ludeme.IllegalMove),
    ]:
        with pytest.raises(error) as info:
            g.play(text)
        assert "\n" not in str(info.value)
        # Whatever play refuses is an IllegalMove, as the API promises.
        assert isinstance(info.value, ludeme.IllegalMove)
        assert snapshot(g) == before
    for action in [-1, 5, g.num_actions, 10**12]:
        with pytest.raises(ludeme.IllegalMove, match="illegal action") as info:
            g.play_action(action)
        assert "\n" not in str(info.value)
        assert snapshot(g) == before
        with pytest.raises(ludeme.IllegalMove):
            g.action_to_move(action)
    with pytest.raises(ludeme.IllegalMove, match="not a legal move"):
        g.move_to_action("a1-a2")
    with pytest.raises(ludeme.ParseError):
        g.move_to_action("zz")
    assert snapshot(g) == before


def test_barricade_refusals():
    g = ludeme.Game("barricade")
    before = snapshot(g)
    with pytest.raises(ludeme.IllegalMove):
        g.play("h-a3")  # chance must roll first
    with pytest.raises(ludeme.ParseError):
        g.play("roll 7")
    with pytest.raises(ludeme.IllegalMove):
        g.play_action(6)  # a pass is no roll
    assert snapshot(g) == before
    g.play("roll 5")
    with pytest.raises(ludeme.IllegalMove):
        g.play("roll 3")
    two = next(m for m in g.moves() if "/" in m)
    first = two.split("/")[0]
    other = next(m for m in g.moves() if not m.startswith(first + "/"))
    g.play_action(g.move_to_action(two))
    pending = snapshot(g)
    # Only the moves that complete the decision taken are left.
    assert two in g.moves()
    assert all(m.startswith(first + "/") for m in g.moves())
    with pytest.raises(ludeme.IllegalMove):
        g.play_action(7)  # the first decision is taken: only placements now
    with pytest.raises(ludeme.IllegalMove):
        g.move_to_action(other)
    with pytest.raises(ludeme.IllegalMove, match="does not complete the decision already taken"):
        g.play(other)
    assert snapshot(g) == pending
    g.play(two)
    assert g.history[-1] == two


def test_finished_game_refuses_everything():
    g = ludeme.Game("surakarta", position="6/2b3/6/6/1w4/6 w")
    g.play("b2xc5")
    before = snapshot(g)
    assert before[6:] == ([], [])
    with pytest.raises(ludeme.IllegalMove):
        g.play("b2-b3")
    with pytest.raises(ludeme.IllegalMove):
        g.play_action(0)
    with pytest.raises(ludeme.IllegalMove):
        g.move_to_action("c5-c4")
    assert snapshot(g) == before
    assert g.best_move(iterations=10) is None


# Undo.


@pytest.mark.parametrize("game", GAMES)
def test_undo_restores_every_position(game):
    rng = random.Random(7)
    g = ludeme.Game(game)
    assert g.undo() is None
    seen = [snapshot(g)]
    for _ in range(40):
        moves = g.moves()
        if not moves:
            break
        mv = rng.choice(moves)
        g.play(mv)
        assert g.history[-1] == mv
        seen.append(snapshot(g))
    while len(seen) > 1:
        seen.pop()
        played = g.history[-1]
        assert g.undo() == played
        assert snapshot(g) == seen[-1]
    assert g.undo() is None


def test_undo_of_a_pending_decision():
    g = ludeme.Game("barricade", position=BARRICADE_START.format("r"))
    g.play("roll 5")
    before = snapshot(g)
    two = next(m for m in g.moves() if "/" in m)
    g.play_action(g.move_to_action(two))
    assert g.to_act == 0 and g.history == ["roll 5"]
    assert g.undo() == ""
    assert snapshot(g) == before
    assert g.undo() == "roll 5"
    assert g.is_chance


# Copies and pickles.


def assert_same_game(a, b):
    assert snapshot(a) == snapshot(b)
    assert a.name == b.name and a.variant == b.variant
    assert np.array_equal(a.observation(), b.observation())


def copies(g):
    return [
        g.clone(),
        copy.copy(g),
        copy.deepcopy(g),
        pickle.loads(pickle.dumps(g)),
        pickle.loads(pickle.dumps(g, protocol=pickle.HIGHEST_PROTOCOL)),
    ]


@pytest.mark.parametrize("game, variant", [("barca", None), ("surakarta", "bas-basan"),
                                           ("barricade", "individual-3")])
def test_copies_are_equal_and_independent(game, variant):
    rng = random.Random(3)
    g = random_walk(ludeme.Game(game, variant), 25, rng)
    for c in copies(g):
        assert_same_game(c, g)
        c.play(c.moves()[0])
        assert c.history != g.history
    # The copy keeps the history rules' memory: undo goes on from it.
    c = pickle.loads(pickle.dumps(g))
    while c.undo() is not None:
        pass
    assert c.position == ludeme.Game(game, variant).position


def test_copies_keep_a_pending_decision():
    g = ludeme.Game("barricade", position=BARRICADE_START.format("g"))
    g.play("roll 5")
    two = next(m for m in g.moves() if "/" in m)
    g.play_action(g.move_to_action(two))
    placements = list(g.legal_actions())
    assert placements and all(a >= 12663 for a in placements)
    for c in copies(g):
        assert_same_game(c, g)
        assert list(c.legal_actions()) == placements
        c.play_action(c.move_to_action(two))
        assert c.history == ["roll 5", two]
        assert g.history == ["roll 5"]


def test_copy_of_a_position_game_keeps_its_start():
    start = "6/2b3/6/6/1w4/6 w"
    g = ludeme.Game("surakarta", position=start)
    g.play("b2-b3")
    c = pickle.loads(pickle.dumps(g))
    assert_same_game(c, g)
    assert c.undo() == "b2-b3"
    assert c.position == start


# Chance and outcomes.


def test_chance_outcomes():
    g = ludeme.Game("barricade")
    assert g.is_chance and g.to_act is None and not g.is_over
    outcomes = g.chance_outcomes()
    assert [text for text, _ in outcomes] == [f"roll {n}" for n in range(1, 7)]
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert all(p == pytest.approx(1 / 6) for _, p in outcomes)
    assert sorted(g.moves()) == sorted(text for text, _ in outcomes)
    assert list(g.legal_actions()) == [0, 1, 2, 3, 4, 5]
    for action, (text, _) in enumerate(outcomes):
        assert g.move_to_action(text) == action
        assert g.action_to_move(action) == text
    g.play("roll 2")
    assert g.chance_outcomes() == [] and g.to_act == 0 and not g.is_chance
    assert ludeme.Game("surakarta").chance_outcomes() == []
    assert not ludeme.Game("barca").is_chance


def test_outcome_and_returns_at_the_end():
    g = ludeme.Game("surakarta", position="6/2b3/6/6/1w4/6 w")
    assert g.outcome is None and g.returns() == [0.0, 0.0]
    g.play("b2xc5")
    outcome = g.outcome
    assert isinstance(outcome, ludeme.Outcome)
    assert outcome.text == "white wins (no pieces left)"
    assert outcome.winner == "white" and outcome.reason == "no pieces left"
    assert outcome == g.outcome
    assert "white wins" in repr(outcome)
    assert g.is_over and g.to_act is None and not g.is_chance
    assert g.returns() == [1.0, -1.0]
    assert g.seat_name(0) == "white"


@pytest.mark.parametrize("game, variant", [("surakarta", None), ("surakarta", "bas-basan-3"),
                                           ("barricade", "individual-3"), ("barricade", "pairs-4"),
                                           ("barca", None)])
def test_random_games_end_with_returns(game, variant):
    rng = random.Random(11)
    g = ludeme.Game(game, variant)
    for _ in range(20000):
        if g.is_over:
            break
        legal = g.legal_actions()
        assert len(legal) > 0
        g.play_action(int(legal[rng.randrange(len(legal))]))
    assert g.is_over, "a random game ends within 20,000 plies"
    outcome = g.outcome
    returns = g.returns()
    assert len(returns) == g.num_seats
    names = [g.seat_name(i) for i in range(g.num_seats)]
    if outcome.winner is None:
        assert returns == [0.0] * g.num_seats
    else:
        # The winning side: one seat, or partners ("red+yellow").
        winners = outcome.winner.split("+")
        assert any(name in winners for name in names)
        for name, value in zip(names, returns):
            assert value == (1.0 if name in winners or name == outcome.winner else -1.0)
    assert outcome.text
    assert g.moves() == [] and len(g.legal_actions()) == 0


# Observations.


@pytest.mark.parametrize("game, variant", ALL_VARIANTS)
def test_observations(game, variant):
    g = ludeme.Game(game, variant)
    shape = g.observation_shape
    assert len(shape) == 3
    first = g.observation()
    assert first.dtype == np.float32 and first.shape == shape
    assert first.flags.c_contiguous and first.flags.writeable
    rng = random.Random(5)
    seen = {first.tobytes()}
    for _ in range(12):
        random_walk(g, 1, rng)
        obs = g.observation()
        assert obs.shape == shape and obs.dtype == np.float32
        assert obs.min() >= 0.0 and obs.max() <= 1.0
        seen.add(obs.tobytes())
    assert len(seen) > 3, "observations differ between positions"


def test_observation_shapes_per_game():
    assert ludeme.Game("surakarta").observation_shape == (2, 6, 6)
    assert ludeme.Game("surakarta", "bas-basan").observation_shape == (2, 7, 7)
    assert ludeme.Game("barca").observation_shape == (8, 10, 10)
    assert ludeme.Game("barricade").observation_shape == (18, 14, 17)
    assert ludeme.Game("surakarta").num_actions == 6**4
    assert ludeme.Game("surakarta", "bas-basan").num_actions == 7**4
    assert ludeme.Game("barca").num_actions == 10_000
    assert ludeme.Game("barricade").num_actions == 12_775


def test_observation_is_from_the_mover():
    g = ludeme.Game("surakarta")
    white = g.observation()
    g.play("b2-b3")
    g.play("b5-b4")
    assert white[0].sum() == 12 and white[1].sum() == 12
    # Each side sees its own pieces in plane 0, its back rank in row 0.
    assert np.array_equal(white[0][:2], np.ones((2, 6)))
    g2 = ludeme.Game("surakarta")
    g2.play("b2-b3")
    black = g2.observation()
    assert np.array_equal(black[0][:2], np.ones((2, 6)))


def test_barricade_observation_marks_the_die_and_pending_move():
    g = ludeme.Game("barricade", position=BARRICADE_START.format("r"))
    g.play("roll 5")
    rolled = g.observation()
    assert rolled[9 + 5].min() == 1.0
    two = next(m for m in g.moves() if "/" in m)
    g.play_action(g.move_to_action(two))
    pending = g.observation()
    assert not np.array_equal(pending, rolled)
    assert pending[16].sum() == 1 and pending[17].sum() == 1


# Other API.


def test_text_svg_and_players():
    g = ludeme.Game("surakarta")
    assert g.svg().startswith("<svg")
    assert str(g).count("\n") > 5
    assert repr(g).startswith('Game("surakarta"')
    assert isinstance(g.zobrist, int)
    for player in ["random", "greedy", "ab:2000", "mcts:30"]:
        assert g.best_move(player=player, seed=1) in g.moves()
    assert g.best_move(iterations=30, seed=2) in g.moves()
    with pytest.raises(ValueError, match="unknown player"):
        g.best_move(player="nope")
    b = ludeme.Game("barricade")
    assert b.best_move(seed=4) in b.moves()


# Random playouts.


@pytest.mark.parametrize("game, variant", [("surakarta", None), ("barca", None),
                                           ("barricade", "individual-2"),
                                           ("surakarta", "orthogonal")])
def test_random_playouts(game, variant):
    lengths, winners = ludeme.random_playouts(game, 20, 42, variant)
    assert lengths.dtype == np.int64 and winners.dtype == np.int64
    assert lengths.shape == winners.shape == (20,)
    assert (lengths > 0).all()
    seats = ludeme.Game(game, variant).num_seats
    assert ((winners >= -2) & (winners < seats)).all()
    again = ludeme.random_playouts(game, 20, 42, variant)
    assert np.array_equal(lengths, again[0]) and np.array_equal(winners, again[1])
    other = ludeme.random_playouts(game, 20, 43, variant)
    # Seeds seed + i: seed 43's games are seed 42's shifted by one.
    assert np.array_equal(other[0][:-1], lengths[1:])
    different = ludeme.random_playouts(game, 20, 1000, variant)
    assert not np.array_equal(different[0], lengths)


def test_random_playouts_edge_cases():
    lengths, winners = ludeme.random_playouts("surakarta", 0, 0)
    assert lengths.shape == winners.shape == (0,)
    with pytest.raises(ludeme.ParseError):
        ludeme.random_playouts("chess", 1, 0)
    with pytest.raises(ludeme.ParseError):
        ludeme.random_playouts("barca", 1, 0, "nope")


def test_every_game_documents_its_action_space():
    for name in ludeme.games():
        assert ludeme.action_space(name) in ludeme.__doc__, name
    surakarta = ludeme.action_space("surakarta")
    assert str(ludeme.Game("surakarta").num_actions) in surakarta.replace(",", "")
    with pytest.raises(ludeme.ParseError, match="unknown game"):
        ludeme.action_space("chess")


def test_best_move_completes_a_decision_already_taken():
    # Barricade: the first decision of moves onto a barricade taken, the
    # players' move completes it (over random positions with such moves).
    import random

    rng = random.Random(3)
    checked = 0
    for seed in range(40):
        g = ludeme.Game("barricade")
        for _ in range(rng.randrange(20, 200)):
            if g.is_over:
                break
            legal = g.legal_actions()
            g.play_action(int(legal[rng.randrange(len(legal))]))
        if g.is_over or g.is_chance:
            continue
        firsts = [g.move_to_action(m) for m in g.moves() if "/" in m]
        for first in firsts[:2]:
            h = g.clone()
            h.play_action(first)
            for player in (None, "greedy", "ab:200"):
                chosen = h.best_move(iterations=30, seed=seed, player=player)
                assert chosen in h.moves(), (chosen, h.moves())
            checked += 1
    assert checked > 0


def test_record_refuses_the_games_own_tags():
    g = ludeme.Game("surakarta")
    for tag in ("Game", "Variant", "Result", "Position"):
        with pytest.raises(ValueError, match=f"the tag {tag} is the game's own"):
            g.record(**{tag: "x"})
    assert '[Event "club"]' in g.record(Event="club")
