#!/usr/bin/env bash
# Builds every fuzz target and runs each for SECONDS (default 60) on its
# seed corpus and dictionary; exits non-zero if any target crashes, takes
# over 10 s on one input or fails to build. Prints, per target, libFuzzer's
# closing line (executions, coverage `cov`, features `ft`, executions per
# second).
#
#   fuzz/run.sh [SECONDS]
#
# Needs cargo-fuzz (`cargo install cargo-fuzz --locked`). Without a
# sanitizer any Rust toolchain builds the targets (libFuzzer's coverage
# instrumentation takes stable flags); nightly is used when it is installed.
# Environment:
#   FUZZ_TARGETS    the targets to run, separated by spaces (default: all)
#   FUZZ_SANITIZER  cargo fuzz's --sanitizer (default none: the engines are
#                   free of unsafe code; `address` (nightly only) finds more
#                   in dependencies and runs about half as fast)
#   FUZZ_TOOLCHAIN  the toolchain (default: nightly if installed, else the
#                   default toolchain)
#
# New inputs that raise coverage go to fuzz/work/TARGET (not checked in),
# which later runs read too; the checked-in seeds in fuzz/corpus/TARGET are
# only read. A crash leaves its input in fuzz/artifacts/TARGET/ and prints
# the panic with its backtrace; `cargo fuzz run -s none -a TARGET FILE`
# replays it.
set -uo pipefail
cd "$(dirname "$0")"

seconds=${1:-60}
sanitizer=${FUZZ_SANITIZER:-none}
if [ -z "${FUZZ_TOOLCHAIN:-}" ] && cargo +nightly --version >/dev/null 2>&1; then
  FUZZ_TOOLCHAIN=nightly
fi
toolchain=${FUZZ_TOOLCHAIN:-}
all_targets="position_text move_text play_sequence serde_json session_lines cli_args record_text table_file"
read -r -a targets <<<"${FUZZ_TARGETS:-$all_targets}"

# -a: debug assertions and overflow checks on, as in tests.
fuzz=(cargo)
if [ -n "$toolchain" ]; then
  fuzz+=("+$toolchain")
fi
fuzz+=(fuzz)
options=(--sanitizer "$sanitizer" --debug-assertions)

echo "== building the fuzz targets (toolchain: ${toolchain:-default}, sanitizer: $sanitizer)"
build_start=$SECONDS
if ! nice "${fuzz[@]}" build "${options[@]}"; then
  echo "fuzz: the build failed"
  exit 1
fi
echo "built in $((SECONDS - build_start)) s"

game_dicts=()
for file in dict/*.dict; do
  case "$(basename "$file")" in
    json.dict | session.dict | cli.dict) ;;
    *) game_dicts+=("$file") ;;
  esac
done

mkdir -p work/dicts
failed=()
summary=()
for target in "${targets[@]}"; do
  dict="work/dicts/$target.dict"
  extra=()
  case "$target" in
    serde_json) extra=(dict/json.dict) ;;
    session_lines) extra=(dict/session.dict) ;;
    cli_args) extra=(dict/cli.dict) ;;
  esac
  cat "${game_dicts[@]}" "${extra[@]}" >"$dict"
  mkdir -p "work/$target" "corpus/$target"
  log="work/$target.log"
  echo "== $target: ${seconds} s"
  nice "${fuzz[@]}" run "${options[@]}" "$target" "work/$target" "corpus/$target" -- \
    -max_total_time="$seconds" -timeout=10 -max_len=4096 -dict="$dict" \
    -print_final_stats=1 >"$log" 2>&1
  status=$?
  done_line=$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -n 1)
  if [ "$status" -ne 0 ] || [ -z "$done_line" ]; then
    failed+=("$target")
    summary+=("$target: FAILED (exit $status; log in fuzz/$log)")
    echo "-- $target failed (exit $status):"
    # The panic with its backtrace, libFuzzer's verdict and the input.
    if grep -q 'panicked at' "$log"; then
      sed -n '/panicked at/,/^SUMMARY/p' "$log" | head -n 80
    else
      tail -n 40 "$log"
    fi
    grep -E '^Base64:|Test unit written to' "$log" | tail -n 2
  else
    summary+=("$target: $done_line")
    echo "$done_line"
  fi
done

echo
echo "== summary (${seconds} s per target)"
printf '%s\n' "${summary[@]}"
if [ "${#failed[@]}" -ne 0 ]; then
  echo "fuzz: crashes or failures in: ${failed[*]}"
  exit 1
fi
echo "fuzz: no crash"
