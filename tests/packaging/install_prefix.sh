#!/usr/bin/env bash
# install_prefix.sh BUILD_DIR PREFIX
#
# `cmake --install BUILD_DIR --prefix PREFIX` into an emptied PREFIX: the fixture the
# other packaging tests check. CMAKE in the environment names the cmake to use.
set -euo pipefail
build="$1" prefix="$2"
rm -rf "$prefix"
"${CMAKE:-cmake}" --install "$build" --prefix "$prefix"
echo "installed into $prefix:"
(cd "$prefix" && find . -type f | sort | sed 's|^\./|    |')
