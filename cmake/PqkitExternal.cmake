# Implementation folders in pqm4/PQClean layout from outside the repository, for the
# lab (docs/lab.md, "External implementations"). The Python lab finds them
# (python/pqkit/external.py) and writes, per build tree, a file of variables:
#   PQKIT_EXT_IDS                  the folders' identifiers
#   PQKIT_EXT_<id>_KIND            kem or sig
#   PQKIT_EXT_<id>_NAME / _IMPL    <scheme> and <impl>
#   PQKIT_EXT_<id>_DIR / _ROOT     the folder and the root it was found under
#   PQKIT_EXT_<id>_SOURCES         its .c/.S/.s files
#   PQKIT_EXT_<id>_NS              the prefix of its api.h names ("" for pqm4's)
#   PQKIT_EXT_<id>_DETACHED        1 if api.h declares crypto_sign_signature/_verify
#   PQKIT_EXT_<id>_CFLAGS          compile flags from its flags file (pqkit-build.txt)
#   PQKIT_EXT_<id>_COUNTS          runs / vectors / KAT counts from that file
#   PQKIT_EXT_<id>_STACK / _HEAP   bytes of stack and of malloc() heap it declares there
#                                  (0: the platform's stack, no heap)
#   PQKIT_EXT_<id>_TAMPER          the signature byte the test flips (0: the middle one)
#   PQKIT_EXT_<id>_RNG_HEADER / _RNG_SEED
#                                  a generator of its own: the header declaring it and
#                                  the statement seeding it (compat/ext_rng.c); empty
#                                  for a folder that draws from randombytes()
# Each folder becomes a static library (its sources and the descriptor of compat/),
# linked with compat/ (the common interfaces, on pqkit's primitives) and the shared
# primitives, and gets the same harness programs as a built-in implementation. The
# folder's code is compiled without pqkit's warning flags: it is not pqkit's.

# compat/ for one backend's shared primitives: the M4 backend where the platform has
# it (pqkit's Cortex-M4 Keccak and SHA-2), else the portable one.
function(_pqkit_ext_compat out_lib out_common out_backend)
  get_property(impls GLOBAL PROPERTY PQKIT_IMPLS)
  set(backend ref)
  if("m4" IN_LIST impls)
    set(backend m4)
  endif()
  pqkit_common_objects(${backend} objs)
  set(common pqkit_lab_${objs})
  if(NOT TARGET ${common})
    add_library(${common} STATIC $<TARGET_OBJECTS:${objs}>)
    set_target_properties(${common} PROPERTIES OUTPUT_NAME ${objs}
      ARCHIVE_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/lib")
  endif()
  set(lib pqkit_lab_compat_${backend})
  if(NOT TARGET ${lib})
    set(c "${PQKIT_ROOT}/compat")
    add_library(${lib} STATIC "${c}/randombytes.c" "${c}/fips202.c" "${c}/keccakf1600.c"
      "${c}/sha2.c" "${c}/aes.c" "${c}/aes_publicinputs.c" "${c}/nistseedexpander.c" "${c}/hal.c")
    # platform.h for hal.c; the programs link the platform's objects themselves
    target_include_directories(${lib} PRIVATE "${c}" "${PQKIT_ROOT}/include" "${PQKIT_ROOT}/src"
      "${PQKIT_ROOT}/platform")
    target_compile_options(${lib} PRIVATE ${PQKIT_OPT_FLAGS} ${PQKIT_WARN_FLAGS})
    target_compile_definitions(${lib} PRIVATE ${PQKIT_PLATFORM_DEFINES})
    # the backend's Keccak (keccakf1600.c), as pqkit_common_objects() compiles it
    if(NOT backend STREQUAL "ref" AND EXISTS "${PQKIT_ROOT}/src/common/native/${backend}/backend.h")
      target_compile_definitions(${lib} PRIVATE
        "PQKIT_COMMON_NATIVE_H=\"common/native/${backend}/backend.h\"")
    endif()
    target_link_libraries(${lib} PUBLIC ${common})
    set_target_properties(${lib} PROPERTIES ARCHIVE_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/lib")
  endif()
  set(${out_lib} ${lib} PARENT_SCOPE)
  set(${out_common} ${common} PARENT_SCOPE)
  set(${out_backend} ${backend} PARENT_SCOPE)
endfunction()

# pqkit_lab_externals(<file> <out_json>): the folders the file names, their harness
# programs, and their manifest entries (marked "external") into out_json.
function(pqkit_lab_externals file out_json)
  include("${file}")
  _pqkit_ext_compat(compat common backend)
  # compat's own check on the target (tests/ext/compat_check.c: both AES against FIPS 197
  # and SP 800-38A, the sponges against pqkit's one-shot functions), run by
  # tests/lab/test_external.py
  if(CMAKE_CROSSCOMPILING AND NOT TARGET pqkit_lab_compat_check)
    _pqkit_lab_program(pqkit_lab_compat_check
      "${PQKIT_ROOT}/tests/ext/compat_check.c;${PQKIT_ROOT}/harness/out.c;${PQKIT_ROOT}/harness/check.c"
      "PQKIT_HARNESS_ALG=none;PQKIT_HARNESS_NAME=\"compat\";PQKIT_HARNESS_IMPL=\"${backend}\";PQKIT_HARNESS_KEM"
      ${compat} ${common})
    target_include_directories(pqkit_lab_compat_check PRIVATE "${PQKIT_ROOT}/compat")
  endif()
  set(json "")
  foreach(id IN LISTS PQKIT_EXT_IDS)
    set(kind ${PQKIT_EXT_${id}_KIND})
    set(dir "${PQKIT_EXT_${id}_DIR}")
    set(lib pqkit_lab_${id}_${PQKIT_EXT_${id}_IMPL})
    add_library(${lib} STATIC ${PQKIT_EXT_${id}_SOURCES} "${PQKIT_ROOT}/compat/ext_${kind}.c")
    target_include_directories(${lib} PRIVATE "${dir}" "${PQKIT_ROOT}/compat"
      "${PQKIT_ROOT}/include")
    # PQKIT_HARNESS_ARENA_BYTES: the descriptor sizes the programs' arena from api.h
    target_compile_definitions(${lib} PRIVATE PQKIT_EXT_ALG=${id}
      "PQKIT_EXT_NAME=\"${PQKIT_EXT_${id}_NAME}\"" "PQKIT_EXT_NS=${PQKIT_EXT_${id}_NS}"
      PQKIT_EXT_DETACHED=${PQKIT_EXT_${id}_DETACHED} PQKIT_HARNESS_ARENA_BYTES=${PQKIT_LAB_ARENA}u)
    if(CMAKE_CROSSCOMPILING)
      # newlib's system calls (malloc, printf, abort) and the folder's heap; -u pulls
      # them from the archive, as libc, linked after it, is what asks for them
      target_sources(${lib} PRIVATE "${PQKIT_ROOT}/compat/ext_libc.c")
      set_source_files_properties("${PQKIT_ROOT}/compat/ext_libc.c" PROPERTIES INCLUDE_DIRECTORIES "${PQKIT_ROOT}/platform")
      target_compile_definitions(${lib} PRIVATE PQKIT_EXT_HEAP_BYTES=${PQKIT_EXT_${id}_HEAP}u)
      foreach(sym _sbrk _exit _kill _getpid _write _read _close _lseek _fstat _isatty)
        target_link_options(${lib} INTERFACE "LINKER:-u,${sym}")
      endforeach()
      # the folder's stack (cortexm-sections.ld takes PQKIT_STACK_SIZE over the platform's)
      if(PQKIT_EXT_${id}_STACK GREATER 0)
        target_link_options(${lib} INTERFACE "LINKER:--defsym=PQKIT_STACK_SIZE=${PQKIT_EXT_${id}_STACK}")
      endif()
    endif()
    if(NOT "${PQKIT_EXT_${id}_RNG_HEADER}" STREQUAL "")
      # the folder's own generator, reseeded from the lab's stream (compat/ext_rng.c)
      target_sources(${lib} PRIVATE "${PQKIT_ROOT}/compat/ext_rng.c")
      target_compile_definitions(${lib} PRIVATE PQKIT_EXT_RNG
        "PQKIT_EXT_RNG_HEADER=\"${PQKIT_EXT_${id}_RNG_HEADER}\""
        "PQKIT_EXT_RNG_SEED=${PQKIT_EXT_${id}_RNG_SEED}")
    endif()
    target_compile_options(${lib} PRIVATE ${PQKIT_OPT_FLAGS} ${PQKIT_EXT_${id}_CFLAGS})
    target_link_libraries(${lib} PUBLIC ${compat})
    # GNU C as pqm4 and PQClean build it (inline asm as `asm`, ...)
    set_target_properties(${lib} PROPERTIES C_EXTENSIONS ON OUTPUT_NAME pqkit_${id}
      ARCHIVE_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/lib")
    # the folder's own counts, read by _pqkit_lab_programs
    # the programs take their arena from the descriptor (harness/arena.c)
    set(PQKIT_LAB_EXTRA_DEFS PQKIT_HARNESS_ARENA_EXTERN)
    if(PQKIT_EXT_${id}_TAMPER GREATER 0)
      list(APPEND PQKIT_LAB_EXTRA_DEFS PQKIT_HARNESS_TAMPER_AT=${PQKIT_EXT_${id}_TAMPER}u)
    endif()
    foreach(kv IN LISTS PQKIT_EXT_${id}_COUNTS)
      string(REPLACE "=" ";" kv "${kv}")
      list(GET kv 0 k)
      list(GET kv 1 v)
      set(PQKIT_LAB_COUNT_${k} ${v})
    endforeach()
    _pqkit_lab_programs(${id} ${PQKIT_EXT_${id}_IMPL} "${PQKIT_EXT_${id}_NAME}" ${kind} ${lib}
      ${common} ${backend}
      "\"external\": true, \"root\": \"${PQKIT_EXT_${id}_ROOT}\", \"dir\": \"${dir}\", \"lib_target\": \"${lib}\","
      progs entry)
    foreach(k runs sign_runs nvec nkat)
      unset(PQKIT_LAB_COUNT_${k})
    endforeach()
    unset(PQKIT_LAB_EXTRA_DEFS)
    string(APPEND json "${entry}")
  endforeach()
  set(${out_json} "${json}" PARENT_SCOPE)
endfunction()
