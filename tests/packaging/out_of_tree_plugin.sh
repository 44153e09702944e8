#!/usr/bin/env bash
# out_of_tree_plugin.sh PREFIX PLUGIN_SRC WORK_DIR VERSION
#
# Builds a copy of an in-tree plugin (the template, plugins/lightsout) out of the tree,
# against the SDK installed in PREFIX, the way the README tells a plugin author to:
#   find_package(PlateauSDK REQUIRED)   then the plugin's own CMakeLists.txt
# then checks that find_package took the installed package (and no header of the source
# tree), that the plugin exports plateau_entry alone, that `cmake --install` puts it
# in lib/plateau/plugins of the plugin's own prefix, and that the installed program loads it.
# Environment: CMAKE (the cmake to use), GENERATOR, CXX_COMPILER, BINDIR and PLUGIN_DIR
# (relative install folders), SDK_SOURCE_INCLUDE (the tree's sdk/include, must not be used).
set -euo pipefail
prefix="$1" src="$2" work="$3" version="$4"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
name="$(basename "$src")"

rm -rf "$work"
mkdir -p "$work/project"
cp -r "$src" "$work/project/$name"
rm -rf "$work/project/$name/build"

if [[ -s "$work/project/$name/CMakeLists.txt" ]]; then
  how="add_subdirectory($name)"
  echo "using the plugin's own $name/CMakeLists.txt"
else
  # No CMakeLists of its own yet: build its sources directly.
  how="file(GLOB sources CONFIGURE_DEPENDS \${CMAKE_CURRENT_SOURCE_DIR}/$name/*.cpp)
plateau_add_plugin($name \${sources})"
  echo "no $name/CMakeLists.txt: building $name/*.cpp with plateau_add_plugin"
fi
cat >"$work/project/CMakeLists.txt" <<CMAKE
cmake_minimum_required(VERSION 3.25)
project(${name}_out_of_tree LANGUAGES CXX)
find_package(PlateauSDK $version REQUIRED)
$how
CMAKE
echo "--- $work/project/CMakeLists.txt"; cat "$work/project/CMakeLists.txt"; echo "---"

"$CMAKE" -S "$work/project" -B "$work/build" -G "$GENERATOR" \
  -DCMAKE_CXX_COMPILER="$CXX_COMPILER" \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF \
  -DCMAKE_EXPORT_COMPILE_COMMANDS=ON \
  -DCMAKE_INSTALL_PREFIX="$work/plugin-prefix"
"$CMAKE" --build "$work/build"

status=0
sdk_dir="$(sed -n 's/^PlateauSDK_DIR:PATH=//p' "$work/build/CMakeCache.txt")"
if [[ "$(realpath "$sdk_dir")" == "$(realpath "$prefix")"/* ]]; then
  echo "ok: PlateauSDK found in the install prefix: $sdk_dir"
else
  echo "FAIL: PlateauSDK was found in $sdk_dir, not under $prefix"
  status=1
fi
if grep -qF "$SDK_SOURCE_INCLUDE" "$work/build/compile_commands.json"; then
  echo "FAIL: the out-of-tree build used the source tree's headers ($SDK_SOURCE_INCLUDE)"
  status=1
else
  echo "ok: compiled against the installed headers only"
fi

plugin="$(find "$work/build" -name "$name.so" -print -quit)"
if [[ -z $plugin ]]; then
  echo "FAIL: the build made no $name.so"
  exit 1
fi
bash "$here/check_plugin_exports.sh" "$plugin" || status=1

"$CMAKE" --install "$work/build"
if [[ -f "$work/plugin-prefix/$PLUGIN_DIR/$name.so" ]]; then
  echo "ok: cmake --install put it in <its prefix>/$PLUGIN_DIR/$name.so"
else
  echo "FAIL: cmake --install did not put $name.so in <its prefix>/$PLUGIN_DIR"
  (cd "$work/plugin-prefix" 2>/dev/null && find . -type f) || true
  status=1
fi

# The installed program loads it (a configuration of its own: only that folder).
exe="$prefix/${BINDIR:-bin}/plateau"
if [[ -x $exe ]]; then
  mkdir -p "$work/config"
  printf 'plugin_dirs = ["%s"]\n' "$work/plugin-prefix/$PLUGIN_DIR" >"$work/config/plateau.toml"
  if listed="$(env -i PATH=/usr/bin:/bin HOME="$work" "$exe" --config "$work/config/plateau.toml" \
                 --data-dir "$work/data" list)" &&
     grep -qP "^$name\t[^\t]+\t\Q$work/plugin-prefix/$PLUGIN_DIR/$name.so\E\$" <<<"$listed"; then
    echo "ok: the installed program loads it: $listed"
  else
    echo "FAIL: the installed program does not load it; plateau list said:"
    printf '%s\n' "${listed:-}" | sed 's/^/    /'
    status=1
  fi
else
  echo "FAIL: no installed program $exe to load it with"
  status=1
fi
exit "$status"
