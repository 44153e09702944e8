# cmake -DMODE=update|check -DDOMAIN=... -DPO_DIR=... -DSOURCES=<list file>
#       -DXGETTEXT=... -DMSGMERGE=... -DMSGFMT=... [-DMSGCMP=... -DWORK_DIR=...]
#       -P catalogue_tool.cmake
# The sources' list names them from the folder above PO_DIR.
#
#   update  extracts the texts of the sources into PO_DIR/DOMAIN.pot and merges them into
#           every PO_DIR/LANG.po (what changed becomes fuzzy, what is new untranslated)
#   check   fails unless every PO_DIR/LANG.po translates every text of the sources, with no
#           fuzzy or untranslated entry, and passes msgfmt --check
# Run by the targets and tests of PlateauTranslations.cmake.
foreach(var MODE DOMAIN PO_DIR SOURCES XGETTEXT MSGMERGE MSGFMT)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "catalogue_tool.cmake: -D${var}=... is missing")
  endif()
endforeach()

# The calls that mark a text (plateau/translate.hpp, core/i18n/translate.hpp).
set(keywords --keyword=tr --keyword=trn:1,2 --keyword=trc:1c,2 --keyword=N_)

if(MODE STREQUAL "update")
  set(pot "${PO_DIR}/${DOMAIN}.pot")
else()
  file(MAKE_DIRECTORY "${WORK_DIR}")
  set(pot "${WORK_DIR}/${DOMAIN}.pot")
endif()
execute_process(
  COMMAND "${XGETTEXT}" --language=C++ --from-code=UTF-8 ${keywords}
          --add-comments=TRANSLATORS: --sort-by-file --package-name=${DOMAIN}
          --msgid-bugs-address=https://github.com/plateau/plateau/issues
          --files-from=${SOURCES} --output=${pot}
  WORKING_DIRECTORY "${PO_DIR}/.."
  RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "xgettext could not extract the texts of ${DOMAIN}")
endif()

file(GLOB po_files "${PO_DIR}/*.po")
if(NOT po_files)
  message(FATAL_ERROR "${DOMAIN}: no catalogue (LANG.po) in ${PO_DIR}")
endif()
set(problems 0)
foreach(po IN LISTS po_files)
  get_filename_component(name "${po}" NAME)
  if(MODE STREQUAL "update")
    execute_process(COMMAND "${MSGMERGE}" --quiet --update --backup=none --sort-by-file
                            "${po}" "${pot}" RESULT_VARIABLE failed)
    if(failed)
      message(FATAL_ERROR "msgmerge could not update ${po}")
    endif()
    continue()
  endif()
  # Every text of the sources has a translation (msgcmp counts fuzzy and untranslated
  # entries as missing).
  execute_process(COMMAND "${MSGCMP}" "${po}" "${pot}"
                  RESULT_VARIABLE missing ERROR_VARIABLE missing_text)
  if(missing)
    message("${DOMAIN}/${name}: texts of the sources without a translation:\n${missing_text}")
    math(EXPR problems "${problems} + 1")
  endif()
  execute_process(COMMAND "${MSGFMT}" --check --statistics --output-file=/dev/null "${po}"
                  RESULT_VARIABLE invalid ERROR_VARIABLE statistics)
  string(STRIP "${statistics}" statistics)
  message("${DOMAIN}/${name}: ${statistics}")
  if(invalid OR statistics MATCHES "fuzzy|untranslated")
    message("${DOMAIN}/${name}: not complete, or refused by msgfmt --check")
    math(EXPR problems "${problems} + 1")
  endif()
endforeach()
if(problems GREATER 0)
  message(FATAL_ERROR "${DOMAIN}: ${problems} problem(s) in its catalogues")
endif()
