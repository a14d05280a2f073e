# engine/parallel/: multi-device training (ring and parameter-server all-reduce, a
# data-parallel trainer).
target_sources(${ASYNCLAB_ENGINE_LAYER} PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/allreduce.cpp
  ${CMAKE_CURRENT_LIST_DIR}/communicators.cpp
  ${CMAKE_CURRENT_LIST_DIR}/data_parallel.cpp
)
