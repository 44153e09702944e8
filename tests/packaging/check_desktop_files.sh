#!/usr/bin/env bash
# check_desktop_files.sh METAINFO DESKTOP MANPAGE
#
# The files a desktop and a Debian system read, as they are in the source tree:
#   the AppStream metainfo passes `appstreamcli validate --no-net --strict` (no error,
#     warning or info) and lists the five games;
#   the desktop entry passes desktop-file-validate with nothing to say;
#   the man page renders with groff without a warning (-ww: every warning on).
set -euo pipefail
metainfo="$1" desktop="$2" manpage="$3"
status=0
fail() { echo "FAIL: $*"; status=1; }

if out="$(appstreamcli validate --no-net --strict "$metainfo" 2>&1)"; then
  echo "ok: appstreamcli validate --no-net --strict $(basename "$metainfo")"
else
  printf '%s\n' "$out"
  fail "appstreamcli refuses $metainfo"
fi
for game in "Lights Out" "SameGame" "Minesweeper" "Push Over" "Tilings"; do
  if grep -q "<li>$game: " "$metainfo"; then
    echo "ok: the metainfo lists $game"
  else
    fail "the metainfo's list of games has no '<li>$game: '"
  fi
done
shots="$(grep -c '<screenshot[ >]' "$metainfo" || true)"
captions="$(grep -c '<caption>' "$metainfo" || true)"
if ((shots > 0 && shots == captions)); then
  echo "ok: the metainfo's $shots screenshots have a caption each"
else
  fail "the metainfo has $shots screenshots and $captions captions"
fi

out="$(desktop-file-validate "$desktop" 2>&1)" || true
if [[ -z $out ]]; then
  echo "ok: desktop-file-validate $(basename "$desktop")"
else
  printf '%s\n' "$out"
  fail "desktop-file-validate has something to say about $desktop"
fi

# groff writes its warnings on standard error and still exits 0.
if out="$(LC_ALL=C.UTF-8 groff -man -Tutf8 -ww -z "$manpage" 2>&1)" && [[ -z $out ]]; then
  echo "ok: groff -man -ww renders $(basename "$manpage") without a warning"
else
  printf '%s\n' "$out"
  fail "groff warns about $manpage"
fi
exit "$status"
