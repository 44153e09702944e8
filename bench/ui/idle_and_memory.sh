#!/bin/bash
# The launcher at rest: CPU over 20 s (target <= 0.5%) and private memory (target <= 60 MB:
# Private_Clean + Private_Dirty of /proc/PID/smaps_rollup), with every plugin the build
# made. Starts its own Xvfb when no display is set.
#
# usage: bench/ui/idle_and_memory.sh [BUILD_DIR] [SECONDS]   (default: build, 20)
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
SOURCE_DIR=$(cd "$HERE/../.." && pwd)
BUILD=$(cd "${1:-$SOURCE_DIR/build}" && pwd)
SECONDS_IDLE=${2:-20}
# shellcheck source=../../tests/gui/display.sh
. "$SOURCE_DIR/tests/gui/display.sh"

WORK=$(mktemp -d)
APP_PID=
plateau_cleanup() {
    if [ -n "$APP_PID" ] && kill -0 "$APP_PID" 2>/dev/null; then kill "$APP_PID"; wait "$APP_PID" 2>/dev/null; fi
    rm -rf "$WORK"
}
plateau_ensure_display || exit 1
trap 'plateau_stop_display' EXIT

mkdir -p "$WORK/config/games"
cp "$SOURCE_DIR"/config/games/*.toml "$WORK/config/games/" 2>/dev/null
cat >"$WORK/config/plateau.toml" <<TOML
plugin_dirs = ["$BUILD/plugins"]
[window]
width = 1024
height = 720
TOML

"$BUILD/plateau" --config "$WORK/config/plateau.toml" --data-dir "$WORK/data" >"$WORK/log" 2>&1 &
APP_PID=$!
plateau_find_window >/dev/null || { cat "$WORK/log"; echo "error: no window" >&2; exit 1; }
sleep 3  # the first frames and the settling redraws

ticks() { awk '{ print $14 + $15 }' "/proc/$APP_PID/stat"; }
hz=$(getconf CLK_TCK)
before=$(ticks)
start=$(date +%s.%N)
sleep "$SECONDS_IDLE"
after=$(ticks)
end=$(date +%s.%N)
cpu=$(awk -v t=$((after - before)) -v hz="$hz" -v s="$start" -v e="$end" \
    'BEGIN { printf "%.2f", 100 * t / hz / (e - s) }')
private_kb=$(awk '/^Private_(Clean|Dirty):/ { sum += $2 } END { print sum }' "/proc/$APP_PID/smaps_rollup")
private_mb=$(awk -v kb="$private_kb" 'BEGIN { printf "%.1f", kb / 1024 }')
rss_mb=$(awk '/^Rss:/ { printf "%.1f", $2 / 1024 }' "/proc/$APP_PID/smaps_rollup")

verdict() { awk -v v="$1" -v t="$2" 'BEGIN { print (v <= t) ? "met" : "NOT MET" }'; }
echo "launcher idle for ${SECONDS_IDLE} s with $(ls "$BUILD"/plugins/*.so 2>/dev/null | wc -l) plugin files:"
echo "  CPU: ${cpu}% (target <= 0.5%): $(verdict "$cpu" 0.5)"
echo "  private memory: ${private_mb} MB (Private_Clean + Private_Dirty; RSS ${rss_mb} MB) (target <= 60 MB): $(verdict "$private_mb" 60)"
