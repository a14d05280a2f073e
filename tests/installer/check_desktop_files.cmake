# Checks the files that make AsyncLab a desktop application (cmake -P, no build needed):
# the desktop file opens files (Exec=asynclab %f) of the types it declares, the session's
# MIME type is defined with the extension the window saves sessions with, the AppStream
# metadata has what software centres show, and the benchmark stays out of a plain install.
#   cmake -DSOURCE_DIR=... -DBINARY_DIR=... -P check_desktop_files.cmake
set(failures "")
function(require text regex message)
  if(NOT text MATCHES "${regex}")
    set(failures ${failures} "${message}" PARENT_SCOPE)
  endif()
endfunction()

# --- the desktop file
file(READ ${SOURCE_DIR}/installer/asynclab.desktop desktop)
require("${desktop}" "^\\[Desktop Entry\\]\n" "asynclab.desktop: must start with [Desktop Entry]")
string(REGEX REPLACE "\n(#[^\n]*|\\[[^]\n]+\\]|[A-Za-z0-9-]+(\\[[A-Za-z_@]+\\])?=[^\n]*)" ""
       stray "\n${desktop}")
if(NOT stray STREQUAL "\n")
  list(APPEND failures "asynclab.desktop: lines that are not key=value: ${stray}")
endif()
require("${desktop}" "\nExec=asynclab %[fF]\n" "asynclab.desktop: Exec must pass the file (asynclab %f)")
require("${desktop}" "\nMimeType=[^\n]*application/x-asynclab-session;"
        "asynclab.desktop: MimeType must list application/x-asynclab-session")

# --- the MIME type, with the extension the window saves sessions with
file(READ ${SOURCE_DIR}/installer/asynclab-mime.xml mime)
require("${mime}" "<mime-type type=\"application/x-asynclab-session\">"
        "asynclab-mime.xml: defines no application/x-asynclab-session")
file(READ ${SOURCE_DIR}/ui/mainwindow.cpp window)
if(window MATCHES "AsyncLab sessions \\(\\*\\.([a-z]+)\\)")
  require("${mime}" "<glob pattern=\"\\*\\.${CMAKE_MATCH_1}\"/>"
          "asynclab-mime.xml: no glob for *.${CMAKE_MATCH_1}")
else()
  list(APPEND failures "ui/mainwindow.cpp: no session file filter found")
endif()
require("${mime}" "<magic[^>]*>[^<]*<match [^>]*asynclab-session"
        "asynclab-mime.xml: no magic for the session's format marker")

# --- AppStream
set(metainfo_file ${SOURCE_DIR}/installer/org.asynclab.AsyncLab.metainfo.xml)
file(READ ${metainfo_file} metainfo)
foreach(required "<launchable type=\"desktop-id\">asynclab.desktop</launchable>"
                 "<url type=\"homepage\">https://" "<screenshot type=\"default\">"
                 "<image type=\"source\"[^>]*>https://[^<]+\\.png</image>"
                 "<content_rating type=\"oars-1.1\"" "<release version=\"[0-9.]+\" date=\"")
  require("${metainfo}" "${required}" "metainfo: missing ${required}")
endforeach()

# --- well-formed and valid, with the tools that are there
find_program(XMLLINT xmllint)
if(XMLLINT)
  foreach(xml ${SOURCE_DIR}/installer/asynclab-mime.xml ${metainfo_file})
    execute_process(COMMAND ${XMLLINT} --noout ${xml} RESULT_VARIABLE rc ERROR_VARIABLE out)
    if(NOT rc EQUAL 0)
      list(APPEND failures "${xml}: not well-formed: ${out}")
    endif()
  endforeach()
endif()
find_program(APPSTREAMCLI appstreamcli)
if(APPSTREAMCLI)
  execute_process(COMMAND ${APPSTREAMCLI} validate --no-net ${metainfo_file}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    list(APPEND failures "appstreamcli validate: ${out}")
  endif()
endif()
find_program(DESKTOP_FILE_VALIDATE desktop-file-validate)
if(DESKTOP_FILE_VALIDATE)
  execute_process(COMMAND ${DESKTOP_FILE_VALIDATE} ${SOURCE_DIR}/installer/asynclab.desktop
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    list(APPEND failures "desktop-file-validate: ${out}")
  endif()
endif()

# --- the package holds what users run: the benchmark only in a component of its own
if(EXISTS ${BINARY_DIR}/bench/cmake_install.cmake)
  file(READ ${BINARY_DIR}/bench/cmake_install.cmake bench_install)
  require("${bench_install}" "asynclab-bench" "bench/cmake_install.cmake: no rule for asynclab-bench")
  if(bench_install MATCHES "OR NOT CMAKE_INSTALL_COMPONENT")
    list(APPEND failures "asynclab-bench is part of a plain install, and so of the package")
  endif()
endif()

if(failures)
  list(JOIN failures "\n  " text)
  message(FATAL_ERROR "desktop files:\n  ${text}")
endif()
message(STATUS "desktop files: all checks passed")
