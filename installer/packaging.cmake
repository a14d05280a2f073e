# Install rules for desktop integration and the CPack configuration (DEB and TGZ).
# Included from the top-level CMakeLists.txt after all targets exist.
#   cmake --build build/release && (cd build/release && cpack)

if(TARGET asynclab)
  install(FILES ${PROJECT_SOURCE_DIR}/installer/asynclab.desktop
          DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/asynclab.svg
          DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
  install(FILES ${PROJECT_SOURCE_DIR}/installer/org.asynclab.AsyncLab.metainfo.xml
          DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
  # The session's file type (application/x-asynclab-session, *.asynclab); Debian's
  # shared-mime-info and desktop-file-utils triggers register it and the desktop file.
  install(FILES ${PROJECT_SOURCE_DIR}/installer/asynclab-mime.xml
          DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME asynclab.xml)
endif()

# Man pages, made from the programs' own --help by help2man (scripts/install-deps.sh
# installs it), with the sections in installer/man/*.h2m; gzip-compressed as Debian has
# them. Without help2man there are none, and configuring says so. Sanitized builds make
# none: their programs are for the tests, and a sanitizer's report must not end a build.
find_program(ASYNCLAB_HELP2MAN help2man)
set(_asynclab_man_pages)
foreach(_program asynclab asynclab-cli)
  if(NOT TARGET ${_program} OR NOT ASYNCLAB_HELP2MAN OR ASYNCLAB_SANITIZE)
    continue()
  endif()
  set(_page ${CMAKE_CURRENT_BINARY_DIR}/man/${_program}.1)
  add_custom_command(OUTPUT ${_page}.gz
    COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_CURRENT_BINARY_DIR}/man
    COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen
            ${ASYNCLAB_HELP2MAN} --no-info --section=1
            --include=${PROJECT_SOURCE_DIR}/installer/man/${_program}.h2m
            --output=${_page} $<TARGET_FILE:${_program}>
    COMMAND gzip -9nf ${_page}
    DEPENDS ${_program} ${PROJECT_SOURCE_DIR}/installer/man/${_program}.h2m
    COMMENT "Man page of ${_program}"
    VERBATIM)
  list(APPEND _asynclab_man_pages ${_page}.gz)
endforeach()
if(_asynclab_man_pages)
  add_custom_target(asynclab_man_pages ALL DEPENDS ${_asynclab_man_pages})
  install(FILES ${_asynclab_man_pages} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
elseif(NOT ASYNCLAB_HELP2MAN)
  message(STATUS "AsyncLab: no man pages (help2man not found; scripts/install-deps.sh installs it)")
endif()
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/LICENSE
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/asynclab)

set(CPACK_PACKAGE_NAME "asynclab")
set(CPACK_PACKAGE_VENDOR "AsyncLab developers")
set(CPACK_PACKAGE_CONTACT "AsyncLab developers <dev@asynclab.org>")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "Interactive companion to the Computational Performance chapter of Dive into Deep Learning")
string(CONCAT CPACK_PACKAGE_DESCRIPTION
    "AsyncLab shows how a deep-learning engine executes code: asynchronous execution, "
    "sync points, automatic parallelism, overlap of computation and communication, "
    "and multi-device training, driven by an embedded asynchronous execution engine.")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://d2l.ai/chapter_computational-performance/")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_RESOURCE_FILE_README "${PROJECT_SOURCE_DIR}/README.md")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "asynclab")
set(CPACK_GENERATOR "DEB;TGZ")
set(CPACK_SOURCE_GENERATOR "TGZ")
set(CPACK_SOURCE_IGNORE_FILES "/\\.git/" "/build[^/]*/" "/\\.whl/" "/\\.gl/")
# What users run, without its debug information: the .deb's goes to a package of its own
# (asynclab-dbgsym, a .ddeb beside it; see installer/cpack_options.cmake).
set(CPACK_STRIP_FILES ON)
set(CPACK_PROJECT_CONFIG_FILE ${PROJECT_SOURCE_DIR}/installer/cpack_options.cmake)

# Debian package
set(CPACK_DEBIAN_PACKAGE_NAME "asynclab")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "AsyncLab developers <dev@asynclab.org>")
set(CPACK_DEBIAN_DEBUGINFO_PACKAGE ON)
set(CPACK_DEBIAN_PACKAGE_SECTION "science")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The lessons and the interface in Chinese need a CJK font to draw their glyphs.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-noto-cjk")
# OpenBLAS is loaded at run time (GEMM falls back to Eigen without it), so shlibdeps does
# not see it.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "graphviz, libopenblas0-pthread | libopenblas0, python3-numpy")
set(CPACK_DEBIAN_PACKAGE_LICENSE "GPL-3.0-or-later")
# The DEB generator installs under /usr by default (CPACK_PACKAGING_INSTALL_PREFIX).

# Archive (TGZ): relocatable tree with bin/ and share/.
set(CPACK_ARCHIVE_COMPONENT_INSTALL OFF)

include(CPack)
