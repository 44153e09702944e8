# Catalogues of translations with GNU gettext: xgettext finds the texts, msgmerge keeps the
# translations up to date, msgfmt compiles them. Included by PlateauPlugin.cmake, so an
# out-of-tree plugin has it after find_package(PlateauSDK).
#
# plateau_add_translations(<plugin target> [DOMAIN <domain>] [PO_DIR <dir>]
#                          [SOURCES_DIR <dir>])
#
#   A plugin's catalogues: every <PO_DIR>/LANG.po (default: po/ beside the CMakeLists.txt)
#   compiled into <folder of the plugin>/locale/LANG/LC_MESSAGES/<domain>.mo when the plugin
#   builds, and installed beside it, where the SDK's plateau::tr finds them (the domain is
#   the plugin's id: the target's name unless DOMAIN says otherwise). The texts are those
#   marked by tr, trn, trc and N_ in the .cpp and .hpp files under SOURCES_DIR (default: the
#   CMakeLists.txt's folder).
#
# plateau_add_catalogues(<domain> PO_DIR <dir> SOURCES_DIR <dir>... OUTPUT_DIR <dir>
#                        [INSTALL_DESTINATION <dir>] [COMPONENT <component>])
#
#   The same for any domain: the host's own catalogues use it. OUTPUT_DIR is the folder
#   that gets LANG/LC_MESSAGES/<domain>.mo.
#
# Both make the target <domain>_update_po, which extracts the texts again into
# <PO_DIR>/<domain>.pot and merges them into every LANG.po (a translator then fills in what
# is new or fuzzy), and plateau_add_translation_test(<domain>) adds a test that every
# catalogue is complete: no text of the sources untranslated, none fuzzy, and msgfmt --check
# passes (formats, plural forms, headers).
set(_PLATEAU_TRANSLATIONS_CMAKE_DIR "${CMAKE_CURRENT_LIST_DIR}")

function(plateau_add_catalogues domain)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "PO_DIR;OUTPUT_DIR;INSTALL_DESTINATION;COMPONENT"
                        "SOURCES_DIR")
  find_program(PLATEAU_MSGFMT msgfmt)
  find_program(PLATEAU_XGETTEXT xgettext)
  find_program(PLATEAU_MSGMERGE msgmerge)
  find_program(PLATEAU_MSGCMP msgcmp)
  if(NOT PLATEAU_MSGFMT OR NOT PLATEAU_XGETTEXT OR NOT PLATEAU_MSGMERGE OR NOT PLATEAU_MSGCMP)
    message(FATAL_ERROR "Translations need GNU gettext's msgfmt, xgettext, msgmerge and msgcmp "
                        "(Debian: apt-get install gettext)")
  endif()
  file(GLOB po_files "${arg_PO_DIR}/*.po")
  set(sources)
  foreach(dir IN LISTS arg_SOURCES_DIR)
    file(GLOB_RECURSE found CONFIGURE_DEPENDS "${dir}/*.cpp" "${dir}/*.hpp" "${dir}/*.h"
                                             "${dir}/*.c")
    list(APPEND sources ${found})
  endforeach()
  list(SORT sources)
  # Named from the folder above PO_DIR (the project's, or the plugin's), as translators see
  # them in the catalogue's references.
  get_filename_component(base_dir "${arg_PO_DIR}/.." ABSOLUTE)
  list(TRANSFORM sources REPLACE "^${base_dir}/" "")
  set(list_file "${CMAKE_CURRENT_BINARY_DIR}/${domain}-sources.txt")
  list(JOIN sources "\n" sources_text)
  file(WRITE "${list_file}" "${sources_text}\n")

  set(mo_files)
  foreach(po IN LISTS po_files)
    get_filename_component(lang "${po}" NAME_WE)
    set(mo "${arg_OUTPUT_DIR}/${lang}/LC_MESSAGES/${domain}.mo")
    add_custom_command(OUTPUT "${mo}"
      COMMAND "${CMAKE_COMMAND}" -E make_directory "${arg_OUTPUT_DIR}/${lang}/LC_MESSAGES"
      COMMAND "${PLATEAU_MSGFMT}" --check -o "${mo}" "${po}"
      DEPENDS "${po}"
      COMMENT "Compiling the ${lang} catalogue of ${domain}"
      VERBATIM)
    list(APPEND mo_files "${mo}")
    if(arg_INSTALL_DESTINATION)
      if(NOT arg_COMPONENT)
        set(arg_COMPONENT plugins)
      endif()
      install(FILES "${mo}" DESTINATION "${arg_INSTALL_DESTINATION}/${lang}/LC_MESSAGES"
              COMPONENT "${arg_COMPONENT}")
    endif()
  endforeach()
  add_custom_target(${domain}_catalogues ALL DEPENDS ${mo_files})

  add_custom_target(${domain}_update_po
    COMMAND "${CMAKE_COMMAND}" -DDOMAIN=${domain} "-DPO_DIR=${arg_PO_DIR}"
            "-DSOURCES=${list_file}" "-DXGETTEXT=${PLATEAU_XGETTEXT}"
            "-DMSGMERGE=${PLATEAU_MSGMERGE}" "-DMSGFMT=${PLATEAU_MSGFMT}" -DMODE=update
            -P "${_PLATEAU_TRANSLATIONS_CMAKE_DIR}/catalogue_tool.cmake"
    COMMENT "Extracting the texts of ${domain} into ${arg_PO_DIR}"
    VERBATIM)
  set_property(GLOBAL APPEND PROPERTY PLATEAU_CATALOGUE_DOMAINS ${domain})
  set_property(GLOBAL PROPERTY PLATEAU_CATALOGUE_${domain}_PO_DIR "${arg_PO_DIR}")
  set_property(GLOBAL PROPERTY PLATEAU_CATALOGUE_${domain}_SOURCES "${list_file}")
endfunction()

function(plateau_add_translations target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "DOMAIN;PO_DIR;SOURCES_DIR" "")
  if(NOT arg_DOMAIN)
    set(arg_DOMAIN "${target}")
  endif()
  if(NOT arg_PO_DIR)
    set(arg_PO_DIR "${CMAKE_CURRENT_SOURCE_DIR}/po")
  endif()
  if(NOT arg_SOURCES_DIR)
    set(arg_SOURCES_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  endif()
  get_target_property(out_dir ${target} LIBRARY_OUTPUT_DIRECTORY)
  if(NOT out_dir)
    set(out_dir "${CMAKE_CURRENT_BINARY_DIR}")
  endif()
  get_target_property(install_dir ${target} PLATEAU_INSTALL_DESTINATION)
  set(install_args)
  if(install_dir)
    get_target_property(component ${target} PLATEAU_INSTALL_COMPONENT)
    set(install_args INSTALL_DESTINATION "${install_dir}/locale" COMPONENT "${component}")
  endif()
  plateau_add_catalogues(${arg_DOMAIN}
    PO_DIR "${arg_PO_DIR}"
    SOURCES_DIR "${arg_SOURCES_DIR}"
    OUTPUT_DIR "${out_dir}/locale"
    ${install_args})
  add_dependencies(${target} ${arg_DOMAIN}_catalogues)
endfunction()

function(plateau_add_translation_test domain)
  get_property(po_dir GLOBAL PROPERTY PLATEAU_CATALOGUE_${domain}_PO_DIR)
  get_property(list_file GLOBAL PROPERTY PLATEAU_CATALOGUE_${domain}_SOURCES)
  add_test(NAME translations.${domain}
    COMMAND "${CMAKE_COMMAND}" -DDOMAIN=${domain} "-DPO_DIR=${po_dir}"
            "-DSOURCES=${list_file}" "-DXGETTEXT=${PLATEAU_XGETTEXT}"
            "-DMSGMERGE=${PLATEAU_MSGMERGE}" "-DMSGFMT=${PLATEAU_MSGFMT}" -DMODE=check
            "-DMSGCMP=${PLATEAU_MSGCMP}"
            "-DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/translations-${domain}"
            -P "${_PLATEAU_TRANSLATIONS_CMAKE_DIR}/catalogue_tool.cmake")
  set_tests_properties(translations.${domain} PROPERTIES LABELS translations)
endfunction()
