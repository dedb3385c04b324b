#!/usr/bin/env python3
"""An independent perft for the perft suite, written from the rules
specifications alone (shared/spec/*.md); it shares no code with the Rust
engines. Plain Python 3, no packages.

    python3 data/perft-suite/reference.py                  # every file, every depth
    python3 data/perft-suite/reference.py --max-depth 3    # shallower, faster
    python3 data/perft-suite/reference.py barca.txt        # one file
    python3 data/perft-suite/reference.py --moves GAME VARIANT 'POSITION'
    python3 data/perft-suite/reference.py --divide GAME VARIANT 'POSITION' DEPTH

It parses each suite line as docs/src/perft.md describes, recomputes every count
and prints one line per position; the exit status is 1 if any count differs
or any line is malformed.
"""

import os
import sys

# ---------------------------------------------------------------------------
# Surakarta and Bas-basan sepur
# ---------------------------------------------------------------------------


def circuit(n, k):
    """The cyclic walk of line k on an n×n board, as (file, rank) points,
    0-based: row k left→right, column n−1−k bottom→top, row n−1−k
    right→left, column k top→bottom (spec, with 5 → n−1)."""
    m = n - 1
    walk = [(x, k) for x in range(n)]
    walk += [(m - k, y) for y in range(n)]
    walk += [(x, m - k) for x in range(m, -1, -1)]
    walk += [(k, y) for y in range(m, -1, -1)]
    return walk


class Surakarta:
    def __init__(self, variant):
        if variant in ("standard", "orthogonal"):
            self.n = 6
            ks = [1, 2]
        elif variant in ("bas-basan", "bas-basan-3"):
            self.n = 7
            ks = [1, 2] + ([3] if variant == "bas-basan-3" else [])
        else:
            raise ValueError("unknown Surakarta variant %r" % variant)
        self.diagonal = variant == "standard"
        n = self.n
        self.circuits = [[y * n + x for (x, y) in circuit(n, k)] for k in ks]
        dirs = [(1, 0), (-1, 0), (0, 1), (0, -1)]
        if self.diagonal:
            dirs += [(1, 1), (1, -1), (-1, 1), (-1, -1)]
        self.neighbours = []
        for p in range(n * n):
            x, y = p % n, p // n
            self.neighbours.append(
                [
                    (y + dy) * n + x + dx
                    for dx, dy in dirs
                    if 0 <= x + dx < n and 0 <= y + dy < n
                ]
            )
        # Every ray start: (circuit, index) for each occurrence of a point.
        self.occurrences = [[] for _ in range(n * n)]
        for c in self.circuits:
            for i, p in enumerate(c):
                self.occurrences[p].append((c, i))

    def parse(self, text):
        n = self.n
        fields = text.split(" ")
        if len(fields) != 2 or fields[1] not in ("w", "b"):
            raise ValueError("bad Surakarta position %r" % text)
        ranks = fields[0].split("/")
        if len(ranks) != n:
            raise ValueError("bad rank count in %r" % text)
        board = [None] * (n * n)
        for r, rank in enumerate(ranks):
            y = n - 1 - r
            x = 0
            for ch in rank:
                if ch.isdigit():
                    x += int(ch)
                elif ch in "wb":
                    if x >= n:
                        raise ValueError("rank too long in %r" % text)
                    board[y * n + x] = ch
                    x += 1
                else:
                    raise ValueError("bad letter %r in %r" % (ch, text))
            if x != n:
                raise ValueError("bad rank length in %r" % text)
        return (tuple(board), fields[1])

    def moves(self, pos):
        board, us = pos
        them = "b" if us == "w" else "w"
        if us not in board or them not in board:
            return []
        n = self.n
        length = 4 * n
        result = set()
        for p in range(n * n):
            if board[p] != us:
                continue
            for q in self.neighbours[p]:
                if board[q] is None:
                    result.add(("-", p, q))
            for c, i in self.occurrences[p]:
                for d in (1, -1):
                    j = i
                    loops = 0
                    for _ in range(length):
                        # A loop lies between the end of one line and the
                        # start of the next.
                        if d == 1 and j % n == n - 1:
                            loops += 1
                        if d == -1 and j % n == 0:
                            loops += 1
                        j = (j + d) % length
                        q = c[j]
                        if q == p or board[q] is None:
                            continue
                        if loops > 0 and board[q] == them:
                            result.add(("x", p, q))
                        break
        return sorted(result)

    def play(self, pos, mv):
        board, us = pos
        _, p, q = mv
        b = list(board)
        b[q] = us
        b[p] = None
        return (tuple(b), "b" if us == "w" else "w")

    def move_text(self, pos, mv):
        kind, p, q = mv
        n = self.n
        name = lambda s: "abcdefg"[s % n] + str(s // n + 1)
        return name(p) + kind + name(q)


# ---------------------------------------------------------------------------
# Barca
# ---------------------------------------------------------------------------

HOLES = [3 + 3 * 10, 6 + 3 * 10, 3 + 6 * 10, 6 + 6 * 10]  # d4 g4 d7 g7
FEARS = {"M": "L", "L": "E", "E": "M"}  # what each kind fears
ROOK = [(1, 0), (-1, 0), (0, 1), (0, -1)]
BISHOP = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
SLIDES = {"M": ROOK, "L": BISHOP, "E": ROOK + BISHOP}
AROUND = []
for _s in range(100):
    _x, _y = _s % 10, _s // 10
    AROUND.append(
        [
            (_y + dy) * 10 + _x + dx
            for dx in (-1, 0, 1)
            for dy in (-1, 0, 1)
            if (dx or dy) and 0 <= _x + dx < 10 and 0 <= _y + dy < 10
        ]
    )


class Barca:
    def __init__(self, variant):
        if variant not in ("standard", "standard+no-move-draws"):
            raise ValueError("unknown Barca variant %r" % variant)

    def parse(self, text):
        fields = text.split(" ")
        if len(fields) != 2 or fields[1] not in ("w", "b"):
            raise ValueError("bad Barca position %r" % text)
        ranks = fields[0].split("/")
        if len(ranks) != 10:
            raise ValueError("bad rank count in %r" % text)
        board = [None] * 100
        for r, rank in enumerate(ranks):
            y = 9 - r
            x = 0
            i = 0
            while i < len(rank):
                ch = rank[i]
                if ch.isdigit():
                    j = i
                    while j < len(rank) and rank[j].isdigit():
                        j += 1
                    x += int(rank[i:j])
                    i = j
                    continue
                if ch not in "ELMelm" or x >= 10:
                    raise ValueError("bad rank %r in %r" % (rank, text))
                board[y * 10 + x] = ch
                x += 1
                i += 1
            if x != 10:
                raise ValueError("bad rank length in %r" % text)
        for ch in "ELMelm":
            if board.count(ch) != 2:
                raise ValueError("not two of %r in %r" % (ch, text))
        return (tuple(board), fields[1])

    @staticmethod
    def white(ch):
        return ch is not None and ch.isupper()

    def won(self, board):
        for white in (True, False):
            held = sum(
                1
                for h in HOLES
                if board[h] is not None and self.white(board[h]) == white
            )
            if held >= 3:
                return True
        return False

    def moves(self, pos):
        board, us = pos
        if self.won(board):
            return []
        white = us == "w"
        # unsafe[kind]: squares next to an enemy animal that `kind` fears.
        unsafe = {"M": set(), "L": set(), "E": set()}
        for s, ch in enumerate(board):
            if ch is None or self.white(ch) == white:
                continue
            enemy = ch.upper()
            for kind, feared in FEARS.items():
                if feared == enemy:
                    unsafe[kind].update(AROUND[s])
        animals = []  # (square, kind, scared, reachable squares)
        for s, ch in enumerate(board):
            if ch is None or self.white(ch) != white:
                continue
            kind = ch.upper()
            reach = []
            x, y = s % 10, s // 10
            for dx, dy in SLIDES[kind]:
                tx, ty = x + dx, y + dy
                while 0 <= tx < 10 and 0 <= ty < 10 and board[ty * 10 + tx] is None:
                    reach.append(ty * 10 + tx)
                    tx += dx
                    ty += dy
            animals.append((s, kind, s in unsafe[kind], reach))
        escapes = [
            (s, t)
            for s, kind, scared, reach in animals
            if scared
            for t in reach
            if t not in unsafe[kind]
        ]
        if escapes:
            return sorted(escapes)
        result = []
        for s, kind, scared, reach in animals:
            for t in reach:
                # Every scared animal is trapped here (no escape exists).
                if scared or t not in unsafe[kind]:
                    result.append((s, t))
        return sorted(result)

    def play(self, pos, mv):
        board, us = pos
        s, t = mv
        b = list(board)
        b[t] = b[s]
        b[s] = None
        return (tuple(b), "b" if us == "w" else "w")

    def move_text(self, pos, mv):
        name = lambda s: "abcdefghij"[s % 10] + str(s // 10 + 1)
        return name(mv[0]) + "-" + name(mv[1])


# ---------------------------------------------------------------------------
# Barricade (Malefiz)
# ---------------------------------------------------------------------------

COLUMNS = "abcdefghijklmnopq"
ROW_NODES = {
    14: "i",
    13: COLUMNS,
    12: "aq",
    11: COLUMNS,
    10: "i",
    9: "ghijk",
    8: "gk",
    7: "efghijklm",
    6: "em",
    5: "cdefghijklmno",
    4: "cgko",
    3: COLUMNS,
    2: "aeimq",
    1: COLUMNS,
}
NODES = [c + str(r) for r in range(1, 15) for c in COLUMNS if c in ROW_NODES[r]]
NODE_SET = set(NODES)
GOAL = "i14"


def _adjacent(node):
    x, y = COLUMNS.index(node[0]), int(node[1:])
    out = []
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if 0 <= x + dx < 17:
            other = COLUMNS[x + dx] + str(y + dy)
            if other in NODE_SET:
                out.append(other)
    return out


ADJ = {node: _adjacent(node) for node in NODES}
assert len(NODES) == 112
assert sum(len(a) for a in ADJ.values()) == 2 * 121
COLOURS = "rgyb"
ENTRY = {"r": "c1", "g": "g1", "y": "k1", "b": "o1"}
PARTNER = {"r": "y", "y": "r", "g": "b", "b": "g"}


class Barricade:
    def __init__(self, variant):
        parts = variant.split("+")
        base, options = parts[0], parts[1:]
        if base == "pairs" or base == "pairs-4":
            self.colours = "rgyb"
            self.partners = True
        elif base in ("individual-2", "individual-3", "individual-4"):
            self.colours = "rgyb"[: int(base[-1])]
            self.partners = False
        else:
            raise ValueError("unknown Barricade variant %r" % variant)
        for o in options:
            if o not in ("protect-partners", "no-low-barricades"):
                raise ValueError("unknown Barricade option %r" % o)
        self.protect = "protect-partners" in options
        self.lowest_row = 3 if "no-low-barricades" in options else 2

    def parse(self, text):
        fields = text.split(" ")
        if len(fields) != 7:
            raise ValueError("bad Barricade position %r" % text)
        pieces = {}
        taken = set()
        for colour, field in zip(COLOURS, fields[:4]):
            if colour not in self.colours:
                if field != "x":
                    raise ValueError("colour %s not in play in %r" % (colour, text))
                continue
            nodes = [] if field == "-" else field.split(",")
            if len(nodes) > 5:
                raise ValueError("too many pieces in %r" % text)
            for node in nodes:
                if node not in NODE_SET or node in taken:
                    raise ValueError("bad node %r in %r" % (node, text))
                taken.add(node)
            pieces[colour] = frozenset(nodes)
        barricades = fields[4].split(",")
        if len(barricades) != 11:
            raise ValueError("not 11 barricades in %r" % text)
        for node in barricades:
            if node not in NODE_SET or node in taken or node[1:] == "1" or node == GOAL:
                raise ValueError("bad barricade %r in %r" % (node, text))
            taken.add(node)
        if fields[5] not in self.colours:
            raise ValueError("bad colour in %r" % text)
        die = None if fields[6] == "-" else int(fields[6])
        if die is not None and not 1 <= die <= 6:
            raise ValueError("bad die in %r" % text)
        return (pieces, frozenset(barricades), fields[5], die)

    def ends(self, start, steps, barricades):
        """Every node at the end of a simple path of `steps` more steps from
        `start` whose inner nodes hold no barricade (`start` is on the path)."""
        out = set()

        def walk(node, left, seen):
            if left == 0:
                out.add(node)
                return
            if node in barricades:  # a barricade is never passed over
                return
            for nxt in ADJ[node]:
                if nxt not in seen:
                    seen.add(nxt)
                    walk(nxt, left - 1, seen)
                    seen.discard(nxt)

        walk(start, steps, {start})
        return out

    def moves(self, pos):
        pieces, barricades, us, die = pos
        if any(GOAL in nodes for nodes in pieces.values()):
            return []
        if die is None:
            return [("roll", d) for d in range(1, 7)]
        ours = pieces[us]
        forbidden = set(ours)
        if self.protect and self.partners:
            forbidden |= pieces[PARTNER[us]]
        occupied = set().union(*pieces.values())
        result = []
        origins = sorted(ours) + (["h"] if len(ours) < 5 else [])
        for origin in origins:
            if origin == "h":
                entry = ENTRY[us]
                ends = self.ends(entry, die - 1, barricades)
            else:
                ends = self.ends(origin, die, barricades)
            for end in sorted(ends):
                if end in forbidden:
                    continue
                if end in barricades:
                    now = (occupied - {origin}) | {end}
                    for place in NODES:
                        if (
                            place not in now
                            and place not in barricades - {end}
                            and int(place[1:]) >= self.lowest_row
                            and place != GOAL
                        ):
                            result.append((origin, end, place))
                else:
                    result.append((origin, end, None))
        if not result:
            return [("pass",)]
        return result

    def next_colour(self, us):
        i = self.colours.index(us)
        return self.colours[(i + 1) % len(self.colours)]

    def play(self, pos, mv):
        pieces, barricades, us, die = pos
        if mv[0] == "roll":
            return (pieces, barricades, us, mv[1])
        nxt = self.next_colour(us)
        if mv[0] == "pass":
            return (pieces, barricades, nxt, None)
        origin, end, place = mv
        new = {}
        for colour, nodes in pieces.items():
            nodes = nodes - {end}  # a captured piece goes home
            if colour == us:
                nodes = (nodes - {origin}) | {end}
            new[colour] = frozenset(nodes)
        if place is not None:
            barricades = (barricades - {end}) | {place}
        return (new, barricades, nxt, None)

    def move_text(self, pos, mv):
        if mv[0] == "roll":
            return "roll %d" % mv[1]
        if mv[0] == "pass":
            return "pass"
        origin, end, place = mv
        return "%s-%s%s" % (origin, end, "" if place is None else "/" + place)


# ---------------------------------------------------------------------------
# Perft and the suite files
# ---------------------------------------------------------------------------

GAMES = {"surakarta": Surakarta, "barca": Barca, "barricade": Barricade}


def perft(game, pos, depth):
    if depth == 0:
        return 1
    moves = game.moves(pos)
    if depth == 1:
        return len(moves)
    return sum(perft(game, game.play(pos, mv), depth - 1) for mv in moves)


def parse_line(line):
    """(variant, position, counts, description), or None for a comment or a
    blank line; ValueError for a malformed line."""
    text = line.strip()
    if not text or text.startswith("#"):
        return None
    fields = [f.strip() for f in text.split(";", 3)]
    if len(fields) != 4:
        raise ValueError("expected 4 fields separated by ';', found %d" % len(fields))
    variant, position, counts, description = fields
    if not variant or not position or not description:
        raise ValueError("an empty field")
    numbers = counts.split()
    if not numbers or not all(c.isdigit() for c in numbers):
        raise ValueError("counts must be decimal numbers: %r" % counts)
    return variant, position, [int(c) for c in numbers], description


def check_file(path, max_depth):
    game_name = os.path.basename(path)[: -len(".txt")]
    ok = True
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            try:
                entry = parse_line(line)
                if entry is None:
                    continue
                variant, position, counts, description = entry
                game = GAMES[game_name](variant)
                pos = game.parse(position)
            except ValueError as e:
                print("%s:%d: malformed: %s" % (path, number, e))
                ok = False
                continue
            got = [perft(game, pos, d) for d in range(1, min(len(counts), max_depth) + 1)]
            same = got == counts[: len(got)]
            ok &= same
            print(
                "%s:%d: %s %s"
                % (os.path.basename(path), number, "ok  " if same else "DIFF", " ".join(map(str, got)))
                + ("" if same else "  (file: %s)" % " ".join(map(str, counts)))
            )
            sys.stdout.flush()
    return ok


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    if argv[:1] == ["--moves"]:
        game = GAMES[argv[1]](argv[2])
        pos = game.parse(argv[3])
        for text in sorted(game.move_text(pos, mv) for mv in game.moves(pos)):
            print(text)
        return 0
    if argv[:1] == ["--divide"]:
        game = GAMES[argv[1]](argv[2])
        pos = game.parse(argv[3])
        depth = int(argv[4])
        total = 0
        lines = []
        for mv in game.moves(pos):
            n = perft(game, game.play(pos, mv), depth - 1)
            total += n
            lines.append("%s: %d" % (game.move_text(pos, mv), n))
        print("\n".join(sorted(lines)))
        print(total)
        return 0
    max_depth = 99
    if "--max-depth" in argv:
        i = argv.index("--max-depth")
        max_depth = int(argv[i + 1])
        argv = argv[:i] + argv[i + 2 :]
    files = argv or ["surakarta.txt", "barca.txt", "barricade.txt"]
    ok = True
    for name in files:
        ok &= check_file(os.path.join(here, os.path.basename(name)), max_depth)
    print("all counts agree" if ok else "SOME COUNTS DIFFER")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
