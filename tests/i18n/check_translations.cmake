# Whether a .ts file holds every text that lupdate finds in the sources today, each one
# translated, and nothing that the sources no longer have. Runs lupdate on a copy (the
# checked-in file is never touched).
#   -DLUPDATE=<lupdate> -DTS=<file.ts> -DSOURCES_FILE=<one source per line>
#   -DINCLUDES_FILE=<one include folder per line> -DOPTIONS=<lupdate options, ;-separated>
#   -DWORK_DIR=<scratch folder>
foreach(var LUPDATE TS SOURCES_FILE INCLUDES_FILE WORK_DIR)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "check_translations.cmake needs -D${var}=...")
  endif()
endforeach()

file(STRINGS "${SOURCES_FILE}" sources)
file(STRINGS "${INCLUDES_FILE}" include_dirs)
set(includes "")
foreach(dir IN LISTS include_dirs)
  list(APPEND includes "-I" "${dir}")
endforeach()
get_filename_component(ts_name "${TS}" NAME)
set(copy "${WORK_DIR}/${ts_name}")
file(MAKE_DIRECTORY "${WORK_DIR}")
file(COPY_FILE "${TS}" "${copy}")
execute_process(
  COMMAND "${LUPDATE}" ${OPTIONS} ${includes} -locations none ${sources} -ts "${copy}"
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "lupdate failed (${rc}):\n${out}\n${err}")
endif()

file(READ "${copy}" ts)
# Each <message> block that lupdate left unfinished (new text) or vanished/obsolete (gone
# from the sources), named by its source text.
string(REGEX MATCHALL "<message>([^<]|<[^/]|</[^m])*</message>" messages "${ts}")
set(problems "")
foreach(m IN LISTS messages)
  if(m MATCHES "type=\"(unfinished|vanished|obsolete)\"")
    set(kind "${CMAKE_MATCH_1}")
    string(REGEX MATCH "<source>([^<]*)</source>" _ "${m}")
    string(APPEND problems "  ${kind}: ${CMAKE_MATCH_1}\n")
  endif()
endforeach()
if(problems)
  message(FATAL_ERROR
    "${TS} is not up to date with the sources:\n${problems}"
    "Run the build's asynclab_ui_lupdate target, then translate each new text "
    "(Qt Linguist, or the <translation> elements) and drop the ones that are gone.")
endif()
list(LENGTH messages count)
message(STATUS "${ts_name}: all ${count} texts translated, none stale")
