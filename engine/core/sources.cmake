target_sources(${ASYNCLAB_ENGINE_LAYER} PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/device.cpp
  ${CMAKE_CURRENT_LIST_DIR}/engine.cpp
  ${CMAKE_CURRENT_LIST_DIR}/executor.h
  ${CMAKE_CURRENT_LIST_DIR}/inline_executor.cpp
  ${CMAKE_CURRENT_LIST_DIR}/lanes.cpp
  ${CMAKE_CURRENT_LIST_DIR}/observer.cpp
)
