# How the library is put together (docs/backends.md):
#
# - An implementation (cmake/PqkitImplementations.cmake) is a backend plus a memory
#   strategy. Every family compiles its frontend once per implementation it can build;
#   PQKIT_IMPL gives the symbols their own names, so one library can hold several.
# - The shared primitives (Keccak, SHA-2, ...) are compiled once per backend: the
#   common objects of backend <b> are the portable sources built against
#   src/common/native/<b>/backend.h plus the sources in that folder.
# - The public names (pqkit_ml_kem_768_keypair, the descriptors, the NIST API) are a
#   thin layer over the implementations: a direct call where there is one, a run-time
#   choice (CPU features, $PQKIT_IMPL) where the library holds several.
# A parameter set is the same sources compiled with other macros, never a copy.

include(CMakeParseArguments)

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

# pqkit_wanted_sets(<out> <prefix> <suffix>...): the suffixes whose set <prefix><suffix>
# the build wants (pqkit_wants), in order.
function(pqkit_wanted_sets out prefix)
  set(wanted "")
  foreach(suffix IN LISTS ARGN)
    pqkit_wants("${prefix}${suffix}" want)
    if(want)
      list(APPEND wanted ${suffix})
    endif()
  endforeach()
  set(${out} ${wanted} PARENT_SCOPE)
endfunction()

# pqkit_implementation(<impl> BACKEND <b> STRATEGY speed|stack [REQUIRES <feature>...])
function(pqkit_implementation impl)
  cmake_parse_arguments(ARG "" "BACKEND;STRATEGY" "REQUIRES" ${ARGN})
  foreach(feature IN LISTS ARG_REQUIRES)
    if(NOT feature IN_LIST PQKIT_PLATFORM_FEATURES)
      return()
    endif()
  endforeach()
  set_property(GLOBAL APPEND PROPERTY PQKIT_IMPLS ${impl})
  set_property(GLOBAL PROPERTY PQKIT_IMPL_BACKEND_${impl} ${ARG_BACKEND})
  set_property(GLOBAL PROPERTY PQKIT_IMPL_STRATEGY_${impl} ${ARG_STRATEGY})
endfunction()

function(_pqkit_backend_of impl out)
  get_property(b GLOBAL PROPERTY PQKIT_IMPL_BACKEND_${impl})
  set(${out} ${b} PARENT_SCOPE)
endfunction()

# The implementations <family> can build, in preference order. A backend counts for a
# family when it has native code for the family (src/<family>/native/<backend>/); that
# family's implementation then also runs on the backend's shared primitives
# (src/common/native/<backend>/backend.h: Keccak-f[1600], SHA-2) where it has them.
# pqkit_family_implementations(<family> <out> STRATEGIES <strategies...>)
function(pqkit_family_implementations family out)
  cmake_parse_arguments(ARG "" "" "STRATEGIES" ${ARGN})
  get_property(impls GLOBAL PROPERTY PQKIT_IMPLS)
  set(result "")
  foreach(impl IN LISTS impls)
    _pqkit_backend_of(${impl} backend)
    get_property(strategy GLOBAL PROPERTY PQKIT_IMPL_STRATEGY_${impl})
    if(NOT strategy IN_LIST ARG_STRATEGIES)
      continue()
    endif()
    if(backend STREQUAL "ref" OR EXISTS "${PQKIT_ROOT}/src/${family}/native/${backend}")
      list(APPEND result ${impl})
    endif()
  endforeach()
  set(${out} ${result} PARENT_SCOPE)
endfunction()

# pqkit_backend_program_sets(<family> <macro> <values...>): the backend check and
# benchmark programs of <family> (tests/backends/) depend on the parameter set; the lab
# builds each once per value, with <macro>=<value>.
function(pqkit_backend_program_sets family macro)
  set_property(GLOBAL PROPERTY PQKIT_BACKEND_PROGRAM_SETS_${family} ${macro} ${ARGN})
endfunction()

# The sources of a backend's folder (none for ref).
function(pqkit_native_sources family backend out)
  set(dir "${PQKIT_ROOT}/src/${family}/native/${backend}")
  set(srcs "")
  if(NOT backend STREQUAL "ref" AND EXISTS "${dir}")
    file(GLOB srcs CONFIGURE_DEPENDS "${dir}/*.c" "${dir}/*.S")
  endif()
  set(${out} ${srcs} PARENT_SCOPE)
endfunction()

# Compile definitions that select a backend in the frontends: the native headers
# (when the backend has them), the implementation name and its strategy.
function(_pqkit_impl_definitions family impl out)
  _pqkit_backend_of(${impl} backend)
  get_property(strategy GLOBAL PROPERTY PQKIT_IMPL_STRATEGY_${impl})
  set(defs PQKIT_IMPL=${impl})
  if(strategy STREQUAL "stack")
    list(APPEND defs PQKIT_STRATEGY_STACK)
  endif()
  if(NOT backend STREQUAL "ref")
    foreach(part common ${family})
      if(EXISTS "${PQKIT_ROOT}/src/${part}/native/${backend}/backend.h")
        string(TOUPPER "${part}" up)
        list(APPEND defs "PQKIT_${up}_NATIVE_H=\"${part}/native/${backend}/backend.h\"")
      endif()
    endforeach()
  endif()
  set(${out} ${defs} PARENT_SCOPE)
endfunction()

# pqkit_add_objects(<name> SOURCES <files...> [DEFINITIONS <defs...>]
#                   [IMPLEMENTATION <family> <impl>])
function(pqkit_add_objects name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEFINITIONS;IMPLEMENTATION" ${ARGN})
  set(defs ${ARG_DEFINITIONS})
  if(ARG_IMPLEMENTATION)
    list(GET ARG_IMPLEMENTATION 0 family)
    list(GET ARG_IMPLEMENTATION 1 impl)
    _pqkit_impl_definitions(${family} ${impl} impl_defs)
    list(APPEND defs ${impl_defs})
  endif()
  add_library(${name} OBJECT ${ARG_SOURCES})
  target_include_directories(${name} PRIVATE "${PQKIT_ROOT}/include" "${PQKIT_GENERATED_INCLUDE}"
    "${PQKIT_ROOT}/src" "${CMAKE_CURRENT_SOURCE_DIR}")
  target_compile_definitions(${name} PRIVATE PQKIT_BUILDING ${defs})
  target_compile_options(${name} PRIVATE ${PQKIT_OPT_FLAGS} ${PQKIT_WARN_FLAGS} ${PQKIT_SAN_FLAGS})
  set_target_properties(${name} PROPERTIES
    POSITION_INDEPENDENT_CODE ON C_VISIBILITY_PRESET hidden)
  set_property(GLOBAL APPEND PROPERTY PQKIT_OBJECT_LIBRARIES ${name})
endfunction()

# The shared primitives for one backend, made on first use: pqkit_common for ref,
# pqkit_common_<backend> otherwise.
function(pqkit_common_objects backend out)
  if(backend STREQUAL "ref")
    set(name pqkit_common)
  else()
    set(name pqkit_common_${backend})
  endif()
  if(NOT TARGET ${name})
    get_property(srcs GLOBAL PROPERTY PQKIT_COMMON_SOURCES)
    pqkit_native_sources(common ${backend} native)
    set(defs "")
    if(NOT backend STREQUAL "ref" AND EXISTS "${PQKIT_ROOT}/src/common/native/${backend}/backend.h")
      set(defs "PQKIT_COMMON_NATIVE_H=\"common/native/${backend}/backend.h\"")
    endif()
    pqkit_add_objects(${name} SOURCES ${srcs} ${native} DEFINITIONS ${defs})
    target_include_directories(${name} PRIVATE "${PQKIT_ROOT}/src/common"
      "${CMAKE_BINARY_DIR}/generated")
  endif()
  set(${out} ${name} PARENT_SCOPE)
endfunction()

# pqkit_register(KEM|SIG <alg_underscored> <impl> <object-libraries...>)
# Records that <impl> of <alg> is made of these object libraries (the common objects of
# its backend are added by whoever links it).
function(pqkit_register kind alg impl)
  set_property(GLOBAL APPEND PROPERTY PQKIT_IMPLEMENTATIONS "${alg}:${impl}")
  set_property(GLOBAL APPEND PROPERTY PQKIT_IMPLS_OF_${alg} ${impl})
  set_property(GLOBAL PROPERTY PQKIT_KIND_${alg} ${kind})
  set_property(GLOBAL PROPERTY PQKIT_OBJECTS_${alg}_${impl} ${ARGN})
endfunction()

# pqkit_register_public(KEM|SIG <alg_underscored> SOURCES <files...> [DEFINITIONS <defs...>])
# The public layer of <alg> (public names, size constants, descriptor, NIST API),
# compiled later against whichever implementations a library holds.
function(pqkit_register_public kind alg)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEFINITIONS" ${ARGN})
  set(srcs "")
  foreach(s IN LISTS ARG_SOURCES)
    get_filename_component(abs "${s}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND srcs "${abs}")
  endforeach()
  set_property(GLOBAL APPEND PROPERTY PQKIT_REGISTRY_${kind} ${alg})
  set_property(GLOBAL PROPERTY PQKIT_PUBLIC_SOURCES_${alg} ${srcs})
  set_property(GLOBAL PROPERTY PQKIT_PUBLIC_DEFINITIONS_${alg} ${ARG_DEFINITIONS})
  set_property(GLOBAL PROPERTY PQKIT_PUBLIC_DIR_${alg} "${CMAKE_CURRENT_SOURCE_DIR}")
endfunction()

# The public layer of <alg> over the implementations <impls> (preference order), as
# the object library <name>. Several implementations: chosen at run time.
function(pqkit_public_objects alg name impls)
  get_property(srcs GLOBAL PROPERTY PQKIT_PUBLIC_SOURCES_${alg})
  get_property(defs GLOBAL PROPERTY PQKIT_PUBLIC_DEFINITIONS_${alg})
  get_property(dir GLOBAL PROPERTY PQKIT_PUBLIC_DIR_${alg})
  set(list "")
  foreach(impl IN LISTS impls)
    _pqkit_backend_of(${impl} backend)
    string(APPEND list " X(${impl}, ${backend})")
  endforeach()
  set(header "${CMAKE_BINARY_DIR}/generated/${name}_impls.h")
  file(WRITE "${header}.tmp"
    "/* Generated by CMake: the implementations behind the public names of ${alg}. */\n"
    "#define PQKIT_PUBLIC_IMPLS(X)${list}\n")
  file(COPY_FILE "${header}.tmp" "${header}" ONLY_IF_DIFFERENT)
  list(LENGTH impls n)
  add_library(${name} OBJECT ${srcs})
  target_include_directories(${name} PRIVATE
    "${PQKIT_ROOT}/include" "${PQKIT_ROOT}/src" "${dir}")
  target_compile_definitions(${name} PRIVATE PQKIT_BUILDING ${defs}
    "PQKIT_PUBLIC_IMPLS_H=\"${header}\"" PQKIT_PUBLIC_IMPL_COUNT=${n}
    PQKIT_IMPLEMENTATION_QUERY=pqkit_${alg}_implementation)
  target_compile_options(${name} PRIVATE ${PQKIT_OPT_FLAGS} ${PQKIT_WARN_FLAGS} ${PQKIT_SAN_FLAGS})
  set_target_properties(${name} PROPERTIES
    POSITION_INDEPENDENT_CODE ON C_VISIBILITY_PRESET hidden)
  set_property(GLOBAL APPEND PROPERTY PQKIT_OBJECT_LIBRARIES ${name})
endfunction()

# PQKIT_IMPLEMENTATIONS: which implementations the library holds (empty: every one the
# target can run). A cross build holds one per algorithm: the first of the list that
# the algorithm has; a host build holds all of them and chooses at run time.
set(PQKIT_IMPLEMENTATIONS "" CACHE STRING "Implementations in libpqkit (empty: all for this target)")
# PQKIT_FORCE_IMPL: the implementation the host library uses whatever the CPU offers
# (e.g. ref); empty: the first usable one. $PQKIT_IMPL overrides it at run time.
set(PQKIT_FORCE_IMPL "" CACHE STRING "Implementation the library always uses (empty: by CPU)")

function(_pqkit_library_impls alg out)
  get_property(have GLOBAL PROPERTY PQKIT_IMPLS_OF_${alg})
  set(chosen "")
  if(PQKIT_IMPLEMENTATIONS STREQUAL "")
    set(chosen ${have})
  else()
    foreach(impl IN LISTS PQKIT_IMPLEMENTATIONS)
      if(impl IN_LIST have)
        list(APPEND chosen ${impl})
      endif()
    endforeach()
  endif()
  if(NOT chosen)
    set(chosen ref)
  endif()
  if(CMAKE_CROSSCOMPILING)
    list(GET chosen 0 chosen)
  endif()
  set(${out} ${chosen} PARENT_SCOPE)
endfunction()

function(pqkit_assemble_library)
  get_property(kems GLOBAL PROPERTY PQKIT_REGISTRY_KEM)
  get_property(sigs GLOBAL PROPERTY PQKIT_REGISTRY_SIG)
  # The registry is generated from what the families registered.
  set(decls "")
  set(kem_list "")
  set(sig_list "")
  set(kem_impl_list "")
  set(sig_impl_list "")
  foreach(a IN LISTS kems)
    string(APPEND decls "extern const pqkit_kem pqkit_kem_desc_${a};\n")
    string(APPEND decls "const char *pqkit_${a}_implementation(void);\n")
    string(APPEND kem_list "  &pqkit_kem_desc_${a},\n")
    string(APPEND kem_impl_list "  pqkit_${a}_implementation,\n")
  endforeach()
  foreach(a IN LISTS sigs)
    string(APPEND decls "extern const pqkit_sig pqkit_sig_desc_${a};\n")
    string(APPEND decls "const char *pqkit_${a}_implementation(void);\n")
    string(APPEND sig_list "  &pqkit_sig_desc_${a},\n")
    string(APPEND sig_impl_list "  pqkit_${a}_implementation,\n")
  endforeach()
  configure_file("${PQKIT_ROOT}/src/common/registry_list.h.in"
    "${CMAKE_BINARY_DIR}/generated/registry_list.h")

  set(objects "")
  set(backends "")
  set(dispatched FALSE)
  foreach(alg IN LISTS kems sigs)
    _pqkit_library_impls(${alg} impls)
    list(LENGTH impls n)
    if(n GREATER 1)
      set(dispatched TRUE)
    endif()
    foreach(impl IN LISTS impls)
      get_property(libs GLOBAL PROPERTY PQKIT_OBJECTS_${alg}_${impl})
      foreach(lib IN LISTS libs)
        list(APPEND objects $<TARGET_OBJECTS:${lib}>)
      endforeach()
      _pqkit_backend_of(${impl} backend)
      list(APPEND backends ${backend})
    endforeach()
    pqkit_public_objects(${alg} pqkit_public_${alg} "${impls}")
    list(APPEND objects $<TARGET_OBJECTS:pqkit_public_${alg}>)
  endforeach()
  # One set of shared primitives: the preferred backend's, plus the native code of
  # every other backend present (their extra functions have names of their own). Each
  # implementation's own objects call its backend's primitives directly.
  list(REMOVE_DUPLICATES backends)
  if(NOT backends)
    set(backends ref)
  endif()
  list(GET backends 0 primary)
  pqkit_common_objects(${primary} common)
  list(APPEND objects $<TARGET_OBJECTS:${common}>)
  foreach(b IN LISTS backends)
    if(NOT b STREQUAL primary)
      pqkit_native_sources(common ${b} extra)
      if(extra)
        pqkit_add_objects(pqkit_common_extra_${b} SOURCES ${extra})
        list(APPEND objects $<TARGET_OBJECTS:pqkit_common_extra_${b}>)
      endif()
    endif()
  endforeach()
  if(NOT PQKIT_FORCE_IMPL STREQUAL "")
    target_compile_definitions(${common} PRIVATE "PQKIT_FORCE_IMPL=\"${PQKIT_FORCE_IMPL}\"")
  endif()
  # Where the implementation is chosen at run time, every implementation the dispatcher
  # may pick calls these primitives: their native operations ask the CPU first, with the
  # dispatcher's own test (the guard of src/common/backend.h).
  if(dispatched AND NOT primary STREQUAL "ref")
    target_compile_definitions(${common} PRIVATE PQKIT_NATIVE_USABLE=pqkit_backend_${primary}_usable)
  endif()
  list(REMOVE_DUPLICATES objects)

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
    target_include_directories(${t} PUBLIC $<BUILD_INTERFACE:${PQKIT_ROOT}/include>
      $<BUILD_INTERFACE:${PQKIT_GENERATED_INCLUDE}> $<INSTALL_INTERFACE:include>)
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
