target_sources(${ASYNCLAB_ENGINE_LAYER} PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/events.cpp
  ${CMAKE_CURRENT_LIST_DIR}/profiler.cpp
  ${CMAKE_CURRENT_LIST_DIR}/chrome_trace.cpp
  ${CMAKE_CURRENT_LIST_DIR}/trace_import.cpp
)
