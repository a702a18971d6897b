# Shared helpers for the hostile-input suite. Each test: bash T.sh TABULA SOURCE_DIR
# Every hostile command must end on its own, within seconds, with a clear error
# (exit 1 or 2): never a hang, a signal, an internal error (exit 3) or memory past
# the cap. `expect` runs one under a time limit and, unless the host is built with
# sanitizers (whose shadow memory needs a large address space), an address-space
# limit well above the default memory cap: a host that grows past it dies, and so fails.
. "$(dirname "${BASH_SOURCE[0]}")/../cli/lib.sh"   # TABULA, SRC, WORK, fail, contains, finish
SECONDS_EACH=${HOSTILE_SECONDS:-60}
ADDRESS_SPACE_KB=${HOSTILE_ADDRESS_SPACE_KB:-4194304}   # 4 GiB: the 256 MiB cap, the host, and room
if "$TABULA" --version 2>/dev/null | grep -q sanitizers; then ADDRESS_SPACE_KB=unlimited; fi

# expect EXIT CMD...: runs CMD (stdin from /dev/null) under the limits; keeps
# stdout+stderr in $OUT and checks the exit code is EXIT.
expect() {
  local want=$1; shift
  OUT=$( (ulimit -v "$ADDRESS_SPACE_KB"; exec timeout -k 5 "$SECONDS_EACH" "$@") 2>&1 < /dev/null)
  local got=$?
  case $got in
    124|137) fail "hung (no end within ${SECONDS_EACH}s): $*" ;;
    3) fail "internal error (exit 3): $*
$(printf '%s' "$OUT" | tail -5)" ;;
    *) if [ "$got" -ge 128 ]; then fail "died on signal $((got - 128)): $*
$(printf '%s' "$OUT" | tail -5)"
       elif [ "$got" -ne "$want" ]; then fail "exit $got (wanted $want): $*
$(printf '%s' "$OUT" | tail -5)"; fi ;;
  esac
}

lacks() { # lacks TEXT [WHAT]
  case "$OUT" in *"$1"*) fail "${2:-output} has '$1':
$(printf '%s' "$OUT" | head -c 2000)" ;; *) ;; esac
}

# game NAME: a game folder under $WORK/games whose game.lua is read from stdin.
G=$WORK/games
game() { mkdir -p "$G/$1"; cat > "$G/$1/game.lua"; }
