# Loops the budget must see: each function a script can reach (listed by tabula.api(),
# so a function added later is tried too) called over and over inside pcall, with
# arguments that make it work hard. Every such loop ends on its own with the budget or
# the time limit, well within the bound below, whatever the function does per call.
. "$(dirname "$0")/lib.sh"

BOUND=${HOST_WORK_BOUND:-20}   # seconds; the time limit is 5 s
game hostwork <<'LUA'
local game = { seats = 2, options = { target = { default = "" } } }

-- Arguments that make a function do much per call: big tables, long strings, many entries.
local big = {}
for i = 1, 20000 do big[i] = { i, tostring(i), { x = i } } end
local long = string.rep("ab", 100000)

function game.setup(match)
  match.state.big = big
end

local function instances(match)
  local deck = match:zone{ id = "deck", kind = "deck" }
  local card = match:create{ kind = "card", zone = deck, props = { list = big } }
  for i = 1, 300 do match:create{ kind = "card", zone = deck } end
  local board = tabula.grid{ width = 100, height = 100, props = { big = big } }
  return { match = match, board = board, ["tabula.Object"] = card, ["tabula.Zone"] = deck }, deck, card, board
end

local function argument_sets(deck, card, board)
  return {
    {}, { big }, { long }, { long, "(a*)*b" }, { long, 1, -1 }, { "deck" }, { "decks" }, { "cards" },
    { 1, 1000000 }, { 2^31 }, { big, big }, { deck }, { card }, { board }, { "x", big },
    { { width = 1000, height = 1000 } }, { { kind = "card", zone = deck, props = { big = big } } },
    { function() return long end }, { "%s", long },
  }
end

local SKIP = {  -- a loop around these is bounded elsewhere (a decision, the end of the match)
  ["match.choose"] = "asks a decision, which restarts the budget: a game that asks for ever is a game",
}

function game.play(match)
  local api = tabula.api()
  local target = match.options.target
  if target == "" then
    local groups = {}
    for g in pairs(api) do groups[#groups + 1] = g end
    table.sort(groups)
    for _, g in ipairs(groups) do
      for _, name in ipairs(api[g]) do
        local id = g .. "." .. name
        if not SKIP[id] then match:log("target %s", id) end
      end
    end
    return { winner = 1 }
  end
  local selves, deck, card, board = instances(match)
  local group, name = target:match("^(.+)%.([^.]+)$")
  local f
  if selves[group] ~= nil then
    local self = selves[group]
    f = function(...) return self[name](self, ...) end
  elseif group == "_G" then
    f = _G[name]
  else
    f = _ENV[group][name]
  end
  assert(type(f) == "function", "no way to call " .. target .. ": add its group to tests/hostile/host_work.sh")
  local args = argument_sets(deck, card, board)
  while true do
    for _, a in ipairs(args) do pcall(f, table.unpack(a)) end
  end
end
return game
LUA

expect 0 "$TABULA" play hostwork --games-dir "$G" --seed 1
targets=$(printf '%s\n' "$OUT" | sed -n 's/^target //p')
n=$(printf '%s\n' "$targets" | grep -c .)
[ "$n" -gt 150 ] || fail "tabula.api() listed only $n functions"
for fn in tabula.data match.move tabula.Zone.shuffle string.rep tabula.freeze _G.error; do
  printf '%s\n' "$targets" | grep -qx "$fn" || fail "tabula.api() does not list $fn"
done

# Each target in a process of its own (two at a time), timed.
printf '%s\n' "$targets" > "$WORK/targets"
export TABULA G WORK BOUND
try_one() {
  local start=$SECONDS out rc
  out=$(ulimit -v "${ADDRESS_SPACE_KB:-unlimited}" 2>/dev/null; timeout -k 5 60 "$TABULA" play hostwork --games-dir "$G" --seed 1 \
        --instruction-limit 20000000 -o "target=$1" 2>&1 < /dev/null)
  rc=$?
  local took=$((SECONDS - start))
  local why=other
  case "$out" in *"instruction budget exceeded"*) why=budget ;; *"time limit exceeded"*) why=time ;;
                 *"memory limit exceeded"*|*"not enough memory"*) why=memory ;; esac
  printf '%s %s %s %s\n' "$1" "$rc" "$took" "$why"
  if [ "$rc" -ne 0 ] && [ "$rc" -ne 1 ]; then printf 'OUTPUT %s: %s\n' "$1" "$(printf '%s' "$out" | tail -3 | tr '\n' ' ')"; fi
}
export -f try_one
export ADDRESS_SPACE_KB
xargs -P 2 -I{} bash -c 'try_one "$@"' _ {} < "$WORK/targets" > "$WORK/results"
while read -r fn rc took why; do
  [ "$fn" = OUTPUT ] && { echo "$fn $rc $took $why"; continue; }
  case $rc in 0|1) ;; *) fail "$fn: exit $rc (a crash, an internal error or a hang)" ;; esac
  [ "$took" -le "$BOUND" ] || fail "$fn: its loop ran ${took} s (bound ${BOUND} s)"
done < "$WORK/results"
echo "ended by: $(awk '$1 != "OUTPUT" {print $4}' "$WORK/results" | sort | uniq -c | tr '\n' ' ')"
awk '$4 != "budget" && $1 != "OUTPUT" {print "  not by the budget: " $0}' "$WORK/results"
echo "slowest: $(sort -k3 -n -r "$WORK/results" | head -5 | awk '{printf "%s %ss (%s); ", $1, $3, $4}')"

# The loops the issue found, at the default budget and time limit.
for body in 'while true do pcall(error, "x") end' 'while true do pcall(error, {}) end' \
            'local function f() pcall(f) pcall(f) end f()' \
            'local t = {} for i = 1, 200000 do t[i] = i end while true do tabula.freeze(t) end'; do
  game loop <<LUA
local game = { seats = 1 }
function game.setup(match) end
function game.play(match)
  $body
end
return game
LUA
  start=$SECONDS
  expect 1 "$TABULA" play loop --games-dir "$G" --seed 1
  contains "exceeded"
  [ $((SECONDS - start)) -le "$BOUND" ] || fail "'$body' ran $((SECONDS - start)) s"
done
finish
