"""ludeme.gymnasium.SelfPlayVectorEnv: Gymnasium's vector API over a
VectorGame, next-step autoreset, the acting seat's reward."""

import numpy as np
import pytest

pytest.importorskip("gymnasium", reason="the Gymnasium wrapper needs gymnasium (the [test] extra)")

from gymnasium.wrappers.vector import RecordEpisodeStatistics  # noqa: E402

import ludeme  # noqa: E402
from ludeme.gymnasium import SelfPlayVectorEnv  # noqa: E402


@pytest.mark.parametrize("game", ludeme.games())
def test_spaces_rewards_and_autoreset(game):
    n = 16
    env = SelfPlayVectorEnv(game, n, seed=2, max_plies=300)
    obs, info = env.reset(seed=3)
    assert env.observation_space.contains(obs)
    assert info["action_mask"].shape == (n, env.single_action_space.n)
    ends = cuts = 0
    ended = np.zeros(n, dtype=bool)
    for _ in range(400):
        acting = info["current_player"].copy()
        actions = env.games.random_actions().copy()
        assert env.action_space.contains(actions.astype(np.int64))
        obs, reward, terminated, truncated, info = env.step(actions)
        assert env.observation_space.contains(obs)
        for i in range(n):
            if ended[i]:
                # The game started again: nothing is due, nothing ended.
                assert reward[i] == 0 and not terminated[i] and not truncated[i]
                assert info["current_player"][i] >= 0
            elif terminated[i]:
                assert reward[i] == info["rewards"][i, acting[i]]
                ends += 1
            else:
                assert reward[i] == 0
        cuts += int(truncated.sum())
        ended = terminated | truncated
    # Random Barca and Barricade games outlast 300 plies and are cut; the
    # others end within them.
    assert cuts > 0 if game in ("barca", "barricade") else ends > 0


def test_copies_or_views():
    env = SelfPlayVectorEnv("surakarta", 4, copy=False)
    obs, _ = env.reset(seed=0)
    with pytest.raises(ValueError):
        obs[0, 0, 0, 0] = 1.0
    copied = SelfPlayVectorEnv("surakarta", 4)
    first, _ = copied.reset(seed=0)
    copied.step(copied.games.random_actions())
    first[0, 0, 0, 0] = 1.0  # a copy of its own


def test_standard_wrapper_counts_episodes():
    env = RecordEpisodeStatistics(SelfPlayVectorEnv("barca", 4, max_plies=10))
    env.reset(seed=0)
    lengths = []
    for _ in range(22):
        _, _, _, _, info = env.step(env.unwrapped.games.random_actions())
        if "episode" in info:
            lengths.extend(info["episode"]["l"][info["_episode"]].tolist())
    assert lengths and all(length == 10 for length in lengths)


def test_illegal_action_names_the_game():
    env = SelfPlayVectorEnv("surakarta", 3)
    _, info = env.reset(seed=0)
    actions = env.games.random_actions().copy()
    actions[2] = np.flatnonzero(~info["action_mask"][2])[0]
    with pytest.raises(ludeme.IllegalMove, match="^game 2:"):
        env.step(actions)
