#!/usr/bin/env bash
# ctest: Ctrl-C (SIGINT) stops a long run cleanly: exit code 130, and the --json and
# --trace files are still written, the JSON saying "cancelled": true.
#   sigint_test.sh CLI OUT_DIR
set -uo pipefail
cli=$1 out=$2
json=$out/sigint.json trace=$out/sigint.trace.json log=$out/sigint.out
rm -f "$json" "$trace" "$log"
# Far more batches than the test waits for (each a few milliseconds).
"$cli" run memory-footprint --mode real --set barrier=each --set batches=100000 \
    --set batch_size=16 --set features=16 --set hidden1=16 --set hidden2=8 \
    --set print_every=10 --json "$json" --trace "$trace" > "$log" 2>&1 &
pid=$!
for _ in $(seq 1 600); do  # up to 60 s for the first progress line
    grep -q '^batch ' "$log" 2>/dev/null && break
    sleep 0.1
done
grep -q '^batch ' "$log" || { echo "FAIL: no progress line"; kill -9 "$pid"; exit 1; }
kill -INT "$pid"
wait "$pid"
code=$?
cat "$log" | tail -5
[[ $code -eq 130 ]] || { echo "FAIL: exit code $code, expected 130"; exit 1; }
grep -q '# interrupted: the results are partial' "$log" || { echo "FAIL: no interruption notice"; exit 1; }
"$cli" check-json "$json" cancelled metrics.start_bytes phenomenon.summary || { echo "FAIL: JSON"; exit 1; }
grep -q '"cancelled": true' "$json" || { echo "FAIL: JSON not marked cancelled"; exit 1; }
"$cli" trace summary "$trace" | grep -q 'busiest ops:' || { echo "FAIL: trace unreadable"; exit 1; }
echo "PASS"
