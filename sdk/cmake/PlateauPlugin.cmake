# plateau_add_plugin(<name> [NO_INSTALL] [INSTALL_DESTINATION <dir>] [COMPONENT <component>]
#                    <sources>...)
#
# Builds a Plateau game plugin: a MODULE library named <name>.so that exports the entry
# symbol `plateau_entry` and nothing else. Hidden visibility alone still exports
# libstdc++'s weak template symbols, so a linker version script hides everything else.
# Used both inside the Plateau tree and by out-of-tree plugins through
# find_package(PlateauSDK); the version script is found next to this file in both cases.
#
# Where it goes:
#   build    ${PLATEAU_BUILD_PLUGIN_DIR} when that is set (the Plateau tree sets it: one
#            folder the build-tree host scans), else the usual binary folder.
#   install  install(TARGETS) into INSTALL_DESTINATION, else ${PLATEAU_INSTALL_PLUGIN_DIR}
#            (in the tree: lib/plateau/plugins; with find_package(PlateauSDK): the same
#            relative folder, a cache variable you may set), component `plugins` unless
#            COMPONENT says otherwise.
#            Nothing is installed with NO_INSTALL, or in a directory that sets
#            PLATEAU_PLUGIN_INSTALL to OFF (the tree's tests and benchmarks do, so that
#            their test plugins never ship).
#
# Its translations: plateau_add_translations(<name>) (PlateauTranslations.cmake).
set(_PLATEAU_PLUGIN_CMAKE_DIR "${CMAKE_CURRENT_LIST_DIR}")
# plateau_add_translations(): a plugin's own catalogues, beside it.
include("${CMAKE_CURRENT_LIST_DIR}/PlateauTranslations.cmake")

# plateau_add_game_library(<name> <sources>...)
#
# A static library of a game's own: its rules, its view or its search, each in a folder of
# the game's (mygame/rules/CMakeLists.txt), linked into the plugin and, for the rules, into
# the tests and benchmarks. Position-independent (it goes into a shared library), symbols
# hidden, linked to the SDK; its includes are written from the folder that holds the game
# ("mygame/rules/board.hpp"), which is two folders above this CMakeLists.txt.
function(plateau_add_game_library name)
  if(NOT ARGN)
    message(FATAL_ERROR "plateau_add_game_library(${name}): no source files given")
  endif()
  add_library(${name} STATIC ${ARGN})
  get_filename_component(games_folder "${CMAKE_CURRENT_SOURCE_DIR}/../.." ABSOLUTE)
  target_include_directories(${name} PUBLIC "${games_folder}")
  target_link_libraries(${name} PUBLIC Plateau::sdk)
  set_target_properties(${name} PROPERTIES
    POSITION_INDEPENDENT_CODE ON
    CXX_VISIBILITY_PRESET hidden
    C_VISIBILITY_PRESET hidden
    VISIBILITY_INLINES_HIDDEN ON)
endfunction()

function(plateau_add_plugin name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "NO_INSTALL" "INSTALL_DESTINATION;COMPONENT" "")
  if(NOT arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "plateau_add_plugin(${name}): no source files given")
  endif()

  add_library(${name} MODULE ${arg_UNPARSED_ARGUMENTS})
  target_link_libraries(${name} PRIVATE Plateau::sdk)
  set_target_properties(${name} PROPERTIES
    PREFIX ""
    CXX_VISIBILITY_PRESET hidden
    C_VISIBILITY_PRESET hidden
    VISIBILITY_INLINES_HIDDEN ON)
  set(map "${_PLATEAU_PLUGIN_CMAKE_DIR}/plugin.map")
  target_link_options(${name} PRIVATE "LINKER:--version-script=${map}")
  # Every symbol resolved at link time, except in a sanitizer build whose runtime only the
  # program that loads the plugin carries (clang's; PLATEAU_PLUGIN_ALLOW_UNDEFINED).
  if(NOT PLATEAU_PLUGIN_ALLOW_UNDEFINED)
    target_link_options(${name} PRIVATE "LINKER:--no-undefined")
  endif()
  set_property(TARGET ${name} APPEND PROPERTY LINK_DEPENDS "${map}")
  if(DEFINED PLATEAU_BUILD_PLUGIN_DIR)
    set_target_properties(${name} PROPERTIES LIBRARY_OUTPUT_DIRECTORY "${PLATEAU_BUILD_PLUGIN_DIR}")
  endif()

  if(arg_NO_INSTALL OR (DEFINED PLATEAU_PLUGIN_INSTALL AND NOT PLATEAU_PLUGIN_INSTALL))
    return()
  endif()
  if(arg_INSTALL_DESTINATION)
    set(destination "${arg_INSTALL_DESTINATION}")
  elseif(PLATEAU_INSTALL_PLUGIN_DIR)
    set(destination "${PLATEAU_INSTALL_PLUGIN_DIR}")
  else()
    set(destination "lib/plateau/plugins")
  endif()
  if(NOT arg_COMPONENT)
    set(arg_COMPONENT plugins)
  endif()
  install(TARGETS ${name} LIBRARY DESTINATION "${destination}" COMPONENT "${arg_COMPONENT}")
  # Where plateau_add_translations() installs the plugin's catalogues: beside it.
  set_target_properties(${name} PROPERTIES
    PLATEAU_INSTALL_DESTINATION "${destination}"
    PLATEAU_INSTALL_COMPONENT "${arg_COMPONENT}")
endfunction()
