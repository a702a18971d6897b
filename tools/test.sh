#!/usr/bin/env bash
# Builds Tabula (installing dependencies if needed) and runs the whole test
# suite: C++ unit tests, every game's scenarios (each replayed from its record),
# and the command-line tests. Then a second stage: the unit tests and the hostile
# suite again, built with clang under AddressSanitizer + UndefinedBehaviorSanitizer
# in build-asan/ (docs/testing.md, "Sanitizers"). TABULA_SKIP_SANITIZE=1 skips that
# stage, except in CI (CI=true), which always runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup.sh
cmake --build build   # the unit tests too (setup builds only what the demo needs)
ctest --test-dir build --output-on-failure -j "$(nproc)"

if [ "${TABULA_SKIP_SANITIZE:-0}" = 1 ] && [ "${CI:-}" != true ]; then
  echo "test: sanitizer stage skipped (TABULA_SKIP_SANITIZE=1)"
  exit 0
fi
# The sanitizer build's options; the libFuzzer targets (clang only) join them here
# with -DTABULA_FUZZ=ON, and ctest's "fuzz" label runs their short CI fuzz.
SANITIZE_OPTIONS=(-DTABULA_SANITIZE=ON -DTABULA_FUZZ=ON)
echo "test: sanitizer stage (build-asan/, clang++, ${SANITIZE_OPTIONS[*]})"
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
  "${SANITIZE_OPTIONS[@]}" >/dev/null
cmake --build build-asan
# A sanitized binary runs about ten times slower: a hostile input's "hung" limit (60 s
# a command, tests/hostile/lib.sh) grows with it, or a million-line record read on a
# busy machine would be taken for a hang.
HOSTILE_SECONDS=${HOSTILE_SECONDS:-240} ctest --test-dir build-asan --output-on-failure -j "$(nproc)" -L 'unit|hostile|fuzz'
