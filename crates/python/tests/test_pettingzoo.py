"""ludeme.pettingzoo: PettingZoo's api_test for every game and variant,
whole episodes, chance inside the environment, two-decision moves, rewards,
seeding, illegal actions, copies and the optional import."""

import copy
import pickle
import random
import subprocess
import sys
import warnings

import numpy as np
import pytest

import ludeme

pettingzoo = pytest.importorskip("pettingzoo")
from pettingzoo.test import api_test  # noqa: E402

from ludeme.pettingzoo import env, raw_env  # noqa: E402

VARIANTS = [(g, v) for g in ludeme.games() for v, _ in ludeme.variants(g)]
FIRST_PLACEMENT = 12663


def random_episode(e, seed, max_steps=100_000, check=None):
    """Plays random legal actions (from the mask) to the end; returns the
    number of agent steps and each agent's last reward seen by last()."""
    rng = random.Random(seed)
    steps = 0
    final = {}
    for agent in e.agent_iter(max_steps):
        obs, reward, terminated, truncated, info = e.last()
        assert not truncated
        if terminated:
            final[agent] = (reward, info)
            e.step(None)
            continue
        assert reward == 0
        legal = np.flatnonzero(obs["action_mask"])
        if check is not None:
            check(e, agent, obs, legal)
        e.step(int(legal[rng.randrange(len(legal))]))
        steps += 1
    return steps, final


@pytest.mark.parametrize("game, variant", VARIANTS)
def test_api_test(game, variant, capsys):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(env(game, variant), num_cycles=1000)
        api_test(raw_env(game, variant), num_cycles=1000)
    assert capsys.readouterr().out.count("Passed API test") == 2


@pytest.mark.parametrize("game", ludeme.games())
def test_spaces(game):
    e = env(game)
    e.reset(seed=1)
    g = ludeme.Game(game)
    assert e.possible_agents == [f"player_{i}" for i in range(g.num_seats)]
    assert e.unwrapped.seat_names == {
        f"player_{i}": g.seat_name(i) for i in range(g.num_seats)
    }
    assert str(e.unwrapped) == f"ludeme_{game}_v0"
    for agent in e.possible_agents:
        space = e.observation_space(agent)
        assert space["observation"].shape == g.observation_shape
        assert space["observation"].dtype == np.float32
        assert space["action_mask"].shape == (g.num_actions,)
        assert space["action_mask"].dtype == np.int8
        assert e.action_space(agent).n == g.num_actions
    obs, *_ = e.last()
    assert obs["observation"].dtype == np.float32
    assert obs["action_mask"].dtype == np.int8
    assert e.observation_space(e.agent_selection).contains(obs)


def test_observations_and_masks_follow_the_game():
    e = raw_env("surakarta")
    e.reset(seed=0)
    game = e.game
    rng = random.Random(0)
    for _ in range(20):
        agent = e.agent_selection
        assert agent == f"player_{game.to_act}"
        obs = e.observe(agent)
        assert np.array_equal(obs["observation"], game.observation())
        assert np.flatnonzero(obs["action_mask"]).tolist() == game.legal_actions().tolist()
        assert np.array_equal(e.legal_actions(), game.legal_actions())
        assert e.observe(agent) is obs  # one observation per step
        other = next(a for a in e.agents if a != agent)
        assert not e.observe(other)["action_mask"].any()
        e.step(int(rng.choice(e.legal_actions())))
        assert e.observe(e.agent_selection) is not obs
        assert np.flatnonzero(obs["action_mask"]).size > 0  # kept as it was


@pytest.mark.parametrize("game, variant", [("surakarta", None), ("surakarta", "orthogonal"),
                                           ("barricade", "individual-2"),
                                           ("barricade", "individual-3")])
def test_whole_episodes_reward_the_winner(game, variant):
    for seed in range(2):
        e = env(game, variant)
        e.reset(seed=seed)
        steps, final = random_episode(e, seed)
        assert steps > 0 and not e.agents
        g = e.unwrapped.game
        assert g.is_over
        returns = g.returns()
        assert set(final) == set(e.possible_agents)
        for i, agent in enumerate(e.possible_agents):
            reward, info = final[agent]
            assert reward == returns[i]
            assert info == {"outcome": g.outcome.text}
        assert sorted(returns)[-1] in (0.0, 1.0)


def test_episode_from_a_position():
    e = raw_env("surakarta", position="6/2b3/6/6/1w4/6 w")
    e.reset()
    assert e.agent_selection == "player_0"
    e.step(e.game.move_to_action("b2xc5"))
    assert all(e.terminations.values())
    assert e.rewards == {"player_0": 1.0, "player_1": -1.0}
    assert e.agent_selection == "player_1"
    assert e.last()[1] == -1.0
    e.step(None)
    assert e.last()[1] == 1.0 and e.agent_selection == "player_0"
    e.step(None)
    assert e.agents == []
    e.reset()
    assert e.agents == ["player_0", "player_1"] and e.game.history == []


def test_barricade_chance_inside_and_two_decisions():
    e = raw_env("barricade")
    e.reset(seed=5)
    seen = {"two": 0, "pass": 0}
    last_agent = [None]

    def check(env_, agent, obs, legal):
        game = env_.unwrapped.game
        assert not game.is_chance and game.to_act is not None
        assert agent == f"player_{game.to_act}"
        assert legal.min() >= 6, "agents never see the die's actions"
        if legal.min() >= FIRST_PLACEMENT:
            # The second decision: the same agent as the first.
            assert last_agent[0] == agent
            assert obs["observation"][16].sum() == 1
            seen["two"] += 1
        if legal.tolist() == [6]:
            seen["pass"] += 1
        last_agent[0] = agent

    steps, _ = random_episode(e, 5, check=check)
    assert seen["two"] > 0
    assert steps > 100


def test_seeding_makes_episodes_repeatable():
    def trace(seed, actions_seed=0):
        e = raw_env("barricade", "individual-4")
        e.reset(seed=seed)
        rng = random.Random(actions_seed)
        for _ in range(300):
            legal = e.legal_actions()
            e.step(int(legal[rng.randrange(len(legal))]))
        return e.game.history

    assert trace(3) == trace(3)
    assert trace(3) != trace(4)
    # The die is the environment's: the same agents' choices, other rolls.
    e = raw_env("barricade")
    e.reset(seed=9)
    first = e.game.history
    e.reset(seed=9)
    assert e.game.history == first
    e.reset()  # no seed: the generator goes on
    e.reset(seed=9)
    assert e.game.history == first


def test_chance_outcomes_are_drawn_by_their_weights():
    e = raw_env("barricade")
    counts = [0] * 6
    e.reset(seed=123)
    for _ in range(1200):
        e.reset()
        counts[int(e.game.history[0].split()[1]) - 1] += 1
    assert all(140 < c < 260 for c in counts), counts


def test_illegal_actions():
    e = raw_env("surakarta")
    e.reset(seed=0)
    position = e.game.position
    with pytest.raises(ludeme.IllegalMove):
        e.step(0)
    with pytest.raises(ValueError):
        e.step(None)
    assert e.game.position == position and e.agent_selection == "player_0"

    w = env("surakarta")
    w.reset(seed=0)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        w.step(0)  # not legal: the game ends, -1 for player_0
    assert all(w.terminations.values())
    assert w.rewards["player_0"] == -1 and w.rewards["player_1"] == 0
    with pytest.raises(AssertionError):
        e2 = env("surakarta")
        e2.reset()
        e2.step(10**6)  # out of the action space


def test_numpy_actions():
    e = env("barca")
    e.reset(seed=0)
    legal = e.unwrapped.legal_actions()
    e.step(np.int64(legal[0]))
    e.step(np.int32(e.unwrapped.legal_actions()[0]))
    assert len(e.unwrapped.game.history) == 2


def test_copies_of_an_environment():
    e = raw_env("barricade")
    e.reset(seed=2)
    for _ in range(7):
        e.step(int(e.legal_actions()[-1]))
    for c in [copy.deepcopy(e), pickle.loads(pickle.dumps(e))]:
        assert c.game.position == e.game.position and c.agent_selection == e.agent_selection
        assert np.array_equal(c.observe(c.agent_selection)["observation"],
                              e.observe(e.agent_selection)["observation"])
        a = int(c.legal_actions()[0])
        c.step(a)
        e2 = copy.deepcopy(e)
        e2.step(a)
        assert c.game.position == e2.game.position  # same generator state
    wrapped = env("surakarta")
    wrapped.reset(seed=0)
    again = pickle.loads(pickle.dumps(wrapped))
    assert again.unwrapped.game.position == wrapped.unwrapped.game.position


def test_render():
    e = raw_env("surakarta", render_mode="ansi")
    e.reset()
    assert e.render() == str(e.game)
    with pytest.raises(ValueError, match="render_mode"):
        raw_env("surakarta", render_mode="rgb_array")
    quiet = raw_env("surakarta")
    quiet.reset()
    with pytest.warns(UserWarning, match="render mode"):
        assert quiet.render() is None


def test_bad_game_names():
    with pytest.raises(ludeme.ParseError):
        env("chess")
    with pytest.raises(ludeme.ParseError):
        raw_env("barca", "nope")


def test_import_is_optional_and_lazy():
    code = (
        "import sys; import ludeme; "
        "assert 'ludeme.pettingzoo' not in sys.modules and 'pettingzoo' not in sys.modules; "
        "sys.modules['pettingzoo'] = None\n"
        "try:\n"
        "    import ludeme.pettingzoo\n"
        "except ImportError as e:\n"
        "    print(e)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "pip install" in out.stdout and "pettingzoo" in out.stdout
