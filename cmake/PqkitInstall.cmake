# `cmake --install` gives include/pqkit, libpqkit.a/.so and a CMake package:
#   find_package(pqkit) ; target_link_libraries(app PRIVATE pqkit::pqkit)
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

install(TARGETS ${PQKIT_LIBRARY_TARGETS} EXPORT pqkitTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY "${PQKIT_ROOT}/include/pqkit" DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(EXPORT pqkitTargets NAMESPACE pqkit:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/pqkit)
configure_package_config_file("${PQKIT_ROOT}/cmake/pqkitConfig.cmake.in"
  "${CMAKE_CURRENT_BINARY_DIR}/pqkitConfig.cmake"
  INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/pqkit)
write_basic_package_version_file("${CMAKE_CURRENT_BINARY_DIR}/pqkitConfigVersion.cmake"
  COMPATIBILITY SameMinorVersion)
install(FILES "${CMAKE_CURRENT_BINARY_DIR}/pqkitConfig.cmake"
  "${CMAKE_CURRENT_BINARY_DIR}/pqkitConfigVersion.cmake"
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/pqkit)
