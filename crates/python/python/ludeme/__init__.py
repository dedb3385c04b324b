"""Rules engines for Barca, Barricade (Malefiz) and Surakarta.

>>> import ludeme
>>> ludeme.games()
['barca', 'barricade', 'surakarta']
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

Action spaces and observations, per game:

* **Surakarta** (N×N, N = 6 or 7): action ``from * N² + to`` with points
  numbered ``rank * N + file`` (a1 = 0); N⁴ actions (1,296 on 6×6).
  Observation ``(2, N, N)``: the mover's pieces, the opponent's, row 0 the
  mover's back rank (Black's view turned upside down).
* **Barca** (10×10): action ``from * 100 + to`` (a1 = 0); 10,000 actions.
  Observation ``(8, 10, 10)``: the mover's mice, lions, elephants, the
  opponent's, the watering holes, the mover's scared animals (Black's view
  turned upside down).
* **Barricade**: a move onto a barricade is two decisions of the same seat
  (the piece's move, then where the barricade goes), which keeps the space
  at 12,775 actions: ``0-5`` the rolls 1-6 (chance), ``6`` pass,
  ``7 + from * 112 + to`` a piece's move (``from`` a node index or 112 for
  the house), ``12663 + node`` the barricade's new place. Observation
  ``(18, 14, 17)`` over the board's grid: the pieces of the colours in play in
  turn order from the colour to move (plane 2 its partner in pairs), the
  barricades, the board's nodes, each colour's share of pieces at home, the
  die (one plane per face), and the origin and destination of a pending
  first decision.
"""

from ._ludeme import (
    Game,
    IllegalMove,
    MoveTextError,
    Outcome,
    ParseError,
    games,
    random_playouts,
    variants,
)

__all__ = [
    "Game",
    "IllegalMove",
    "MoveTextError",
    "Outcome",
    "ParseError",
    "games",
    "random_playouts",
    "variants",
]
