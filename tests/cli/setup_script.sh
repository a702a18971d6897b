# tools/setup.sh for a user who is not root, on a machine without sudo: it names the
# missing packages and the one command to run as root, and stops before apt-get.
. "$(dirname "$0")/lib.sh"

FAKE=$WORK/bin
mkdir -p "$FAKE"
printf '#!/bin/sh\n[ "$1" = -u ] && echo 1000 || exec /usr/bin/id "$@"\n' > "$FAKE/id"
printf '#!/bin/sh\nexit 1\n' > "$FAKE/dpkg-query"                 # every package missing
printf '#!/bin/sh\necho "apt-get was run" >&2\nexit 9\n' > "$FAKE/apt-get"
chmod +x "$FAKE"/*
run 1 env PATH="$FAKE:$PATH" TABULA_SUDO=no-such-sudo-here bash "$SRC/tools/setup.sh"
contains "setup: these Debian packages are missing: g++ cmake"
contains "you are not root and there is no sudo; as root, run:"
contains "  apt-get update && apt-get install -y --no-install-recommends g++ cmake"
case "$OUT" in *"apt-get was run"*) fail "apt-get ran without root or sudo" ;; esac
# With a sudo, apt-get runs through it, its output shown.
printf '#!/bin/sh\necho "sudo: $*"\n' > "$FAKE/fake-sudo"
chmod +x "$FAKE/fake-sudo"
run 0 env PATH="$FAKE:$PATH" TABULA_SUDO=fake-sudo bash -c "sed 's/^cmake /: cmake /' '$SRC/tools/setup.sh' > '$WORK/setup.sh' && cd '$SRC' && bash '$WORK/setup.sh'"
contains "sudo: apt-get update"
contains "sudo: apt-get install -y --no-install-recommends g++"
# A user with sudo who is not a sudoer: sudo's refusal, then the one command to run as root.
printf '#!/bin/sh\necho "alice is not in the sudoers file." >&2\nexit 1\n' > "$FAKE/refusing-sudo"
chmod +x "$FAKE/refusing-sudo"
run 1 env PATH="$FAKE:$PATH" TABULA_SUDO=refusing-sudo bash "$SRC/tools/setup.sh"
contains "setup: could not install the packages through refusing-sudo (not a sudoer?); as root, run:"
contains "  apt-get update && apt-get install -y --no-install-recommends g++ cmake"
finish
