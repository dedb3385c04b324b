"""Game records from Python: round trips, files, and refusals."""

import random

import pytest

import ludeme


def random_game(name, variant, seed, plies=60):
    g = ludeme.Game(name, variant)
    rng = random.Random(seed)
    for _ in range(plies):
        if g.is_over:
            break
        legal = g.legal_actions()
        g.play_action(int(legal[rng.randrange(len(legal))]))
    return g  # (a first decision left pending is not part of the record)


@pytest.mark.parametrize("name", ludeme.games())
def test_every_variant_round_trips(name):
    for variant, _ in ludeme.variants(name):
        for seed in range(3):
            g = random_game(name, variant, seed)
            text = g.record(Seats="random, random", Event="test")
            again = ludeme.Game.from_record(text)
            assert again.history == g.history
            assert again.position == g.position
            assert again.outcome == g.outcome
            assert again.variant == variant
            assert '[Seats "random, random"]' in text
            assert again.record(Seats="random, random", Event="test") == text


def test_read_records_takes_text_or_a_path(tmp_path):
    games = [random_game(name, None, 7) for name in ludeme.games()]
    text = "\n".join(g.record() for g in games)
    for source in (text, tmp_path / "games.txt", str(tmp_path / "games.txt")):
        (tmp_path / "games.txt").write_text(text)
        read = ludeme.read_records(source)
        assert [g.history for g in read] == [g.history for g in games]
        assert [g.name for g in read] == ludeme.games()


def test_bad_records_raise_one_line_parse_errors():
    with pytest.raises(ludeme.ParseError, match=r"^record 1, line 3, column 1: illegal move d2-d9: "):
        ludeme.Game.from_record('[Game "barca"]\n\nd2-d9 *\n')
    with pytest.raises(ludeme.ParseError, match=r"^record 2, line 7, column 7: "):
        ludeme.read_records('[Game "barca"]\n\n*\n\n[Game "barca"]\n\nd2-c3 d2-c3 *\n')
    with pytest.raises(ludeme.ParseError, match="2 records where one was expected"):
        ludeme.Game.from_record('[Game "barca"]\n\n*\n[Game "barca"]\n\n*\n')
    with pytest.raises(ValueError, match="the tag Seats must be a string"):
        ludeme.Game("barca").record(Seats=3)
    with pytest.raises(OSError, match="cannot read"):
        ludeme.read_records("/nonexistent/games.txt")
    with pytest.raises(TypeError):
        ludeme.read_records(42)


def test_a_loaded_record_keeps_its_tags_and_comments():
    text = '[Game "surakarta"]\n[Event "club night"]\n\nb2-b3 {opening} e5-e4 *\n'
    g = ludeme.Game.from_record(text)
    assert g.record() == ludeme.Game.from_record(text).record()
    assert '[Event "club night"]' in g.record() and "{opening}" in g.record()
    g.play("a2-a3")
    again = ludeme.Game.from_record(g.record())
    assert again.history == ["b2-b3", "e5-e4", "a2-a3"]
    assert '[Event "club night"]' in g.record() and "{opening}" in g.record()
