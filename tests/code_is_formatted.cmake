cmake_policy(SET CMP0007 NEW)
# Fails when a tracked C++ file differs from what .clang-format makes of it (clang-format --dry-run --Werror).
# Run `clang-format -i FILE` on the files it names.
execute_process(COMMAND git ls-files "*.cpp" "*.h"
    WORKING_DIRECTORY "${SOURCE_DIR}" OUTPUT_VARIABLE files RESULT_VARIABLE listed)
if(NOT listed EQUAL 0)
    message(FATAL_ERROR "git ls-files failed in ${SOURCE_DIR}")
endif()
string(REPLACE "\n" ";" files "${files}")
list(FILTER files EXCLUDE REGEX "^$")
execute_process(COMMAND "${CLANG_FORMAT}" --dry-run --Werror ${files}
    WORKING_DIRECTORY "${SOURCE_DIR}" RESULT_VARIABLE result ERROR_VARIABLE findings)
if(NOT result EQUAL 0)
    string(REGEX MATCHALL "[^\n]+: error: code should be clang-formatted" unformatted "${findings}")
    list(REMOVE_DUPLICATES unformatted)
    string(REPLACE ";" "\n" unformatted "${unformatted}")
    message(FATAL_ERROR "Not formatted as .clang-format says (clang-format -i FILE):\n${unformatted}")
endif()
