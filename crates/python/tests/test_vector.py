"""ludeme.VectorGame: N games stepped together equal N single games stepped
by the same actions (observations, masks, players, rewards, ends, restarts,
Barricade's two decisions and its die), whatever the thread count; bad
input raises one clear error and changes nothing."""

import numpy as np
import pytest

import ludeme

VARIANTS = [(game, name) for game in ludeme.games() for name, _ in ludeme.variants(game)]


class Mirror:
    """Single `ludeme.Game`s following a VectorGame: the same actions, and
    the die rolls the vector drew (read from its games' histories)."""

    def __init__(self, game, variant, n, max_plies):
        self.game, self.variant, self.max_plies = game, variant, max_plies
        self.singles = [None] * n
        self.steps = [0] * n
        self.pending = [False] * n  # between the two decisions of a move
        self.ended = [True] * n  # every game begins as after an end

    def follow(self, v, actions):
        histories = [g.history for g in v.games()]
        for i, history in enumerate(histories):
            if self.ended[i]:
                self.singles[i] = ludeme.Game(self.game, self.variant)
                self.steps[i] = 0
                self.pending[i] = False
            else:
                moves = len(self.singles[i].history)
                self.singles[i].play_action(int(actions[i]))
                self.pending[i] = len(self.singles[i].history) == moves
                self.steps[i] += 1
            single = self.singles[i]
            played = len(single.history)
            assert history[:played] == single.history
            for roll in history[played:]:
                assert single.is_chance, f"game {i}: {roll} played where no die is rolled"
                single.play(roll)
            assert history == single.history

    def check(self, v):
        obs, mask = v.observation, v.legal_action_mask
        for i, single in enumerate(self.singles):
            restarted = self.steps[i] == 0
            over = single.is_over
            terminated = over and not restarted
            # Cut after max_plies actions, between moves only.
            truncated = (
                not over
                and not self.pending[i]
                and self.max_plies is not None
                and self.steps[i] >= self.max_plies
            )
            ended = terminated or truncated
            assert v.terminated[i] == terminated, i
            assert v.truncated[i] == truncated, i
            rewards = single.returns() if terminated else [0.0] * single.num_seats
            assert v.rewards[i].tolist() == rewards, i
            to_act = -1 if ended or single.to_act is None else single.to_act
            assert v.current_player[i] == to_act, i
            np.testing.assert_array_equal(obs[i], single.observation(), err_msg=f"game {i}")
            if ended:
                assert mask[i].all(), i
            else:
                np.testing.assert_array_equal(
                    np.flatnonzero(mask[i]), single.legal_actions(), err_msg=f"game {i}"
                )
            self.ended[i] = ended


@pytest.mark.parametrize("game,variant", VARIANTS)
def test_vector_equals_single_games(game, variant):
    n, max_plies = 6, 90
    v = ludeme.VectorGame(game, n, variant=variant, seed=11, max_plies=max_plies)
    mirror = Mirror(game, variant, n, max_plies)
    mirror.follow(v, [0] * n)
    mirror.check(v)
    rng = np.random.default_rng(5)
    seen = {"terminated": 0, "truncated": 0, "two decisions": 0}
    for _ in range(400):
        # Uniform legal actions from the mask (any action for an ended game).
        mask = v.legal_action_mask
        keys = np.where(mask, rng.random(mask.shape), -1.0)
        actions = keys.argmax(axis=1)
        before = [g.to_act for g in mirror.singles]
        v.step(actions)
        mirror.follow(v, actions)
        mirror.check(v)
        seen["terminated"] += int(v.terminated.sum())
        seen["truncated"] += int(v.truncated.sum())
        seen["two decisions"] += sum(
            1
            for i, g in enumerate(mirror.singles)
            if before[i] is not None and g.to_act == before[i] and not g.is_chance
            and mirror.steps[i] > 0 and game == "barricade"
        )
    assert seen["terminated"] + seen["truncated"] > 0, seen
    if game == "barricade":
        assert seen["two decisions"] > 0, seen


def run(game, n, threads, steps, seed=3, max_plies=None):
    v = ludeme.VectorGame(game, n, seed=seed, threads=threads, max_plies=max_plies)
    frames = []
    for _ in range(steps):
        v.step(v.random_actions())
        frames.append(
            (
                v.observation.copy(),
                v.legal_action_mask.copy(),
                v.current_player.copy(),
                v.rewards.copy(),
                v.terminated.copy(),
                v.truncated.copy(),
            )
        )
    return frames, [g.history for g in v.games()]


@pytest.mark.parametrize("game", ludeme.games())
def test_same_games_whatever_the_threads(game):
    n, steps = 300, 60
    one, histories = run(game, n, 1, steps, max_plies=40)
    for threads in (2, None):
        other, other_histories = run(game, n, threads, steps, max_plies=40)
        assert other_histories == histories
        for a, b in zip(one, other):
            for x, y in zip(a, b):
                np.testing.assert_array_equal(x, y)


def test_seeds_and_reset():
    a = ludeme.VectorGame("barricade", 4, seed=1)
    b = ludeme.VectorGame("barricade", 4, seed=2)
    rolls = lambda v: [g.history[0] for g in v.games()]
    # Four first rolls under two seeds: some differ (a 1-in-1296 chance of not).
    assert rolls(a) != rolls(b) or [g.history for g in a.games()] != [g.history for g in b.games()]
    for _ in range(30):
        a.step(a.random_actions())
    a.reset(seed=2)
    assert [g.history for g in a.games()] == [g.history for g in b.games()]
    np.testing.assert_array_equal(a.observation, b.observation)
    assert not a.terminated.any() and not a.truncated.any() and not a.rewards.any()


def test_shapes_and_dtypes():
    for game in ludeme.games():
        v = ludeme.VectorGame(game, 3)
        g = ludeme.Game(game)
        assert v.observation.shape == (3, *g.observation_shape) and v.observation.dtype == np.float32
        assert v.legal_action_mask.shape == (3, g.num_actions) and v.legal_action_mask.dtype == np.bool_
        assert v.current_player.dtype == np.int32 and v.current_player.shape == (3,)
        assert v.rewards.shape == (3, g.num_seats) and v.rewards.dtype == np.float32
        assert v.terminated.dtype == np.bool_ and v.truncated.dtype == np.bool_
        assert (v.num_games, len(v), v.num_actions) == (3, 3, g.num_actions)


def test_arrays_are_written_in_place_and_read_only():
    v = ludeme.VectorGame("surakarta", 2)
    obs = v.observation
    v.step(v.random_actions())
    assert np.shares_memory(obs, v.observation)
    with pytest.raises(ValueError):
        obs[0, 0, 0, 0] = 1.0


def snapshot(v):
    return (
        [g.history for g in v.games()],
        v.observation.copy(),
        v.legal_action_mask.copy(),
        v.current_player.copy(),
    )


def same(a, b):
    assert a[0] == b[0]
    for x, y in zip(a[1:], b[1:]):
        np.testing.assert_array_equal(x, y)


def test_bad_input_changes_nothing():
    v = ludeme.VectorGame("surakarta", 5, seed=4)
    for _ in range(3):
        v.step(v.random_actions())
    before = snapshot(v)
    good = v.random_actions().copy()
    illegal = good.copy()
    illegal[3] = np.flatnonzero(~v.legal_action_mask[3])[0]
    with pytest.raises(ludeme.IllegalMove, match=r"^game 3: action \d+ is not legal"):
        v.step(illegal)
    negative = good.copy()
    negative[1] = -1
    with pytest.raises(ludeme.IllegalMove, match=r"^game 1: action -1"):
        v.step(negative)
    with pytest.raises(ValueError, match=r"shape \(5,\)"):
        v.step(good[:4])
    with pytest.raises(ValueError, match=r"shape \(5,\)"):
        v.step(good.reshape(5, 1))
    with pytest.raises(TypeError, match="integers"):
        v.step(good.astype(np.float32))
    with pytest.raises(ValueError, match="one action per game"):
        v.step([1, 2])
    with pytest.raises(TypeError):
        v.step("b2-b3")
    same(before, snapshot(v))
    v.step(good.astype(np.int32))  # any integer dtype
    assert [len(h) for h in snapshot(v)[0]] == [len(h) + 1 for h in before[0]]


def test_bad_construction():
    with pytest.raises(ludeme.ParseError, match="chess"):
        ludeme.VectorGame("chess", 2)
    with pytest.raises(ludeme.ParseError):
        ludeme.VectorGame("barca", 2, variant="tiny")
    with pytest.raises(ValueError, match="max_plies"):
        ludeme.VectorGame("barca", 2, max_plies=0)
    with pytest.raises(IndexError, match="no game 2"):
        ludeme.VectorGame("barca", 2).game(2)


def test_an_ended_game_ignores_its_action_and_starts_again():
    v = ludeme.VectorGame("surakarta", 2, max_plies=1)
    v.step(v.random_actions())
    assert v.truncated.all() and not v.terminated.any()
    assert (v.current_player == -1).all() and v.legal_action_mask.all()
    v.step(np.array([10**9, -5]))  # ignored: both games start again
    assert [g.history for g in v.games()] == [[], []]
    assert not v.truncated.any() and (v.current_player == 0).all()


def test_a_cut_never_falls_between_two_decisions():
    # Four seats, cut after 7 actions: many cuts would meet a move half
    # decided; the game's record (whole moves) then holds all of it.
    v = ludeme.VectorGame("barricade", 64, variant="pairs-4", seed=1, max_plies=7)
    cuts = 0
    for _ in range(300):
        v.step(v.random_actions())
        for i in np.flatnonzero(v.truncated):
            g = v.game(int(i))
            saved = ludeme.Game.from_record(g.record())
            np.testing.assert_array_equal(saved.legal_actions(), g.legal_actions())
            cuts += 1
    assert cuts > 0
