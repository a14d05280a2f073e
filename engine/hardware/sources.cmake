# engine/hardware/: the hardware probe (cores, caches, memory bandwidth and latency, GEMM,
# disk, host<->device copies) and the classic latency-numbers reference table.
target_sources(${ASYNCLAB_ENGINE_LAYER} PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/probe.h
  ${CMAKE_CURRENT_LIST_DIR}/probe.cpp
  ${CMAKE_CURRENT_LIST_DIR}/reference_latencies.h
  ${CMAKE_CURRENT_LIST_DIR}/reference_latencies.cpp
)
target_sources(${ASYNCLAB_ENGINE_LAYER} PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/calibrate.h
  ${CMAKE_CURRENT_LIST_DIR}/noise.h
  ${CMAKE_CURRENT_LIST_DIR}/noise.cpp
  ${CMAKE_CURRENT_LIST_DIR}/calibrate.cpp
  ${CMAKE_CURRENT_LIST_DIR}/this_machine.h
  ${CMAKE_CURRENT_LIST_DIR}/this_machine.cpp
)
