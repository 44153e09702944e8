#!/usr/bin/env bash
# check_install_layout.sh PREFIX
#
# The installed tree has the standard layout. The relative folders come from the
# environment (set by CMakeLists.txt from GNUInstallDirs): BINDIR, LIBDIR, INCLUDEDIR,
# DATADIR, PLUGIN_DIR, CONFIG_DIR.
set -euo pipefail
shopt -s nullglob
prefix="$1"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
status=0
fail() { echo "FAIL: $*"; status=1; }
need() { # need TEST PATH WHAT
  if test "$1" "$prefix/$2"; then echo "ok: $2"; else fail "missing $3: $2"; fi
}

need -x "$BINDIR/plateau" "the program"
need -f "$CONFIG_DIR/plateau.toml" "the host configuration"
games=("$prefix/$CONFIG_DIR"/games/*.toml)
if ((${#games[@]})); then echo "ok: $CONFIG_DIR/games/ (${#games[@]} files)"; else fail "no $CONFIG_DIR/games/*.toml"; fi
need -f "$DATADIR/applications/plateau.desktop" "the desktop entry"
need -f "$DATADIR/icons/hicolor/scalable/apps/plateau.svg" "the icon"
need -f "$INCLUDEDIR/plateau/abi.h" "the SDK's C header"
need -f "$DATADIR/metainfo/io.github.plateau.Plateau.metainfo.xml" "the AppStream metainfo"
need -f "$DATADIR/man/man6/plateau.6.gz" "the man page"
for pkg in plateau plateau-sdk; do
  need -f "$DATADIR/doc/$pkg/copyright" "the copyright file of $pkg"
  need -f "$DATADIR/doc/$pkg/changelog.gz" "the changelog of $pkg"
done
need -f "$DATADIR/doc/plateau-sdk/html/index.html" "the SDK's API reference (Doxygen)"
need -f "$DATADIR/doc/plateau-sdk/html/abi_8h.html" "the API reference of abi.h"
need -f "$DATADIR/doc-base/plateau-sdk" "the reference's doc-base registration"
# The man page and changelogs compressed as Debian wants: gzip -9n (no name, no time).
for gz in "$prefix/$DATADIR/man/man6/plateau.6.gz" "$prefix/$DATADIR"/doc/*/changelog.gz; do
  [[ -f $gz ]] || continue
  # The header's FLG byte (offset 3) without FNAME (8), its MTIME (offsets 4-7) zero.
  if gzip -t "$gz" && (( ($(od -An -tu1 -j3 -N1 "$gz") & 8) == 0 )) &&
     [[ $(od -An -tu4 -j4 -N4 "$gz" | tr -d ' ') == 0 ]]; then
    echo "ok: ${gz#"$prefix/"} compressed without a time stamp"
  else
    fail "${gz#"$prefix/"} is not compressed with gzip -n"
  fi
done
for f in PlateauSDKConfig.cmake PlateauSDKConfigVersion.cmake PlateauSDKTargets.cmake \
         PlateauPlugin.cmake plugin.map; do
  need -f "$LIBDIR/cmake/PlateauSDK/$f" "the SDK's CMake package"
done

# The plugins: there, and each exporting plateau_entry alone.
bash "$here/check_plugin_exports.sh" "$prefix/$PLUGIN_DIR" || status=1

# The desktop entry starts the installed program and names the installed icon.
desktop="$prefix/$DATADIR/applications/plateau.desktop"
if [[ -f $desktop ]]; then
  grep -qx 'Exec=plateau' "$desktop" || fail "the desktop entry does not run 'plateau'"
  grep -qx 'Icon=plateau' "$desktop" || fail "the desktop entry does not name the icon 'plateau'"
  desktop-file-validate "$desktop" || fail "desktop-file-validate refuses the desktop entry"
fi

# The installed program runs on its own (no path into the build tree), finds the
# plugins installed with it and checks its installed configuration clean. A scratch
# HOME keeps the user's own folders out of it.
exe="$prefix/$BINDIR/plateau"
if [[ -x $exe ]]; then
  scratch="$(mktemp -d)"
  trap 'rm -rf "$scratch"' EXIT
  run() { env -i PATH=/usr/bin:/bin HOME="$scratch" XDG_DATA_HOME="$scratch/data" "$exe" "$@"; }
  if run --help >/dev/null; then echo "ok: plateau --help"; else fail "plateau --help failed"; fi
  if listed="$(run list)"; then
    echo "plateau list:"; sed 's/^/    /' <<<"$listed"
    for so in "$prefix/$PLUGIN_DIR"/*.so; do
      if grep -qP "^[^\t]+\t[^\t]+\t\Q$so\E\$" <<<"$listed"; then
        echo "ok: the installed program loads $PLUGIN_DIR/$(basename "$so")"
      else
        fail "the installed program does not load $PLUGIN_DIR/$(basename "$so")"
      fi
    done
  else
    fail "plateau list failed"
  fi
  if run check-config; then echo "ok: plateau check-config"; else fail "plateau check-config finds problems in the installed configuration"; fi
fi
exit "$status"
