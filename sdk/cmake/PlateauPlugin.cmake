# plateau_add_plugin(<name> <sources>...)
#
# Builds a Plateau game plugin: a MODULE library named <name>.so that exports the entry
# symbol `plateau_entry` and nothing else. Hidden visibility alone still exports
# libstdc++'s weak template symbols, so a linker version script hides everything else.
# Used both inside the Plateau tree and by out-of-tree plugins through
# find_package(PlateauSDK).
set(_PLATEAU_PLUGIN_CMAKE_DIR "${CMAKE_CURRENT_LIST_DIR}")

function(plateau_add_plugin name)
  add_library(${name} MODULE ${ARGN})
  target_link_libraries(${name} PRIVATE Plateau::sdk)
  set_target_properties(${name} PROPERTIES
    PREFIX ""
    CXX_VISIBILITY_PRESET hidden
    C_VISIBILITY_PRESET hidden
    VISIBILITY_INLINES_HIDDEN ON)
  target_link_options(${name} PRIVATE
    "LINKER:--version-script=${_PLATEAU_PLUGIN_CMAKE_DIR}/plugin.map"
    "LINKER:--no-undefined")
  if(DEFINED PLATEAU_BUILD_PLUGIN_DIR)
    set_target_properties(${name} PROPERTIES LIBRARY_OUTPUT_DIRECTORY "${PLATEAU_BUILD_PLUGIN_DIR}")
  endif()
endfunction()
