#!/usr/bin/env bash
# The arrows docs/architecture.md says must never exist, checked on the source tree:
#   1. SFML is included only under host/ui/.
#   2. Boost.DLL is included only by host/core/plugins/plugin_loader.cpp.
#   3. The host includes of the SDK only the C contract (plateau/abi.h) and the format
#      headers both sides must read and write alike (plateau/colour.hpp, plateau/toml.hpp,
#      plateau/format.hpp).
#   4. host/core includes nothing of host/ui or host/cli; host/ui nothing of host/cli.
#   5. A game includes only the SDK and its own files: nothing of host/, nor another game.
#   6. A game's rules include neither its view nor its search, nor the SDK's drawing and
#      plugin headers (canvas.hpp, game.hpp, plugin.hpp, host.hpp).
#   7. A game's view and its search include nothing of each other: the plugin file joins
#      them.
#   8. Every CMakeLists.txt under host/, sdk/ and plugins/ compiles only files beneath it
#      (no source named through "../").
#   9. gettext (libintl.h) is called in two places only: the host's translation helper
#      (host/core/i18n/translate.cpp) and the SDK's, for plugins (plateau/translate.hpp).
# Usage: check_structure.sh SOURCE_DIR. Prints every breach and exits 1 if there is one.
set -u
root="${1:?usage: check_structure.sh SOURCE_DIR}"
cd "$root" || exit 2
status=0
breach() {
  printf 'breach: %s\n' "$*"
  status=1
}
# "file:line:text" lines of #include directives in C and C++ files below $1.
includes() { grep -rnE --include='*.cpp' --include='*.hpp' --include='*.h' --include='*.c' '^[[:space:]]*#[[:space:]]*include' "$@" 2>/dev/null; }

# 1. SFML
while IFS= read -r hit; do breach "SFML outside host/ui: $hit"; done \
  < <(includes host sdk plugins | grep -E '<SFML/' | grep -v '^host/ui/')

# 2. Boost.DLL
while IFS= read -r hit; do breach "Boost.DLL outside the loader: $hit"; done \
  < <(includes host sdk plugins | grep -E '<boost/dll' | grep -v '^host/core/plugins/plugin_loader.cpp:')

# 3. What the host reads of the SDK
while IFS= read -r hit; do breach "the host includes an SDK header other than abi.h, colour.hpp, toml.hpp, format.hpp: $hit"; done \
  < <(includes host | grep -E '<plateau/' | grep -vE '<plateau/(abi\.h|colour\.hpp|toml\.hpp|format\.hpp)>')

# 4. Layers of the host
while IFS= read -r hit; do breach "host/core includes a front end: $hit"; done \
  < <(includes host/core | grep -E '"(ui|cli)/')
while IFS= read -r hit; do breach "host/ui includes the program's command line: $hit"; done \
  < <(includes host/ui | grep -E '"cli/')

# 5-7. The games
for game_dir in plugins/*/; do
  game_dir="${game_dir%/}"
  game="$(basename "$game_dir")"
  while IFS= read -r hit; do
    # Quoted includes name the game's own files ("game/part/file.hpp", or a file beside).
    target="$(sed -nE 's/.*#[[:space:]]*include[[:space:]]*"([^"]+)".*/\1/p' <<<"${hit#*:*:}")"
    [[ -z "$target" ]] && continue
    case "$target" in
      "$game"/*) ;;
      */*) breach "a game includes what is not its own: $hit" ;;
    esac
  done < <(includes "$game_dir")
  while IFS= read -r hit; do breach "a game includes the host: $hit"; done \
    < <(includes "$game_dir" | grep -E '"(core|ui|cli)/')
  if [[ -d "$game_dir/rules" ]]; then
    while IFS= read -r hit; do breach "rules are not pure: $hit"; done \
      < <(includes "$game_dir/rules" | grep -E "\"$game/(view|search)/|<plateau/(canvas|game|plugin|host)\.hpp>")
  fi
  if [[ -d "$game_dir/search" ]]; then
    while IFS= read -r hit; do breach "a search includes the view: $hit"; done \
      < <(includes "$game_dir/search" | grep -E "\"$game/view/|<plateau/canvas\.hpp>")
  fi
  if [[ -d "$game_dir/view" ]]; then
    while IFS= read -r hit; do breach "a view includes the search: $hit"; done \
      < <(includes "$game_dir/view" | grep -E "\"$game/search/")
  fi
done

# 8. Folders that match the libraries
while IFS= read -r hit; do breach "a CMakeLists.txt compiles a file outside its folder: $hit"; done \
  < <(grep -rnE --include=CMakeLists.txt '(^|[[:space:]])\.\./[^[:space:])]*\.(c|cpp)\b' host sdk plugins)

# 9. gettext behind one helper on each side
while IFS= read -r hit; do breach "gettext called outside the translation helpers: $hit"; done \
  < <(includes host sdk plugins | grep -E '<libintl\.h>' |
      grep -vE '^(host/core/i18n/translate\.cpp|sdk/include/plateau/translate\.hpp):')

if ((status == 0)); then echo "structure: every rule holds"; fi
exit "$status"
