# The repository's Lua passes luacheck with no warning (.luacheckrc: the sandbox's
# globals; docs/guide.md, "Editor setup and linting").
#   bash tests/structure/luacheck.sh SOURCE_DIR
# Without luacheck (Debian's lua-check, installed by tools/setup.sh): exit 77, which
# ctest counts as skipped, except in CI (CI=true), where it fails.
set -u
cd "${1:-.}" || exit 2
FOLDERS="games stdlib tools docs/examples"
if ! command -v luacheck >/dev/null; then
  if [ "${CI:-}" = true ]; then
    echo "FAIL: luacheck is not installed (Debian package lua-check; tools/setup.sh installs it)"
    exit 1
  fi
  echo "SKIP: luacheck is not installed (apt-get install lua-check, or run tools/setup.sh)"
  exit 77
fi
# --no-cache: a cache beside the sources would outlive a change of .luacheckrc.
out=$(luacheck $FOLDERS --no-color --codes --no-cache --formatter plain 2>&1)
rc=$?
if [ $rc -eq 0 ]; then
  echo "luacheck: no warning in $FOLDERS"
  exit 0
fi
printf '%s\n' "$out"
echo "FAIL: luacheck found $(printf '%s\n' "$out" | grep -c ':[0-9]*:[0-9]*:') warning(s) or error(s) in $FOLDERS (exit $rc)"
exit 1
