#!/usr/bin/env bash
# The README's install lines, as written, on a fresh clone of HEAD.
#
# The lines are read from README.md's "## Install" table: every code span of
# its "run" column is a command, run by bash as written, at the clone's root,
# or, when it names the clone (`/path/to/ludeme`, replaced by the clone's
# path), in a scratch project of a user's (a Cargo project, an npm project);
# an `export` line is run in this script's own shell, so that what it sets
# holds for the row's next lines and its check, as in a user's shell.
# So a README whose line breaks fails here, and a row this script does not
# know (or one it knows gone from the table) fails too. After each row, what
# it installed is used:
#
#   Rust               a scratch binary with the path dependency prints
#                      ludeme::perft(&ludeme::surakarta::Position::start(), 3)
#   the command line   the installed `ludeme perft surakarta 4` prints 111122
#   Python             in a fresh venv, `import ludeme` plays a move, perft 4
#   JavaScript         node imports "ludeme" in the scratch project, plays a move
#   C                  a C program built with `pkg-config --cflags --libs
#                      ludeme` (which finds ludeme.pc through the row's
#                      PKG_CONFIG_PATH) prints perft 4 and plays a move
#
# Nothing outside a temporary directory is installed into: HOME is a fresh
# directory there (so `~/.cargo/bin` and `$HOME/.local` of the lines are in
# it, with CARGO_INSTALL_ROOT set to match, and pip's and npm's caches too).
# Cargo's own home (its registry cache) and rustup's toolchains are the
# caller's. CARGO_TARGET_DIR is the repository's target directory (unless
# set), so that the lines run in the clone reuse what is built there (the
# clone is made in it, at target/installs/clone, and removed at the end);
# the scratch projects build in the temporary directory.
#
# A row whose tools are missing (python3's venv, node and npm, cc and
# pkg-config) is said and skipped, and listed at the end.
#
#   bash .ci/installs.sh                   # every row, `bash web/build.sh` run in the clone
#   bash .ci/installs.sh --web-dist DIR    # DIR: what `bash web/build.sh` just built from
#                                          # the same commit (CI's web step), copied instead
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"

web_dist=""
case "${1:-}" in
  --web-dist) web_dist="$(cd "${2:?--web-dist DIR}" && pwd)" ;;
  "") ;;
  *) echo "usage: installs.sh [--web-dist DIR]" >&2; exit 2 ;;
esac

say() { printf 'installs: %s\n' "$*"; }
fail() { printf 'installs: %s\n' "$*" >&2; exit 1; }

# The rows of the table: "FOR<tab>COMMAND", a line per command, in order.
rows="$(python3 - README.md <<'EOF'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
section = re.search(r"^## Install\n(.*?)(?=^## |\Z)", text, re.S | re.M)
if not section:
    sys.exit("README.md has no '## Install' section")
table = [line for line in section.group(1).split("\n") if line.startswith("|")]
cells = lambda line: [cell.strip() for cell in line.strip().strip("|").split("|")]
if len(table) < 3:
    sys.exit("README.md's '## Install' section has no table")
header = cells(table[0])
if "run" not in header:
    sys.exit(f"README.md's install table has no 'run' column: {header}")
run = header.index("run")
for line in table[2:]:
    row = cells(line)
    commands = re.findall(r"`([^`]+)`", row[run])
    if not commands:
        sys.exit(f"README.md's install row '{row[0]}' has no command")
    for command in commands:
        print(f"{row[0]}\t{command}")
EOF
)"
[ -n "$rows" ] || fail "no install lines found in README.md"

commit="$(git rev-parse HEAD)"
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
  say "the working tree has uncommitted changes: the clone is of HEAD ($commit), without them"
fi

# The caller's toolchains and Cargo home, named before HOME moves; the
# repository's target directory, as an absolute path.
export RUSTUP_HOME="${RUSTUP_HOME:-$HOME/.rustup}"
export CARGO_HOME="${CARGO_HOME:-$HOME/.cargo}"
case "${CARGO_TARGET_DIR:-}" in
  "") CARGO_TARGET_DIR="$repo/target" ;;
  /*) ;;
  *) CARGO_TARGET_DIR="$repo/$CARGO_TARGET_DIR" ;;
esac
export CARGO_TARGET_DIR

# The clone, fresh each run, always at the same path: Cargo names what it
# builds from a path package by its path, so a clone somewhere new each run
# would leave a new copy of every crate in the target directory. (Inside
# the repository's target directory, Cargo in the clone also reads the
# repository's .cargo/config.toml, which is the same file at HEAD.)
tmp="$(mktemp -d)"
clone="$CARGO_TARGET_DIR/installs/clone"
trap 'rm -rf "$tmp" "$(dirname "$clone")"' EXIT
rm -rf "$clone"
mkdir -p "$(dirname "$clone")"
git clone -q --no-checkout "$repo" "$clone"
git -C "$clone" checkout -q --detach "$commit"

export HOME="$tmp/home"
mkdir -p "$HOME"
export CARGO_INSTALL_ROOT="$HOME/.cargo"
export PATH="$CARGO_INSTALL_ROOT/bin:$PATH"
export CARGO_TERM_COLOR=never

# Runs a README command as written, the clone's path for /path/to/ludeme,
# in directory $1.
run_line() {
  local dir="$1" command="${2//\/path\/to\/ludeme/$clone}"
  say "\$ $2"
  if [[ "$command" == "export "* ]]; then
    eval "$command" || fail "'$current': the README's line failed: $2"
    return
  fi
  (cd "$dir" && eval "$command") </dev/null || fail "'$current': the README's line failed: $2"
}

# What each row needs besides Rust; empty when all is there.
missing_for() {
  case "$1" in
    Python*) python3 -c 'import venv, ensurepip' 2>/dev/null || echo "python3 with venv and ensurepip" ;;
    JavaScript*) command -v node >/dev/null && command -v npm >/dev/null || echo "node and npm" ;;
    C*)
      if ! command -v pkg-config >/dev/null; then
        if [ "$(id -u)" = 0 ]; then sudo=""; else sudo=sudo; fi
        ($sudo apt-get update -q && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q pkg-config) >&2 || true
      fi
      command -v cc >/dev/null && command -v pkg-config >/dev/null || echo "cc and pkg-config"
      ;;
  esac
}

check_rust() {
  local app="$1"
  cat > "$app/src/main.rs" <<'EOF'
use ludeme::Game;

fn main() {
    println!("{}", ludeme::perft(&ludeme::surakarta::Position::start(), 3));
}
EOF
  local out
  out="$(cd "$app" && CARGO_TARGET_DIR="$tmp/target-app" cargo run -q)" ||
    fail "Rust: the scratch project with the path dependency does not build and run"
  [ "$out" = 5382 ] || fail "Rust: the scratch project printed '$out', not 5382 (Surakarta perft 3)"
  say "Rust: a project with the path dependency printed perft 3 = $out"
}

check_cli() {
  local ludeme="$CARGO_INSTALL_ROOT/bin/ludeme" out
  [ -x "$ludeme" ] || fail "the command line: no $ludeme"
  out="$(cd "$tmp" && "$ludeme" perft surakarta 4)" || fail "the command line: '$ludeme perft surakarta 4' failed"
  [ "$out" = 111122 ] || fail "the command line: '$ludeme perft surakarta 4' printed '$out', not 111122"
  say "the command line: ~/.cargo/bin/ludeme perft surakarta 4 printed $out"
}

check_python() {
  local out
  out="$(cd "$tmp" && python -c '
import ludeme
g = ludeme.Game("surakarta")
print(g.perft(4))
g.play("b2-c3")
print(g.position)')" || fail "Python: the installed module does not import and play"
  [ "$out" = $'111122\nbbbbbb/bbbbbb/6/2w3/w1wwww/wwwwww b' ] ||
    fail "Python: the installed module printed '$out'"
  say "Python: import ludeme, perft 4 and a move: $(echo $out)"
}

check_javascript() {
  local app="$1" out
  out="$(cd "$app" && node --input-type=module -e '
import { Game } from "ludeme";
const g = new Game("surakarta");
console.log(g.perft(4));
g.play("b2-c3");
console.log(g.position());')" || fail "JavaScript: node does not import \"ludeme\" and play"
  [ "$out" = $'111122\nbbbbbb/bbbbbb/6/2w3/w1wwww/wwwwww b' ] ||
    fail "JavaScript: node printed '$out'"
  say "JavaScript: node imported \"ludeme\", perft 4 and a move: $(echo $out)"
}

check_c() {
  local dir="$tmp/app-c" out
  mkdir -p "$dir"
  cat > "$dir/app.c" <<'EOF'
#include <stdio.h>
#include "ludeme.h"
int main(void) {
  LudemeGame *g = ludeme_game_new("surakarta", NULL, NULL, NULL);
  unsigned long long perft = ludeme_game_perft(g, 4);
  printf("%llu %d\n", perft, ludeme_game_play(g, "b2-c3", NULL));
  ludeme_game_free(g);
  return 0;
}
EOF
  # shellcheck disable=SC2046 # pkg-config's words, split as the book does
  cc "$dir/app.c" -o "$dir/app" $(pkg-config --cflags --libs ludeme) ||
    fail "C: a program does not build with pkg-config --cflags --libs ludeme (PKG_CONFIG_PATH: '${PKG_CONFIG_PATH:-}', set by the README's C row)"
  out="$(LD_LIBRARY_PATH="$HOME/.local/lib" "$dir/app")" || fail "C: the program failed"
  [ "$out" = "111122 0" ] || fail "C: the program printed '$out', not '111122 0'"
  say "C: a program built with pkg-config printed perft 4 and play's status: $out"
}

declare -A seen
skipped=()
start=$SECONDS
current=""
row_start=$SECONDS
# Ends the row being read: its check, and how long it took.
finish_row() {
  [ -n "$current" ] || return 0
  case "$current" in
    Rust*) check_rust "$tmp/app-rust" ;;
    "the command line"*) check_cli ;;
    Python*) check_python ;;
    JavaScript*) check_javascript "$tmp/app-js" ;;
    C*) check_c ;;
  esac
  say "$current: done in $((SECONDS - row_start)) s"
}

skipping=""
while IFS=$'\t' read -r -u 3 row command; do
  if [ "$row" != "$current" ]; then
    if [ -z "$skipping" ]; then finish_row; fi
    current="$row" row_start=$SECONDS skipping=""
    printf '\n== installs: %s\n' "$row"
    case "$row" in
      Rust*) seen[rust]=1 ;;
      "the command line"*) seen[cli]=1 ;;
      Python*) seen[python]=1 ;;
      JavaScript*) seen[javascript]=1 ;;
      C*) seen[c]=1 ;;
      *) fail "README.md's install table has a row this script does not know: '$row' (add its check here)" ;;
    esac
    missing="$(missing_for "$row")"
    if [ -n "$missing" ]; then
      say "SKIPPED '$row': no $missing on this machine"
      skipped+=("$row (no $missing)")
      skipping=1
      continue
    fi
    # The row's setting: a fresh venv for pip, a scratch project for the
    # lines that name the clone.
    case "$row" in
      Python*)
        python3 -m venv "$tmp/venv"
        export PATH="$tmp/venv/bin:$PATH" VIRTUAL_ENV="$tmp/venv"
        ;;
      Rust*) (cd "$tmp" && cargo new -q --vcs none --bin app-rust) ;;
      JavaScript*) mkdir -p "$tmp/app-js" && (cd "$tmp/app-js" && npm init -y >/dev/null) ;;
    esac
  fi
  [ -n "$skipping" ] && continue
  if [[ "$command" == *"/path/to/ludeme"* ]]; then
    case "$row" in
      Rust*) dir="$tmp/app-rust" ;;
      JavaScript*) dir="$tmp/app-js" ;;
      *) fail "'$row': a line that names the clone, in no project this script makes: $command" ;;
    esac
  else
    dir="$clone"
  fi
  if [ "$command" = "bash web/build.sh" ] && [ -n "$web_dist" ]; then
    say "\$ $command: not run again; $web_dist (built by it from the same commit) copied into the clone"
    rm -rf "$clone/web/dist"
    cp -R "$web_dist" "$clone/web/dist"
    continue
  fi
  run_line "$dir" "$command"
done 3<<<"$rows"
if [ -z "$skipping" ]; then finish_row; fi

for key in rust cli python javascript c; do
  [ -n "${seen[$key]:-}" ] || fail "README.md's install table has no row for '$key', which this script checks"
done
echo
say "every line of README.md's install table ran, and what it installed works ($((SECONDS - start)) s)"
if [ "${#skipped[@]}" -gt 0 ]; then
  say "skipped, for want of tools: ${skipped[*]}"
fi
