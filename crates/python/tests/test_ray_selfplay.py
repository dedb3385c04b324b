"""examples/python/ray_selfplay.py: the shards of a small run on Ray read
back (records replay to the same positions; one Parquet row per decision,
its observation, legality and value target those of the replayed game),
game ids are unique across workers, and a seed gives the same shards."""

import importlib.util
import json
import re
from pathlib import Path

import numpy as np
import pytest

import ludeme

ray = pytest.importorskip("ray", reason="the Ray example needs ray (pip install ray)")
pq = pytest.importorskip("pyarrow.parquet", reason="the Ray example's tensors need pyarrow")

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "python" / "ray_selfplay.py"
TAG = re.compile(r'^\[(\w+) "((?:[^"\\]|\\.)*)"\]$')


@pytest.fixture(scope="module")
def selfplay():
    spec = importlib.util.spec_from_file_location("ray_selfplay", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def ray_session():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    yield
    ray.shutdown()


def record_tags(text):
    """Each record's tags (a dict per record, in file order)."""
    tags = []
    for line in text.splitlines():
        match = TAG.match(line)
        if match:
            if match.group(1) == "Game":
                tags.append({})
            tags[-1][match.group(1)] = match.group(2)
    return tags


def replay(game, variant, history):
    """A fresh game played along `history` move by move, action by action;
    returns it and its decisions (observation, legal actions, seat, action)."""
    g = ludeme.Game(game, variant)
    decisions = []
    for move in history:
        if g.is_chance:
            g.play(move)
            continue
        played = len(g.history)
        while len(g.history) == played:  # one decision, or two (Barricade's barricades)
            action = g.move_to_action(move)
            decisions.append((g.observation(), g.legal_actions(), g.to_act, action))
            g.play_action(action)
    assert g.history == list(history)
    return g, decisions


def read_shards(out, workers):
    shards = []
    for w in range(workers):
        text = (out / f"records-{w}.txt").read_text(encoding="utf-8")
        table = pq.read_table(out / f"tensors-{w}.parquet")
        shards.append((text, table))
    return shards


def check_run(selfplay, out, game, variant, workers, games, max_plies, player="random", sample=5):
    """Runs the example (8 games per worker, seed 0) and checks its shards;
    returns its summary and each game's decisions and truncation."""
    summary = selfplay.run(game, variant, workers, 8, games, player, max_plies, 0, str(out))
    assert summary["games"] == games == sum(w["games"] for w in summary["workers"])
    ids = []
    rows = 0
    lengths = {}  # game id -> (decisions, truncated)
    for w, (text, table) in enumerate(read_shards(out, workers)):
        meta = table.schema.metadata
        shape = tuple(json.loads(meta[b"observation_shape"]))
        assert shape == ludeme.Game(game, variant).observation_shape
        assert meta[b"game"].decode() == game
        read = ludeme.read_records(out / f"records-{w}.txt")
        tags = record_tags(text)
        assert len(read) == len(tags) == summary["workers"][w]["games"]
        columns = table.to_pydict()
        observations = table["observation"].combine_chunks().flatten().to_numpy()
        observations = observations.reshape(-1, *shape)
        by_game = {}
        for r, gid in enumerate(columns["game_id"]):
            by_game.setdefault(gid, []).append(r)
        assert len(by_game) == len(read)
        for back, tag in zip(read, tags):
            assert tag["Event"] == "ray self-play" and tag["Worker"] == str(w)
            gid = int(tag["GameId"])
            ids.append(gid)
            truncated = tag.get("Truncated") == "yes"
            g, decisions = replay(game, variant, back.history)
            assert g.position == back.position
            assert g.is_over == back.is_over != truncated
            if truncated:
                assert back.outcome is None
            returns = g.returns()
            mine = by_game[gid]
            assert len(mine) == len(decisions)
            lengths[gid] = (len(decisions), truncated)
            assert [columns["ply"][r] for r in mine] == list(range(len(decisions)))
            for r, (obs, legal, seat, action) in zip(mine, decisions):
                assert columns["current_player"][r] == seat
                assert columns["action"][r] == action
                assert columns["value"][r] == returns[seat]
                assert columns["truncated"][r] == truncated
            # The observations and legality of a sample of rows.
            rng = np.random.default_rng(gid)
            picks = rng.choice(len(mine), min(sample, len(mine)), replace=False)
            for p in [0, len(mine) - 1, *picks.tolist()][: len(mine)]:
                obs, legal, seat, action = decisions[p]
                np.testing.assert_array_equal(observations[mine[p]], obs)
                assert columns["action"][mine[p]] in legal
        rows += table.num_rows
    assert sorted(ids) == list(range(games))  # unique across the shards
    assert rows == summary["plies"]
    return summary, lengths


@pytest.mark.parametrize("game", ["surakarta", "barricade"])
def test_shards_replay(selfplay, ray_session, tmp_path, game):
    summary, _ = check_run(selfplay, tmp_path, game, None, 2, 12, 300)
    ends = summary["games"] - summary["truncated"]
    if game == "surakarta":
        assert ends > 0  # random games of Surakarta end within 300 actions, most of them
    else:
        assert summary["truncated"] > 0  # and Barricade's don't


def test_cut_between_two_decisions(selfplay, ray_session, tmp_path):
    """Games cut at few actions, many of them in a move onto a barricade
    (four seats): the cut waits for the move's second decision, which the
    record and the rows hold."""
    _, lengths = check_run(selfplay, tmp_path, "barricade", "pairs-4", 1, 40, 7, sample=2)
    assert all(truncated for _, truncated in lengths.values())
    assert {n for n, _ in lengths.values()} <= {7, 8}, lengths
    assert any(n == 8 for n, _ in lengths.values()), lengths  # a cut that waited


def test_mcts_player(selfplay, ray_session, tmp_path):
    check_run(selfplay, tmp_path / "surakarta", "surakarta", None, 2, 4, 20, player="mcts:20")
    check_run(selfplay, tmp_path / "barricade", "barricade", None, 2, 4, 40, player="mcts:10")


def test_same_seed_same_shards(selfplay, ray_session, tmp_path):
    runs = []
    for name in ("a", "b"):
        selfplay.run("barricade", None, 2, 8, 6, "random", 60, 7, str(tmp_path / name))
        runs.append(read_shards(tmp_path / name, 2))
    for (text_a, table_a), (text_b, table_b) in zip(*runs):
        assert text_a == text_b
        assert table_a.equals(table_b)
    (text_0, _), (text_1, _) = runs[0]
    assert record_tags(text_0)[0]["Seed"] != record_tags(text_1)[0]["Seed"]
    games_0 = [g.history for g in ludeme.read_records(text_0)]
    games_1 = [g.history for g in ludeme.read_records(text_1)]
    assert games_0 != games_1  # workers seeded apart
