"""Self-play data on Ray: each worker steps one ``ludeme.VectorGame`` and
writes its own shard of finished games.

On a laptop (Ray starts here and runs one worker per core at a time)::

    python examples/python/ray_selfplay.py --game barca --workers 2 \\
        --games-per-worker 64 --games 200 --player random --max-plies 400 \\
        --seed 0 --out selfplay

On a cluster, the same command with ``--address auto`` (on a node of the
cluster) or ``--address ray://HEAD:10001`` (Ray Client). Every node needs
``ludeme`` installed, and ``--out`` should be a directory all nodes share:
each worker writes its files where it runs.

``--player random`` plays uniformly random legal actions, ``--player
mcts:200`` ``Game.best_move(iterations=200)`` for every decision. Each
worker ``W`` (seeded ``seed + W``) writes:

* ``records-W.txt``: its games as records (``ludeme.read_records`` reads
  them back), tagged ``GameId``, ``Worker``, ``Seed``, ``Players``, and
  ``Truncated "yes"`` for a game cut at ``--max-plies`` actions;
* ``tensors-W.parquet`` (``.npz`` without pyarrow): one row per decision of
  those games (die rolls are no decisions): ``game_id`` (unique across
  workers), ``ply`` (the decision's index in its game), ``current_player``,
  ``action``, ``value`` (the game's final reward for that player: 0 for a
  draw or a truncated game), ``truncated``, and ``observation`` (float32,
  flattened; the shape is in the file's metadata, ``observation_shape``).

Each worker keeps the first games it starts and plays on until they are
all over (so long games are not left out; games started later are played
but dropped). ``--max-plies`` cuts a game between moves, never between
the two decisions of a Barricade move onto a barricade. The observations of the games in play stay in memory until they end (3 KB
a ply for Barca, 17 KB for Barricade, whose random games last thousands of
plies): cap long games with ``--max-plies``.

Load the tensors::

    import json, pyarrow.parquet as pq
    t = pq.read_table("selfplay/tensors-0.parquet")
    shape = json.loads(t.schema.metadata[b"observation_shape"])
    obs = t["observation"].combine_chunks().flatten().to_numpy().reshape(-1, *shape)
"""

import argparse
import json
import os
import sys
import time

import numpy as np
import ray

import ludeme

try:
    import pyarrow as pa
    import pyarrow.parquet as pq
except ImportError:  # the tensors go to .npz instead
    pa = pq = None

# Rows of tensors gathered before they are written (a batch of the Parquet
# file): about this many bytes of observations.
FLUSH_BYTES = 64 << 20
# The columns beside the observation, and their types.
COLUMNS = {
    "game_id": np.int64,
    "ply": np.int32,
    "current_player": np.int32,
    "action": np.int64,
    "value": np.float32,
    "truncated": np.bool_,
}


def parse_player(player):
    """``"random"`` -> None; ``"mcts:ITERATIONS"`` -> ITERATIONS."""
    if player == "random":
        return None
    kind, _, iterations = player.partition(":")
    if kind == "mcts" and iterations.isdigit() and int(iterations) > 0:
        return int(iterations)
    raise ValueError(f"player {player!r}: expected 'random' or 'mcts:ITERATIONS'")


def check(game, variant, player):
    """Raises ValueError (ludeme.ParseError for a bad variant) before any work."""
    if game not in ludeme.games():
        raise ValueError(f"game {game!r}: expected one of {ludeme.games()}")
    ludeme.Game(game, variant)
    parse_player(player)


def search_seed(seed, game_id, ply):
    """The MCTS seed of one decision: the same run, the same searches."""
    return int(np.random.SeedSequence([seed, game_id, ply]).generate_state(1, np.uint64)[0])


class Shard:
    """The files of one worker: records appended as games end, tensors
    written in batches."""

    def __init__(self, out_dir, worker, vec, metadata):
        self.records_path = os.path.join(out_dir, f"records-{worker}.txt")
        self.records = open(self.records_path, "w", encoding="utf-8")
        self.shape = tuple(vec.observation_shape)
        self.size = int(np.prod(self.shape))
        self.metadata = dict(metadata, observation_shape=json.dumps(list(self.shape)))
        self.columns = {k: [] for k in COLUMNS}
        self.observations = []
        self.pending_bytes = 0
        self.writer = None
        if pq is not None:
            self.tensors_path = os.path.join(out_dir, f"tensors-{worker}.parquet")
            fields = [(k, pa.from_numpy_dtype(t)) for k, t in COLUMNS.items()]
            fields.append(("observation", pa.list_(pa.float32(), self.size)))
            metadata = {k: str(v) for k, v in self.metadata.items()}
            self.schema = pa.schema(fields, metadata=metadata)
            # zstd: observations are mostly zeros (a tenth of the size);
            # dictionaries for the small columns only (faster to write).
            self.writer = pq.ParquetWriter(
                self.tensors_path, self.schema, compression="zstd", use_dictionary=list(COLUMNS)
            )
        else:
            self.tensors_path = os.path.join(out_dir, f"tensors-{worker}.npz")
            self.npz = []  # every batch, saved at the end

    def add(self, record, game_id, players, actions, observations, value, truncated):
        # Records end with a newline: one more leaves a blank line between them.
        self.records.write(record.rstrip("\n") + "\n\n")
        n = len(actions)
        self.columns["game_id"].append(np.full(n, game_id, np.int64))
        self.columns["ply"].append(np.arange(n, dtype=np.int32))
        self.columns["current_player"].append(np.asarray(players, np.int32))
        self.columns["action"].append(np.asarray(actions, np.int64))
        self.columns["value"].append(np.asarray(value, np.float32))
        self.columns["truncated"].append(np.full(n, truncated, bool))
        self.observations.extend(observations)
        self.pending_bytes += n * self.size * 4
        if self.pending_bytes >= FLUSH_BYTES:
            self.flush()

    def flush(self):
        if not self.columns["game_id"]:
            return
        cols = {k: np.concatenate(v) for k, v in self.columns.items()}
        obs = np.zeros((0, self.size), np.float32)
        if self.observations:
            obs = np.stack(self.observations).reshape(-1, self.size)
        for v in self.columns.values():
            v.clear()
        self.observations.clear()
        self.pending_bytes = 0
        if self.writer is not None:
            arrays = [pa.array(cols[k]) for k in COLUMNS]
            values = pa.array(obs.ravel(), pa.float32())
            arrays.append(pa.FixedSizeListArray.from_arrays(values, self.size))
            self.writer.write_table(pa.Table.from_arrays(arrays, schema=self.schema))
        else:
            self.npz.append((cols, obs))

    def close(self):
        self.flush()
        self.records.close()
        if self.writer is not None:
            self.writer.close()
            return
        arrays = {
            k: np.concatenate([np.zeros(0, t)] + [cols[k] for cols, _ in self.npz])
            for k, t in COLUMNS.items()
        }
        empty = np.zeros((0, self.size), np.float32)
        arrays["observation"] = np.concatenate([empty] + [o for _, o in self.npz])
        arrays["observation_shape"] = np.array(self.shape, np.int64)
        arrays["metadata"] = np.array(json.dumps(self.metadata))
        np.savez(self.tensors_path, **arrays)


def play_shard(
    game, variant, worker, first_id, quota, games_per_worker, player, max_plies, seed, out_dir,
    threads=1,
):
    """One worker: plays until its first ``quota`` games are over, writes
    them to ``out_dir`` (ids ``first_id ...``) and returns its summary."""
    start_time = time.perf_counter()
    iterations = parse_player(player)
    os.makedirs(out_dir, exist_ok=True)
    vec = ludeme.VectorGame(
        game, games_per_worker, variant, seed=seed + worker, max_plies=max_plies, threads=threads
    )
    n = vec.num_games
    seats = [ludeme.Game(game, variant).seat_name(s) for s in range(vec.num_seats)]
    tags = {
        "Event": "ray self-play",
        "Worker": str(worker),
        "Seed": str(seed + worker),
        "Players": ", ".join(f"{s}: {player}" for s in seats),
    }
    metadata = {
        "game": game,
        "variant": variant or "",
        "player": player,
        "worker": worker,
        "seed": seed + worker,
        "max_plies": max_plies if max_plies is not None else "",
        "num_actions": vec.num_actions,
        "num_seats": vec.num_seats,
    }
    shard = Shard(out_dir, worker, vec, metadata)

    # Per slot: the id of its game (-1: a game not kept) and the decisions
    # seen so far (observation, player, action).
    game_ids = np.full(n, -1, np.int64)
    unfinished = [None] * n  # the move whose second decision is next (MCTS)
    started = 0
    observations = [[] for _ in range(n)]
    players = [[] for _ in range(n)]
    actions_taken = [[] for _ in range(n)]

    def begin(i):
        nonlocal started
        game_ids[i] = first_id + started if started < quota else -1
        started += game_ids[i] >= 0
        observations[i], players[i], actions_taken[i] = [], [], []
        unfinished[i] = None

    for i in range(n):
        begin(i)
    finished = truncated_games = plies = steps = played = 0
    while finished < quota:
        obs, current = vec.observation, vec.current_player
        kept = np.flatnonzero((current >= 0) & (game_ids >= 0))
        actions = vec.random_actions().copy()
        if iterations is not None:
            for i in kept:
                g = vec.game(int(i))
                move = unfinished[i]
                if move is None:
                    search = search_seed(seed, int(game_ids[i]), len(players[i]))
                    move = g.best_move(iterations=iterations, seed=search)
                    if move is None:
                        continue
                unfinished[i] = None
                actions[i] = g.move_to_action(move)
                # A move of two decisions (onto a barricade): the next
                # decision of this slot is its second, the same move's
                # (best_move on the game between them may pick another move).
                played_before = len(g.history)
                g.play_action(int(actions[i]))
                if len(g.history) == played_before:
                    unfinished[i] = move
        for i in kept:
            observations[i].append(obs[i].copy())
            players[i].append(int(current[i]))
            actions_taken[i].append(int(actions[i]))
        played += int((current >= 0).sum())
        vec.step(actions)
        steps += 1
        for i in np.flatnonzero(vec.terminated | vec.truncated):
            i = int(i)
            if game_ids[i] >= 0:
                g = vec.game(i)  # before the next step starts this slot again
                truncated = not vec.terminated[i]
                extra = {"GameId": str(game_ids[i])}
                if truncated:
                    extra["Truncated"] = "yes"
                record = g.record(**tags, **extra)
                # (A cut falls between moves: the record holds every decision.)
                decisions = len(players[i])
                rewards = vec.rewards[i].copy()
                if truncated:
                    rewards[:] = 0
                p = players[i][:decisions]
                shard.add(
                    record,
                    int(game_ids[i]),
                    p,
                    actions_taken[i][:decisions],
                    observations[i][:decisions],
                    rewards[np.asarray(p, np.int64)],
                    truncated,
                )
                finished += 1
                truncated_games += truncated
                plies += decisions
            begin(i)
    shard.close()
    seconds = time.perf_counter() - start_time
    return {
        "worker": worker,
        "games": finished,
        "truncated": truncated_games,
        "plies": plies,
        "plies_played": played,  # with the games not kept
        "steps": steps,
        "seconds": seconds,
        "plies_per_second": plies / seconds if seconds else 0.0,
        "records": shard.records_path,
        "tensors": shard.tensors_path,
    }


def run(
    game, variant, workers, games_per_worker, games, player, max_plies, seed, out_dir, threads=1
):
    """Plays ``games`` finished games over ``workers`` Ray tasks (Ray must be
    initialised) and returns the summary (also per worker)."""
    check(game, variant, player)
    if workers < 1 or games_per_worker < 1 or games < 0:
        raise ValueError("workers and games_per_worker must be positive, games not negative")
    if __name__ != "__main__" and __name__ in sys.modules:
        # Imported by path (a test, a notebook): Ray's workers cannot import
        # this file, so its functions travel by value.
        ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])
    out_dir = os.path.abspath(out_dir)
    os.makedirs(out_dir, exist_ok=True)
    quotas = [games // workers + (w < games % workers) for w in range(workers)]
    firsts = np.concatenate([[0], np.cumsum(quotas)[:-1]]).astype(int).tolist()
    task = ray.remote(play_shard).options(num_cpus=threads)
    start = time.perf_counter()
    args = (games_per_worker, player, max_plies, seed, out_dir, threads)
    refs = [task.remote(game, variant, w, firsts[w], quotas[w], *args) for w in range(workers)]
    per_worker = ray.get(refs)
    seconds = time.perf_counter() - start
    plies = sum(w["plies"] for w in per_worker)
    return {
        "game": game,
        "variant": variant,
        "player": player,
        "games": sum(w["games"] for w in per_worker),
        "truncated": sum(w["truncated"] for w in per_worker),
        "plies": plies,
        "seconds": seconds,
        "plies_per_second": plies / seconds if seconds else 0.0,
        "out": out_dir,
        "workers": per_worker,
    }


def summary_line(s):
    name = s["game"] + (f" ({s['variant']})" if s["variant"] else "")
    parts = [
        f"{name}, {s['player']}: {s['games']} games ({s['truncated']} truncated), "
        f"{s['plies']} plies in {s['seconds']:.2f} s, {s['plies_per_second']:,.0f} plies/s"
    ]
    for w in s["workers"]:
        parts.append(
            f"worker {w['worker']}: {w['games']} games, {w['plies']} plies, "
            f"{w['seconds']:.2f} s, {w['plies_per_second']:,.0f} plies/s"
        )
    return "; ".join(parts)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True, choices=ludeme.games())
    parser.add_argument("--variant", default=None)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--games-per-worker", type=int, default=64, help="the size of each worker's VectorGame"
    )
    parser.add_argument("--games", type=int, default=200, help="finished games in total")
    parser.add_argument("--player", default="random", help="random or mcts:ITERATIONS")
    parser.add_argument("--max-plies", type=int, help="cut a game after this many actions")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", required=True, help="the output directory")
    parser.add_argument(
        "--address", help="a Ray cluster: auto or ray://HEAD:10001 (default: Ray on this machine)"
    )
    parser.add_argument("--num-cpus", type=int, help="CPUs of a Ray started here (default: Ray's)")
    parser.add_argument(
        "--threads", type=int, default=1, help="threads (and Ray CPUs) of each worker's VectorGame"
    )
    args = parser.parse_args(argv)
    try:
        check(args.game, args.variant, args.player)
    except ValueError as e:
        parser.error(str(e))
    if not ray.is_initialized():
        options = {"address": args.address}
        if args.num_cpus is not None:
            options["num_cpus"] = args.num_cpus
        ray.init(**options)
    summary = run(
        args.game, args.variant, args.workers, args.games_per_worker, args.games,
        args.player, args.max_plies, args.seed, args.out, threads=args.threads,
    )
    print(summary_line(summary))
    return summary


if __name__ == "__main__":
    main()
