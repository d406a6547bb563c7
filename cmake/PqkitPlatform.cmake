# The platform description, platform/<name>/platform.json: the one place that says
# what a platform is (CPU, architecture features, compiler flags, memory, sources,
# arena, QEMU machine or programmer). Read by the toolchain file (flags), by
# platform/CMakeLists.txt (sources, linker script), by the lab build (arena) and by
# pqkit_implementation() (features); the Python lab reads the same file.
#
#   pqkit_platform_read(<name>) sets PQKIT_PLATFORM_<FIELD> for FIELD in KIND, CPU,
#   ARCH, CFLAGS, FEATURES (a list), SOURCES (a list), DEFINES (a list of N=V),
#   ARENA, STACK, FLASH_ORIGIN, FLASH_LENGTH, RAM_ORIGIN, RAM_LENGTH.
#
# Kept free of project() dependent commands: the toolchain file includes it too.
set(_pqkit_platform_dir "${CMAKE_CURRENT_LIST_DIR}/../platform")

function(_pqkit_json_list json out)
  set(items "")
  string(JSON n ERROR_VARIABLE err LENGTH "${json}" ${ARGN})
  if(NOT err AND n GREATER 0)
    math(EXPR last "${n} - 1")
    foreach(i RANGE ${last})
      string(JSON item GET "${json}" ${ARGN} ${i})
      list(APPEND items "${item}")
    endforeach()
  endif()
  set(${out} "${items}" PARENT_SCOPE)
endfunction()

macro(pqkit_platform_read name)
  set(_file "${_pqkit_platform_dir}/${name}/platform.json")
  if(NOT EXISTS "${_file}")
    file(GLOB _known RELATIVE "${_pqkit_platform_dir}" "${_pqkit_platform_dir}/*/platform.json")
    string(REPLACE "/platform.json" "" _known "${_known}")
    message(FATAL_ERROR "unknown PQKIT_PLATFORM '${name}' (described: ${_known})")
  endif()
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${_file}")
  file(READ "${_file}" _json)
  foreach(_f kind cpu arch cflags arena)
    string(TOUPPER ${_f} _F)
    string(JSON PQKIT_PLATFORM_${_F} GET "${_json}" ${_f})
  endforeach()
  foreach(_f stack flash ram)
    string(TOUPPER ${_f} _F)
    string(JSON _t ERROR_VARIABLE _err TYPE "${_json}" ${_f})
    if(_f STREQUAL "stack")
      set(PQKIT_PLATFORM_STACK "")
      if(NOT _err)
        string(JSON PQKIT_PLATFORM_STACK GET "${_json}" stack)
      endif()
    elseif(NOT _err)
      string(JSON PQKIT_PLATFORM_${_F}_ORIGIN GET "${_json}" ${_f} origin)
      string(JSON PQKIT_PLATFORM_${_F}_LENGTH GET "${_json}" ${_f} length)
    endif()
  endforeach()
  _pqkit_json_list("${_json}" PQKIT_PLATFORM_FEATURES features)
  _pqkit_json_list("${_json}" PQKIT_PLATFORM_SOURCES sources)
  set(PQKIT_PLATFORM_DEFINES "")
  string(JSON _n ERROR_VARIABLE _err LENGTH "${_json}" defines)
  if(NOT _err AND _n GREATER 0)
    math(EXPR _last "${_n} - 1")
    foreach(_i RANGE ${_last})
      string(JSON _k MEMBER "${_json}" defines ${_i})
      string(JSON _v GET "${_json}" defines ${_k})
      list(APPEND PQKIT_PLATFORM_DEFINES "${_k}=${_v}")
    endforeach()
  endif()
endmacro()
