# engine/scenarios/: the chapter's experiments as runnable scenarios (framework, one file
# per group of sections, registry).
target_sources(${ASYNCLAB_ENGINE_LAYER} PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/scenario.h
  ${CMAKE_CURRENT_LIST_DIR}/scenario.cpp
  ${CMAKE_CURRENT_LIST_DIR}/message.h
  ${CMAKE_CURRENT_LIST_DIR}/message.cpp
  ${CMAKE_CURRENT_LIST_DIR}/common.h
  ${CMAKE_CURRENT_LIST_DIR}/registry.cpp
  ${CMAKE_CURRENT_LIST_DIR}/async.cpp
  ${CMAKE_CURRENT_LIST_DIR}/parallel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/hardware.cpp
  ${CMAKE_CURRENT_LIST_DIR}/hybrid.cpp
  ${CMAKE_CURRENT_LIST_DIR}/multi_gpu.cpp
  ${CMAKE_CURRENT_LIST_DIR}/network.cpp
)
