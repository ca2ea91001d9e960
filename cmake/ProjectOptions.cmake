# One INTERFACE target carries the language standard, warnings and sanitizer flags for every target of ours.
add_library(gputco_options INTERFACE)
add_library(gputco::options ALIAS gputco_options)

target_compile_features(gputco_options INTERFACE cxx_std_20)
set(CMAKE_CXX_EXTENSIONS OFF)

if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(gputco_options INTERFACE -Wall -Wextra -Wpedantic)
endif()

if(GPUTCO_SANITIZE)
    target_compile_options(gputco_options INTERFACE
        -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    target_link_options(gputco_options INTERFACE -fsanitize=address,undefined)
endif()

# Fuzzing instruments our libraries for coverage; the fuzz targets themselves add -fsanitize=fuzzer.
if(GPUTCO_FUZZ)
    target_compile_options(gputco_options INTERFACE -fsanitize=fuzzer-no-link)
endif()

# Qt layers (database, ui, app) add these: no accidental narrowing of QString to char*, no context-less connects.
add_library(gputco_qt_options INTERFACE)
add_library(gputco::qt_options ALIAS gputco_qt_options)
target_link_libraries(gputco_qt_options INTERFACE gputco_options)
target_compile_definitions(gputco_qt_options INTERFACE
    QT_NO_CAST_TO_ASCII
    QT_NO_URL_CAST_FROM_STRING
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_NO_CONTEXTLESS_CONNECT
    QT_NO_FOREACH)
