#!/usr/bin/env bash
# Installs what tools/bench/run.sh needs besides Tabula's own build dependencies
# (tools/setup.sh), and what tools/bench/count.sh needs: Debian's stockfish, nodejs
# and npm, hyperfine, GNU time, g++, valgrind and lua5.4, then chess.js at the version pinned
# in package.json / package-lock.json (into tools/bench/node_modules, git-ignored).
# Not part of CI or ctest.
# Usage: tools/bench/setup.sh
set -euo pipefail
cd "$(dirname "$0")"

# command -> Debian package
declare -A NEED=([stockfish]=stockfish [node]=nodejs [npm]=npm [hyperfine]=hyperfine [g++]=g++ [valgrind]=valgrind [lua5.4]=lua5.4)
[ -x /usr/bin/time ] || NEED[/usr/bin/time]='time'
missing=()
for cmd in "${!NEED[@]}"; do
  command -v "$cmd" >/dev/null 2>&1 || [ -x "/usr/games/$cmd" ] || missing+=("${NEED[$cmd]}")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "bench setup: installing ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ -f package-lock.json ]; then
  npm ci --no-audit --no-fund --loglevel=error
else
  npm install --no-audit --no-fund --loglevel=error
fi
echo "bench setup: $(node -e 'console.log("chess.js " + require("chess.js/package.json").version)'), node $(node --version), $(command -v stockfish || echo /usr/games/stockfish)"
