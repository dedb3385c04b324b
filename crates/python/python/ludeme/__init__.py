"""Rules engines for Barca, Barricade (Malefiz) and Surakarta.

>>> import ludeme
>>> "surakarta" in ludeme.games()
True
>>> g = ludeme.Game("surakarta")
>>> g.perft(4)
111122

A ``Game`` is played by move text (``play("b2-b3")``) or by action number
(``play_action(a)``) from a fixed action space per game and variant
(``num_actions``; the legal ones as ``legal_actions()``, int64, or
``legal_mask()``, an int8 mask), with ``observation()`` as float32 planes
seen from the seat to act and ``returns()`` per seat. Errors are ``ParseError`` and
``IllegalMove`` (both ``ValueError``) with one-line messages (move text
that is no move raises ``MoveTextError``, which is both); a refused move
leaves the game unchanged. Heavy work (``perft``, ``best_move``,
``random_playouts``) runs in Rust without the GIL.

A ``VectorGame(game, num_games, variant=None, seed=0, max_plies=None)``
holds many games of one kind in Rust and steps them all in one call
(``step(actions)``, one action per game), with pgx's field names:
``observation``, ``legal_action_mask``, ``current_player``, ``rewards``,
``terminated``, ``truncated``, numpy arrays written in place. Chance is
rolled inside from the seed, and a game that ended starts again on the
next step. ``ludeme.gymnasium`` wraps it as a Gymnasium vector environment
for self-play.

``Tables(dir)`` opens Surakarta endgame tables (``Tables.generate(dir,
pieces)`` makes them): ``probe(game)`` is ``(value, dtc)`` for the seat to
act, value 1, 0 or -1 at the game's own count of plies since the last
capture, and dtc the plies to the capture that decides it (``None`` when
the piece count does).

Action spaces and observations, per game (``action_space(game)``; listed
below from every registered game when the module loads).
"""

from ._ludeme import (
    Game,
    action_space,
    IllegalMove,
    MoveTextError,
    Outcome,
    ParseError,
    Tables,
    VectorGame,
    __version__,
    games,
    random_playouts,
    read_records,
    variants,
)

__all__ = [
    "Game",
    "action_space",
    "IllegalMove",
    "MoveTextError",
    "Outcome",
    "ParseError",
    "Tables",
    "VectorGame",
    "games",
    "random_playouts",
    "read_records",
    "variants",
]

if __doc__ is not None:
    __doc__ += "".join(f"\n* {action_space(g)}" for g in games() if action_space(g)) + "\n"
