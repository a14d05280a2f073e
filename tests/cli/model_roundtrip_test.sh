#!/usr/bin/env bash
# ctest: a model AsyncLab exported (the export-mlp scenario with keep=1 leaves
# my_mlp-symbol.json and my_mlp-0000.params) runs with `asynclab-cli model run` and gives
# the same outputs as the network that was exported, on the same input (seed 0).
#   model_roundtrip_test.sh CLI OUT_DIR
set -uo pipefail
cli=$1 out=$2/model_roundtrip
rm -rf "$out" && mkdir -p "$out" && cd "$out" || exit 1
"$cli" run export-mlp --mode real --set keep=1 > export.out 2>&1 || { echo "FAIL: export"; cat export.out; exit 1; }
[[ -s my_mlp-symbol.json && -s my_mlp-0000.params ]] || { echo "FAIL: files not left"; ls; exit 1; }
"$cli" model run my_mlp-symbol.json --params my_mlp-0000.params --shape 1,512 > run.out 2>&1 \
    || { echo "FAIL: model run"; cat run.out; exit 1; }
# The values after "output (1, 2):" in both.
values() { awk '/output \(1, 2\):/ { on = 1; next } on { print; exit }' "$1" | tr -c '0-9eE.+-' ' '; }
a=$(values export.out) b=$(values run.out)
echo "exported net: $a"
echo "model run:    $b"
[[ -n $a && -n $b ]] || { echo "FAIL: no output values"; exit 1; }
awk -v a="$a" -v b="$b" 'BEGIN {
    n = split(a, x, " "); m = split(b, y, " ");
    if (n != m || n == 0) { print "FAIL: " n " versus " m " values"; exit 1 }
    for (i = 1; i <= n; i++) { d = x[i] - y[i]; if (d < 0) d = -d; if (d > 1e-5) { print "FAIL: value " i " differs"; exit 1 } }
    print "PASS: " n " values agree"
}'
