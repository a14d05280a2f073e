#!/usr/bin/env bash
# Runs every scenario of `asynclab-cli list` at the chapter's sizes in real mode and writes
# one JSON report: {"format", "version", "date", "quick", "seconds", "machine": <devices
# --json>, "scenarios": {NAME: {"exit_code", "wall_s", "mode", "result": <run --json>}}}.
# Scenarios that need a GPU run simulated where none is usable; their "mode" is then "sim"
# and their result's "notes" say why. Needs only bash and asynclab-cli.
#
#   scripts/bench-scenarios.sh [--quick] BUILD_DIR REPORT.json
#
#   --quick   tiny sizes (a smoke test of the script; the numbers mean nothing)
set -uo pipefail

usage() {
    echo "usage: $0 [--quick] BUILD_DIR REPORT.json" >&2
    exit 2
}

quick=0
args=()
for a in "$@"; do
    case "$a" in
        --quick) quick=1 ;;
        -h|--help) usage ;;
        -*) echo "$0: unknown option '$a'" >&2; usage ;;
        *) args+=("$a") ;;
    esac
done
[[ ${#args[@]} -eq 2 ]] || usage
build=${args[0]}
report=${args[1]}
cli=$build/app/asynclab-cli
[[ -x $cli ]] || { echo "$0: no asynclab-cli in '$build/app' (build the asynclab-cli target)" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/asynclab-bench-scenarios.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT

# Tiny sizes for --quick, per scenario (unknown scenarios run at their defaults).
quick_sets() {
    case "$1" in
        async-matmul) echo "n=64 reps=3" ;;
        barriers) echo "n=64" ;;
        sync-vs-async) echo "reps=100" ;;
        memory-footprint) echo "batches=4 batch_size=32 features=16 hidden1=32 hidden2=16 print_every=2" ;;
        hybridize-mlp) echo "calls=10" ;;
        hybrid-print) echo "calls=2" ;;
        cpu-gpu-parallel) echo "n_cpu=64 n_gpu=64 reps=2" ;;
        compute-comm-overlap) echo "n=64 reps=2" ;;
        multi-gpu-training) echo "batch_size=64 ks=1,2" ;;
        hardware-probe) echo "quick=1" ;;
        *) echo "" ;;
    esac
}

# JSON string literal of $1.
json_string() {
    local s=$1
    s=${s//\\/\\\\}
    s=${s//\"/\\\"}
    s=${s//$'\n'/\\n}
    s=${s//$'\t'/\\t}
    s=${s//$'\r'/}
    printf '"%s"' "$s"
}

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; }

start=$(now)
names=$("$cli" list | awk '!/\[not available yet\]/ { print $1 }')
[[ -n $names ]] || { echo "$0: 'asynclab-cli list' printed no scenarios" >&2; exit 1; }

# The machine: cores, CPU model, GPUs and the simulated presets (this-machine measured).
if ! "$cli" devices --json > "$work/machine.json" 2> "$work/machine.err"; then
    echo "$0: 'asynclab-cli devices --json' failed: $(cat "$work/machine.err")" >&2
    exit 1
fi

entries=()
failed=0
for name in $names; do
    sets=()
    if [[ $quick == 1 ]]; then
        # Only the parameters this scenario has (the quick table may name more).
        accepted=$("$cli" run "$name" --help | awk '/^  [a-z_0-9]+ +default/ { print $1 }')
        for kv in $(quick_sets "$name"); do
            grep -qx "${kv%%=*}" <<< "$accepted" && sets+=(--set "$kv")
        done
    fi
    echo "== $name ${sets[*]}" >&2
    t0=$(now)
    "$cli" run "$name" --mode real "${sets[@]}" --json "$work/$name.json" \
        > "$work/$name.out" 2> "$work/$name.err"
    code=$?
    wall=$(elapsed "$t0" "$(now)")
    if [[ $code -eq 0 && -s $work/$name.json ]]; then
        mode=$(grep -o '"mode": *"[a-z]*"' "$work/$name.json" | head -1 | grep -o '[a-z]*"$' | tr -d '"')
        echo "   $wall s, mode ${mode:-?}: $(grep '^phenomenon' "$work/$name.out")" >&2
        entries+=("$(json_string "$name"): {\"exit_code\": 0, \"wall_s\": $wall, \"mode\": $(json_string "${mode:-unknown}"), \"result\": $(cat "$work/$name.json")}")
    else
        failed=$((failed + 1))
        err=$(tail -c 2000 "$work/$name.err")
        echo "   FAILED (exit $code) after $wall s: $err" >&2
        entries+=("$(json_string "$name"): {\"exit_code\": $code, \"wall_s\": $wall, \"error\": $(json_string "$err")}")
    fi
done

{
    printf '{\n"format": "asynclab-scenario-report",\n"version": 1,\n'
    printf '"date": %s,\n' "$(json_string "$(date -u +%Y-%m-%dT%H:%M:%SZ)")"
    printf '"quick": %s,\n' "$([[ $quick == 1 ]] && echo true || echo false)"
    printf '"seconds": %s,\n' "$(elapsed "$start" "$(now)")"
    printf '"failed": %d,\n' "$failed"
    printf '"machine": '
    cat "$work/machine.json"
    printf ',\n"scenarios": {\n'
    for i in "${!entries[@]}"; do
        [[ $i -gt 0 ]] && printf ',\n'
        printf '%s' "${entries[$i]}"
    done
    printf '\n}\n}\n'
} > "$report.tmp" && mv "$report.tmp" "$report"

if ! "$cli" check-json "$report" format scenarios machine.presets > /dev/null; then
    echo "$0: the report '$report' does not parse" >&2
    exit 1
fi
echo "wrote $report: $(wc -w <<< "$names") scenarios, $failed failed, $(elapsed "$start" "$(now)") s" >&2
[[ $failed -eq 0 ]]
