target_sources(${ASYNCLAB_ENGINE_LAYER} PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/heap_allocator.cpp
  ${CMAKE_CURRENT_LIST_DIR}/json.cpp
)
