#!/usr/bin/env bash
# Builds the libFuzzer targets with clang and runs each for a bounded time on its committed corpus.
# Usage: scripts/fuzz.sh [SECONDS_PER_TARGET]   (default 60)
# Environment: FUZZ_JOBS, how many targets run at once (default: the number of cores, at most 4). A libFuzzer run
# uses one core, so on CI's two cores two targets at a time give each the same time in half the wall time.
# New inputs go to a scratch corpus, so the committed one stays small; a crash stops the run with its input saved
# under build/fuzz/crashes/, to be turned into a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
jobs="${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}"
[ "$jobs" -ge 1 ] 2>/dev/null || { echo "fuzz.sh: FUZZ_JOBS must be a whole number from 1 to 4, not '$jobs'" >&2; exit 2; }
[ "$jobs" -le 4 ] || jobs=4

targets=(number_parsing cli_options csv_import scenario_json)
cmake --preset fuzz
cmake --build --preset fuzz --target "${targets[@]/#/fuzz_}"

mkdir -p build/fuzz/crashes build/fuzz/logs

# Runs one target; its whole output goes to build/fuzz/logs/TARGET.log, whose last lines are printed when it ends.
run_target() {
    local target="$1" scratch="build/fuzz/corpus-$1"
    mkdir -p "$scratch"
    ASAN_OPTIONS=detect_leaks=1 QT_QPA_PLATFORM=offscreen \
        "build/fuzz/fuzz/fuzz_${target}" -max_total_time="$seconds" -max_len=4096 -timeout=10 \
        -artifact_prefix="build/fuzz/crashes/${target}-" -print_final_stats=1 \
        "$scratch" "fuzz/corpus/${target}" >"build/fuzz/logs/${target}.log" 2>&1
}

failed=0
for ((start = 0; start < ${#targets[@]}; start += jobs)); do
    batch=("${targets[@]:start:jobs}")
    pids=()
    for target in "${batch[@]}"; do
        echo "fuzz: ${target} for ${seconds} s"
        run_target "$target" &
        pids+=("$!")
    done
    for i in "${!batch[@]}"; do
        status=0
        wait "${pids[$i]}" || status=$?
        echo "fuzz: ${batch[$i]} ended (exit ${status})"
        tail -n 6 "build/fuzz/logs/${batch[$i]}.log"
        [ "$status" -eq 0 ] || failed=1
    done
    if [ "$failed" -ne 0 ]; then
        echo "fuzz: a target failed; its input is under build/fuzz/crashes/ and its log under build/fuzz/logs/" >&2
        exit 1
    fi
done
