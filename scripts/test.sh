#!/usr/bin/env bash
# One command from a fresh Debian 12 clone to a passing test suite: installs what is missing, builds (Debug),
# runs every CTest test (unit, CLI, database, offscreen UI).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
cmake --preset debug
cmake --build --preset debug
ctest --preset debug
