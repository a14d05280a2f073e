target_sources(${ASYNCLAB_ENGINE_LAYER} PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/device_spec.cpp
  ${CMAKE_CURRENT_LIST_DIR}/resident_set.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sim_executor.cpp
)
