#!/usr/bin/env bash
# fuzz/run-long.sh: the long fuzz runs, which the test command does not make (it runs each
# target for about 5 s). Builds the preset fuzz, then runs each target for MINUTES minutes,
# PARALLEL of them at a time, and prints a line per target: executions, coverage, features,
# corpus, peak memory and what it found.
#
#   fuzz/run-long.sh [-j PARALLEL] MINUTES [TARGET...]     (TARGET: host_config, game_config,
#                                                            save_file, moves, layout, text_mode)
#
# Each run starts from the checked-in corpus (fuzz/corpus/TARGET/) and what earlier runs
# found (build-fuzz/fuzz/corpus/TARGET/, where new inputs go). Logs:
# build-fuzz/fuzz/logs/TARGET.log; a crash, leak or timeout input:
# build-fuzz/fuzz/artifacts/TARGET-*. Exit status 1 when any target found something.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

parallel=2
if [[ "${1:-}" == "-j" ]]; then
  parallel="$2"
  shift 2
fi
if [[ $# -lt 1 || ! "$1" =~ ^[0-9]+$ ]]; then
  sed -n '2,13s/^# \{0,1\}//p' "$0" >&2
  exit 2
fi
minutes="$1"
shift
targets=("$@")
((${#targets[@]})) || targets=(host_config game_config save_file moves layout text_mode)

launcher=()
command -v ccache >/dev/null 2>&1 &&
  launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake --preset fuzz "${launcher[@]}" --log-level=WARNING >/dev/null
cmake --build --preset fuzz --target fuzzers --parallel "$parallel"

out="$root/build-fuzz/fuzz"
mkdir -p "$out/logs" "$out/artifacts"

run_one() {
  local name="$1" dict
  case "$name" in
    *config* | save_file) dict="$root/fuzz/dict/toml.dict" ;;
    *) dict="$root/fuzz/dict/notation.dict" ;;
  esac
  mkdir -p "$out/corpus/$name"
  "$out/fuzz_$name" -max_total_time=$((minutes * 60)) -timeout=25 -print_final_stats=1 \
    -dict="$dict" -artifact_prefix="$out/artifacts/$name-" \
    "$out/corpus/$name" "$root/fuzz/corpus/$name" >"$out/logs/$name.log" 2>&1
}

summary() {
  local name="$1" log="$out/logs/$name.log" last execs rate rss found
  last="$(grep -E '^#[0-9]+' "$log" | tail -n 1)"
  execs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")"
  rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")"
  rss="$(sed -n 's/^stat::peak_rss_mb: *//p' "$log")"
  found="$(grep -E -m1 'ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|runtime error:|^fuzz: ' "$log" || true)"
  printf '%-12s %s min  execs %s (%s/s)  %s  peak %s MB  %s\n' "$name" "$minutes" \
    "${execs:-?}" "${rate:-?}" \
    "$(grep -oE 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+/[0-9]+[a-zA-Z]*' <<<"$last" || echo '?')" \
    "${rss:-?}" "${found:-nothing found}"
  [[ -z "$found" ]]
}

status=0
pids=()
for name in "${targets[@]}"; do
  [[ -x "$out/fuzz_$name" ]] || { echo "run-long: no target $name" >&2; exit 2; }
  run_one "$name" &
  pids+=($!)
  if ((${#pids[@]} >= parallel)); then
    wait "${pids[0]}" || true
    pids=("${pids[@]:1}")
  fi
done
for pid in "${pids[@]}"; do wait "$pid" || true; done
for name in "${targets[@]}"; do summary "$name" || status=1; done
exit "$status"
