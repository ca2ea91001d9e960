#!/usr/bin/env bash
# One command from a fresh Debian 12 clone to the running app: installs what is missing, builds (Release),
# and launches gpu-tco on the bundled default catalogue (created in the user's data folder on first run).
# Extra arguments go to gpu-tco, e.g. scripts/run.sh --database /tmp/test.sqlite
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
cmake --preset release
cmake --build --preset release

exec build/release/app/gui/gpu-tco "$@"
