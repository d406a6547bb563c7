# The lab's build: for one platform and profile, a static library per registered
# (algorithm, implementation), the shared primitives as a library of their own, and
# the harness programs per (algorithm, implementation, program). A manifest
# (pqkit-lab.json) tells the Python lab what was built and how.
#
#   PQKIT_PLATFORM   a platform described in platform/<name>/platform.json
#
# Algorithms are whatever the families registered with pqkit_register(); nothing
# here names one, apart from the run counts below.

# How many runs and records a program does, per algorithm: SLH-DSA "s" sets take
# minutes per signature under emulation. Signing runs sign_runs times.
function(pqkit_lab_counts name out_runs out_sign_runs out_vectors out_kat)
  set(sign_runs 0) # a local: the caller's variable of that name must not leak in
  if(name MATCHES "^slh-dsa-.*s$")
    set(runs 1)
    set(vec 1)
    set(kat 1)
  elseif(name MATCHES "^slh-dsa-")
    set(runs 3)
    set(vec 2)
    set(kat 1)
  elseif(name MATCHES "^bike-l[35]$")
    # decapsulation takes 0.5-1.5 G cycles under emulation
    set(runs 3)
    set(vec 3)
    set(kat 10)
  elseif(name MATCHES "^ml-dsa-")
    # Signing time follows the rejection loop: the mean of 100 signatures has a
    # standard error of about 6 %; pqm4 publishes the mean of 1,000.
    set(runs 100)
    set(sign_runs 1000)
    set(vec 10)
    set(kat 100)
  else()
    set(runs 10)
    set(vec 10)
    set(kat 100)
  endif()
  if(PQKIT_PLATFORM STREQUAL "host")
    math(EXPR runs "${runs} * 10")
  endif()
  if(sign_runs LESS runs)
    set(sign_runs ${runs})
  endif()
  set(${out_runs} ${runs} PARENT_SCOPE)
  set(${out_sign_runs} ${sign_runs} PARENT_SCOPE)
  set(${out_vectors} ${vec} PARENT_SCOPE)
  set(${out_kat} ${kat} PARENT_SCOPE)
endfunction()

# Arena for the programs' static buffers: the description's, sized to the part's RAM.
set(PQKIT_LAB_ARENA ${PQKIT_PLATFORM_ARENA})

function(_pqkit_lab_program target sources defs)
  add_executable(${target} ${sources})
  set(dir "${PQKIT_ROOT}/harness")
  target_include_directories(${target} PRIVATE "${dir}" "${PQKIT_ROOT}/include" "${PQKIT_ROOT}/src")
  # The platform's defines too (PQKIT_RAM_FIT_CHECKS reaches harness/out.c).
  target_compile_definitions(${target} PRIVATE ${defs} PQKIT_HARNESS_ARENA_BYTES=${PQKIT_LAB_ARENA}u
    ${PQKIT_PLATFORM_DEFINES})
  target_compile_options(${target} PRIVATE ${PQKIT_OPT_FLAGS} ${PQKIT_WARN_FLAGS})
  target_link_libraries(${target} PRIVATE ${ARGN} pqkit_platform)
  set_target_properties(${target} PROPERTIES RUNTIME_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/fw")
  if(CMAKE_CROSSCOMPILING)
    set_target_properties(${target} PROPERTIES SUFFIX ".elf")
    target_link_options(${target} PRIVATE "-Wl,-Map=${CMAKE_BINARY_DIR}/fw/${target}.map")
  endif()
endfunction()

# The harness programs of one (algorithm, implementation): test, speed, stack, hashing,
# vectors (and ct in a PQKIT_CT_TESTING tree), linked with lib and common_lib; alg is
# the identifier of its descriptor (pqkit_kem_desc_<alg>). out_progs gets the program
# names, out_json the manifest entry; extra is more JSON fields for the entry ("" or
# '"key": value, ...'). Built-in and external implementations (PqkitExternal.cmake)
# both come through here.
function(_pqkit_lab_programs alg impl name kind lib common_lib backend extra out_progs out_json)
  set(dir "${PQKIT_ROOT}/harness")
  set(have_kat OFF)
  set(have_kat_json false)
  if(EXISTS "${dir}/kat.c" AND EXISTS "${dir}/kat.h")
    set(have_kat ON)
    set(have_kat_json true)
  endif()
  if(kind STREQUAL "kem")
    set(kdef PQKIT_HARNESS_KEM)
  else()
    set(kdef PQKIT_HARNESS_SIG)
  endif()
  pqkit_lab_counts("${name}" runs sign_runs nvec nkat)
  # an external folder's own counts (its flags file, PqkitExternal.cmake)
  foreach(v runs sign_runs nvec nkat)
    if(DEFINED PQKIT_LAB_COUNT_${v})
      set(${v} ${PQKIT_LAB_COUNT_${v}})
    endif()
  endforeach()
  set(defs PQKIT_HARNESS_ALG=${alg} PQKIT_HARNESS_NAME="${name}" PQKIT_HARNESS_IMPL="${impl}" ${kdef}
    ${PQKIT_LAB_EXTRA_DEFS})
  set(base "${dir}/out.c;${dir}/arena.c;${dir}/registry_one.c")
  set(libs ${lib} ${common_lib})
  set(warm 0)
  if(PQKIT_PLATFORM STREQUAL "host")
    set(warm 3)
  endif()

  set(progs test speed stack hashing vectors)
  _pqkit_lab_program(${alg}_${impl}_test "${base};${dir}/check.c;${dir}/records.c;${dir}/test_${kind}.c"
    "${defs}" ${libs} pqkit_kat_drbg)
  _pqkit_lab_program(${alg}_${impl}_speed "${base};${dir}/ops_${kind}.c;${dir}/speed.c"
    "${defs};PQKIT_SPEED_RUNS=${runs}u;PQKIT_SPEED_SIGN_RUNS=${sign_runs}u;PQKIT_SPEED_WARMUP=${warm}u"
    ${libs})
  _pqkit_lab_program(${alg}_${impl}_hashing "${base};${dir}/ops_${kind}.c;${dir}/speed.c"
    "${defs};PQKIT_SPEED_RUNS=1u;PQKIT_SPEED_PROGRAM=\"hashing\"" ${libs})
  _pqkit_lab_program(${alg}_${impl}_stack "${base};${dir}/ops_${kind}.c;${dir}/stack.c" "${defs}" ${libs})
  set(vsrc "${base};${dir}/records.c;${dir}/vectors.c")
  set(vdefs "${defs};PQKIT_VECTORS_COUNT=${nvec}u;PQKIT_KAT_COUNT=${nkat}u")
  if(have_kat)
    list(APPEND vsrc "${dir}/kat.c")
    list(APPEND vdefs PQKIT_HAVE_KAT)
  endif()
  _pqkit_lab_program(${alg}_${impl}_vectors "${vsrc}" "${vdefs}" ${libs} pqkit_kat_drbg)
  # The constant-time check (tools/ctcheck): only in a tree built with the target's
  # PQKIT_CT_TESTING hooks.
  if(PQKIT_CT_TESTING AND CMAKE_CROSSCOMPILING)
    _pqkit_lab_program(${alg}_${impl}_ct "${base};${dir}/check.c;${dir}/ct.c" "${defs}" ${libs})
    list(APPEND progs ct)
  endif()

  set(pj "")
  foreach(p IN LISTS progs)
    string(APPEND pj "\"${p}\": \"$<TARGET_FILE:${alg}_${impl}_${p}>\", ")
  endforeach()
  string(REGEX REPLACE ", $" "" pj "${pj}")
  set(${out_progs} ${progs} PARENT_SCOPE)
  set(${out_json} "    {\"name\": \"${name}\", \"alg\": \"${alg}\", \"impl\": \"${impl}\", \"kind\": \"${kind}\", \"speed_runs\": ${runs}, \"vectors_count\": ${nvec}, \"kat_count\": ${nkat}, \"have_kat\": ${have_kat_json}, \"backend\": \"${backend}\", \"library\": \"$<TARGET_FILE:${lib}>\", \"common_library\": \"$<TARGET_FILE:${common_lib}>\", \"common_target\": \"${common_lib}\", ${extra}\n      \"programs\": {${pj}}},\n" PARENT_SCOPE)
endfunction()

function(pqkit_lab_setup)
  add_subdirectory("${PQKIT_ROOT}/platform" "${CMAKE_BINARY_DIR}/platform")

  get_property(objlibs GLOBAL PROPERTY PQKIT_OBJECT_LIBRARIES)
  if(CMAKE_CROSSCOMPILING)
    # Position-independent code buys nothing on bare metal and costs size and speed.
    foreach(lib IN LISTS objlibs)
      set_target_properties(${lib} PROPERTIES POSITION_INDEPENDENT_CODE OFF)
    endforeach()
  endif()

  # Shared primitives (Keccak, ct helpers, ...) as their own library per backend, for
  # linking and for measuring their size apart from each scheme.
  function(_pqkit_lab_common backend out)
    pqkit_common_objects(${backend} objs)
    set(lib pqkit_lab_${objs})
    if(NOT TARGET ${lib})
      add_library(${lib} STATIC $<TARGET_OBJECTS:${objs}>)
      set_target_properties(${lib} PROPERTIES OUTPUT_NAME ${objs}
        ARCHIVE_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/lib")
    endif()
    set(${out} ${lib} PARENT_SCOPE)
  endfunction()

  get_property(impls GLOBAL PROPERTY PQKIT_IMPLEMENTATIONS)
  get_property(kems GLOBAL PROPERTY PQKIT_REGISTRY_KEM)
  set(dir "${PQKIT_ROOT}/harness")

  set(json_algs "")
  set(all_targets "")
  foreach(entry IN LISTS impls)
    string(REPLACE ":" ";" parts "${entry}")
    list(GET parts 0 alg)
    list(GET parts 1 impl)
    string(REPLACE "_" "-" name "${alg}")
    get_property(parts_libs GLOBAL PROPERTY PQKIT_OBJECTS_${alg}_${impl})
    set(objs "")
    foreach(l IN LISTS parts_libs)
      list(APPEND objs $<TARGET_OBJECTS:${l}>)
    endforeach()
    # The implementation with the public names bound to it; the object libraries
    # already use the name pqkit_<alg>_<impl>, the archive gets it.
    pqkit_public_objects(${alg} pqkit_lab_public_${alg}_${impl} ${impl})
    list(APPEND objs $<TARGET_OBJECTS:pqkit_lab_public_${alg}_${impl}>)
    get_property(backend GLOBAL PROPERTY PQKIT_IMPL_BACKEND_${impl})
    _pqkit_lab_common(${backend} common_lib)
    set(lib pqkit_lab_${alg}_${impl})
    add_library(${lib} STATIC ${objs})
    set_target_properties(${lib} PROPERTIES OUTPUT_NAME pqkit_${alg}_${impl}
      ARCHIVE_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/lib")

    if(alg IN_LIST kems)
      set(kind kem)
    else()
      set(kind sig)
    endif()
    _pqkit_lab_programs(${alg} ${impl} "${name}" ${kind} ${lib} ${common_lib} ${backend} "" progs entry)
    string(APPEND json_algs "${entry}")
    list(TRANSFORM progs PREPEND "${alg}_${impl}_" OUTPUT_VARIABLE targets)
    list(APPEND all_targets ${targets})

    # The serial command shell of this implementation holds all its algorithms.
    set_property(GLOBAL APPEND PROPERTY PQKIT_LAB_SHELL_LIBS_${impl} ${lib})
    set_property(GLOBAL PROPERTY PQKIT_LAB_SHELL_COMMON_${impl} ${common_lib})
    if(alg IN_LIST kems)
      set_property(GLOBAL APPEND_STRING PROPERTY PQKIT_LAB_SHELL_ALGS_${impl} "SHELL_KEM(${alg})\n")
    else()
      set_property(GLOBAL APPEND_STRING PROPERTY PQKIT_LAB_SHELL_ALGS_${impl} "SHELL_SIG(${alg})\n")
    endif()
  endforeach()

  # Implementation folders from outside the repository (PqkitExternal.cmake).
  if(PQKIT_EXTERNAL_FILE)
    include(PqkitExternal)
    pqkit_lab_externals("${PQKIT_EXTERNAL_FILE}" ext_json)
    string(APPEND json_algs "${ext_json}")
  endif()
  string(REGEX REPLACE ",\n$" "\n" json_algs "${json_algs}")

  # One serial command shell (harness/shell.c) per implementation, with every algorithm
  # that implementation has, named in a generated shell_algorithms.h.
  set(sj "")
  get_property(shell_impls GLOBAL PROPERTY PQKIT_IMPLS)
  foreach(impl IN LISTS shell_impls)
    get_property(shell_libs GLOBAL PROPERTY PQKIT_LAB_SHELL_LIBS_${impl})
    if(NOT shell_libs)
      continue()
    endif()
    get_property(shell_common GLOBAL PROPERTY PQKIT_LAB_SHELL_COMMON_${impl})
    get_property(shell_algs GLOBAL PROPERTY PQKIT_LAB_SHELL_ALGS_${impl})
    set(gen "${CMAKE_BINARY_DIR}/shell/${impl}")
    file(WRITE "${gen}/shell_algorithms.h.new" "${shell_algs}")
    configure_file("${gen}/shell_algorithms.h.new" "${gen}/shell_algorithms.h" COPYONLY)
    _pqkit_lab_program(shell_${impl} "${dir}/out.c;${dir}/arena.c;${dir}/shell.c"
      "PQKIT_HARNESS_ALG=none;PQKIT_HARNESS_NAME=\"shell\";PQKIT_HARNESS_IMPL=\"${impl}\";PQKIT_HARNESS_KEM"
      ${shell_libs} ${shell_common})
    target_include_directories(shell_${impl} PRIVATE "${gen}")
    string(APPEND sj "\"${impl}\": \"$<TARGET_FILE:shell_${impl}>\", ")
  endforeach()
  string(REGEX REPLACE ", $" "" sj "${sj}")

  # Backend checks and micro-benchmarks: tests/backends/<family>_<backend>_{check,bench}.c
  # for every backend this build has, linked with the family's code for ref and for
  # that backend (and the backend's shared primitives), so every backend function can
  # be compared with its portable counterpart on the target itself. A host's backends
  # are checked by the host test tools instead (tests/tools, one program per set).
  set(bj "")
  set(all_impls "")
  if(CMAKE_CROSSCOMPILING)
    get_property(all_impls GLOBAL PROPERTY PQKIT_IMPLS)
  endif()
  set(seen_backends "")
  foreach(impl IN LISTS all_impls)
    get_property(backend GLOBAL PROPERTY PQKIT_IMPL_BACKEND_${impl})
    if(backend STREQUAL "ref" OR backend IN_LIST seen_backends)
      continue()
    endif()
    list(APPEND seen_backends ${backend})
    file(GLOB progs CONFIGURE_DEPENDS "${PQKIT_ROOT}/tests/backends/*_${backend}_check.c"
      "${PQKIT_ROOT}/tests/backends/*_${backend}_bench.c")
    foreach(src IN LISTS progs)
      get_filename_component(prog "${src}" NAME_WE)
      string(REGEX REPLACE "_${backend}_(check|bench)$" "" family "${prog}")
      # as archives, so that a program may bring its own copy of a portable file
      set(libs "")
      foreach(i IN ITEMS ref ${impl})
        if(TARGET pqkit_${family}_shared_${i})
          if(NOT TARGET pqkit_lab_shared_${family}_${i})
            add_library(pqkit_lab_shared_${family}_${i} STATIC
              $<TARGET_OBJECTS:pqkit_${family}_shared_${i}>)
          endif()
          list(APPEND libs pqkit_lab_shared_${family}_${i})
        endif()
      endforeach()
      _pqkit_lab_common(${backend} common_lib)
      # A family whose checks depend on the parameter set gets one program per set
      # (<prog>_<value>, compiled with <macro>=<value>): pqkit_backend_program_sets().
      get_property(sets GLOBAL PROPERTY PQKIT_BACKEND_PROGRAM_SETS_${family})
      set(variants "${prog}")
      set(macro "")
      if(sets)
        list(POP_FRONT sets macro)
        list(TRANSFORM sets PREPEND "${prog}_" OUTPUT_VARIABLE variants)
      endif()
      foreach(target IN LISTS variants)
        set(pdefs "PQKIT_HARNESS_ALG=none;PQKIT_HARNESS_NAME=\"${family}\";PQKIT_HARNESS_IMPL=\"${backend}\";PQKIT_HARNESS_KEM;PQKIT_IMPL=ref")
        if(macro)
          string(REGEX REPLACE "^.*_" "" value "${target}")
          list(APPEND pdefs "${macro}=${value}")
        endif()
        _pqkit_lab_program(${target} "${src};${dir}/out.c;${dir}/check.c" "${pdefs}"
          ${libs} ${common_lib})
        target_include_directories(${target} PRIVATE "${PQKIT_ROOT}/src/${family}")
        string(APPEND bj "\"${target}\": \"$<TARGET_FILE:${target}>\", ")
      endforeach()
    endforeach()
  endforeach()
  string(REGEX REPLACE ", $" "" bj "${bj}")

  # Deliberately broken programs, for the lab's own tests.
  set(fj "")
  set(faults crash hang garbage noend)
  foreach(fault IN LISTS faults)
    list(FIND faults ${fault} idx)
    math(EXPR code "${idx} + 1")
    _pqkit_lab_program(lab_${fault} "${dir}/out.c;${dir}/lab_faults.c"
      "PQKIT_HARNESS_ALG=none;PQKIT_HARNESS_NAME=\"lab-fault\";PQKIT_HARNESS_IMPL=\"none\";PQKIT_HARNESS_KEM;PQKIT_LAB_FAULT=${code}")
    string(APPEND fj "\"${fault}\": \"$<TARGET_FILE:lab_${fault}>\", ")
  endforeach()
  string(REGEX REPLACE ", $" "" fj "${fj}")

  string(TOUPPER "${CMAKE_BUILD_TYPE}" bt)
  string(JOIN " " flags ${CMAKE_C_FLAGS} ${CMAKE_C_FLAGS_${bt}} ${PQKIT_OPT_FLAGS})
  if(PQKIT_VERIFY_AFTER_SIGN)
    string(APPEND flags " -DPQKIT_VERIFY_AFTER_SIGN") # recorded with every result
  endif()
  string(REPLACE "\"" "\\\"" flags "${flags}")
  file(GENERATE OUTPUT "${CMAKE_BINARY_DIR}/pqkit-lab.json" CONTENT "{
  \"platform\": \"${PQKIT_PLATFORM}\",
  \"profile\": \"${PQKIT_PROFILE}\",
  \"compiler\": \"${CMAKE_C_COMPILER_ID} ${CMAKE_C_COMPILER_VERSION}\",
  \"compiler_path\": \"${CMAKE_C_COMPILER}\",
  \"cflags\": \"${flags}\",
  \"ldflags\": \"${CMAKE_EXE_LINKER_FLAGS}\",
  \"cross\": $<IF:$<BOOL:${CMAKE_CROSSCOMPILING}>,true,false>,
  \"faults\": {${fj}},
  \"backend_programs\": {${bj}},
  \"shells\": {${sj}},
  \"algorithms\": [
${json_algs}  ]
}
")
endfunction()
