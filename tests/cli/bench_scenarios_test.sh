#!/usr/bin/env bash
# ctest: scripts/bench-scenarios.sh --quick writes a report that parses and has a result
# for every scenario `asynclab-cli list` names.
#   bench_scenarios_test.sh SOURCE_DIR BUILD_DIR OUT_DIR
set -uo pipefail
src=$1 build=$2 out=$3
cli=$build/app/asynclab-cli
report=$out/bench-scenarios-quick.json
rm -f "$report"
# Keep the this-machine measurement out of the user's cache folder.
export ASYNCLAB_CACHE_DIR=$out/cache
bash "$src/scripts/bench-scenarios.sh" --quick "$build" "$report" || { echo "FAIL: the script failed"; exit 1; }
keys=(format machine.cores machine.presets.this-machine.peak_flops)
for name in $("$cli" list | awk '!/\[not available yet\]/ { print $1 }'); do
    keys+=("scenarios.$name.result.metrics" "scenarios.$name.result.phenomenon.holds"
           "scenarios.$name.wall_s" "scenarios.$name.mode")
done
"$cli" check-json "$report" "${keys[@]}" || { echo "FAIL: keys missing from $report"; exit 1; }
echo "PASS: ${#keys[@]} keys present"
