# engine/parallel/: multi-device training (ring and parameter-server all-reduce, a
# data-parallel trainer).
target_sources(asynclab_engine PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/allreduce.cpp
  ${CMAKE_CURRENT_LIST_DIR}/data_parallel.cpp
)
