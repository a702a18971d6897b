# Every place where the host's model and API call script code is either a pure query,
# run under the guard (call_query / get_query in lua_api/l_api.cpp, or a QueryGuard
# held in scope: "// query: ..."), or says why it is not ("// not a query: ...").
# A new call site that says neither fails here, so none can forget the guard.
# (interpreter/host/ is the machinery that runs a chunk, a module or a coroutine in its
# caller's stead; cli/ and testing/ drive matches and test files.)
. "$(dirname "$0")/lib.sh"

CALLS='lua_(p)?call(k)?\(|(host\(\)|host|h)\.call\('
DIRS="interpreter/lua_api interpreter/match interpreter/model interpreter/cpp_api interpreter/agents interpreter/common interpreter/core"
unmarked=$(grep -rnE "$CALLS" $DIRS | grep -vE '// (not a )?query: ')
[ -z "$unmarked" ] || fail "calls of script code that neither run as a query nor say why not:
$unmarked"
# The helpers themselves exist and guard.
grep -q 'QueryGuard guard' interpreter/lua_api/l_api.cpp || fail "call_query no longer holds a QueryGuard"
# A raw table read of a script's table in a query callback: get_query instead.
raw=$(grep -nE 'lua_gettable|lua_geti\(' interpreter/lua_api/l_board*.cpp interpreter/lua_api/l_board_call.h)
[ -z "$raw" ] || fail "board code reads a script's table outside get_query:
$raw"
finish
