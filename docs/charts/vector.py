"""Writes docs/src/pictures/vector-steps.svg: steps per second of vector
games by number of games, ludeme against pgx and envpool, from the table in
docs/src/performance.md (edit both together).

    python3 docs/charts/vector.py
"""
import math
import pathlib

# Steps per second at N = 1, 64, 1024, 8192 (the performance page's tables).
SERIES = [
    ("ludeme Surakarta", "#1b6ca8", "", [609e3, 2.16e6, 1.91e6, 949e3]),
    ("ludeme Barca", "#2e8b57", "", [493e3, 856e3, 748e3, 514e3]),
    ("ludeme Barricade", "#c0392b", "", [308e3, 449e3, 373e3, 275e3]),
    ("pgx othello", "#7f7f7f", "6 4", [9.5e3, 123e3, 344e3, 401e3]),
    ("pgx backgammon", "#bcbcbc", "6 4", [2.8e3, 27.9e3, 22.3e3, 24.3e3]),
    ("envpool Othello-v1", "#7f7f7f", "2 3", [4.9e3, 88.2e3, 125e3, 103e3]),
    ("envpool Backgammon-v1", "#bcbcbc", "2 3", [5.3e3, 86.4e3, 122e3, 98.6e3]),
]
GAMES = [1, 64, 1024, 8192]
WIDTH, HEIGHT = 640, 360
LEFT, RIGHT, TOP, BOTTOM = 70, 190, 20, 50
LOW, HIGH = 1e3, 1e7  # the y axis, logarithmic


def x_of(i):
    return LEFT + i * (WIDTH - LEFT - RIGHT) / (len(GAMES) - 1)


def y_of(value):
    share = (math.log10(value) - math.log10(LOW)) / (math.log10(HIGH) - math.log10(LOW))
    return HEIGHT - BOTTOM - share * (HEIGHT - TOP - BOTTOM)


def chart():
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
        f'width="{WIDTH}" height="{HEIGHT}" font-family="sans-serif" font-size="12">',
        "<title>Vector games: steps per second by number of games</title>",
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="white"/>',
    ]
    for power in range(3, 8):
        y = y_of(10**power)
        label = {3: "1k", 4: "10k", 5: "100k", 6: "1M", 7: "10M"}[power]
        out.append(f'<line x1="{LEFT}" y1="{y:.1f}" x2="{WIDTH - RIGHT}" y2="{y:.1f}" stroke="#e5e5e5"/>')
        out.append(f'<text x="{LEFT - 8}" y="{y + 4:.1f}" text-anchor="end">{label}</text>')
    for i, n in enumerate(GAMES):
        out.append(f'<text x="{x_of(i):.1f}" y="{HEIGHT - BOTTOM + 18}" text-anchor="middle">{n}</text>')
    out.append(
        f'<text x="{(LEFT + WIDTH - RIGHT) / 2:.1f}" y="{HEIGHT - 10}" text-anchor="middle">games stepped together (N)</text>'
    )
    out.append(
        f'<text transform="translate(16 {(TOP + HEIGHT - BOTTOM) / 2:.1f}) rotate(-90)" text-anchor="middle">steps per second</text>'
    )
    for k, (name, colour, dash, values) in enumerate(SERIES):
        points = " ".join(f"{x_of(i):.1f},{y_of(v):.1f}" for i, v in enumerate(values))
        dashes = f' stroke-dasharray="{dash}"' if dash else ""
        out.append(f'<polyline points="{points}" fill="none" stroke="{colour}" stroke-width="2"{dashes}/>')
        y = TOP + 10 + 20 * k
        out.append(f'<line x1="{WIDTH - RIGHT + 12}" y1="{y}" x2="{WIDTH - RIGHT + 36}" y2="{y}" stroke="{colour}" stroke-width="2"{dashes}/>')
        out.append(f'<text x="{WIDTH - RIGHT + 42}" y="{y + 4}">{name}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    target = pathlib.Path(__file__).resolve().parent.parent / "src" / "pictures" / "vector-steps.svg"
    target.write_text(chart())
    print(target)
