# CPU kernel layer (namespace asynclab::cpu): GEMM through OpenBLAS or Eigen, Eigen-based
# elementwise ops and reductions, counter-based random fills, layout ops, cost model.
set(_asynclab_kernel_sources
  ${CMAKE_CURRENT_LIST_DIR}/gemm.cpp
  ${CMAKE_CURRENT_LIST_DIR}/openblas.cpp
  ${CMAKE_CURRENT_LIST_DIR}/elementwise.cpp
  ${CMAKE_CURRENT_LIST_DIR}/random.cpp
  ${CMAKE_CURRENT_LIST_DIR}/reduce.cpp
  ${CMAKE_CURRENT_LIST_DIR}/layout.cpp
)
target_sources(${ASYNCLAB_ENGINE_LAYER} PRIVATE ${_asynclab_kernel_sources})

# --- OpenBLAS (optional: without it GEMM runs on Eigen). Debian installs several variants
# side by side; prefer the pthread one, then whatever the alternatives symlink points at.
# The engine does not link it: openblas.cpp loads it at run time (its SONAME, then the file
# found here), after setting how long its threads spin (openblas.h), and falls back to Eigen
# where it is missing. Only its cblas.h is used at build time.
find_library(ASYNCLAB_OPENBLAS_LIBRARY
  NAMES openblas openblasp
  HINTS /usr/lib/x86_64-linux-gnu/openblas-pthread /usr/lib/aarch64-linux-gnu/openblas-pthread
  PATH_SUFFIXES openblas-pthread openblas
  DOC "OpenBLAS library the CPU GEMM kernel loads at run time")
find_path(ASYNCLAB_CBLAS_INCLUDE_DIR
  NAMES cblas.h
  HINTS /usr/include/x86_64-linux-gnu/openblas-pthread /usr/include/aarch64-linux-gnu/openblas-pthread
  PATH_SUFFIXES openblas-pthread openblas x86_64-linux-gnu/openblas-pthread
    x86_64-linux-gnu/openblas aarch64-linux-gnu/openblas-pthread
  DOC "Folder with the cblas.h that matches ASYNCLAB_OPENBLAS_LIBRARY")
if(ASYNCLAB_OPENBLAS_LIBRARY AND ASYNCLAB_CBLAS_INCLUDE_DIR)
  get_filename_component(_asynclab_openblas_file "${ASYNCLAB_OPENBLAS_LIBRARY}" REALPATH)
  message(STATUS "AsyncLab kernels: OpenBLAS ${_asynclab_openblas_file}, loaded at run time (cblas.h in ${ASYNCLAB_CBLAS_INCLUDE_DIR})")
  target_include_directories(${ASYNCLAB_ENGINE_LAYER} PRIVATE ${ASYNCLAB_CBLAS_INCLUDE_DIR})
  set_property(SOURCE ${CMAKE_CURRENT_LIST_DIR}/gemm.cpp ${CMAKE_CURRENT_LIST_DIR}/openblas.cpp
    APPEND PROPERTY COMPILE_DEFINITIONS ASYNCLAB_HAVE_OPENBLAS=1)
  set_property(SOURCE ${CMAKE_CURRENT_LIST_DIR}/openblas.cpp APPEND PROPERTY
    COMPILE_DEFINITIONS "ASYNCLAB_OPENBLAS_BUILD_PATH=\"${_asynclab_openblas_file}\"")
else()
  message(WARNING "AsyncLab kernels: OpenBLAS not found, GEMM will use Eigen only")
endif()

# --- Instruction set. x86-64-v2 (SSE4.2, POPCNT; every x86-64 CPU since ~2009) is a safe
# baseline and lets Eigen use SSE4.1 packets; vector width stays 128 bits, so Eigen types
# keep the same layout/ABI as in translation units compiled without it. Never -march=native.
option(ASYNCLAB_KERNELS_X86_64_V2 "Compile the CPU kernels with -march=x86-64-v2" ON)
if(ASYNCLAB_KERNELS_X86_64_V2 AND CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$")
  include(CheckCXXCompilerFlag)
  check_cxx_compiler_flag(-march=x86-64-v2 ASYNCLAB_HAS_MARCH_X86_64_V2)
  if(ASYNCLAB_HAS_MARCH_X86_64_V2)
    set_property(SOURCE ${_asynclab_kernel_sources} APPEND PROPERTY
      COMPILE_OPTIONS -march=x86-64-v2)
  endif()
endif()

# --- Loop vectorisation. GCC at -O2 vectorises only loops that need no run-time alias check
# and no remainder loop (-fvect-cost-model=very-cheap), which leaves the kernels' plain loops
# (relu's gradient, mixed-width loops) scalar; its "cheap" model takes them, as -O3 would.
# Vectorising never reorders floating-point sums without -ffast-math, so results are the same.
include(CheckCXXCompilerFlag)
check_cxx_compiler_flag(-fvect-cost-model=cheap ASYNCLAB_HAS_VECT_COST_MODEL_CHEAP)
if(ASYNCLAB_HAS_VECT_COST_MODEL_CHEAP)
  set_property(SOURCE ${_asynclab_kernel_sources} APPEND PROPERTY
    COMPILE_OPTIONS $<$<NOT:$<CONFIG:Debug>>:-fvect-cost-model=cheap>)
endif()

# --- Loop alignment. The kernels' inner loops are a few instructions long, and where one
# starts within its 64-byte block decides how the core fetches each iteration, and with it
# the speed of a small elementwise op. GCC's default (a 16-byte boundary, only where that
# skips at most 10 bytes) left the place to the code around the loop: a change in another
# layer of the library moved `x * a + b` on 4096 floats by 30% (the same kernel source, two
# links: 0.73 against 1.02 us per op in bench profiler_on_off, 10 alternating runs). Every
# loop head and jump-only target on a 64-byte boundary puts each loop at the same place in
# every build, for 1% more code in the binary. (GCC aligns the heads of these rotated
# loops as jump targets, so -falign-loops alone misses them.)
check_cxx_compiler_flag("-falign-loops=64 -falign-jumps=64" ASYNCLAB_HAS_ALIGN_64)
if(ASYNCLAB_HAS_ALIGN_64)
  set_property(SOURCE ${_asynclab_kernel_sources} APPEND PROPERTY
    COMPILE_OPTIONS $<$<NOT:$<CONFIG:Debug>>:-falign-loops=64> $<$<NOT:$<CONFIG:Debug>>:-falign-jumps=64>)
endif()
