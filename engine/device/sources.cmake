# GPU runtime: finds and dlopens libasynclab_cuda.so (engine/cuda) at run time. The engine
# itself links no CUDA library; ${CMAKE_DL_LIBS} comes from engine/CMakeLists.txt.
target_sources(${ASYNCLAB_ENGINE_LAYER} PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/gpu_api.h
  ${CMAKE_CURRENT_LIST_DIR}/gpu_runtime.h
  ${CMAKE_CURRENT_LIST_DIR}/gpu_runtime.cpp
  ${CMAKE_CURRENT_LIST_DIR}/gpu_timer.h
  ${CMAKE_CURRENT_LIST_DIR}/gpu_timer.cpp
)
# engine/cuda puts the module in ${CMAKE_BINARY_DIR}/lib: the loader looks there too, so
# tests and the app find it in the build tree without installing.
set_property(SOURCE ${CMAKE_CURRENT_LIST_DIR}/gpu_runtime.cpp APPEND PROPERTY
  COMPILE_DEFINITIONS "ASYNCLAB_BUILD_LIB_DIR=\"${CMAKE_BINARY_DIR}/lib\"")
