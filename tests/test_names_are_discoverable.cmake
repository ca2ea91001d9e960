cmake_minimum_required(VERSION 3.25)
# A test case whose name holds ';' is cut at it when CTest discovers it (CMake reads ';' as a list separator): the
# filter then matches no test case, Catch runs nothing, and CTest counts the test as passed. 54 test cases went
# unrun that way. Fails listing every TEST_CASE or SECTION name under tests/ that holds a ';'.
#   cmake -DTESTS_DIR=... -P test_names_are_discoverable.cmake
file(GLOB_RECURSE files "${TESTS_DIR}/*.cpp")
set(offenders "")
foreach(file IN LISTS files)
    file(STRINGS "${file}" lines REGEX "(TEST_CASE|SECTION)\\(\"[^\"]*;")
    foreach(line IN LISTS lines)
        list(APPEND offenders "${file}: ${line}")
    endforeach()
endforeach()
if(offenders)
    list(JOIN offenders "\n" report)
    message(FATAL_ERROR "test names must not hold ';' (CTest would run nothing for them):\n${report}")
endif()
list(LENGTH files count)
message(STATUS "${count} test files checked: no test name holds ';'")
