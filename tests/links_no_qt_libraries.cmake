cmake_minimum_required(VERSION 3.25)
# Fails when PROGRAM would load a Qt library matching FORBIDDEN (a regex) at start: ldd lists every shared library
# the dynamic loader maps, direct or through another library.
#   cmake -DPROGRAM=path -DFORBIDDEN="Qt6(Widgets|Gui)" -DWHY="..." -P links_no_qt_libraries.cmake
find_program(LDD ldd REQUIRED)
execute_process(COMMAND ${LDD} "${PROGRAM}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "ldd ${PROGRAM} failed (${rc}): ${err}")
endif()
string(REGEX MATCHALL "lib${FORBIDDEN}[^ \t\n]*" found "${out}")
if(found)
    list(REMOVE_DUPLICATES found)
    list(JOIN found ", " names)
    message(FATAL_ERROR "${PROGRAM} loads ${names}: ${WHY}")
endif()
message(STATUS "${PROGRAM}: no lib${FORBIDDEN}")
