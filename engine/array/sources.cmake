target_sources(${ASYNCLAB_ENGINE_LAYER} PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/shape.cpp
  ${CMAKE_CURRENT_LIST_DIR}/ndarray.cpp
  ${CMAKE_CURRENT_LIST_DIR}/cuda_streams.cpp
)
