"""A Gymnasium vector environment for self-play over ``ludeme.VectorGame``.

>>> from ludeme.gymnasium import SelfPlayVectorEnv
>>> env = SelfPlayVectorEnv("surakarta", num_envs=8, seed=0)
>>> obs, info = env.reset(seed=0)
>>> obs.shape, info["action_mask"].shape
((8, 2, 6, 6), (8, 1296))
>>> actions = env.unwrapped.games.random_actions()
>>> obs, reward, terminated, truncated, info = env.step(actions)

One agent plays every seat of ``num_envs`` games (self-play, as AlphaZero-
and PPO-style trainers on board games do): the observation is the position
as the seat to act sees it, so one policy serves both sides.

* **Actions**: ``MultiDiscrete([num_actions] * num_envs)``, the game's fixed
  action space; only legal ones are accepted (``info["action_mask"]``, bool
  ``(num_envs, num_actions)``); an illegal one raises ``ludeme.IllegalMove``
  naming the game, and no game changes.
* **Rewards**: what the step gave the seat that acted (+1 a win, -1 a loss,
  0 otherwise); every seat's in ``info["rewards"]``, the seat to act in
  ``info["current_player"]`` (-1 for a game that just ended).
* **Ends and restarts**: Gymnasium's next-step autoreset
  (``metadata["autoreset_mode"]``): a game that ended (``terminated``, or
  ``truncated`` after ``max_plies`` actions) starts again on the next step,
  whose action for it is ignored.
* **Chance** (Barricade's die) is rolled inside, seeded by ``seed``.
* **Copies**: ``copy=True`` (the default) returns new arrays each step;
  ``copy=False`` returns read-only views that the next step overwrites, with
  no copy at all.
"""

from __future__ import annotations

from typing import Any, Dict, Optional, Tuple

import numpy as np

import gymnasium
from gymnasium import spaces
from gymnasium.vector import VectorEnv
from gymnasium.vector.utils import batch_space

import ludeme

try:  # Gymnasium >= 1.1 names the autoreset modes.
    from gymnasium.vector import AutoresetMode

    _NEXT_STEP: Any = AutoresetMode.NEXT_STEP
except ImportError:  # pragma: no cover - older Gymnasium
    _NEXT_STEP = "NextStep"

__all__ = ["SelfPlayVectorEnv"]


class SelfPlayVectorEnv(VectorEnv):
    """``num_envs`` games of one ludeme game, stepped together in Rust, as a
    Gymnasium ``VectorEnv`` for one agent playing every seat."""

    metadata = {"autoreset_mode": _NEXT_STEP, "render_modes": []}

    def __init__(
        self,
        game: str,
        num_envs: int,
        variant: Optional[str] = None,
        seed: int = 0,
        max_plies: Optional[int] = None,
        copy: bool = True,
        threads: Optional[int] = None,
    ) -> None:
        self.games = ludeme.VectorGame(
            game, num_envs, variant=variant, seed=seed, max_plies=max_plies, threads=threads
        )
        self.num_envs = num_envs
        self.copy = copy
        self.render_mode = None
        self.single_observation_space = spaces.Box(
            0.0, 1.0, self.games.observation_shape, np.float32
        )
        self.single_action_space = spaces.Discrete(self.games.num_actions)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self._all = np.arange(num_envs)
        self._everyone = np.ones(num_envs, dtype=bool)
        self.spec = None

    def _out(self, array: np.ndarray) -> np.ndarray:
        return array.copy() if self.copy else array

    def _info(self) -> Dict[str, Any]:
        v = self.games
        info = {
            "action_mask": self._out(v.legal_action_mask),
            "current_player": self._out(v.current_player),
            "rewards": self._out(v.rewards),
        }
        for key in list(info):
            info["_" + key] = self._everyone
        return info

    def reset(
        self, *, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None
    ) -> Tuple[np.ndarray, Dict[str, Any]]:
        """Starts every game again (fresh random streams from ``seed``, if
        given): the observations and ``info``."""
        self.games.reset(seed=seed)
        return self._out(self.games.observation), self._info()

    def step(
        self, actions: Any
    ) -> Tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, Dict[str, Any]]:
        """One action per game: observations, the acting seat's rewards,
        terminations, truncations and ``info``."""
        v = self.games
        acting = v.current_player.astype(np.intp)
        v.step(np.asarray(actions))
        reward = np.where(acting >= 0, v.rewards[self._all, np.maximum(acting, 0)], 0.0)
        return (
            self._out(v.observation),
            reward.astype(np.float32),
            self._out(v.terminated),
            self._out(v.truncated),
            self._info(),
        )

    def close_extras(self, **kwargs: Any) -> None:
        """Nothing to release: the games live in the object."""

    def __repr__(self) -> str:
        return f"SelfPlayVectorEnv({self.games.name!r}, num_envs={self.num_envs})"

