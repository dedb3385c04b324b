"""The fixed action space: every legal move of many random positions of
every game and variant goes to actions and back, and the actions played
reach the same position as the move text."""

import random
import re
from collections import defaultdict

import numpy as np
import pytest

import ludeme

VARIANTS = [(g, v) for g in ludeme.games() for v, _ in ludeme.variants(g)]
VARIANTS.append(("barca", "standard+no-move-draws"))

# Plies after which positions are checked, in each random game.
CHECKPOINTS = list(range(12)) + [15, 22, 30, 45, 70, 100, 150, 220, 300, 400]

SQUARES = re.compile(r"^([a-z])(\d+)[-x]([a-z])(\d+)$")
BARRICADE_MOVE = re.compile(r"^([a-z]+\d*|h)-([a-z]+\d+)(?:/([a-z]+\d+))?$")

# Barricade's numbering (the module docs): 0-5 the rolls, 6 the pass,
# 7 + from * 112 + to a piece's move (from 112: the house), 12663 + node a
# barricade's new place.
PASS, FIRST_GO, NODES, HOUSE, FIRST_PLACEMENT = 6, 7, 112, 112, 12663


def same_state(a, b):
    return (a.position, a.history, a.zobrist, a.to_act, a.is_over) == (
        b.position,
        b.history,
        b.zobrist,
        b.to_act,
        b.is_over,
    )


def check_numbering(g, move, steps, names):
    """The documented formulas for each game's numbers."""
    if g.name in ("surakarta", "barca"):
        n = g.observation_shape[1]
        match = SQUARES.match(move)
        assert match, move
        f1, r1, f2, r2 = match.groups()
        origin = (int(r1) - 1) * n + ord(f1) - ord("a")
        target = (int(r2) - 1) * n + ord(f2) - ord("a")
        assert steps == [origin * n * n + target], (move, steps)
        return
    if g.name in ("breakthrough", "othello"):
        # The kit's numbering: a drop on cell c is c (games with drops), a
        # step or capture from f to t comes next as f * N + t (games with
        # steps), a pass last (games with passes); N = cells.
        _, h, w = g.observation_shape
        cells = h * w
        has_pass = g.num_actions % cells == 1
        forms = g.num_actions - has_pass
        first_step = cells if forms in (cells, cells + cells * cells) else 0
        if move == "pass":
            assert has_pass and steps == [g.num_actions - 1]
            return
        names = re.findall(r"([a-z])(\d+)", move)
        numbers = [(int(r) - 1) * w + ord(f) - ord("a") for f, r in names]
        if len(numbers) == 1:
            assert steps == numbers
        else:
            assert steps == [first_step + numbers[0] * cells + numbers[1]], (move, steps)
        return
    if move.startswith("roll "):
        assert steps == [int(move.split()[1]) - 1]
        return
    if move == "pass":
        assert steps == [PASS]
        return
    match = BARRICADE_MOVE.match(move)
    assert match, move
    origin, target, place = match.groups()
    go = steps[0] - FIRST_GO
    assert 0 <= go < (HOUSE + 1) * NODES
    if origin == "h":
        assert go // NODES == HOUSE
    else:
        assert names.setdefault(origin, go // NODES) == go // NODES
    assert names.setdefault(target, go % NODES) == go % NODES
    if place is None:
        assert len(steps) == 1
    else:
        assert len(steps) == 2
        node = steps[1] - FIRST_PLACEMENT
        assert 0 <= node < NODES
        assert names.setdefault(place, node) == node, (move, names[place], node)


def check_position(g, names):
    """Every legal move of `g` (a game going on, no pending decision)."""
    moves = g.moves()
    legal = g.legal_actions()
    assert moves and len(legal) > 0
    assert legal.dtype == np.int64
    assert list(legal) == sorted(set(legal.tolist()))
    assert 0 <= legal[0] and legal[-1] < g.num_actions
    mask = g.legal_mask()
    assert mask.dtype == np.int8 and mask.shape == (g.num_actions,)
    assert np.flatnonzero(mask).tolist() == legal.tolist() and mask.max() == 1
    seat = g.to_act

    by_first = defaultdict(list)
    for move in moves:
        first = g.move_to_action(move)
        assert isinstance(first, int)
        expected = g.clone()
        expected.play(move)
        played = g.clone()
        played.play_action(first)
        steps = [first]
        if len(played.history) == len(g.history):
            # The first of two decisions: the same seat decides the second.
            assert seat is not None and played.to_act == seat
            assert not played.is_chance and not played.is_over
            second = played.move_to_action(move)
            assert second in played.legal_actions()
            with pytest.raises(ludeme.IllegalMove, match="first of two decisions"):
                g.action_to_move(first)
            assert played.action_to_move(second) == move
            played.play_action(second)
            steps.append(second)
        else:
            assert g.action_to_move(first) == move
        assert same_state(played, expected), (g.position, move, steps)
        assert played.history[-1] == move
        by_first[first].append((move, steps))
        check_numbering(g, move, steps, names)

    # The first decisions are exactly the legal actions, and after each
    # first decision the second ones are exactly the moves' placements.
    assert sorted(by_first) == legal.tolist()
    for first, group in by_first.items():
        if len(group[0][1]) == 1:
            assert len(group) == 1
            continue
        assert all(len(steps) == 2 for _, steps in group)
        pending = g.clone()
        pending.play_action(first)
        assert pending.legal_actions().tolist() == sorted(steps[1] for _, steps in group)
        assert np.flatnonzero(pending.legal_mask()).tolist() == pending.legal_actions().tolist()
        for second in pending.legal_actions():
            assert pending.action_to_move(int(second)) in moves
        assert pending.undo() == ""
        assert same_state(pending, g)
    return len(moves)


@pytest.mark.parametrize("game, variant", VARIANTS)
def test_every_move_round_trips(game, variant):
    names = {}
    checked = positions = 0
    # Six games, or more until enough moves are seen (small boards).
    for seed in range(40):
        if seed >= 6 and checked >= 600:
            break
        rng = random.Random(f"{game} {variant} {seed}")
        g = ludeme.Game(game, variant)
        ply = 0
        for checkpoint in CHECKPOINTS:
            while ply < checkpoint and not g.is_over:
                if rng.random() < 0.5:
                    g.play(rng.choice(g.moves()))
                else:
                    legal = g.legal_actions()
                    g.play_action(int(legal[rng.randrange(len(legal))]))
                    if g.to_act is not None and g.legal_actions()[0] >= FIRST_PLACEMENT \
                            and game == "barricade":
                        # Finish a move in two decisions.
                        legal = g.legal_actions()
                        g.play_action(int(legal[rng.randrange(len(legal))]))
                ply += 1
            if g.is_over:
                break
            checked += check_position(g, names)
            positions += 1
    assert positions >= 60 and checked >= 600, (positions, checked)


@pytest.mark.parametrize("game", ["barca", "surakarta", "barricade"])
def test_actions_and_moves_agree_over_whole_games(game):
    """Played by random actions to the end: each action's move text (or,
    for a first decision, the move it starts) is legal where it is played."""
    rng = random.Random(game)
    for _ in range(2):
        g = ludeme.Game(game)
        ply = 0
        while not g.is_over:
            legal = g.legal_actions()
            action = int(legal[rng.randrange(len(legal))])
            try:
                text = g.action_to_move(action)
            except ludeme.IllegalMove as error:
                assert "first of two decisions" in str(error)
                text = None
            else:
                assert text in g.moves()
            g.play_action(action)
            ply += 1
            if ply % 97 == 0 or g.is_over:
                # (The history is a list of every move: read it only now
                # and then.)
                history = g.history
                if text is None:
                    assert history[-1] != "" and g.to_act is not None
                else:
                    assert history[-1] == text
        assert len(g.legal_actions()) == 0 and g.moves() == []
        with pytest.raises(ludeme.IllegalMove):
            g.play_action(0)


def test_chance_actions():
    g = ludeme.Game("barricade")
    for die in range(1, 7):
        assert g.move_to_action(f"roll {die}") == die - 1
        assert g.action_to_move(die - 1) == f"roll {die}"
    g.play_action(3)
    assert g.history == ["roll 4"]


def test_step_plays_and_gives_the_next_legal_actions():
    import random

    rng = random.Random(8)
    for game in ludeme.games():
        g, h = ludeme.Game(game), ludeme.Game(game)
        legal = g.legal_actions()
        for _ in range(300):
            if not len(legal):
                break
            action = int(legal[rng.randrange(len(legal))])
            legal = g.step(action)
            h.play_action(action)
            np.testing.assert_array_equal(legal, h.legal_actions())
            assert g.history == h.history
        if g.is_over:
            assert g.step.__doc__ and len(g.legal_actions()) == 0
        before = g.history
        with pytest.raises(ludeme.IllegalMove):
            g.step(10**7)
        assert g.history == before
