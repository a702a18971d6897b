# Hostile records fed to `tabula replay`: each ends at once with exit 1 (a bad record,
# named by file and line) or 2 (no such file), under the memory cap; never a hang,
# a signal or exit 3. A record is checked line by line (1 MiB each at most), field by
# field, and against the game it names before anything is made for it.
. "$(dirname "$0")/lib.sh"

R=$WORK/good.jsonl
"$TABULA" play tictactoe --seed 5 -q --record "$R" > /dev/null || fail "could not record a match"
HEADER=$(head -n 1 "$R")
D1=$(sed -n 2p "$R")

# bad EXIT FILE TEXT...: replay FILE, expect EXIT and each TEXT in the output.
bad() {
  local want=$1 file=$2; shift 2
  expect "$want" "$TABULA" replay "$file"
  for t in "$@"; do contains "$t" "replay $(basename "$file")"; done
}
# put NAME: a record file from stdin.
put() { cat > "$WORK/$1"; echo "$WORK/$1"; }
# field LINE KEY JSON: the record line LINE with KEY set to JSON.
field() { python3 -c 'import json,sys; j=json.loads(sys.argv[1]); j[sys.argv[2]]=json.loads(sys.argv[3]); print(json.dumps(j))' "$@"; }

# No such file, a folder: usage errors.
bad 2 "$WORK/nonexistent.jsonl" "nonexistent.jsonl: no such file"
bad 2 "$WORK" "a folder, not a record"

# Endless or huge lines: refused at 1 MiB, at once.
bad 1 /dev/zero "/dev/zero:1: line longer than 1048576 bytes"
truncate -s 2G "$WORK/one-2GB-line.jsonl"   # sparse: no disk used
bad 1 "$WORK/one-2GB-line.jsonl" "one-2GB-line.jsonl:1: line longer than 1048576 bytes"
expect 1 "$TABULA" replay <(yes a | tr -d '\n'); contains ":1: line longer than 1048576 bytes"
f=$( (echo "$HEADER"; head -c 3000000 /dev/zero | tr '\0' ' '; echo) | put long2.jsonl)
bad 1 "$f" "long2.jsonl:2: line longer than 1048576 bytes"

# Truncated, garbage, empty.
f=$(head -c 40 "$R" | put truncated.jsonl);           bad 1 "$f" "truncated.jsonl:1: not valid JSON"
f=$(head -c $(( $(wc -c < "$R") - 5 )) "$R" | put cut-result.jsonl); bad 1 "$f" "cut-result.jsonl:$(wc -l < "$R"):"
f=$(python3 -c 'import random,sys; r=random.Random(7); sys.stdout.buffer.write(bytes(r.randrange(256) for _ in range(20000)))' | put garbage.jsonl)
bad 1 "$f" "garbage.jsonl:1: "
f=$(printf '%s\n\0\0\0\n' "$HEADER" | put nul.jsonl);  bad 1 "$f" "nul.jsonl:2: not valid JSON"
f=$(: | put empty.jsonl);                              bad 1 "$f" "empty.jsonl:0: empty record (no header)"
f=$(yes '' | head -n 1000000 | put blank.jsonl);       bad 1 "$f" "blank.jsonl:1000000: empty record (no header)"
f=$(printf '[1,2]\n' | put array.jsonl);               bad 1 "$f" "array.jsonl:1: each line must be a JSON object"

# Deep nesting, numbers out of range, invalid UTF-8.
f=$( (echo "$HEADER"; python3 -c 'print("{\"type\":\"result\",\"outcome\":" + "["*100000)') | put deep.jsonl)
bad 1 "$f" "deep.jsonl:2: not valid JSON (nested deeper than 64 levels)"
f=$( (echo "$HEADER"; echo '{"type":"result","outcome":"win","x":1e400}') | put 1e400.jsonl)
bad 1 "$f" "1e400.jsonl:2: not valid JSON"
f=$( (echo "$HEADER"; printf '{"type":"result","outcome":"w\377\376"}\n') | put utf8.jsonl)
bad 1 "$f" "utf8.jsonl:2: not valid JSON"
f=$( (printf '\377\376'; echo "$HEADER") | put bom16.jsonl); bad 1 "$f" "bom16.jsonl:1: not valid JSON"

# Order: a result before the decisions, two headers, a decision out of order.
f=$( (echo "$HEADER"; tail -n 1 "$R"; echo "$D1") | put result-first.jsonl)
bad 1 "$f" "result-first.jsonl:3: a decision after the result"
f=$( (echo "$HEADER"; echo "$HEADER") | put two-headers.jsonl); bad 1 "$f" "two-headers.jsonl:2: a second header"
f=$( (echo "$D1"; echo "$HEADER") | put no-header.jsonl); bad 1 "$f" "no-header.jsonl:1: the first line must be the header"
f=$( (echo "$HEADER"; tail -n 1 "$R"; tail -n 1 "$R") | put two-results.jsonl); bad 1 "$f" "two-results.jsonl:3: a second result"

# The header's fields: each of the wrong kind or out of range.
h() { f=$(field "$HEADER" "$1" "$2" | put "h-$1.jsonl"); shift 2; bad 1 "$f" "h-" "$@"; }
h seats 2147483648  ":1: field 'seats' must be a whole number from 1 to 1000, not 2147483648"
h seats 4294967298  "field 'seats' must be a whole number from 1 to 1000"
h seats -2          "field 'seats' must be a whole number from 1 to 1000, not -2"
h seats 0           "field 'seats' must be a whole number"
h seats 2.5         "field 'seats' must be a whole number"
h seats '"2"'       "field 'seats' must be a whole number"
h seats 1000        ":1: tictactoe is played by 2 seats, not 1000"
h seats 3           ":1: tictactoe is played by 2 seats, not 3"
h seed -1           "field 'seed' must be a whole number from 0 to 18446744073709551615, not -1"
h seed 18446744073709551616 "field 'seed' must be a whole number"
h seed 1.5          "field 'seed' must be a whole number"
h seed '"5"'        "field 'seed' must be a whole number"
h seed null         "field 'seed' must be a whole number"
h format 2          ":1: record format 2 (this tabula reads format 1)"
h format '"1"'      "field 'format' must be a whole number"
h format -1         "field 'format' must be a whole number"
h game '"../../etc"' "field 'game' must be a folder name (no '/', not '.' or '..'), not \"../../etc\""
h game '"/tmp"'     "field 'game' must be a folder name"
h game '".."'       "field 'game' must be a folder name"
h game '""'         "field 'game' must be a folder name"
h game '"tic\u0000tac"' "field 'game' must be a folder name"
h game '["tictactoe"]' "field 'game' must be a folder name"
h game '"nosuchgame"' ":1: unknown game 'nosuchgame'"
h version 1         "field 'version' must be a string, not 1"
h version '"1\u001b[2J"' "field 'version' must be text without control characters"
h options '[1,2]'   "field 'options' must be an object (option name: value), not [1,2]"
h options '"x"'     "field 'options' must be an object"
h options '{"colour":"red"}' ":1: game 'tictactoe' has no option 'colour'"
h mods '"m"'        "field 'mods' must be a list of folder names"
h mods '[1]'        "field 'mods' must be a folder name"
h mods '["../x"]'   "field 'mods' must be a folder name"
h type 7            "field 'type' must be a string, not 7"
h type '"comment"'  ":1: the first line must be the header"
f=$(echo '{"type":"header"}' | put h-bare.jsonl); bad 1 "$f" "h-bare.jsonl:1: missing field 'format'"
f=$(field "$HEADER" options '{"round_limit":-5}' | sed 's/"tictactoe"/"chernobog"/' | put h-chernobog-option.jsonl)
bad 1 "$f" "h-chernobog-option.jsonl:1: option 'round_limit': -5 is not a whole number, 0 or more"

# The decisions' fields.
d() { f=$( (echo "$HEADER"; field "$D1" "$1" "$2") | put "d-$1.jsonl"); shift 2; bad 1 "$f" "d-" "$@"; }
d n 99999999999      ":2: field 'n' must be a whole number from 1 to 10000000, not 99999999999"
d n 18446744073709551615 "field 'n' must be a whole number"
d n -1               "field 'n' must be a whole number"
d n 2                ":2: decision 2 out of order (expected 1)"
d n '"1"'            "field 'n' must be a whole number"
d seat 0             ":2: field 'seat' must be a whole number from 1 to 2, not 0"
d seat 3             "field 'seat' must be a whole number from 1 to 2, not 3"
d seat 2147483649    "field 'seat' must be a whole number"
d seat 2             "(record line 2): the record has seat 2 deciding, the match asks seat 1"
d answer '"5"'       "field 'answer' must be a list of strings, not \"5\""
d answer '[5]'       "field 'answer' must be a list of strings"
d answer '[["5"]]'   "field 'answer' must be a list of strings"
d answer '{"a":1}'   "field 'answer' must be a list of strings"
d answer '["no such id"]' "diverged at decision 1 (record line 2): the match refuses the recorded answer" "is not an option"
d answer '[]'        "diverged at decision 1 (record line 2): the match refuses the recorded answer"
d hash '"00"'        ":2: field 'hash' must be 16 lowercase hexadecimal digits"
d hash '"ABCDEF0123456789"' "field 'hash' must be 16 lowercase hexadecimal digits"
d hash '"0123456789abcdeg"' "field 'hash' must be 16 lowercase hexadecimal digits"
d hash 12            "field 'hash' must be a string, not 12"
d hash '"0000000000000000"' "diverged at decision 1 (record line 2): state hash"
d prompt 5           "field 'prompt' must be a string, not 5"
f=$( (echo "$HEADER"; python3 -c 'import json; print(json.dumps({"type":"decision","n":1,"seat":1,"answer":["x"]*100000,"hash":"0"*16}))') | put d-many-ids.jsonl)
bad 1 "$f" "diverged"
f=$( (echo "$HEADER"; field "$(tail -n 1 "$R")" outcome 7) | put r-outcome.jsonl); bad 1 "$f" "r-outcome.jsonl:2: field 'outcome' must be a string"
f=$( (echo "$HEADER"; field "$D1" type '"decisio"') | put d-type.jsonl); bad 1 "$f" "d-type.jsonl:2: unknown line type 'decisio'"

# 10^6 well-formed decisions of garbage, made on the fly: read within the bounds,
# then the replay diverges at the first.
python3 - "$WORK/million.jsonl" "$HEADER" <<'PY'
import random, sys
r = random.Random(13)
with open(sys.argv[1], "w") as out:
    out.write(sys.argv[2] + "\n")
    for n in range(1, 1000001):
        out.write('{"type":"decision","n":%d,"seat":%d,"answer":["%d"],"hash":"%016x"}\n'
                  % (n, n % 2 + 1 if n > 1 else 1, r.randrange(1, 10), r.getrandbits(64)))
PY
bad 1 "$WORK/million.jsonl" "million.jsonl: diverged at decision 1 (record line 2)"
# 10^6 lines of garbage: the first bad line ends the read.
f=$( (echo "$HEADER"; yes '{"type":"decision","n":1,' | head -n 1000000) | put million-garbage.jsonl)
bad 1 "$f" "million-garbage.jsonl:2: not valid JSON"
finish
