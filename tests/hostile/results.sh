# A game's result (match:finish{...} or what game.play returns) is untrusted: every
# malformed field ends the match with an error naming the field, exit 1.
. "$(dirname "$0")/lib.sh"

result() { # result NAME RESULT: a two-seat game whose play finishes with RESULT
  game "$1" <<LUA
local game = { seats = 2 }
function game.setup(match) end
function game.play(match) match:finish($2) end
return game
LUA
}
result winner_text   '{ winner = "one" }'
result winner_float  '{ winner = 1.5 }'
result winner_seat   '{ winner = 3 }'
result winners_bad   '{ winners = { 1, {} } }'
result winners_many  '{ winners = { 1, 2, 1, 2 } }'
result scores_text   '{ winner = 1, scores = { 1, "lots" } }'
result scores_nan    '{ winner = 1, scores = { 0/0, 1 } }'
result scores_many   '{ winner = 1, scores = { 1, 2, 3 } }'
result not_a_table   '"red wins"'
result both          '{ winner = 1, draw = true }'
result fine          '{ winners = { 2 }, scores = { 1.5, 2 }, reason = "ok" }'

check() { # check NAME TEXT
  expect 1 "$TABULA" play "$1" --games-dir "$G" --seed 1 -q
  contains "match:finish: $2"
  lacks "bad argument"
}
check winner_text  "winner must be a seat (a whole number), not string"
check winner_float "winner must be a seat (a whole number), not number"
check winner_seat  "seat 3 is not a seat of this match"
check winners_bad  "winners[2] must be a seat (a whole number), not table"
check winners_many "winners lists 4 seats, more than the match's 2"
check scores_text  "scores[2] must be a finite number, not string"
check scores_nan   "scores[1] must be a finite number, not infinite or NaN"
check scores_many  "scores lists 3 values, more than the match's 2 seats"
check not_a_table  "give a table {winner = seat} or {draw = true}, not string"
check both         "give winner=, winners={...} or draw=true (one of them)"
expect 0 "$TABULA" play fine --games-dir "$G" --seed 1 --record "$WORK/fine.jsonl"
grep -q '"scores":\[1.5,2' "$WORK/fine.jsonl" || fail "the scores are not in the record: $(tail -1 "$WORK/fine.jsonl")"
finish
