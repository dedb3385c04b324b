"""Throughput of the ludeme Python module, in one run.

    python crates/python/bench/throughput.py [--seconds 2] [--games barca ...]

Measures, for each game:

(a) a plain Python loop of uniformly random play: ``legal_actions()``, a
    random index, ``play_action()`` (at Barricade's chance nodes the legal
    actions are the six rolls, so a uniform pick is the die); and the same
    with ``step(action)``, which plays and returns the next legal actions;
(b) ``observation()`` and ``legal_actions()`` in µs per call, mid-game;
(c) the PettingZoo AEC environment (``ludeme.pettingzoo``), raw and with
    the standard wrappers: ``last()``, a random legal action from the
    observation's action mask (``mask.nonzero()``), ``step()``; and, raw,
    with the action from ``env.legal_actions()`` instead of the mask;
(d) ``random_playouts`` (Rust, no GIL) in games/s and plies/s.

With ``--plies N``, only loop (a), for exactly N plies per game, untimed:
what ``valgrind --tool=callgrind`` counts (``--plies 0`` is the start-up).

A ply is one action played (Barricade: a roll is one, and a move onto a
barricade is two, its piece's move and the barricade's place), except in
(d) where it is one move (a move onto a barricade is then one). Every
figure is the best of ``--repeat`` runs of ``--seconds`` each (the machine
may be shared).

With ``pyspiel`` (``pip install open_spiel``) importable, the same plain loop
for OpenSpiel's breakthrough, checkers and backgammon (chance: outcomes
sampled by their probabilities) and their observation tensors
(``observation_tensor()`` as a list, as a numpy array, and
``make_observation(...).set_from`` into numpy); with PettingZoo's classic
games importable (they need ``pygame``), ``connect_four_v3`` through the
same environment loop. Ratios: ludeme's figure over the reference's.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
import timeit
from typing import Callable, Dict, Iterator, List, Optional, Tuple

import numpy as np

import ludeme

GAMES = ludeme.games()
SPIEL_GAMES = ["breakthrough", "checkers", "backgammon"]
SPIEL_BASELINE = "breakthrough"

perf_counter = time.perf_counter


def best_of(repeat: int, run: Callable[[], float]) -> float:
    return max(run() for _ in range(repeat))


class Stopwatch:
    """A timed run, started when made, over `seconds` later."""

    def __init__(self, seconds: float) -> None:
        self.start = perf_counter()
        self.deadline = self.start + seconds

    def is_over(self) -> bool:
        return perf_counter() > self.deadline

    def rate(self, count: int) -> float:
        """`count` per second since the start."""
        return count / (perf_counter() - self.start)


def restarts(game: str) -> Iterator["ludeme.Game"]:
    """Fresh games of `game` without end, each a clone of one start."""
    start = ludeme.Game(game)
    while True:
        yield start.clone()


# (a) Plain loops.


def ludeme_loop(game: str, seconds: float, step: bool = False) -> float:
    """Plies/s of uniformly random play by action number: ``legal_actions()``,
    a random index, ``play_action()``; with `step`, ``step(action)``, which
    plays and gives the next legal actions (empty at the end): one call a
    ply."""
    randrange = random.Random(0).randrange
    plies = 0
    clock = Stopwatch(seconds)
    for g in restarts(game):
        legal_actions, play_action = g.legal_actions, g.play_action
        if step:
            advance = g.step
            legal = legal_actions()
            while len(legal):
                legal = advance(int(legal[randrange(len(legal))]))
                plies += 1
                if not plies & 1023 and clock.is_over():
                    return clock.rate(plies)
        else:
            while not g.is_over:
                legal = legal_actions()
                play_action(int(legal[randrange(len(legal))]))
                plies += 1
                if not plies & 1023 and clock.is_over():
                    return clock.rate(plies)


def ludeme_plies(game: str, plies: int) -> None:
    """Exactly `plies` plies of the plain loop of :func:`ludeme_loop` (the
    same seeded picks), for an instruction count (``--plies``)."""
    start = ludeme.Game(game)
    rng = random.Random(0)
    randrange = rng.randrange
    while plies > 0:
        g = start.clone()
        legal_actions, play_action = g.legal_actions, g.play_action
        while plies > 0 and not g.is_over:
            legal = legal_actions()
            play_action(int(legal[randrange(len(legal))]))
            plies -= 1


def spiel_loop(name: str, seconds: float) -> float:
    import pyspiel

    game = pyspiel.load_game(name)
    rng = random.Random(0)
    randrange = rng.randrange
    plies = 0
    clock = Stopwatch(seconds)
    while True:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                draw = rng.random()
                action = outcomes[-1][0]
                for outcome, probability in outcomes:
                    draw -= probability
                    if draw < 0.0:
                        action = outcome
                        break
            else:
                legal = state.legal_actions()
                action = legal[randrange(len(legal))]
            state.apply_action(action)
            plies += 1
            if not plies & 1023 and clock.is_over():
                return clock.rate(plies)


# (b) Per-call costs, on a position some plies into a random game.


def midgame_ludeme(game: str, plies: int = 40) -> "ludeme.Game":
    rng = random.Random(1)
    g = ludeme.Game(game)
    for _ in range(plies):
        legal = g.legal_actions()
        g.play_action(int(legal[rng.randrange(len(legal))]))
    while g.is_chance or g.is_over:
        if g.is_over:
            return midgame_ludeme(game, plies // 2)
        g.play_action(int(g.legal_actions()[0]))
    return g


def micro(call: Callable[[], object], repeat: int) -> float:
    """µs per call, best of `repeat` timings."""
    number = 2000
    return min(timeit.repeat(call, number=number, repeat=max(repeat, 3))) / number * 1e6


def spiel_midgame(name: str, plies: int = 40):
    import pyspiel

    game = pyspiel.load_game(name)
    rng = random.Random(1)
    state = game.new_initial_state()
    for _ in range(plies):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply_action(state.chance_outcomes()[0][0])
        else:
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    if state.is_terminal():
        return spiel_midgame(name, plies // 2)
    return game, state


# (c) PettingZoo environments.


def env_loop(make: Callable[[], object], seconds: float, from_mask: bool = True) -> float:
    e = make()
    rng = random.Random(0)
    randrange = rng.randrange
    e.reset(seed=0)
    legal_of = getattr(e, "legal_actions", None)
    plies = 0
    clock = Stopwatch(seconds)
    while True:
        for _agent in e.agent_iter():
            obs, _reward, terminated, truncated, _info = e.last()
            if terminated or truncated:
                e.step(None)
                continue
            if from_mask:
                legal = obs["action_mask"].view(np.bool_).nonzero()[0]
            else:
                legal = legal_of()
            e.step(int(legal[randrange(len(legal))]))
            plies += 1
            if not plies & 255 and clock.is_over():
                return clock.rate(plies)
        e.reset()


# (d) Native playouts.


def playouts(game: str, seconds: float) -> Tuple[float, float]:
    n = 2
    while True:
        t0 = perf_counter()
        lengths, _ = ludeme.random_playouts(game, n, 12345)
        elapsed = perf_counter() - t0
        if elapsed >= seconds / 2 or n >= 10**7:
            return n / elapsed, float(lengths.sum()) / elapsed
        n = min(10**7, max(2 * n, int(n * seconds / max(elapsed, 1e-6))))


# The table.


Row = Tuple[str, str, float, str, Optional[float]]


def fmt(value: float, unit: str) -> str:
    if unit.startswith("µs"):
        return f"{value:,.2f}"
    return f"{value:,.0f}"


def print_markdown(lines: List[Tuple[str, ...]], left: Tuple[int, ...]) -> None:
    """`lines` (the header first) as a Markdown table, the columns in
    `left` aligned left, the others right."""
    widths = [max(len(line[i]) for line in lines) for i in range(len(lines[0]))]
    for k, line in enumerate(lines):
        cells = [
            cell.ljust(widths[i]) if i in left else cell.rjust(widths[i])
            for i, cell in enumerate(line)
        ]
        print("| " + " | ".join(cells) + " |")
        if k == 0:
            print("|" + "|".join("-" * (w + 2) for w in widths) + "|")


def print_table(rows: List[Row]) -> None:
    header = ("measure", "what", "value", "unit", "ratio")
    lines = [header] + [
        (m, w, fmt(v, u), u, "" if r is None else f"{r:.2f}×") for m, w, v, u, r in rows
    ]
    print_markdown(lines, left=(0, 1, 3))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per run")
    parser.add_argument("--repeat", type=int, default=2, help="runs per figure (best kept)")
    parser.add_argument("--games", nargs="*", default=GAMES, choices=GAMES)
    parser.add_argument("--plies", type=int, default=None,
                        help="only play this many plies of the plain loop (a) per game, untimed "
                             "(for valgrind --tool=callgrind: 0 gives the start-up to subtract)")
    args = parser.parse_args()
    if args.plies is not None:
        for game in args.games:
            ludeme_plies(game, args.plies)
        return
    seconds, repeat = args.seconds, args.repeat

    try:
        import pyspiel  # noqa: F401

        have_spiel = True
    except ImportError:
        have_spiel = False
    try:
        from ludeme.pettingzoo import env as zoo_env, raw_env as zoo_raw_env
    except ImportError as error:
        zoo_env = zoo_raw_env = None
        print(f"(no PettingZoo environment: {error})")
    try:
        from pettingzoo.classic import connect_four_v3
    except ImportError as error:
        connect_four_v3 = None
        print(f"(no connect_four_v3 reference: {error})")

    print(
        f"python {sys.version.split()[0]}, numpy {np.__version__}, "
        f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores"
    )
    rows: List[Row] = []

    # References first, for the ratios.
    spiel_loop_ref: Dict[str, float] = {}
    spiel_obs_ref: Optional[float] = None
    if have_spiel:
        for name in SPIEL_GAMES:
            spiel_loop_ref[name] = best_of(repeat, lambda: spiel_loop(name, seconds))
    loop_base = spiel_loop_ref.get(SPIEL_BASELINE)

    # (a)
    loops: Dict[str, float] = {}
    for game in args.games:
        loops[game] = best_of(repeat, lambda: ludeme_loop(game, seconds))
        rows.append(("(a) plain loop", f"ludeme {game}", loops[game], "plies/s",
                     loops[game] / loop_base if loop_base else None))
        stepped = best_of(repeat, lambda: ludeme_loop(game, seconds, step=True))
        rows.append(("(a) plain loop", f"ludeme {game} with step()", stepped, "plies/s",
                     stepped / loop_base if loop_base else None))
    for name, value in spiel_loop_ref.items():
        rows.append(("(a) plain loop", f"pyspiel {name}", value, "plies/s",
                     value / loop_base if loop_base else None))

    # (b)
    spiel_obs: List[Row] = []
    if have_spiel:
        from open_spiel.python.observation import make_observation

        for name in SPIEL_GAMES:
            game, state = spiel_midgame(name)
            player = state.current_player()
            as_list = micro(lambda: state.observation_tensor(player), repeat)
            as_numpy = micro(
                lambda: np.asarray(state.observation_tensor(player), np.float32), repeat
            )
            observation = make_observation(game)
            set_from = micro(lambda: observation.set_from(state, player), repeat)
            size = int(np.prod(game.observation_tensor_shape()))
            if name == SPIEL_BASELINE:
                spiel_obs_ref = as_numpy
            spiel_obs += [
                ("(b) observation", f"pyspiel {name} observation_tensor() list [{size}]",
                 as_list, "µs/call", None),
                ("(b) observation", f"pyspiel {name} observation_tensor() numpy",
                 as_numpy, "µs/call", None),
                ("(b) observation", f"pyspiel {name} make_observation set_from",
                 set_from, "µs/call", None),
            ]
    for game in args.games:
        g = midgame_ludeme(game)
        size = int(np.prod(g.observation_shape))
        obs = micro(g.observation, repeat)
        legal = micro(g.legal_actions, repeat)
        # Ratio for costs: the reference's time over ours (above 1: faster).
        rows.append(("(b) observation", f"ludeme {game} observation() numpy [{size}]", obs,
                     "µs/call", spiel_obs_ref / obs if spiel_obs_ref else None))
        rows.append(("(b) observation", f"ludeme {game} legal_actions()", legal, "µs/call", None))
    for row in spiel_obs:
        m, w, v, u, _ = row
        rows.append((m, w, v, u, spiel_obs_ref / v if spiel_obs_ref else None))

    # (c)
    c4 = None
    if connect_four_v3 is not None:
        c4 = best_of(repeat, lambda: env_loop(connect_four_v3.env, seconds))
    if zoo_env is not None:
        for game in args.games:
            raw = best_of(repeat, lambda: env_loop(lambda: zoo_raw_env(game), seconds))
            raw_legal = best_of(
                repeat, lambda: env_loop(lambda: zoo_raw_env(game), seconds, from_mask=False)
            )
            wrapped = best_of(repeat, lambda: env_loop(lambda: zoo_env(game), seconds))
            rows.append(("(c) PettingZoo", f"ludeme {game} raw_env (mask)", raw, "plies/s",
                         raw / c4 if c4 else None))
            rows.append(("(c) PettingZoo", f"ludeme {game} raw_env (legal_actions())",
                         raw_legal, "plies/s", raw_legal / c4 if c4 else None))
            rows.append(("(c) PettingZoo", f"ludeme {game} env, standard wrappers (mask)",
                         wrapped, "plies/s", wrapped / c4 if c4 else None))
    if c4 is not None:
        rows.append(("(c) PettingZoo", "connect_four_v3 env, standard wrappers (mask)", c4,
                     "plies/s", 1.0))

    # (d) Ratio: over the plain Python loop of the same game.
    for game in args.games:
        games_s, plies_s = max(
            (playouts(game, seconds) for _ in range(repeat)), key=lambda x: x[1]
        )
        rows.append(("(d) random_playouts", f"ludeme {game}", games_s, "games/s", None))
        rows.append(("(d) random_playouts", f"ludeme {game}", plies_s, "plies/s",
                     plies_s / loops[game]))

    print_table(rows)
    print(
        "ratio: (a) over pyspiel breakthrough's plain loop; (b) pyspiel breakthrough's "
        "observation_tensor() numpy time over this one's; (c) over connect_four_v3 with "
        "the standard wrappers; (d) over the plain Python loop of the same game."
    )
    print(f"load average at the end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
