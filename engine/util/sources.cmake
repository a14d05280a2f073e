target_sources(asynclab_engine PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/heap_allocator.cpp
  ${CMAKE_CURRENT_LIST_DIR}/json.cpp
)
