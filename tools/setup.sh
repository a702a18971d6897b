#!/usr/bin/env bash
# Installs Tabula's build dependencies (Debian packages) and builds it into build/.
# clang (with its sanitizer and libFuzzer runtimes) is for tools/test.sh's sanitizer
# build, build-asan/; python3 runs the fuzzing bot and record mutator (tools/fuzz/).
# Usage: tools/setup.sh            install what is missing, then build
#        tools/setup.sh --no-apt   only build
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(g++ cmake ninja-build pkg-config liblua5.4-dev lua5.4 libboost-program-options-dev
          libspdlog-dev catch2 nlohmann-json3-dev clang libclang-rt-dev python3)

if [ "${1:-}" != "--no-apt" ]; then
  missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing ${missing[*]}"
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    export DEBIAN_FRONTEND=noninteractive
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
fi

cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build
