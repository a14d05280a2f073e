# engine/lessons/: the chapter's lessons. The files (resources/lessons/*.json, format in
# resources/lessons/README.md) are embedded at build time: cmake/embed_files.cmake writes
# them into lesson_files.cpp, so that the CLI, the app and the tests read the same lessons.
file(GLOB _asynclab_lesson_files CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/resources/lessons/*.json)
set(_asynclab_lessons_cpp ${CMAKE_CURRENT_BINARY_DIR}/lesson_files.cpp)
add_custom_command(OUTPUT ${_asynclab_lessons_cpp}
  COMMAND ${CMAKE_COMMAND} -DDIR=${PROJECT_SOURCE_DIR}/resources/lessons -DPATTERN=*.json
          -DOUT=${_asynclab_lessons_cpp} -DHEADER=engine/lessons/lesson.h
          -DNAMESPACE=asynclab::lessons -DFUNCTION=embedded_files
          -P ${PROJECT_SOURCE_DIR}/cmake/embed_files.cmake
  DEPENDS ${_asynclab_lesson_files} ${PROJECT_SOURCE_DIR}/cmake/embed_files.cmake
  COMMENT "Embedding the lesson files"
  VERBATIM)
target_sources(${ASYNCLAB_ENGINE_LAYER} PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/lesson.h
  ${CMAKE_CURRENT_LIST_DIR}/lesson.cpp
  ${_asynclab_lessons_cpp}
)
