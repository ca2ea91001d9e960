#!/usr/bin/env bash
# Runs clang-tidy with the committed .clang-tidy on the project's C++ sources and fails on any finding.
# Usage: scripts/lint.sh [FILE ...]   (default: every tracked .cpp under core/, database/, session/, ui/ and app/)
# Uses the compile commands of the debug build (build/debug/compile_commands.json; GPUTCO_LINT_BUILD_DIR to use
# another), configuring it first if needed. Not part of scripts/test.sh: it takes minutes on two cores.
set -euo pipefail
cd "$(dirname "$0")/.."

build="${GPUTCO_LINT_BUILD_DIR:-build/debug}"
if ! command -v clang-tidy >/dev/null; then
    echo "lint: clang-tidy is missing (Debian package 'clang-tidy'; scripts/install-deps.sh installs it)" >&2
    exit 1
fi
if [ ! -f "$build/compile_commands.json" ]; then
    cmake --preset debug -B "$build" >/dev/null
fi

if [ $# -gt 0 ]; then
    files=("$@")
else
    mapfile -t files < <(git ls-files 'core/*.cpp' 'database/*.cpp' 'scenariofile/*.cpp' 'session/*.cpp' 'ui/*.cpp' 'app/*.cpp')
fi

echo "lint: clang-tidy on ${#files[@]} files (compile commands from $build)"
# Headers are checked where our sources include them; Qt's and the standard library's are not ours to fix.
printf '%s\0' "${files[@]}" |
    xargs -0 -n 4 -P "$(nproc)" clang-tidy -p "$build" --quiet --warnings-as-errors='*' \
        --header-filter='/(core|database|ui|app)/' 2>/dev/null
echo "lint: clean"
