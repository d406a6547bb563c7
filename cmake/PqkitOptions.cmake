# Build profiles and checks shared by every target.
#   PQKIT_PROFILE   speed (-O3, default) | size (-Os) | debug (-O0 -g)
#   PQKIT_SANITIZE  ON: AddressSanitizer + UndefinedBehaviorSanitizer
#   PQKIT_WERROR    ON: warnings are errors (CI)
set(PQKIT_PROFILE "speed" CACHE STRING "speed | size | debug")
set_property(CACHE PQKIT_PROFILE PROPERTY STRINGS speed size debug)
option(PQKIT_SANITIZE "Build with ASan and UBSan" OFF)
option(PQKIT_WERROR "Treat warnings as errors" OFF)
option(PQKIT_CT_TESTING "Declassification hooks for the valgrind constant-time test" OFF)
option(PQKIT_FUZZ "Build libFuzzer targets (clang)" OFF)
option(PQKIT_VERIFY_AFTER_SIGN
  "Check every ML-DSA and SLH-DSA signature before returning it (PQKIT_ERR_FAULT)" OFF)
# A library user's build (the default) builds the library only; the lab turns the
# harness on (python/pqkit/build.py) and `./pqkit check` the test tools (suite.py).
option(PQKIT_BUILD_HARNESS "Build the lab's test, KAT and benchmark programs" OFF)
option(PQKIT_BUILD_SHARED "Build libpqkit.so next to libpqkit.a" ON)
option(PQKIT_BUILD_TESTS "Build the host test tools (KAT generator, constant-time and fuzz programs)"
  OFF)

if(PQKIT_PROFILE STREQUAL "speed")
  set(PQKIT_OPT_FLAGS -O3)
elseif(PQKIT_PROFILE STREQUAL "size")
  set(PQKIT_OPT_FLAGS -Os)
elseif(PQKIT_PROFILE STREQUAL "debug")
  set(PQKIT_OPT_FLAGS -O0 -g)
else()
  message(FATAL_ERROR "PQKIT_PROFILE must be speed, size or debug (got '${PQKIT_PROFILE}')")
endif()

set(PQKIT_WARN_FLAGS -Wall -Wextra -Wshadow -Wpointer-arith -Wvla -Wmissing-prototypes -Wstrict-prototypes)
if(PQKIT_WERROR)
  list(APPEND PQKIT_WARN_FLAGS -Werror)
endif()

if(PQKIT_VERIFY_AFTER_SIGN)
  add_compile_definitions(PQKIT_VERIFY_AFTER_SIGN)
endif()

if(PQKIT_CT_TESTING)
  add_compile_definitions(PQKIT_CT_TESTING)
  # On the target the hooks call the marker functions the ctcheck plugin watches.
  if(CMAKE_CROSSCOMPILING)
    add_compile_definitions(PQKIT_CT_TARGET)
    # Line tables, so that findings name their source line (no change to the code).
    add_compile_options(-g)
  endif()
endif()

set(PQKIT_SAN_FLAGS "")
if(PQKIT_SANITIZE)
  set(PQKIT_SAN_FLAGS -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
  add_link_options(${PQKIT_SAN_FLAGS})
endif()
if(PQKIT_FUZZ)
  # coverage instrumentation for libFuzzer in every object; the fuzz targets link the runtime
  list(APPEND PQKIT_SAN_FLAGS -fsanitize=fuzzer-no-link)
endif()
