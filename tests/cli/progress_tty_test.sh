#!/usr/bin/env bash
# ctest: on a terminal (a pseudo-terminal from util-linux `script`), a run shows progress
# lines "[ NN%] step" on stderr; skipped (exit 77) without `script`.
#   progress_tty_test.sh CLI OUT_DIR
set -uo pipefail
cli=$1 out=$2
command -v script > /dev/null || { echo "SKIP: no 'script' command"; exit 77; }
log=$out/progress_tty.log
rm -f "$log"
script -qec "'$cli' run memory-footprint --mode sim --set batches=4 --set batch_size=16 --set features=16 --set hidden1=16 --set hidden2=8" "$log" > /dev/null 2>&1
code=$?
[[ $code -eq 0 ]] || { echo "FAIL: exit code $code"; cat "$log"; exit 1; }
grep -aq '\[ *[0-9]*%\] barrier=' "$log" || { echo "FAIL: no progress line"; cat "$log"; exit 1; }
echo "PASS"
