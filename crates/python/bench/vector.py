"""Throughput of ``ludeme.VectorGame`` beside one-game loops, envpool and pgx, in one run.

    python crates/python/bench/vector.py [--seconds 1] [--repeat 3] [--sizes 1 64 1024 8192]

A *step* is one action played in one game: a call of ``VectorGame.step``
on ``N`` games is ``N`` steps (a game that ended on the last call starts
again on this one, its action ignored, and that counts as a step too, as it
does for envpool (pgx's ``auto_reset`` starts the new game within the
finishing step instead); it is one step in a game's length, 1/5700 of
Barca's steps, 1/3300 of Barricade's, 1/240 of Surakarta's under random
play). Barricade's die is rolled inside the step, so its rolls are not
steps anywhere in this table (a move onto a barricade is two steps: the
piece's move, then the barricade's place, as in the vector's mask).

For each ludeme game (barca, barricade, surakarta) and each ``N`` of
``--sizes``:

(a) ``v.step(v.random_actions())``: actions drawn in Rust; every step
    writes the observations, masks, players, rewards and flags, as it
    always does;
(b) ``v.step(pick(v.legal_action_mask))``: the same, with a uniform legal
    action per game picked in numpy by the caller (``--pick nonzero``:
    ``np.flatnonzero`` of the mask, a uniform index into each row's run
    of legal entries; ``--pick argmax``: random keys where legal, argmax,
    slower on wide masks); this is what a user without ``random_actions``
    pays, and the difference from (a) is numpy's cost, not the engine's;
(c) the one-game loop of ``throughput.py`` on ``ludeme.Game``:
    ``legal_actions()``, a random index (``random.Random``), ``play_action``,
    a finished game restarted from a clone of the start ("plain"); and the
    same loop doing a vector step's work, ``observation()`` and
    ``legal_mask()`` after each step ("same work"). It does not depend on
    ``N``; the ratios of (a) and (b) are over these two.

With ``--steps K``, only (a): K calls of ``step`` per game and size,
untimed: what ``valgrind --tool=callgrind`` counts (``--steps 0`` is the
start-up: building the games and their first actions).

And, in the same run, at the same ``N``, each engine and game in a child
process of this script (so that its threads, compiler and memory stay out
of the process that measures ludeme, and a crash is a printed note, not
the end of the run; ``--no-envpool``, ``--no-pgx`` leave them out; a
note says so if one cannot be imported):

* envpool's board games (``Othello-v1``, ``Backgammon-v1``; ``--refs``),
  sync mode (``num_envs = batch_size = N``, ``num_threads`` its default,
  every core), gymnasium API, stepped with ``step(actions, env_id)``: the
  legal mask is ``info["legal_action_mask"]`` (N, actions), in the order of
  ``info["env_id"]`` (which is not ``0..N-1`` in general, hence the
  ``env_id``); observations come per player, ``(2N, ...)``; a finished
  game restarts on the next step, as ludeme's. Actions are picked from
  the mask by the same numpy ``pick`` as (b), so compare it with (b).
* pgx's (``othello``, ``backgammon``) on jax's CPU backend, as pgx's own
  benchmark does: ``jax.jit(jax.vmap(auto_reset(env.step, env.init)))``
  with ``pgx.experimental.auto_reset`` (pgx does not restart finished
  games itself; this wrapper replaces a finished game by a new one within
  the same step, keeping its rewards and flags), the PRNG keys split
  inside the jitted step, and actions drawn by a jitted
  ``jax.random.categorical`` over ``log(mask)`` logits, as
  ``pgx.experimental.act_randomly``; every step is waited for
  (``block_until_ready``), compilation is excluded (a warm-up step first).

Why they are comparable: all are two-player board games of similar size
(Othello 8×8 with 65 actions; Backgammon's 24 points with 156 actions,
one checker move a step, dice rolled inside the step like Barricade's;
Surakarta 6×6 with 1,296 actions, Barca 10×10 with 10,000, Barricade
14×17 with 12,775), each with
a legal-action mask written every step and an observation tensor, stepped
in batches of ``N`` games on this machine's CPU cores. They are not the
same games: a ratio across engines measures the engines and the games.

Every figure is the best of ``--repeat`` runs of ``--seconds`` each (the
machine may be shared); ratios are within one run.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from typing import Callable, Dict, List, Optional, Tuple

import numpy as np

import ludeme

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from throughput import (  # noqa: E402  (the same table style and timing)
    Stopwatch,
    best_of,
    print_markdown,
    restarts,
)

GAMES = ludeme.games()
REFS = ["othello", "backgammon"]
ENVPOOL_TASK = {"othello": "Othello-v1", "backgammon": "Backgammon-v1"}

perf_counter = time.perf_counter


# Picking a uniform legal action per row of a mask, in numpy (the caller).


def pick_nonzero(mask: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """A uniform legal action per row: the flat indices of the legal entries
    (sorted, so each row's make a run), a uniform index into each run.
    A row with no legal entry gets 0."""
    n, width = mask.shape
    flat = np.flatnonzero(mask)
    bounds = np.searchsorted(flat, np.arange(0, (n + 1) * width, width))
    first = bounds[:-1]
    counts = bounds[1:] - first
    chosen = first + (rng.random(n) * counts).astype(np.int64)
    actions = flat.take(chosen, mode="clip")
    actions -= np.arange(0, n * width, width)
    if not counts.all():
        actions[counts == 0] = 0
    return actions


def pick_argmax(mask: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """A uniform legal action per row: random keys where legal, argmax."""
    keys = rng.random(mask.shape, dtype=np.float32)
    keys[~mask] = -1.0
    return keys.argmax(axis=1)


PICKS = {"nonzero": pick_nonzero, "argmax": pick_argmax}


# (a), (b): the vector.


def timed_calls(call: Callable[[], object], n: int, seconds: float) -> float:
    """Steps/s of `call` (n steps a call), called until `seconds` pass."""
    calls = 0
    t0 = perf_counter()
    deadline = t0 + seconds
    while True:
        call()
        calls += 1
        now = perf_counter()
        if now > deadline:
            return calls * n / (now - t0)


def vector_random(v: "ludeme.VectorGame", seconds: float) -> float:
    step, random_actions = v.step, v.random_actions
    return timed_calls(lambda: step(random_actions()), len(v), seconds)


def vector_numpy(v: "ludeme.VectorGame", seconds: float, pick, rng) -> float:
    step = v.step
    return timed_calls(lambda: step(pick(v.legal_action_mask, rng)), len(v), seconds)


def pick_only(v: "ludeme.VectorGame", seconds: float, pick, rng) -> float:
    """The numpy pick alone, on the vector's current mask (steps/s)."""
    mask = v.legal_action_mask
    return timed_calls(lambda: pick(mask, rng), len(v), seconds)


# (c): the one-game loops.


def has_chance(game: str) -> bool:
    g = ludeme.Game(game)
    rng = random.Random(2)
    while not g.is_over:
        if g.is_chance:
            return True
        legal = g.legal_actions()
        g.play_action(int(legal[rng.randrange(len(legal))]))
    return False


def game_loop(game: str, seconds: float, same_work: bool, chancy: bool) -> float:
    """Steps/s of the one-game loop (chance rolled after each step, not
    counted); with `same_work`, `observation()` and `legal_mask()` after
    each step too."""
    randrange = random.Random(0).randrange
    steps = 0
    clock = Stopwatch(seconds)
    for g in restarts(game):
        legal_actions, play_action = g.legal_actions, g.play_action
        observation, legal_mask = g.observation, g.legal_mask
        if chancy:
            while g.is_chance:
                legal = legal_actions()
                play_action(int(legal[randrange(len(legal))]))
        while not g.is_over:
            legal = legal_actions()
            play_action(int(legal[randrange(len(legal))]))
            steps += 1
            if chancy:
                while g.is_chance:
                    legal = legal_actions()
                    play_action(int(legal[randrange(len(legal))]))
            if same_work:
                observation()
                legal_mask()
            if not steps & 1023 and clock.is_over():
                return clock.rate(steps)


# envpool and pgx: each measured in a child process of this script (a
# worker), so that their threads, compilers and memory are not in the
# process that measures ludeme, and a failure of one is a note, not the
# end of the run. A worker prints one JSON object a line.


def envpool_worker(ref: str, sizes: List[int], seconds: float, repeat: int, pick) -> None:
    import envpool

    task = ENVPOOL_TASK[ref]
    emit({"engine": f"envpool {task}", "version": f"envpool {envpool.__version__}"})
    for n in sizes:
        env = envpool.make(task, env_type="gymnasium", num_envs=n, batch_size=n)
        rng = np.random.default_rng(0)

        def run() -> float:
            _obs, info = env.reset()
            step = env.step
            state = [info]

            def call() -> None:
                info = state[0]
                actions = pick(info["legal_action_mask"], rng)
                state[0] = step(actions, info["env_id"])[4]

            call()  # warm-up
            return timed_calls(call, n, seconds)

        emit({"n": n, "steps_per_s": best_of(repeat, run)})
        env.close()
        del env


def pgx_worker(ref: str, sizes: List[int], seconds: float, repeat: int) -> None:
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    import jax
    import jax.numpy as jnp
    import pgx
    from pgx.experimental import auto_reset

    emit({"engine": f"pgx {ref}",
          "version": f"pgx {pgx.__version__}, jax {jax.__version__} on {jax.devices()[0]}"})
    env = pgx.make(ref)
    for n in sizes:
        init = jax.jit(jax.vmap(env.init))
        vstep = jax.vmap(auto_reset(env.step, env.init))

        def stepper(state, action, key):
            key, sub = jax.random.split(key)
            return vstep(state, action, jax.random.split(sub, n)), key

        def actor(key, mask):
            key, sub = jax.random.split(key)
            logits = jnp.log(mask.astype(jnp.float32))
            return jax.random.categorical(sub, logits, axis=-1), key

        step, act = jax.jit(stepper), jax.jit(actor)
        init_key, step_key, act_key = jax.random.split(jax.random.PRNGKey(0), 3)
        box = [init(jax.random.split(init_key, n)), step_key, act_key]

        def call() -> None:
            state, step_key, act_key = box
            action, act_key = act(act_key, state.legal_action_mask)
            state, step_key = step(state, action, step_key)
            state.legal_action_mask.block_until_ready()
            box[0], box[1], box[2] = state, step_key, act_key

        t0 = perf_counter()
        call()  # compiles
        call()
        compile_s = perf_counter() - t0
        emit({"n": n, "steps_per_s": best_of(repeat, lambda: timed_calls(call, n, seconds)),
              "compile_s": compile_s})


def emit(record: Dict[str, object]) -> None:
    print(json.dumps(record), flush=True)


def run_worker(
    engine: str, ref: str, args: argparse.Namespace
) -> Tuple[List[dict], Optional[str]]:
    """Runs a worker; its records, and a note if it failed."""
    command = [
        sys.executable, os.path.abspath(__file__), "--worker", engine, ref,
        "--seconds", str(args.seconds), "--repeat", str(args.repeat), "--pick", args.pick,
        "--sizes", *map(str, args.sizes),
    ]
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    records = []
    for line in done.stdout.splitlines():
        try:
            records.append(json.loads(line))
        except ValueError:
            pass
    note = None
    errors = [r["error"] for r in records if "error" in r]
    if errors:
        note = errors[0]
    elif done.returncode != 0:
        last = done.stderr.strip().splitlines()[-1:] or [""]
        how = "killed by a signal" if done.returncode < 0 else "error"
        note = f"worker exited with {done.returncode} ({how}): {last[0]}"
    return records, note


# The table.


Row = Tuple[str, str, str, float, Optional[float], Optional[float]]


def print_table(rows: List[Row]) -> None:
    header = (
        "engine / game", "N", "actions chosen by", "steps/s", "×(c) same work", "×(c) plain"
    )
    lines = [header] + [
        (
            e,
            n,
            w,
            f"{v:,.0f}",
            "" if r1 is None else f"{r1:.2f}×",
            "" if r2 is None else f"{r2:.2f}×",
        )
        for e, n, w, v, r1, r2 in rows
    ]
    print_markdown(lines, left=(0, 2))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="time per measurement")
    parser.add_argument("--repeat", type=int, default=3, help="runs per figure (best kept)")
    parser.add_argument("--sizes", type=int, nargs="+", default=[1, 64, 1024, 8192],
                        help="numbers of games N")
    parser.add_argument("--games", nargs="*", default=GAMES, choices=GAMES)
    parser.add_argument("--threads", type=int, default=None,
                        help="VectorGame's threads (default None: every core when N is large)")
    parser.add_argument("--pick", choices=sorted(PICKS), default="nonzero",
                        help="how (b) and envpool pick actions from the mask in numpy")
    parser.add_argument("--refs", nargs="*", default=REFS, choices=REFS,
                        help="envpool/pgx games to compare with")
    parser.add_argument("--no-envpool", action="store_true")
    parser.add_argument("--no-pgx", action="store_true")
    parser.add_argument("--json", metavar="PATH", help="also write the figures as JSON")
    parser.add_argument("--steps", type=int, default=None,
                        help="only make this many calls of (a) per game and size, untimed "
                             "(for valgrind --tool=callgrind: 0 gives the start-up to subtract)")
    parser.add_argument("--worker", nargs=2, metavar=("ENGINE", "REF"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    seconds, repeat, sizes = args.seconds, args.repeat, args.sizes
    pick = PICKS[args.pick]
    if args.steps is not None:
        for game in args.games:
            for n in sizes:
                v = ludeme.VectorGame(game, num_games=n, seed=0, threads=args.threads)
                actions = v.random_actions()
                for _ in range(args.steps):
                    v.step(actions)
                    actions = v.random_actions()
        return

    if args.worker:
        engine, ref = args.worker
        try:
            if engine == "envpool":
                envpool_worker(ref, sizes, seconds, repeat, pick)
            else:
                pgx_worker(ref, sizes, seconds, repeat)
        except ImportError as error:
            emit({"error": f"cannot import {engine}: {error}"})
        return

    print(f"python {sys.version.split()[0]}, numpy {np.__version__}")
    print(
        f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores; "
        f"VectorGame threads={args.threads}; numpy pick: {args.pick}; "
        f"best of {repeat} × {seconds:g} s"
    )

    rows: List[Row] = []
    figures: Dict[str, object] = {
        "seconds": seconds,
        "repeat": repeat,
        "sizes": sizes,
        "threads": args.threads,
        "pick": args.pick,
        "load_start": os.getloadavg()[0],
        "ludeme": {},
        "envpool": {},
        "pgx": {},
    }

    for game in args.games:
        chancy = has_chance(game)
        plain = best_of(repeat, lambda: game_loop(game, seconds, False, chancy))
        same = best_of(repeat, lambda: game_loop(game, seconds, True, chancy))
        per_n: Dict[int, Dict[str, float]] = {}
        for n in sizes:
            v = ludeme.VectorGame(game, num_games=n, seed=0, threads=args.threads)
            rng = np.random.default_rng(0)
            v.step(v.random_actions())  # warm-up
            a = best_of(repeat, lambda: vector_random(v, seconds))
            b = best_of(repeat, lambda: vector_numpy(v, seconds, pick, rng))
            p = best_of(repeat, lambda: pick_only(v, seconds, pick, rng))
            per_n[n] = {"random_actions": a, "numpy_pick": b, "pick_alone": p}
            label = f"ludeme {game}"
            rows.append((label, str(n), "(a) v.random_actions() (Rust)", a, a / same, a / plain))
            rows.append((label, str(n), f"(b) numpy pick from mask ({args.pick}, caller)",
                         b, b / same, b / plain))
            del v
        rows.append((f"ludeme {game}", "1 game",
                     "(c) Game loop: legal_actions() + observation() + legal_mask()",
                     same, 1.0, same / plain))
        rows.append((f"ludeme {game}", "1 game", "(c) plain Game loop: legal_actions()",
                     plain, plain / same, 1.0))
        figures["ludeme"][game] = {  # type: ignore[index]
            "loop_same_work": same,
            "loop_plain": plain,
            "vector": {str(n): f for n, f in per_n.items()},
        }
    figures["load_after_ludeme"] = os.getloadavg()[0]

    engines = [e for e, off in (("envpool", args.no_envpool), ("pgx", args.no_pgx)) if not off]
    notes: List[str] = []
    versions: Dict[str, str] = {}
    for ref in args.refs:
        for engine in engines:
            records, note = run_worker(engine, ref, args)
            label = next((r["engine"] for r in records if "engine" in r), f"{engine} {ref}")
            versions.update({engine: r["version"] for r in records if "version" in r})
            how = (f"numpy pick from info mask ({args.pick}, caller)" if engine == "envpool"
                   else "jax.random.categorical (jitted)")
            out = {}
            for r in records:
                if "n" in r:
                    out[str(r["n"])] = r
                    rows.append((label, str(r["n"]), how, r["steps_per_s"], None, None))
            figures[engine][label.split(" ", 1)[1]] = out  # type: ignore[index]
            if note:
                notes.append(f"{label}: {note}")

    print_table(rows)
    print(
        "steps/s: actions played a second, N per call. ×(c): over the one-game loop of the "
        "same game (same work: + observation() and legal_mask() each step; plain: without). "
        "(b) and envpool include numpy's pick from the mask, the caller's cost; pgx includes "
        "its jitted categorical pick and a block_until_ready per step; envpool and pgx each "
        "ran in a child process."
    )
    for game, data in figures["ludeme"].items():  # type: ignore[union-attr]
        alone = ", ".join(f"N={n}: {f['pick_alone']:,.0f}" for n, f in data["vector"].items())
        print(f"numpy pick alone on {game}'s mask (steps/s): {alone}")
    for version in versions.values():
        print(f"({version})")
    for note in notes:
        print(f"(note: {note})")
    figures["versions"] = versions
    figures["notes"] = notes
    figures["load_end"] = os.getloadavg()[0]
    print(f"load average after ludeme: {figures['load_after_ludeme']:.2f}, "
          f"at the end: {figures['load_end']:.2f}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(figures, f, indent=2)
            f.write("\n")


if __name__ == "__main__":
    main()
