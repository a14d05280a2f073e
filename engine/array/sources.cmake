target_sources(asynclab_engine PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/shape.cpp
  ${CMAKE_CURRENT_LIST_DIR}/ndarray.cpp
)
