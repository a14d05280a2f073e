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
endif()
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/LICENSE
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/asynclab)

set(CPACK_PACKAGE_NAME "asynclab")
set(CPACK_PACKAGE_VENDOR "AsyncLab developers")
set(CPACK_PACKAGE_CONTACT "AsyncLab developers")
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
set(CPACK_STRIP_FILES OFF)

# Debian package
set(CPACK_DEBIAN_PACKAGE_NAME "asynclab")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "AsyncLab developers")
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
