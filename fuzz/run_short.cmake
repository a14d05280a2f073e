# One fuzz target's short run in ctest (fuzz preset): from a fresh scratch folder each time,
# so that it reads the checked-in seeds and not what earlier runs found.
#   cmake -DTARGET=... -DWORK=... -DARGS=a|b|c -DSEEDS=dir|dir -P run_short.cmake
string(REPLACE "|" ";" args "${ARGS}")
string(REPLACE "|" ";" seeds "${SEEDS}")
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
execute_process(COMMAND "${TARGET}" ${args} "${WORK}" ${seeds} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${TARGET} exited with ${rc}: it found an input that breaks the reader")
endif()
