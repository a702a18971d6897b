# Every Catch2 test case runs under ctest as itself: catch_discover_tests splits a name
# at ';' into names that match no case (each "runs" nothing and passes). So no name may
# hold a ';', and ctest's unit tests must be exactly tabula_unit's cases.
# bash catch_names.sh TABULA_UNIT BUILD_DIR
set -u
unit=$1
build=$2
names=$("$unit" --list-test-names-only | sed '/^$/d')
fails=0
bad=$(printf '%s\n' "$names" | grep ';')
if [ -n "$bad" ]; then
  echo "FAIL: Catch2 names with ';' (ctest splits them into tests that run nothing):"
  printf '  %s\n' "$bad"
  fails=1
fi
cases=$(printf '%s\n' "$names" | wc -l)
registered=$(cd "$build" && ctest -N -L unit | sed -n 's/^Total Tests: //p')
if [ "$cases" != "$registered" ]; then
  echo "FAIL: tabula_unit has $cases test cases, ctest registers $registered unit tests"
  fails=1
fi
[ "$fails" = 0 ] && echo "all checks passed ($cases unit cases)"
exit "$fails"
