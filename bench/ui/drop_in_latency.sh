#!/bin/bash
# How long a plugin dropped into a watched folder takes to appear, and a rebuilt one to
# replace the old (issue 15): the launcher runs on an empty plugin folder; 20 times, Lights
# Out's .so is copied in (timed until standard error says "plugin added"), then copied over
# again as a rebuild would (until "plugin replaced"), then removed (until "plugin removed").
# Prints each time and the medians. The watch looks 4 times a second and takes a file once
# two looks 300 ms apart found it the same: expect some 300 to 600 ms. Starts its own Xvfb
# when no display is set.
#
# usage: bench/ui/drop_in_latency.sh [BUILD_DIR] [ROUNDS]   (default: build, 20)
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
SOURCE_DIR=$(cd "$HERE/../.." && pwd)
BUILD=$(cd "${1:-$SOURCE_DIR/build}" && pwd)
ROUNDS=${2:-20}
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

mkdir -p "$WORK/plugins" "$WORK/config"
cat >"$WORK/config/plateau.toml" <<TOML
plugin_dirs = ["$WORK/plugins"]
TOML
"$BUILD/plateau" --config "$WORK/config/plateau.toml" --data-dir "$WORK/data" >"$WORK/log" 2>&1 &
APP_PID=$!
plateau_find_window >/dev/null || { cat "$WORK/log"; echo "error: no window" >&2; exit 1; }
sleep 2

FILE="$WORK/plugins/lightsout.so"
now_ms() { date +%s%3N; }
# Milliseconds from $1 until the log has $2 lines that start with $3.
wait_lines() {
    local start=$1 count=$2 prefix=$3
    while [ "$(grep -c "^$prefix" "$WORK/log")" -lt "$count" ]; do
        sleep 0.005
        [ $(($(now_ms) - start)) -gt 5000 ] && { echo "error: no '$prefix' line within 5 s" >&2; cat "$WORK/log" >&2; exit 1; }
    done
    echo $(($(now_ms) - start))
}
median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

added=() replaced=() removed=()
for i in $(seq 1 "$ROUNDS"); do
    t=$(now_ms); cp "$BUILD/plugins/lightsout.so" "$FILE"
    added+=("$(wait_lines "$t" "$i" "plugin added: ")")
    cp "$BUILD/plugins/lightsout.so" "$FILE.new"; touch -d "+$i minutes" "$FILE.new"
    t=$(now_ms); mv "$FILE.new" "$FILE"
    replaced+=("$(wait_lines "$t" "$i" "plugin replaced: ")")
    t=$(now_ms); rm "$FILE"
    removed+=("$(wait_lines "$t" "$i" "plugin removed: ")")
    sleep 0.1
done
echo "added (ms):    ${added[*]}"
echo "replaced (ms): ${replaced[*]}"
echo "removed (ms):  ${removed[*]}"
echo "median: added $(printf '%s\n' "${added[@]}" | median) ms, replaced $(printf '%s\n' "${replaced[@]}" | median) ms, removed $(printf '%s\n' "${removed[@]}" | median) ms (target: within 1000 ms)"
