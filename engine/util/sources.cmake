target_sources(asynclab_engine PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/json.cpp
)
