# Every family adds its code as OBJECT libraries with pqkit_add_objects(); the
# objects are gathered into libpqkit.a (and libpqkit.so) by pqkit_assemble_library().
# A parameter set is the same sources compiled with other macros, never a copy.

# pqkit_add_objects(<name> SOURCES <files...> [DEFINITIONS <defs...>])
function(pqkit_add_objects name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEFINITIONS" ${ARGN})
  add_library(${name} OBJECT ${ARG_SOURCES})
  target_include_directories(${name} PRIVATE
    "${PQKIT_ROOT}/include" "${PQKIT_ROOT}/src" "${CMAKE_CURRENT_SOURCE_DIR}")
  target_compile_definitions(${name} PRIVATE PQKIT_BUILDING ${ARG_DEFINITIONS})
  target_compile_options(${name} PRIVATE ${PQKIT_OPT_FLAGS} ${PQKIT_WARN_FLAGS} ${PQKIT_SAN_FLAGS})
  set_target_properties(${name} PROPERTIES
    POSITION_INDEPENDENT_CODE ON C_VISIBILITY_PRESET hidden)
  set_property(GLOBAL APPEND PROPERTY PQKIT_OBJECT_LIBRARIES ${name})
endfunction()

function(pqkit_assemble_library)
  # The registry is generated from what the families registered.
  get_property(kems GLOBAL PROPERTY PQKIT_REGISTRY_KEM)
  get_property(sigs GLOBAL PROPERTY PQKIT_REGISTRY_SIG)
  set(decls "")
  set(kem_list "")
  set(sig_list "")
  foreach(a IN LISTS kems)
    string(APPEND decls "extern const pqkit_kem pqkit_kem_desc_${a};\n")
    string(APPEND kem_list "  &pqkit_kem_desc_${a},\n")
  endforeach()
  foreach(a IN LISTS sigs)
    string(APPEND decls "extern const pqkit_sig pqkit_sig_desc_${a};\n")
    string(APPEND sig_list "  &pqkit_sig_desc_${a},\n")
  endforeach()
  configure_file("${PQKIT_ROOT}/src/common/registry_list.h.in"
    "${CMAKE_BINARY_DIR}/generated/registry_list.h")
  target_include_directories(pqkit_common PRIVATE "${CMAKE_BINARY_DIR}/generated")

  get_property(libs GLOBAL PROPERTY PQKIT_OBJECT_LIBRARIES)
  set(objects "")
  foreach(lib IN LISTS libs)
    list(APPEND objects $<TARGET_OBJECTS:${lib}>)
  endforeach()

  add_library(pqkit_static STATIC ${objects})
  set_target_properties(pqkit_static PROPERTIES OUTPUT_NAME pqkit EXPORT_NAME static)
  set(targets pqkit_static)
  if(PQKIT_BUILD_SHARED)
    add_library(pqkit_shared SHARED ${objects})
    set_target_properties(pqkit_shared PROPERTIES OUTPUT_NAME pqkit EXPORT_NAME shared
      VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})
    list(APPEND targets pqkit_shared)
  endif()
  foreach(t IN LISTS targets)
    target_include_directories(${t} PUBLIC
      $<BUILD_INTERFACE:${PQKIT_ROOT}/include> $<INSTALL_INTERFACE:include>)
    # a sanitized library needs the sanitizer runtime in whatever links it
    target_link_options(${t} INTERFACE ${PQKIT_SAN_FLAGS})
  endforeach()
  # pqkit::pqkit is the static library: no malloc, nothing to load at run time.
  add_library(pqkit ALIAS pqkit_static)
  add_library(pqkit::pqkit ALIAS pqkit_static)
  if(PQKIT_BUILD_SHARED)
    add_library(pqkit::shared ALIAS pqkit_shared)
  endif()
  set(PQKIT_LIBRARY_TARGETS ${targets} PARENT_SCOPE)
endfunction()

# PQKIT_ALGORITHMS: empty = every algorithm; otherwise a list of names
# ("ml-kem-768;ml-dsa-44") so the lab can build one algorithm per firmware.
set(PQKIT_ALGORITHMS "" CACHE STRING "Algorithms to build (empty: all)")

# pqkit_wants(<alg-name> <out-var>): TRUE if this build includes the algorithm.
function(pqkit_wants alg out)
  if(PQKIT_ALGORITHMS STREQUAL "" OR alg IN_LIST PQKIT_ALGORITHMS)
    set(${out} TRUE PARENT_SCOPE)
  else()
    set(${out} FALSE PARENT_SCOPE)
  endif()
endfunction()

# pqkit_register(KEM|SIG <alg_underscored> <impl> <object-libraries...>)
# Lists the descriptor pqkit_<kem|sig>_desc_<alg> in the registry behind
# pqkit_kem_find()/pqkit_sig_find(), and records which object libraries make up
# implementation <impl> ("ref", "m4", ...) of the algorithm, so that the lab can build
# one static library per (algorithm, implementation) and measure its size. The
# shared primitives (pqkit_common) are not listed: every implementation uses them.
function(pqkit_register kind alg impl)
  set_property(GLOBAL APPEND PROPERTY PQKIT_REGISTRY_${kind} ${alg})
  set_property(GLOBAL APPEND PROPERTY PQKIT_IMPLEMENTATIONS "${alg}:${impl}")
  set_property(GLOBAL PROPERTY PQKIT_OBJECTS_${alg}_${impl} ${ARGN})
endfunction()
