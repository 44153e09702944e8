# CPack's Debian generator: `cpack -G DEB` in a build folder configured for /usr (the preset
# `deb`) makes plateau_VERSION_ARCH.deb and plateau-sdk_VERSION_ARCH.deb.
#
# CPack rather than debhelper: the packages are built from the upstream tree and its own
# install rules, by the people who write it; a debian/ folder belongs to a distribution's
# packager, who would build from the source package with their own rules. Everything the
# install puts in a package's tree is what the package holds.

set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "plateau")
set(CPACK_PACKAGE_VENDOR "Plateau maintainers")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_CONTACT "Plateau maintainers <maintainers@users.noreply.a-seed-6d409db2.example>")
set(CPACK_PACKAGING_INSTALL_PREFIX "${CMAKE_INSTALL_PREFIX}")
set(CPACK_STRIP_FILES ON)
# Directories in the package 0755 whatever the umask of whoever builds it.
set(CMAKE_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
  OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

# Two packages: the program with its games, and the SDK.
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL runtime plugins sdk)
set(CPACK_COMPONENTS_GROUPING ONE_PER_GROUP)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # NAME_VERSION_ARCH.deb
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# Depends from the shared libraries the program and the plugins link (dpkg-shlibdeps).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)

set(CPACK_DEBIAN_PROGRAM_PACKAGE_NAME "plateau")
set(CPACK_DEBIAN_PROGRAM_PACKAGE_SECTION "games")
# The window opens DejaVu Sans by its path (host/ui/draw/ui_font.cpp).
set(CPACK_DEBIAN_PROGRAM_PACKAGE_DEPENDS "fonts-dejavu-core")
set(CPACK_DEBIAN_PROGRAM_DESCRIPTION [=[grid puzzle and board games, each one a plugin
Plateau is a desktop host for grid games: a launcher with a card per game,
then the game in its window, or in the terminal, one command a line, for
other programs to drive. It comes with five games:

 * Lights Out: turn every light off, each press toggling its neighbours;
 * SameGame: remove groups of one colour for points;
 * Minesweeper (Démineur): open every cell without a mine;
 * Push Over: two players push pawns in to fill a line;
 * Tilings: place tiles of coloured triangles so that touching sides match.

Games keep high scores and statistics, offer hints and undo, and share a game
by its ID. More games are plugins: shared libraries built with plateau-sdk.]=])

set(CPACK_DEBIAN_SDK_PACKAGE_NAME "plateau-sdk")
set(CPACK_DEBIAN_SDK_PACKAGE_SECTION "devel")
# What building a plugin takes, and the program to play it in; the headers alone need none.
set(CPACK_DEBIAN_SDK_PACKAGE_RECOMMENDS "plateau (= ${PROJECT_VERSION}), cmake (>= 3.25), g++ (>= 4:12), make, gettext")
set(CPACK_DEBIAN_SDK_DESCRIPTION [=[SDK to write game plugins for Plateau
Plateau's games are shared libraries that export one C function. This package
holds what an author builds one with, out of Plateau's tree:

 * the C boundary (plateau/abi.h) and the header-only C++20 layer over it;
 * the CMake package PlateauSDK: find_package(PlateauSDK), then
   plateau_add_plugin(mygame mygame.cpp);
 * the API reference, and the guide from an empty folder to a game.

The reference is in /usr/share/doc/plateau-sdk/html.]=])

# The components, by package: runtime and plugins are the program's, sdk the SDK's.
include(CPackComponent)
cpack_add_component_group(program)
cpack_add_component_group(sdk)
cpack_add_component(runtime GROUP program)
cpack_add_component(plugins GROUP program)
cpack_add_component(sdk GROUP sdk)

# A package for /usr needs a build configured for /usr (multiarch LIBDIR, the paths the
# program was compiled to look in): cpack refuses another build folder by name.
configure_file("${CMAKE_CURRENT_LIST_DIR}/cpack_project_config.cmake.in"
  "${CMAKE_BINARY_DIR}/CPackProjectConfig.cmake" @ONLY)
set(CPACK_PROJECT_CONFIG_FILE "${CMAKE_BINARY_DIR}/CPackProjectConfig.cmake")

include(CPack)
