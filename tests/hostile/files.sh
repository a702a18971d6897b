# Files: nothing a script reaches (require, tabula.data, tabula.data_files,
# tabula.modules, decks, templates) is outside its root, whatever links lie in a game or
# a mod; and every output file a flag names is written, or its failure said.
. "$(dirname "$0")/lib.sh"

SECRET=$WORK/secret.txt
echo "root:x:0:0:the secret" > "$SECRET"
mkdir -p "$WORK/outside/deep" && echo "CONTENT-OUTSIDE" > "$WORK/outside/deep/x.txt"

# A game that reads what its option names: data, a listing, a module, a module folder.
game reader <<'LUA'
local game = { seats = 1, options = { what = { default = "" }, arg = { default = "" } } }
function game.setup(match) end
function game.play(match)
  local what, arg = match.options.what, match.options.arg
  if what == "data" then
    local text, where = tabula.data(arg)
    match:log("data %s %s", tostring(text), tostring(where))
  elseif what == "files" then
    match:log("files %s", table.concat(tabula.data_files(arg), ","))
  elseif what == "modules" then
    match:log("modules %s", table.concat(tabula.modules(arg), ","))
  elseif what == "require" then
    match:log("module %s", tostring(require(arg)))
  end
  return { winner = 1 }
end
return game
LUA
mkdir -p "$G/reader/decks" "$G/reader/cards"
echo "inside" > "$G/reader/decks/real.txt"
M=$WORK/mod && mkdir -p "$M/decks" "$M/cards" "$M/sub"
ln -s "$SECRET" "$M/decks/abs.txt"                    # absolute, out
ln -s ../../secret.txt "$M/decks/rel.txt"             # relative, out
ln -s rel.txt "$M/decks/chain.txt"                    # a chain that ends out
ln -s "$WORK/outside" "$M/folder"                     # a folder out
ln -s ../../secret.txt "$M/cards/leak.lua"            # a module out
ln -s /etc "$M/etc"                                   # a system folder
ln -s real_in.txt "$M/decks/alias.txt" && echo "mine" > "$M/decks/real_in.txt"   # inside: followed
ln -s ../decks "$M/sub/decks_again"                   # a folder inside: followed

play_reader() { expect "$1" "$TABULA" play reader --games-dir "$G" --mod "$M" --seed 1 -o "what=$2" -o "arg=$3"; }
for f in decks/abs.txt decks/rel.txt decks/chain.txt folder/deep/x.txt etc/passwd; do
  play_reader 1 data "$f"
  contains "tabula.data: mods/mod/${f%%/*}"
  contains "is reached through a link that leads outside its folder"
  lacks "the secret"; lacks "CONTENT-OUTSIDE"; lacks "root:x"
done
for d in folder etc decks; do
  play_reader 1 files "$d"
  contains "tabula.data_files: mods/mod/$d"
  contains "is reached through a link that leads outside its folder"
done
play_reader 1 modules cards; contains "tabula.modules: mods/mod/cards/leak.lua is reached through a link"
play_reader 1 require cards.leak; contains "require 'cards.leak': mods/mod/cards/leak.lua is reached through a link"
lacks "the secret"
play_reader 0 data decks/alias.txt; contains "data mine"
play_reader 0 data sub/decks_again/real_in.txt; contains "data mine"
play_reader 0 data decks/real.txt; contains "data inside"    # the game's own, under the mod
# A link loop, and a file that is a device: refused, never read.
ln -s loop_b "$M/decks/loop_a.txt"; ln -s loop_a.txt "$M/decks/loop_b"
play_reader 1 data decks/loop_a.txt; contains "cannot be reached"
ln -s /dev/zero "$M/decks/zero.txt"
play_reader 1 data decks/zero.txt; contains "is reached through a link that leads outside"
# A deck named by an option with a link out, in a real game (L5R reads decks/NAME.txt).
L5=$WORK/l5r_mod && mkdir -p "$L5/decks"
ln -s "$SECRET" "$L5/decks/stolen.txt"
expect 1 "$TABULA" play l5r --mod "$L5" -o deck1=stolen --seed 1
contains "is reached through a link that leads outside its folder"; lacks "the secret"

# tabula new: every place it cannot make the folder is a usage error, never exit 3.
ln -s "$WORK/nowhere/x" "$WORK/dangling"
for target in "$WORK/dangling" "$SECRET/new_game" /dev/null/new_game /proc/new_game "$WORK/ro/new_game"; do
  mkdir -p "$WORK/ro" && chmod 500 "$WORK/ro"
  if [ "$target" = "$WORK/ro/new_game" ] && [ "$(id -u)" -eq 0 ]; then continue; fi  # root writes anywhere
  expect 2 "$TABULA" new "$target"
  contains "new: "
done

# Output files: a full disk and an unwritable folder are said, naming the flag.
expect 2 "$TABULA" play tictactoe --seed 1 --record /dev/full; contains "--record /dev/full: cannot write it"
expect 2 "$TABULA" simulate tictactoe -n 200 --no-progress --results /dev/full; contains "--results /dev/full: cannot write it"
expect 2 "$TABULA" play tictactoe --seed 1 --record "$WORK/no/such/folder/r.jsonl"; contains "--record"
expect 2 "$TABULA" simulate tictactoe -n 2 --no-progress --results "$SECRET/r.jsonl"; contains "--results"

# A scenario asking for a billion seats under a small memory cap: refused before
# anything is made per seat.
mkdir -p "$G/reader/scenarios"
cat > "$G/reader/scenarios/seats.lua" <<'LUA'
local T = require "tabula.test"
T.scenario("a billion seats", function() T.match{ seats = 1e9 } end)
T.scenario("a huge seat count", function() T.match{ seats = math.maxinteger } end)
LUA
expect 1 "$TABULA" test "$G/reader/scenarios/seats.lua" --memory-limit 64
contains "seats = 1000000000: a match has 1 to 1000 seats"
contains "seats = 9223372036854775807"

# L5R decklists: absurd counts and names are usage errors naming the file and line.
printf '99999999999999999999 Marketplace\n' > "$L5/decks/huge.txt"
expect 2 "$TABULA" play l5r --mod "$L5" -o deck1=huge --seed 1
contains "option 'deck1': mods/l5r_mod/decks/huge.txt:1: so many copies of 'Marketplace'"
expect 2 "$TABULA" play l5r -o "deck2=$(printf 'a%.0s' $(seq 300))" --seed 1
contains "option 'deck2'"; contains "is not a deck name"
finish
