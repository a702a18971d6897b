#!/usr/bin/env bash
# Builds Tabula (installing dependencies if needed) and runs the whole test
# suite: C++ unit tests, every game's scenarios (each replayed from its
# record), and the command-line tests.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup.sh
ctest --test-dir build --output-on-failure -j "$(nproc)"
