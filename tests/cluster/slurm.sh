# tools/cluster/simulate.sbatch on a real Slurm: a throwaway single-node cluster
# (munged, slurmctld and slurmd in the foreground, their files in a temporary folder,
# SLURM_CONF pointing at its configuration) runs a shard array of a real game and its
# dependent merge. One task is made to fail (its --out file holds another run): the
# merge must be cancelled, never left pending; the task run again alone (--only) and a
# new merge must then give exactly the summary of one plain simulate run.
#   bash tests/cluster/slurm.sh TABULA SOURCE_DIR      (exit 77: skipped)
# Needs root (the daemons run as root, SlurmUser=root) and Debian's slurmctld, slurmd,
# slurm-client and munge; without them it is skipped, saying why. Every wait is
# bounded, and the daemons are stopped by their PIDs, after the queue is emptied.
set -u
TABULA=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
SRC=$(cd "$2" && pwd)
skip() { echo "SKIP: $*"; exit 77; }
[ "$(id -u)" -eq 0 ] || skip "not root: the throwaway Slurm runs its daemons as root"
for b in munged slurmctld slurmd sbatch squeue scontrol scancel sinfo; do
  command -v "$b" >/dev/null ||
    skip "$b not found (Debian: apt-get install slurmctld slurmd slurm-client munge; tools/setup.sh does)"
done

FAILS=0
fail() { echo "FAIL: $*"; FAILS=$((FAILS + 1)); }
WORK=$(mktemp -d)
chmod 755 "$WORK"  # munged wants every folder down to its socket world-executable
export SLURM_CONF=$WORK/slurm.conf
MUNGED= SLURMCTLD= SLURMD= ARRAY= MERGE=

# wait_for SECONDS WHAT CMD...: polls CMD every half second until it succeeds; false
# (and says what it waited for) when SECONDS pass first.
wait_for() {
  local seconds=$1 what=$2 end
  shift 2
  end=$((SECONDS + seconds))
  until "$@" >/dev/null 2>&1; do
    [ "$SECONDS" -lt "$end" ] || { echo "waited ${seconds}s for $what: in vain"; return 1; }
    sleep 0.5
  done
}

# stop PID: TERM, up to 10 s to end, then KILL.
stop() {
  [ -n "$1" ] || return 0
  kill "$1" 2>/dev/null || return 0
  wait_for 10 "process $1 to end" eval '! kill -0 '"$1" || kill -9 "$1" 2>/dev/null
  wait "$1" 2>/dev/null
}

queue_empty() { [ -z "$(squeue -h -o %i 2>/dev/null)" ]; }

cleanup() {
  if [ -n "$SLURMCTLD" ]; then  # no job may outlive the daemons: cancel all, wait for the queue
    squeue -h -o %i 2>/dev/null | xargs -r scancel 2>/dev/null
    wait_for 30 "the queue to empty" queue_empty
  fi
  stop "$SLURMD"
  stop "$SLURMCTLD"
  stop "$MUNGED"
  cd / && rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

# logs: the daemons' logs, for a failure.
logs() { for f in "$WORK"/*.log; do echo "--- $f"; tail -n 15 "$f"; done; }

# A port no one listens on (a connection to it is refused), from a random one up; not
# the one given.
free_port() {
  local p=$((20000 + RANDOM % 20000))
  while (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null || [ "$p" = "${1:-}" ]; do p=$((p + 1)); done
  echo "$p"
}

start_munge() {
  mkdir -p "$WORK/munge"
  chmod 755 "$WORK/munge"
  head -c 1024 /dev/urandom >"$WORK/munge.key"
  chmod 400 "$WORK/munge.key"
  munged --foreground --socket="$WORK/munge/socket" --key-file="$WORK/munge.key" \
    --log-file="$WORK/munged.log" --pid-file="$WORK/munged.pid" --seed-file="$WORK/munged.seed" \
    >>"$WORK/munged.log" 2>&1 &
  MUNGED=$!
  wait_for 10 "munged's socket" test -S "$WORK/munge/socket"
}

write_conf() {
  local host ctld_port slurmd_port
  host=$(hostname -s)
  ctld_port=$(free_port)
  slurmd_port=$(free_port "$ctld_port")
  mkdir -p "$WORK/state" "$WORK/spool"
  cat >"$SLURM_CONF" <<EOF
ClusterName=tabulatest
SlurmctldHost=$host(127.0.0.1)
SlurmUser=root
SlurmdUser=root
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
AuthType=auth/munge
AuthInfo=socket=$WORK/munge/socket
CredType=cred/munge
StateSaveLocation=$WORK/state
SlurmdSpoolDir=$WORK/spool
SlurmctldPidFile=$WORK/slurmctld.pid
SlurmdPidFile=$WORK/slurmd.pid
SlurmctldLogFile=$WORK/slurmctld.log
SlurmdLogFile=$WORK/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
MailProg=/bin/true
ReturnToService=2
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
$(slurmd -C | head -n 1) NodeAddr=127.0.0.1 State=UNKNOWN
PartitionName=test Nodes=ALL Default=YES MaxTime=INFINITE State=UP
EOF
}

node_idle() { sinfo -h -o %t | grep -qx idle; }

start_slurm() {
  slurmctld -D >>"$WORK/slurmctld.log" 2>&1 &
  SLURMCTLD=$!
  slurmd -D >>"$WORK/slurmd.log" 2>&1 &
  SLURMD=$!
  wait_for 60 "the node to be idle" node_idle
}

# submit ARGS...: runs simulate.sbatch (the submitting role) and sets ARRAY and MERGE to
# the job ids it prints.
submit() {
  local out
  ARRAY= MERGE=
  out=$(bash "$SRC/tools/cluster/simulate.sbatch" "$@" 2>&1) || { fail "simulate.sbatch $*: $out"; return 1; }
  echo "$out"
  ARRAY=$(echo "$out" | sed -n 's/^array job \([0-9]*\) .*/\1/p')
  MERGE=$(echo "$out" | sed -n 's/.*, merge job \([0-9]*\)$/\1/p')
  [ -n "$ARRAY" ] && [ -n "$MERGE" ] || { fail "no job ids in: $out"; return 1; }
  wait_for 120 "jobs $ARRAY and $MERGE to leave the queue" queue_empty || fail "jobs still queued: $(squeue)"
}

# state JOB [TASK]: the job's (or array task's) JobState and Reason, from scontrol (sacct
# needs accounting).
state() {
  scontrol -o show job "$1" | { if [ -n "${2:-}" ]; then grep " ArrayTaskId=$2 "; else cat; fi; } |
    sed -n 's/.* JobState=\([A-Z_]*\) Reason=\([^ ]*\) .*/\1 \2/p'
}

expect_state() { # expect_state WANT JOB [TASK]
  local got
  got=$(state "$2" "${3:-}")
  case $got in "$1"*) ;; *) fail "job $2${3:+ task $3}: '$got', wanted '$1'" ;; esac
}

start_munge || { logs; exit 1; }
write_conf
start_slurm || { logs; exit 1; }
echo "slurm is up: $(sinfo -h -o '%P %t %N %c CPUs')"

GAME=(ludo -n 120 --seed 5)
"$TABULA" simulate "${GAME[@]}" --json --no-progress >"$WORK/single.json" || fail "the single run failed"
RUN=$WORK/run
mkdir -p "$RUN"
echo '{"type":"simulate"}' >"$RUN/shard-3-of-4.jsonl"  # a file of no run: task 3 fails

cd "$WORK"
submit --shards 4 --dir "$RUN" --tabula "$TABULA" -- "${GAME[@]}"
for k in 1 2 4; do expect_state "COMPLETED" "$ARRAY" "$k"; done
expect_state "FAILED" "$ARRAY" 3
expect_state "CANCELLED DependencyNeverSatisfied" "$MERGE"
grep -q "cannot resume it" "$RUN/shard-3.log" || fail "task 3's log does not say why it failed: $(cat "$RUN/shard-3.log")"
[ ! -e "$RUN/summary.json" ] || fail "a summary despite a failed task"

rm "$RUN/shard-3-of-4.jsonl"
submit --shards 4 --dir "$RUN" --tabula "$TABULA" --only 3 -- "${GAME[@]}"
expect_state "COMPLETED" "$ARRAY" 3
expect_state "COMPLETED" "$MERGE"
timeless() { grep -v -e second -e '"jobs"' "$1"; }
if ! diff <(timeless "$WORK/single.json") <(timeless "$RUN/summary.json") >"$WORK/diff"; then
  fail "the merged summary differs from the single run's:
$(cat "$WORK/diff")"
fi
grep -q "ludo 1.0: 120 matches, 4 seats, base seed 5, merged from 4 file(s)" "$RUN/summary.txt" ||
  fail "no merged summary text: $(cat "$RUN/summary.txt" "$RUN/merge.log")"

if [ "$FAILS" -ne 0 ]; then
  logs
  echo "$FAILS check(s) failed"
  exit 1
fi
echo "all checks passed"
