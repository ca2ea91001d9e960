#!/usr/bin/env bash
# One command from a fresh Debian 12 clone to a passing test suite: installs what is missing, then
#   1. builds (Debug) and runs every CTest test (unit, CLI, database, offscreen UI, packaging);
#   2. builds with AddressSanitizer + UndefinedBehaviorSanitizer and runs the whole suite again;
#   3. runs each libFuzzer target for a bounded time (FUZZ_SECONDS, default 60) on its committed corpus.
# Set GPUTCO_QUICK=1 to stop after step 1 (for a fast local check).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh

echo "== 1/3 debug build and tests"
cmake --preset debug
cmake --build --preset debug
ctest --preset debug

if [ "${GPUTCO_QUICK:-0}" = "1" ]; then
    exit 0
fi

echo "== 2/3 sanitizer build and tests"
cmake --preset asan
cmake --build --preset asan
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
LSAN_OPTIONS=suppressions="$PWD/scripts/lsan.supp":print_suppressions=0 \
    ctest --preset asan

echo "== 3/3 fuzzing"
scripts/fuzz.sh "${FUZZ_SECONDS:-60}"
