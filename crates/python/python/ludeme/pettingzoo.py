"""PettingZoo AEC environments for every ludeme game.

>>> from ludeme.pettingzoo import env
>>> e = env("surakarta")            # env(game, variant=None, render_mode=None)
>>> e.reset(seed=0)
>>> e.agents
['player_0', 'player_1']
>>> obs, reward, terminated, truncated, info = e.last()
>>> obs["observation"].shape, obs["action_mask"].shape
((2, 6, 6), (1296,))

``env(...)`` is ``raw_env(...)`` wrapped like PettingZoo's classic games
(``connect_four_v3``): ``TerminateIllegalWrapper(illegal_reward=-1)``,
``AssertOutOfBoundsWrapper``, ``OrderEnforcingWrapper``. ``raw_env(...)``
is the bare environment: faster, and an illegal action raises
``ludeme.IllegalMove`` (a ``ValueError``) there, leaving the game unchanged.

* **Agents** are the game's seats in seat order: ``"player_0"``,
  ``"player_1"``, … (``ludeme.Game.to_act`` numbers them). Their names in
  the game (``"white"``, ``"red+yellow"``) are ``seat_names[agent]`` on the
  raw environment (``e.unwrapped.seat_names``).
* **Actions**: ``Discrete(num_actions)``, the game's fixed action space
  (``help(ludeme)`` documents each game's numbering).
* **Observations**: ``Dict(observation=Box(0, 1, shape, float32),
  action_mask=Box(0, 1, (num_actions,), int8))``. The planes are
  ``ludeme.Game.observation()``: the position as the seat to act sees it
  (the game offers that view only, so every agent is shown that one; the
  games are of perfect information). The mask marks the legal actions of
  the agent to act; it is all zeros for every other agent and once the game
  is over. Each step makes new arrays (one pair per step, shared by the
  calls of that step): keeping an observation is safe. The masks are long
  (10,000 actions for Barca, 12,775 for Barricade): to list the legal
  actions, ``np.flatnonzero(mask.view(bool))`` is several times faster than
  on the ``int8`` mask itself, and ``e.unwrapped.legal_actions()`` gives them
  without scanning.
* **Chance** (Barricade's die) is played inside the environment, drawn by
  ``chance_outcomes()``'s weights from the environment's own generator
  (``reset(seed=...)``; without a seed, the generator goes on, or starts
  from fresh entropy), so agents only meet their own decisions.
* **Two decisions**: Barricade's move onto a barricade is two consecutive
  steps of the same agent: the piece's move, then the barricade's new place
  (the observation marks the pending move).
* **Rewards** come at the end only: ``ludeme.Game.returns()`` (+1 a win,
  -1 a loss, 0 a draw; partners share their side's). Every agent is then
  terminated, and its ``infos`` hold ``{"outcome": "white wins (...)"}``.
  No truncation: a game runs until its rules (the history rules included:
  repetition, move limits) end it; random play takes thousands of plies
  in Barca and Barricade.
* ``render()``: ``render_mode="ansi"`` returns the board as text,
  ``"human"`` prints it. ``e.unwrapped.game`` is the ``ludeme.Game`` being
  played (to read, e.g. ``position``, ``moves()`` or ``svg()``; change it
  only through ``step``).
"""

from __future__ import annotations

import random
from typing import Any, Dict, List, Optional

import numpy as np

try:
    import gymnasium
    from gymnasium import spaces
    from pettingzoo import AECEnv
    from pettingzoo.utils import wrappers
except ImportError as error:  # pragma: no cover - exercised without the extra
    raise ImportError(
        "ludeme.pettingzoo needs the pettingzoo and gymnasium packages: "
        "pip install pettingzoo gymnasium"
    ) from error

from . import Game

__all__ = ["env", "raw_env"]


def env(
    game: str,
    variant: Optional[str] = None,
    render_mode: Optional[str] = None,
    position: Optional[str] = None,
) -> AECEnv:
    """The AEC environment of ``game`` (and ``variant``), with PettingZoo's
    standard wrappers for classic games: an illegal action ends the game
    with -1 for the agent that took it and 0 for the others."""
    wrapped: AECEnv = raw_env(game, variant, render_mode, position)
    wrapped = wrappers.TerminateIllegalWrapper(wrapped, illegal_reward=-1)
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    wrapped = wrappers.OrderEnforcingWrapper(wrapped)
    return wrapped


class raw_env(AECEnv):
    """The bare AEC environment of a ludeme game (see the module docs).

    ``position`` starts every episode from that position text instead of the
    game's start.
    """

    metadata: Dict[str, Any] = {
        "render_modes": ["human", "ansi"],
        "name": "ludeme_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game: str,
        variant: Optional[str] = None,
        render_mode: Optional[str] = None,
        position: Optional[str] = None,
    ) -> None:
        super().__init__()
        start = Game(game, variant, position)
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(
                f"render_mode must be None or one of {self.metadata['render_modes']}, "
                f"not {render_mode!r}"
            )
        self.metadata = dict(self.metadata, name=f"ludeme_{game}_v0")
        self.render_mode = render_mode
        self._start = start
        self.game: Game = start.clone()

        seats = start.num_seats
        self.possible_agents: List[str] = [f"player_{i}" for i in range(seats)]
        self.agents = self.possible_agents[:]
        self.seat_names: Dict[str, str] = {
            agent: start.seat_name(i) for i, agent in enumerate(self.possible_agents)
        }
        self._num_actions = n = start.num_actions
        shape = tuple(start.observation_shape)
        observation_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, shape, np.float32),
                "action_mask": spaces.Box(0, 1, (n,), np.int8),
            }
        )
        action_space = spaces.Discrete(n)
        # One space object per agent, each seeded on its own.
        self.observation_spaces = {
            agent: observation_space if i == 0 else _copy_space(observation_space)
            for i, agent in enumerate(self.possible_agents)
        }
        self.action_spaces = {
            agent: action_space if i == 0 else spaces.Discrete(n)
            for i, agent in enumerate(self.possible_agents)
        }

        self._rng: Optional[random.Random] = None
        # A chance outcome's action number by its text (the numbering is
        # fixed for the game and variant).
        self._chance_actions: Dict[str, int] = {}
        # The observation of the current step, made on demand.
        self._step_obs: Optional[Dict[str, np.ndarray]] = None
        self._step_legal: Optional[np.ndarray] = None

        self.rewards: Dict[str, float] = {}
        self._cumulative_rewards: Dict[str, float] = {}
        self.terminations: Dict[str, bool] = {}
        self.truncations: Dict[str, bool] = {}
        self.infos: Dict[str, Dict[str, Any]] = {}
        self.agent_selection = self.possible_agents[0]

    # Spaces.

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    # The episode.

    def reset(
        self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None
    ) -> None:
        if seed is not None or self._rng is None:
            self._rng = random.Random(seed)
        self.game = self._start.clone()
        self._step_obs = self._step_legal = None
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}
        self._skip_agent_selection = None
        self.agent_selection = self.agents[0]
        self._advance(None)
        if self.render_mode == "human":
            self.render()

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is to act: None is an action only once it is done")
        game = self.game
        # Raises ludeme.IllegalMove (the game unchanged) for an action that
        # is not legal now.
        game.play_action(int(action))
        self._step_obs = self._step_legal = None
        # Rewards come only at the end, so they are all 0 until then: only
        # the acting agent's accumulated reward needs clearing.
        self._cumulative_rewards[agent] = 0.0
        to_act = game.to_act
        if to_act is None:
            self._advance(agent)
        else:
            self.agent_selection = self.possible_agents[to_act]
        if self.render_mode == "human":
            self.render()

    def _advance(self, mover: Optional[str]) -> None:
        """Plays chance until a seat is to act (that seat's agent is then
        selected) or the game ends (every agent is then terminated)."""
        game = self.game
        to_act = game.to_act
        while to_act is None:
            if not game.is_chance:
                self._end(mover)
                return
            self._play_chance()
            to_act = game.to_act
        self.agent_selection = self.possible_agents[to_act]

    def _play_chance(self) -> None:
        game = self.game
        outcomes = game.chance_outcomes()
        draw = self._rng.random()  # type: ignore[union-attr]
        text = outcomes[-1][0]
        for outcome, probability in outcomes:
            draw -= probability
            if draw < 0.0:
                text = outcome
                break
        action = self._chance_actions.get(text)
        if action is None:
            action = self._chance_actions[text] = game.move_to_action(text)
        game.play_action(action)
        self._step_obs = self._step_legal = None

    def _end(self, mover: Optional[str]) -> None:
        game = self.game
        returns = game.returns()
        outcome = game.outcome
        text = outcome.text if outcome is not None else ""
        for agent, value in zip(self.possible_agents, returns):
            if agent in self.rewards:
                self.rewards[agent] = float(value)
                self.terminations[agent] = True
                self.infos[agent] = {"outcome": text}
        self._accumulate_rewards()
        # The agent after the last mover first, as in PettingZoo's classic
        # games.
        if mover is not None:
            following = (self.possible_agents.index(mover) + 1) % len(self.possible_agents)
            self.agent_selection = self.possible_agents[following]

    # Observations.

    def observe(self, agent: str) -> Dict[str, np.ndarray]:
        obs = self._step_obs
        if obs is None:
            game = self.game
            obs = self._step_obs = {
                "observation": game.observation(),
                "action_mask": game.legal_mask(),
            }
        if agent == self.agent_selection:
            return obs
        return {
            "observation": obs["observation"],
            "action_mask": np.zeros(self._num_actions, np.int8),
        }

    def legal_actions(self) -> np.ndarray:
        """The legal actions of the agent to act (``int64``, sorted; empty
        once the game is over): the nonzero entries of its action mask,
        without scanning the mask. The same array for the whole step: do
        not change it."""
        legal = self._step_legal
        if legal is None:
            legal = self._step_legal = self.game.legal_actions()
        return legal

    def state(self) -> np.ndarray:
        """The whole position (the observation planes of the seat to act)."""
        return self.game.observation()

    # Rendering.

    def render(self) -> Optional[str]:
        if self.render_mode is None:
            gymnasium.logger.warn(
                "You are calling render method without specifying any render mode."
            )
            return None
        text = str(self.game)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass

    def __str__(self) -> str:
        return self.metadata["name"]


def _copy_space(space: spaces.Dict) -> spaces.Dict:
    return spaces.Dict(
        {
            key: spaces.Box(sub.low, sub.high, sub.shape, sub.dtype)
            for key, sub in space.spaces.items()
        }
    )
