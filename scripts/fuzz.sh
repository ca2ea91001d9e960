#!/usr/bin/env bash
# Builds the libFuzzer targets with clang and runs each for a bounded time on its committed corpus.
# Usage: scripts/fuzz.sh [SECONDS_PER_TARGET]   (default 60)
# New inputs go to a scratch corpus, so the committed one stays small; a crash stops the run with its input saved
# under build/fuzz/crashes/, to be turned into a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"

cmake --preset fuzz
cmake --build --preset fuzz --target fuzz_number_parsing fuzz_cli_options fuzz_csv_import fuzz_scenario_json

mkdir -p build/fuzz/crashes
for target in number_parsing cli_options csv_import scenario_json; do
    scratch="build/fuzz/corpus-${target}"
    mkdir -p "$scratch"
    echo "fuzz: ${target} for ${seconds} s"
    ASAN_OPTIONS=detect_leaks=1 QT_QPA_PLATFORM=offscreen \
        "build/fuzz/fuzz/fuzz_${target}" -max_total_time="$seconds" -max_len=4096 -timeout=10 \
        -artifact_prefix="build/fuzz/crashes/${target}-" -print_final_stats=1 \
        "$scratch" "fuzz/corpus/${target}" 2>&1 | tail -n 6
done
