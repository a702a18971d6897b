# Every shipped game, match for match: `simulate -n N` with one worker and with two
# (so each match plays after others in the same Lua state) gives each match the result
# that `play` gives its seed alone, and no match changes the state matches share.
# ISOLATION_MATCHES sets N (default 200).
. "$(dirname "$0")/lib.sh"
N=${ISOLATION_MATCHES:-200}

# play_seed GAME SEED: plays one match alone and prints its seed and result as simulate
# --results does, or the failure.
play_seed() {
  local record="$WORK/$1.$2.jsonl"
  if timeout -k 5 "$SECONDS_EACH" "$TABULA" play "$1" --seed "$2" -q --record "$record" \
       > "$record.out" 2>&1 < /dev/null; then
    printf '{"seed":%s,"result":%s}\n' "$2" "$(tail -n 1 "$record")"
  else
    echo "play $1 --seed $2 exited $?: $(tail -n 3 "$record.out")"
  fi
}
export -f play_seed
export TABULA WORK SECONDS_EACH

for dir in games/*/; do
  g=$(basename "$dir")
  for jobs in 1 2; do
    expect 0 "$TABULA" simulate "$g" -n "$N" --jobs "$jobs" --seed 7 --no-progress --results "$WORK/$g.sim$jobs"
    lacks "changed the state its matches share"
    [ "$(wc -l < "$WORK/$g.sim$jobs")" -eq "$N" ] || fail "$g: simulate --jobs $jobs --results has not $N lines"
  done
  sed 's/.*"seed":\([0-9]*\).*/\1/' "$WORK/$g.sim1" | xargs -P 2 -I{} bash -c 'play_seed "$0" {}' "$g" > "$WORK/$g.play"
  python3 - "$g" "$WORK/$g.sim1" "$WORK/$g.sim2" "$WORK/$g.play" <<'PY' || fail "$g: simulate and play differ"
import json, sys
game, paths = sys.argv[1], sys.argv[2:]
def by_seed(path):
    out = {}
    for line in open(path):
        try:
            entry = json.loads(line)
        except ValueError:
            sys.exit(f"{game}: {line.strip()}")
        result = entry["result"]
        result.pop("type", None)
        out[entry["seed"]] = result
    return out
one, two, alone = (by_seed(p) for p in paths)
bad = [s for s in one if not (one[s] == two.get(s) == alone.get(s))]
for s in bad[:5]:
    print(f"{game} seed {s}: simulate -j1 {one[s]}, -j2 {two.get(s)}, play {alone.get(s)}")
sys.exit(1 if bad or len(alone) != len(one) else 0)
PY
done
finish
