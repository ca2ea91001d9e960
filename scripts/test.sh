#!/usr/bin/env bash
# One command from a fresh Debian 12 clone to a passing test suite: installs what is missing, then
#   1. builds with AddressSanitizer + UndefinedBehaviorSanitizer (Debug) and runs every CTest test under them
#      (unit, CLI, database, offscreen UI, packaging): one build serves as both the test and the sanitizer pass;
#   2. runs each libFuzzer target for a bounded time (FUZZ_SECONDS, default 60) on its committed corpus.
# GPUTCO_QUICK=1: a plain Debug build and the suite only, for a fast local check.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh

if [ "${GPUTCO_QUICK:-0}" = "1" ]; then
    echo "== quick: debug build and tests"
    cmake --preset debug
    cmake --build --preset debug
    ctest --preset debug
    exit 0
fi

echo "== 1/2 sanitizer build and the whole test suite"
cmake --preset asan
cmake --build --preset asan
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
LSAN_OPTIONS=suppressions="$PWD/scripts/lsan.supp":print_suppressions=0 \
    ctest --preset asan

echo "== 2/2 fuzzing"
scripts/fuzz.sh "${FUZZ_SECONDS:-60}"
