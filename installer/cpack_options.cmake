# Read by CPack for each generator (CPACK_PROJECT_CONFIG_FILE). The Debian package takes
# its binaries unstripped: CPackDeb moves their debug information into asynclab-dbgsym
# (CPACK_DEBIAN_DEBUGINFO_PACKAGE) and strips them itself. Other generators strip.
if(CPACK_GENERATOR STREQUAL "DEB")
  set(CPACK_STRIP_FILES OFF)
endif()
