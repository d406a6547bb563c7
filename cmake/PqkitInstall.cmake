# `cmake --install` gives include/pqkit, libpqkit.a/.so, a CMake package and a
# pkg-config file:
#   find_package(pqkit) ; target_link_libraries(app PRIVATE pqkit::pqkit)
#   cc app.c $(pkg-config --cflags --libs pqkit)
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

install(TARGETS ${PQKIT_LIBRARY_TARGETS} EXPORT pqkitTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY "${PQKIT_ROOT}/include/pqkit" DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  PATTERN "*.in" EXCLUDE)
install(FILES "${PQKIT_GENERATED_INCLUDE}/pqkit/version.h"
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/pqkit)
install(EXPORT pqkitTargets NAMESPACE pqkit:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/pqkit)
configure_package_config_file("${PQKIT_ROOT}/cmake/pqkitConfig.cmake.in"
  "${CMAKE_CURRENT_BINARY_DIR}/pqkitConfig.cmake"
  INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/pqkit)
write_basic_package_version_file("${CMAKE_CURRENT_BINARY_DIR}/pqkitConfigVersion.cmake"
  COMPATIBILITY SameMinorVersion)
install(FILES "${CMAKE_CURRENT_BINARY_DIR}/pqkitConfig.cmake"
  "${CMAKE_CURRENT_BINARY_DIR}/pqkitConfigVersion.cmake"
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/pqkit)

file(RELATIVE_PATH PQKIT_PC_TO_PREFIX "/prefix/${CMAKE_INSTALL_LIBDIR}/pkgconfig" "/prefix")
configure_file("${PQKIT_ROOT}/cmake/pqkit.pc.in" "${CMAKE_CURRENT_BINARY_DIR}/pqkit.pc" @ONLY)
install(FILES "${CMAKE_CURRENT_BINARY_DIR}/pqkit.pc" DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
