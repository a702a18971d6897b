#!/usr/bin/env bash
# Installs Tabula's dependencies (Debian packages) and builds the `tabula` program into
# build/, so the demo can start; tools/test.sh builds the rest (unit tests, fuzz targets).
# clang (with its sanitizer and libFuzzer runtimes) is for tools/test.sh's sanitizer
# build, build-asan/; python3 runs the fuzzing bot and record mutator (tools/fuzz/) and
# the docs checks; git lists the tracked files for the docs checks; valgrind counts the
# instructions of the standard runs for the guard against slowdowns (tools/bench/count.sh);
# slurmctld, slurmd, slurm-client and munge (8 packages, about 4 MB) start the throwaway
# single-node Slurm of tests/cluster/slurm.sh (docs/cluster.md), no daemon left running.
# libcpp-httplib-dev is the HTTP server of `tabula serve` (docs/web.md); chromium runs its
# page headless in the browser tests (tests/web/), and fonts-dejavu-core is the font the
# boards are drawn in, so that their screenshots match the committed ones on any machine.
# Usage: tools/setup.sh            install what is missing, then build
#        tools/setup.sh --no-apt   only build
# Not root: apt-get runs through sudo ($TABULA_SUDO, default sudo); without it, the
# missing packages and the command to run as root are printed, and it stops (exit 1).
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(g++ cmake ninja-build pkg-config liblua5.4-dev lua5.4 libboost-program-options-dev
          libspdlog-dev catch2 nlohmann-json3-dev clang libclang-rt-dev python3 lua-check git valgrind
          slurmctld slurmd slurm-client munge libcpp-httplib-dev chromium fonts-dejavu-core)

if [ "${1:-}" != "--no-apt" ]; then
  missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    SUDO=()
    if [ "$(id -u)" -ne 0 ]; then
      if command -v "${TABULA_SUDO:-sudo}" >/dev/null 2>&1; then
        SUDO=("${TABULA_SUDO:-sudo}")
      else
        echo "setup: these Debian packages are missing: ${missing[*]}" >&2
        echo "setup: you are not root and there is no sudo; as root, run:" >&2
        echo "  apt-get update && apt-get install -y --no-install-recommends ${missing[*]}" >&2
        echo "setup: then run tools/setup.sh again (tools/setup.sh --no-apt only builds)." >&2
        exit 1
      fi
    fi
    echo "setup: installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    if ! { "${SUDO[@]}" apt-get update && "${SUDO[@]}" apt-get install -y --no-install-recommends "${missing[@]}"; }; then
      echo "setup: could not install the packages${SUDO[*]:+ through ${SUDO[*]} (not a sudoer?)}; as root, run:" >&2
      echo "  apt-get update && apt-get install -y --no-install-recommends ${missing[*]}" >&2
      echo "setup: then run tools/setup.sh again (tools/setup.sh --no-apt only builds)." >&2
      exit 1
    fi
  fi
fi

cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build --target tabula
