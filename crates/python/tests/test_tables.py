"""Surakarta endgame tables from Python: generated, probed at the game's own
count of plies since the last capture, and the errors of each."""

import os
import random
import shutil

import pytest

import ludeme

# The order generation writes them in and verification checks them in:
# fewest pieces first, a split beside its flip.
SPLITS = ["1v1", "2v1", "1v2", "3v1", "1v3", "2v2"]


@pytest.fixture(scope="module")
def tables_dir(tmp_path_factory):
    directory = tmp_path_factory.mktemp("tables")
    ludeme.Tables.generate(directory, 4)
    return directory


@pytest.fixture(scope="module")
def tables(tables_dir):
    return ludeme.Tables(tables_dir)


def surakarta(position):
    return ludeme.Game("surakarta", position=position)


def test_generate_reports_each_split_and_keeps_whole_files(tmp_path):
    report = ludeme.Tables.generate(tmp_path, 4, threads=2)
    assert [row["split"] for row in report] == SPLITS
    # The index's entries: the orbits of the fewer pieces' points under the
    # board's 8 symmetries, times the ways to place the others.
    assert [row["entries"] for row in report] == [210, 3570, 3570, 39270, 39270, 52173]
    for row in report:
        assert row["bytes"] == os.path.getsize(tmp_path / f"surakarta-{row['split']}.ldmt")
    first = report[0]
    assert first["wins"] + first["draws"] + first["losses"] == 165
    again = ludeme.Tables.generate(str(tmp_path), 4)
    assert [row["seconds"] for row in again] == [0.0] * len(SPLITS)
    assert [row["wins"] for row in again] == [row["wins"] for row in report]


def test_the_tables_know_their_splits(tables):
    assert tables.max_pieces == 4
    assert tables.splits == SPLITS
    assert "2v2" in repr(tables)


def test_a_piece_that_takes_the_last_one_wins_at_once(tables):
    g = surakarta("6/2b3/6/6/1w4/6 w")
    assert tables.probe(g) == (1, 1)
    assert tables.best_move(g) == "b2xc5"
    values = tables.move_values(g)
    # In byte order of the move text, as `ludeme moves` lists them.
    assert [m for m, _, _ in values] == sorted(g.moves())
    assert ("b2xc5", 1, 1) in values


def test_a_cornered_piece_whose_every_step_is_taken_loses(tables):
    # White's a1 steps to a2 or b1; Black's b2 takes it through the loop.
    g = surakarta("6/6/6/6/1b4/w5 w")
    assert tables.probe(g) == (-1, 2)
    assert tables.move_values(g) == [("a1-a2", -1, 2), ("a1-b1", -1, 2)]
    # The value is for the seat to act: Black, after White's step.
    g.play("a1-a2")
    assert g.to_act == 1
    assert tables.probe(g) == (1, 1)


def steps_without_repetition(start, plies, seed):
    """A game from `start` of `plies` steps, no position repeated."""
    g = surakarta(start)
    rng = random.Random(seed)
    seen = {g.position}
    for _ in range(plies):
        fresh = []
        for move in g.moves():
            if "x" in move:
                continue
            after = g.clone()
            after.play(move)
            if after.position not in seen:
                fresh.append(move)
        if not fresh:
            return None
        g.play(rng.choice(fresh))
        seen.add(g.position)
    return g


def test_the_count_since_the_last_capture_comes_from_the_game(tables):
    # 48 steps from two corners: 2 plies are left before the no-capture
    # limit, so a win or loss that takes longer is a draw at this count.
    for seed in range(200):
        g = steps_without_repetition("5b/6/6/6/6/w5 w", 48, seed)
        if g is None or g.is_over:
            continue
        fresh = surakarta(g.position)
        value, dtc = tables.probe(fresh)
        if dtc is not None and dtc > 2:
            break
    else:
        pytest.fail("no line of 48 steps ends where the decision takes 3 plies or more")
    assert tables.probe(g) == (0, None)
    assert tables.probe(fresh) == (value, dtc)


def test_a_step_back_to_a_position_seen_ends_the_game_on_count(tables):
    g = surakarta("5b/6/6/6/6/w5 w")
    assert tables.probe(g) == (1, 3)
    for move in ["a1-a2", "f6-f5", "a2-a1"]:
        g.play(move)
    # Black's f5-f6 would bring back the start, which stood already.
    assert ("f5-f6", 0, None) in tables.move_values(g)
    fresh = surakarta(g.position)
    assert ("f5-f6", -1, 4) in tables.move_values(fresh)


def test_other_games_variants_and_finished_games_are_refused(tables):
    with pytest.raises(ValueError, match="no endgame tables for barca/standard"):
        tables.probe(ludeme.Game("barca"))
    orthogonal = ludeme.Game("surakarta", "orthogonal", position="6/6/6/6/1b4/w5 w")
    with pytest.raises(ValueError, match="no endgame tables for surakarta/orthogonal"):
        tables.probe(orthogonal)
    with pytest.raises(ValueError, match="the game is over"):
        tables.probe(surakarta("6/6/6/6/6/ww4 b"))
    with pytest.raises(ValueError, match="5 pieces on the board; the tables hold at most 4"):
        tables.probe(surakarta("6/6/6/6/bb4/www3 w"))


def test_bad_directories_and_counts_are_refused(tmp_path, tables_dir):
    with pytest.raises(OSError, match="no-such-dir"):
        ludeme.Tables(tmp_path / "no-such-dir")
    with pytest.raises(ValueError, match="no endgame tables"):
        ludeme.Tables(tmp_path)
    with pytest.raises(ValueError, match="up to 10 pieces"):
        ludeme.Tables.generate(tmp_path, 11)
    with pytest.raises(ValueError, match="at least 2 pieces"):
        ludeme.Tables.generate(tmp_path, 1)
    with pytest.raises(ValueError, match="threads"):
        ludeme.Tables.generate(tmp_path, 3, threads=0)
    damaged = tmp_path / "damaged"
    shutil.copytree(tables_dir, damaged)
    path = damaged / "surakarta-2v1.ldmt"
    data = bytearray(path.read_bytes())
    data[110] ^= 1  # a value, checked against its checksum at 2v1's first probe
    path.write_bytes(bytes(data))
    opened = ludeme.Tables(damaged)  # its header is whole
    # White's capture b1xe1 leaves Black two pieces against one: 2v1.
    into_two_one = ludeme.Game("surakarta", position="6/6/6/6/6/bwb1b1 w")
    with pytest.raises(ValueError, match="damaged table: the values' checksum does not match"):
        opened.move_values(into_two_one)
    data[0] ^= 1  # the magic, checked on opening
    path.write_bytes(bytes(data))
    with pytest.raises(ValueError, match="damaged"):
        ludeme.Tables(damaged)


def test_a_game_given_tables_consults_them_in_every_player(tables, tables_dir):
    start = "5b/6/6/6/6/w5 w"
    g = ludeme.Game("surakarta", position=start, tables=tables)
    assert g.tables_value == tables.probe(g) == (1, 3)
    best = tables.best_move(g)
    for player in ["ab:300", "mcts:50", "random", "greedy"]:
        assert g.best_move(player=player, seed=1) == best, player
    analysis = g.analyse("300")
    assert (analysis["move"], analysis["pv"], analysis["depth"], analysis["nodes"]) == (
        best,
        [best],
        0,
        0,
    )
    # A directory works as well as a `Tables`, and copies keep the tables.
    by_dir = ludeme.Game("surakarta", position=start, tables=str(tables_dir))
    assert by_dir.analyse("300") == analysis
    assert g.clone().tables_value == (1, 3)
    # Without them (or once let go), the players' own moves.
    plain = ludeme.Game("surakarta", position=start)
    assert plain.tables_value is None
    assert plain.analyse("300")["depth"] > 0
    g.use_tables(None)
    assert g.tables_value is None
    assert g.analyse("300") == plain.analyse("300")


def test_tables_of_another_game_or_directory_are_refused(tables, tmp_path):
    with pytest.raises(ValueError, match="no endgame tables for barca/standard"):
        ludeme.Game("barca", tables=tables)
    with pytest.raises(OSError, match="no-such-dir"):
        ludeme.Game("surakarta", tables=str(tmp_path / "no-such-dir"))
    g = ludeme.Game("surakarta")
    with pytest.raises(ValueError, match="no endgame tables for surakarta/orthogonal"):
        ludeme.Game("surakarta", "orthogonal", tables=tables)
    with pytest.raises(ValueError, match="a ludeme.Tables or a directory"):
        g.use_tables(42)
    assert g.tables_value is None
