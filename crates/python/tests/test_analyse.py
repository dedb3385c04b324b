"""Game.analyse searches as every other front end does: for each line of
tests/data/analyse.tsv (a position and a node budget), the last iteration
of `ab` has exactly the move, score, nodes and depth the file gives (the
command line, the UGI engine, the arena and Rust check the same file in
crates/cli/tests/analyse_everywhere.rs); and with the endgame tables of up
to 5 pieces (`Game(..., tables=)`), what tests/data/analyse-tables.tsv
gives, beside it.

The file is the repository's: at LUDEME_ANALYSE_TSV if set (installed.sh
sets it; a file missing there fails), else found from this test's place in
the repository; a test tree copied away from it without the variable
skips, saying so."""
import collections
import os
import pathlib

import pytest

import ludeme

HERE = pathlib.Path(__file__).resolve()
# The repository: three levels above crates/python/tests.
ROOT = HERE.parents[3] if len(HERE.parents) > 3 else HERE.parent
GIVEN = os.environ.get("LUDEME_ANALYSE_TSV")
TSV = pathlib.Path(GIVEN) if GIVEN else ROOT / "tests" / "data" / "analyse.tsv"

Line = collections.namedtuple(
    "Line", "number game variant position budget move score nodes depth"
)


TABLES_TSV = TSV.parent / "analyse-tables.tsv"


def _lines(path=TSV):
    if not path.is_file():
        return []
    lines = []
    for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not text or text.startswith("#"):
            continue
        fields = text.split("\t")
        assert len(fields) == 8, f"{path}:{number}: {len(fields)} fields, not 8"
        game, variant, position, budget, move, score, nodes, depth = fields
        lines.append(
            Line(
                number,
                game,
                None if variant == "-" else variant,
                position,
                budget,
                move,
                int(score),
                int(nodes),
                int(depth),
            )
        )
    return lines


LINES = _lines()
TABLE_LINES = _lines(TABLES_TSV)


def test_the_file_holds_twenty_positions_of_every_game():
    if GIVEN and not TSV.is_file():
        pytest.fail(f"LUDEME_ANALYSE_TSV is {GIVEN!r}, which is no file")
    if not TSV.is_file():
        pytest.skip(
            f"{TSV} is not here: set LUDEME_ANALYSE_TSV to the repository's "
            "tests/data/analyse.tsv"
        )
    for game in ("barca", "barricade", "surakarta"):
        count = sum(1 for line in LINES if line.game == game and line.variant is None)
        assert count >= 20, (game, count)


def _check(path, line, game):
    found = game.analyse(line.budget)
    assert found is not None, f"{path}:{line.number}: no seat acts"
    expected = {"move": line.move, "score": line.score, "nodes": line.nodes, "depth": line.depth}
    where = (
        f"{path}:{line.number} ({line.game} {line.variant or '-'}, "
        f"{line.position!r}, {line.budget} nodes)"
    )
    assert {key: found[key] for key in expected} == expected, where
    assert found["pv"][0] == found["move"], where


@pytest.mark.parametrize("line", LINES, ids=[f"line{line.number}" for line in LINES])
def test_analyse_finds_what_the_file_says(line):
    _check(TSV, line, ludeme.Game(line.game, line.variant, line.position))


@pytest.fixture(scope="module")
def tables(tmp_path_factory):
    directory = tmp_path_factory.mktemp("tables")
    ludeme.Tables.generate(directory, 5)
    return ludeme.Tables(directory)


def test_the_tables_file_holds_thirty_positions():
    if TSV.is_file() and not TABLES_TSV.is_file():
        pytest.fail(f"{TABLES_TSV} is missing beside {TSV}")
    if not TABLES_TSV.is_file():
        pytest.skip(f"{TABLES_TSV} is not here (see test_the_file_holds_twenty_positions_of_every_game)")
    assert len(TABLE_LINES) == 30


@pytest.mark.parametrize(
    "line", TABLE_LINES, ids=[f"tables-line{line.number}" for line in TABLE_LINES]
)
def test_analyse_with_tables_finds_what_the_tables_file_says(line, tables):
    game = ludeme.Game(line.game, line.variant, line.position, tables=tables)
    _check(TABLES_TSV, line, game)
    # The player the game builds plays the same move.
    assert game.best_move(player=f"ab:{line.budget}") == line.move


@pytest.mark.parametrize("budget", ["fast", "0", "-5", "2h", "1e9s"])
def test_a_bad_budget_is_a_value_error_that_says_what_a_budget_is(budget):
    game = ludeme.Game("surakarta")
    with pytest.raises(ValueError) as caught:
        game.analyse(budget)
    assert str(caught.value) == (
        f'bad budget "{budget}": expected a node count (30000) or a time (0.5s, 200ms)'
    )
