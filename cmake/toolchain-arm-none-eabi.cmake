# CMake toolchain file for the Cortex-M platforms with Debian's arm-none-eabi-gcc and
# newlib-nano; the CPU flags come from the platform's description
# (platform/<PQKIT_PLATFORM>/platform.json, cmake/PqkitPlatform.cmake).
#   cmake -S . -B build/mps2-an386-speed -G Ninja \
#     -DCMAKE_TOOLCHAIN_FILE=cmake/toolchain-arm-none-eabi.cmake \
#     -DPQKIT_PLATFORM=mps2-an386 -DPQKIT_BUILD_SHARED=OFF -DPQKIT_PROFILE=speed
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)

set(CMAKE_C_COMPILER arm-none-eabi-gcc)
set(CMAKE_ASM_COMPILER arm-none-eabi-gcc)
set(CMAKE_AR arm-none-eabi-ar)
set(CMAKE_RANLIB arm-none-eabi-ranlib)
set(CMAKE_OBJCOPY arm-none-eabi-objcopy CACHE FILEPATH "objcopy")
set(CMAKE_SIZE arm-none-eabi-size CACHE FILEPATH "size")

# No operating system to link a test program against while probing the compiler.
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)

# The platform is needed here, before project(): try_compile's nested projects get it
# through CMAKE_TRY_COMPILE_PLATFORM_VARIABLES. The Cortex-M4F when none is given.
if(NOT PQKIT_PLATFORM)
  set(PQKIT_PLATFORM "mps2-an386")
endif()
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES PQKIT_PLATFORM)
include("${CMAKE_CURRENT_LIST_DIR}/PqkitPlatform.cmake")
pqkit_platform_read(${PQKIT_PLATFORM})
if(PQKIT_PLATFORM_KIND STREQUAL "host")
  message(FATAL_ERROR "PQKIT_PLATFORM ${PQKIT_PLATFORM} is the host: configure without this toolchain file")
endif()

# Sections per function and per object so that --gc-sections keeps only what a firmware
# uses (and so that the per-function size table is meaningful).
set(PQKIT_CPU_FLAGS "${PQKIT_PLATFORM_CFLAGS}")
set(CMAKE_C_FLAGS_INIT "${PQKIT_CPU_FLAGS} -ffunction-sections -fdata-sections")
set(CMAKE_ASM_FLAGS_INIT "${PQKIT_CPU_FLAGS}")
# newlib-nano; no crt0: the platform's own startup code is the entry point.
set(CMAKE_EXE_LINKER_FLAGS_INIT "${PQKIT_CPU_FLAGS} --specs=nano.specs -nostartfiles -Wl,--gc-sections")

set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
