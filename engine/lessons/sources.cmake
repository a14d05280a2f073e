# engine/lessons/: the chapter's lessons. The files (resources/lessons/*.json, format in
# resources/lessons/README.md) are embedded at build time: embed_lessons.cmake writes them
# into lesson_files.cpp, so that the CLI, the app and the tests read the same lessons.
file(GLOB _asynclab_lesson_files CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/resources/lessons/*.json)
set(_asynclab_lessons_cpp ${CMAKE_CURRENT_BINARY_DIR}/lesson_files.cpp)
add_custom_command(OUTPUT ${_asynclab_lessons_cpp}
  COMMAND ${CMAKE_COMMAND} -DDIR=${PROJECT_SOURCE_DIR}/resources/lessons
          -DOUT=${_asynclab_lessons_cpp} -P ${CMAKE_CURRENT_LIST_DIR}/embed_lessons.cmake
  DEPENDS ${_asynclab_lesson_files} ${CMAKE_CURRENT_LIST_DIR}/embed_lessons.cmake
  COMMENT "Embedding the lesson files"
  VERBATIM)
target_sources(${ASYNCLAB_ENGINE_LAYER} PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/lesson.h
  ${CMAKE_CURRENT_LIST_DIR}/lesson.cpp
  ${_asynclab_lessons_cpp}
)
