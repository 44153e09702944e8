#!/usr/bin/env bash
# check_plugin_exports.sh DIR|FILE...
#
# Every plugin given (a file, or each *.so in a folder) must define exactly one dynamic
# symbol, the function `plateau_entry`: hidden visibility plus the SDK's linker version
# script (sdk/cmake/plugin.map) hide everything else, libstdc++'s weak template symbols
# included. Finding no plugin at all is a failure too.
set -euo pipefail
shopt -s nullglob

plugins=()
for arg in "$@"; do
  if [[ -d $arg ]]; then
    plugins+=("$arg"/*.so)
  elif [[ -e $arg ]]; then
    plugins+=("$arg")
  else
    echo "FAIL: $arg does not exist"
    exit 1
  fi
done
if ((${#plugins[@]} == 0)); then
  echo "FAIL: no plugin (*.so) in: $*"
  exit 1
fi

status=0
for so in "${plugins[@]}"; do
  # `nm -D --defined-only` prints "ADDRESS TYPE NAME"; keep "TYPE NAME".
  if ! symbols="$(nm -D --defined-only "$so" | awk '{ print $(NF-1), $NF }' | sort -u)"; then
    echo "FAIL: nm could not read $so"
    status=1
  elif [[ $symbols == "T plateau_entry" ]]; then
    echo "ok: $so exports plateau_entry alone"
  else
    echo "FAIL: $so must export the function plateau_entry alone; it defines:"
    printf '%s\n' "${symbols:-(nothing)}" | sed 's/^/    /'
    status=1
  fi
done
exit "$status"
