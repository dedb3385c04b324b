#!/usr/bin/env bash
# Builds the C library (release) and installs it with its header and a
# pkg-config file:
#
#   PREFIX/include/ludeme.h
#   PREFIX/lib/libludeme.so, PREFIX/lib/libludeme.a
#   PREFIX/lib/pkgconfig/ludeme.pc
#
# so that `cc app.c $(pkg-config --cflags --libs ludeme)` builds an app on
# the shared library, and
# `cc app.c $(pkg-config --cflags ludeme) $(pkg-config --variable=static_libs ludeme)`
# on the static one. The libraries are installed stripped (when strip is
# installed): the shared one to its exported functions, the static one of
# its debug information.
#
#   bash crates/capi/install.sh                    # PREFIX=/usr/local
#   PREFIX=$HOME/.local bash crates/capi/install.sh
#   DESTDIR=/tmp/stage PREFIX=/usr bash crates/capi/install.sh   # packaging
#
# Then it prints the lines that let the tools find what it installed: the
# `export PKG_CONFIG_PATH=PREFIX/lib/pkgconfig` line when pkg-config does not
# look there already, and the `export LD_LIBRARY_PATH=PREFIX/lib` line (or
# `-Wl,-rpath,PREFIX/lib` when linking) for the dynamic loader, except under
# /usr or /usr/local as root, where it runs ldconfig instead. With DESTDIR it
# prints neither: the package's files are not in place yet.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
prefix="${PREFIX:-/usr/local}"
destdir="${DESTDIR:-}"
case "$prefix" in
  /*) ;;
  *) echo "install.sh: PREFIX must be an absolute path, not '$prefix'" >&2; exit 2 ;;
esac

cd "$root"
cargo build --locked --release -p ludeme-capi
target="${CARGO_TARGET_DIR:-$root/target}/release"

metadata() { # FIELD of the ludeme-capi package
  cargo metadata --no-deps --format-version 1 | python3 -c '
import json, sys
package = next(p for p in json.load(sys.stdin)["packages"] if p["name"] == "ludeme-capi")
print(package[sys.argv[1]] or "")' "$1"
}
version="$(metadata version)"
# What the static library needs from the system, as rustc reports it.
private_libs="$(cargo rustc --locked --release -p ludeme-capi --crate-type staticlib -- \
  --print native-static-libs 2>&1 | sed -n 's/^note: native-static-libs: //p' | tail -n 1)"

include_dir="$destdir$prefix/include"
lib_dir="$destdir$prefix/lib"
mkdir -p "$include_dir" "$lib_dir/pkgconfig"
install -m 644 "$here/include/ludeme.h" "$include_dir/ludeme.h"
install -m 755 "$target/libludeme.so" "$lib_dir/libludeme.so"
install -m 644 "$target/libludeme.a" "$lib_dir/libludeme.a"
if command -v strip >/dev/null 2>&1; then
  strip --strip-unneeded "$lib_dir/libludeme.so" # keeps the exported ludeme_ functions
  strip --strip-debug "$lib_dir/libludeme.a"     # keeps what the linker needs
fi
sed -e "s|@PREFIX@|$prefix|" -e "s|@VERSION@|$version|" \
  -e "s|@PRIVATE_LIBS@|$private_libs|g" "$here/ludeme.pc.in" > "$lib_dir/pkgconfig/ludeme.pc"
chmod 644 "$lib_dir/pkgconfig/ludeme.pc"

echo "installed ludeme $version into $destdir$prefix (include/ludeme.h, lib/libludeme.so, lib/libludeme.a, lib/pkgconfig/ludeme.pc)"
[ -z "$destdir" ] || exit 0 # staged for a package: its own files say where

# pkg-config finds ludeme.pc in its own places (`pkg-config --variable
# pc_path pkg-config`) and in PKG_CONFIG_PATH's.
pc_dir="$prefix/lib/pkgconfig"
pc_places="$(pkg-config --variable pc_path pkg-config 2>/dev/null || true):${PKG_CONFIG_PATH:-}"
case ":$pc_places:" in
  *":$pc_dir:"*) ;;
  *)
    echo "pkg-config finds ludeme.pc (cc app.c \$(pkg-config --cflags --libs ludeme)) after:"
    printf '  export PKG_CONFIG_PATH=%q%s\n' "$pc_dir" "${PKG_CONFIG_PATH:+:\$PKG_CONFIG_PATH}"
    ;;
esac
if [ "$(id -u)" = 0 ] && { [ "$prefix" = /usr ] || [ "$prefix" = /usr/local ]; }; then
  ldconfig
else
  echo "a program linked on libludeme.so finds it when it runs after:"
  printf '  export LD_LIBRARY_PATH=%q%s\n' "$prefix/lib" "${LD_LIBRARY_PATH:+:\$LD_LIBRARY_PATH}"
  echo "(or link it with -Wl,-rpath,$prefix/lib)"
fi
