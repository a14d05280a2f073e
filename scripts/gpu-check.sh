#!/usr/bin/env bash
# Checks AsyncLab's CUDA paths on a machine with an NVIDIA GPU, from the bundle that
# scripts/gpu-bundle.sh made (.gpu-bundle/asynclab-gpu.tar.xz, carried there: that machine
# needs its CUDA driver and cuBLAS, nothing else). Run from the repository root:
#
#   scripts/gpu-check.sh            on the GPU machine
#   scripts/gpu-check.sh --fake     here, with the bundle's fake GPU module as the GPU: checks
#                                   the script and the bundle without a GPU
#
# It runs the GPU suites on the real GPU (ASYNCLAB_TEST_GPU=real), the other engine suites,
# and the chapter's GPU scenarios in real mode with their traces and results. Everything it
# prints also goes to gpu-check.log; the log, the JSON results and traces.tar.xz (every
# run's Chrome trace, real and simulated) land in $OUT (or /tmp/asynclab-gpu-check), at
# most 8 files. The exit status is the number of failed steps. About 90 seconds on an
# H100 or H200 machine.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 2

archive=$PWD/.gpu-bundle/asynclab-gpu.tar.xz
bundle=/tmp/asynclab-gpu-bundle
out=${OUT:-/tmp/asynclab-gpu-check}
fake=0
bench_quick=""
case "${1:-}" in
    "") ;;
    --fake) fake=1 ;;
    *) echo "gpu-check: unknown option '$1' (the only one is --fake)" >&2; exit 2 ;;
esac
if [[ ! -e "$archive" ]]; then
    echo "gpu-check: no $archive: run scripts/gpu-bundle.sh on a build machine, and carry .gpu-bundle" >&2
    exit 2
fi
rm -rf "$bundle" && mkdir -p "$bundle"
if command -v xz >/dev/null; then
    tar -C "$bundle" -xJf "$archive"
else  # Python's lzma reads it too
    python3 -c 'import sys, tarfile; tarfile.open(sys.argv[1]).extractall(sys.argv[2])' "$archive" "$bundle"
fi || { echo "gpu-check: cannot unpack $archive" >&2; exit 2; }
mkdir -p "$out"
exec > >(tee "$out/gpu-check.log") 2>&1

failures=()
step() { printf '\n== %s\n' "$*"; }
# run NAME SECONDS COMMAND...: runs it with a time limit and records a failure.
run() {
    local name=$1 limit=$2
    shift 2
    local started=$SECONDS
    timeout --kill-after=10 "$limit" "$@"
    local rc=$?
    ((rc == 124)) && echo "gpu-check: $name ran past ${limit} s"
    ((rc != 0)) && failures+=("$name (exit $rc)")
    echo "-- $name: exit $rc, $((SECONDS - started)) s"
    return 0
}

step "machine"
cat "$bundle/BUILT"
echo "$(nproc) cores; $(ldd --version | head -1)"
export ASYNCLAB_CACHE_DIR=/tmp/asynclab-gpu-check-cache QT_QPA_PLATFORM=offscreen
if ((fake)); then
    echo "fake GPU: the bundle's fake module stands in for a GPU"
    export ASYNCLAB_GPU_MODULE=$bundle/lib/libasynclab_fake_gpu.so ASYNCLAB_FAKE_GPU_COUNT=1 \
        ASYNCLAB_FAKE_GPU_JITTER_US=20 ASYNCLAB_FAKE_GPU_RESERVED=$((16 << 20))
    bench_quick=1  # the fake GPU computes on this CPU
    # Named as a GPU the simulator has a preset of, so that the runs beside their
    # simulation are checked too.
    export ASYNCLAB_FAKE_GPU_NAME="AsyncLab fake H100"
else
    nvidia-smi --query-gpu=index,name,driver_version,memory.total,memory.used --format=csv ||
        failures+=("nvidia-smi")
    # cuBLAS and NCCL: where the dynamic loader finds them, else the toolkit's, else those
    # that came with PyTorch (python3's nvidia.* packages).
    for lib in cublas:libcublas.so.13 nccl:libnccl.so.2; do
        module=${lib%%:*} file=${lib#*:} dir=""
        if ! ldconfig -p | grep -q "${file//./\\.} "; then
            for d in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib /usr/local/cuda-*/lib64 \
                $(python3 -c "import nvidia.$module as m; print(list(m.__path__)[0] + '/lib')" 2>/dev/null); do
                if [[ -e "$d/$file" ]]; then dir=$d; break; fi
            done
        fi
        echo "$file: ${dir:-as the dynamic loader finds it}"
        [[ -n "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
    done
fi
export LD_LIBRARY_PATH="$bundle/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
if ldd "$bundle/lib/libasynclab_cuda.so" | grep 'not found'; then
    failures+=("the CUDA module's libraries")
fi
cli=$bundle/bin/asynclab-cli

step "devices"
run devices 60 "$cli" devices

step "GPU suites on the GPU (ASYNCLAB_TEST_GPU=real)"
for suite in test_gpu_runtime test_gpu_engine test_gpu_timing test_hardware_probe; do
    ASYNCLAB_TEST_GPU=real run "$suite" 300 "$bundle/bin/$suite"
done

step "the other engine suites ($(nproc) cores; only their totals and failures)"
for path in "$bundle"/bin/test_*; do
    suite=$(basename "$path")
    case "$suite" in test_gpu_runtime | test_gpu_engine | test_gpu_timing | test_hardware_probe) continue ;; esac
    run "$suite" 300 bash -c '"$1" 2>&1 | grep -E "^(FAIL|QFATAL|Totals)|Loc:"; exit "${PIPESTATUS[0]}"' _ "$path"
done

step "scenarios in real mode on the GPU"
# The chapter's sizes on a GPU; the fake one computes on this CPU, slowly, in 1 GiB.
if ((fake)); then
    sizes=(--set n_cpu=256 --set n_gpu=512 --set n=512 --set iterations=4 --set batch_size=64)
else
    sizes=(--set iterations=20)
fi
sized() {  # sized NAME: the --set arguments of `sizes` that scenario NAME takes
    local params i
    params=$("$cli" run "$1" --help | sed -n 's/^  \([a-z_]*\) .*/\1/p')
    for ((i = 1; i < ${#sizes[@]}; i += 2)); do
        grep -qx "${sizes[i]%%=*}" <<<"$params" && printf '%s\n' --set "${sizes[i]}"
    done
}
scenario() {  # scenario NAME RUN-ARGUMENTS...: in real mode, sized, with the rest
    local name=$1 args
    shift
    mapfile -t args < <(sized "$name")
    echo "asynclab-cli run $name ${args[*]} $*"
    run "$name" 180 "$cli" run "$name" --mode real "${args[@]}" "$@"
}
scenario cpu-gpu-parallel --json "$out/cpu-gpu-parallel.json" \
    --trace "$out/cpu-gpu-parallel.trace.json"
scenario compute-comm-overlap --json "$out/compute-comm-overlap.json" \
    --trace "$out/compute-comm-overlap.trace.json"
scenario compute-comm-overlap --gpu-timing off
scenario network --set network=training_mlp --set task=train --set gpus=1 --set allreduce=nccl \
    --trace "$out/network-train-gpu.trace.json"
scenario multi-gpu-training
scenario hardware-probe --json "$out/hardware-probe.json"

step "CUDA and cuBLAS called directly (the baselines of the figures below)"
if ((fake)); then
    echo "skipped: the reference calls CUDA itself, which the fake module does not stand in for"
else
    run asynclab-cuda-reference 180 "$bundle/bin/asynclab-cuda-reference" --json "$out/cuda-reference.json"
fi

step "GPU benchmarks: GEMM, cost per op, copies, and the scenarios real against simulated"
run "asynclab-bench --only gpu" 300 "$bundle/bin/asynclab-bench" --only gpu --verbose \
    ${bench_quick:+--quick} --json "$out/gpu-bench.json"

step "the GPU scenarios simulated on this GPU's preset, beside their real runs above"
# The preset whose key is in the GPU's name, the host link nearest the probe's pinned
# copies (the benchmark above chose them the same way and printed them).
# The GPU presets are the lines of `devices` under "simulated devices" that say GPU.
devices=$("$cli" devices 2>/dev/null)
gpu_name=$(sed -n 's/^GPU 0: \([^,]*\),.*/\1/p' <<<"$devices")
gpu_keys=$(awk '/^simulated devices/ { on = 1; next } /^simulated links/ { on = 0 }
    on && $0 ~ / GPU +[0-9]/ { print $1 }' <<<"$devices")
squeezed=$(tr -d ' -' <<<"$gpu_name" | tr '[:lower:]' '[:upper:]')
preset=""
for key in $gpu_keys; do
    [[ "$squeezed" == *"${key^^}"* ]] && preset=$key
done
host_gbs=$(sed -n 's/.*"h2d_gbs": \([0-9.]*\).*/\1/p' "$out/hardware-probe.json" 2>/dev/null)
link=pcie5
if [[ -n "$host_gbs" ]]; then
    link=$(awk -v g="$host_gbs" 'BEGIN { l = "pcie3"; if (g > 18.5) l = "pcie4"; if (g > 37.5) l = "pcie5"; print l }')
fi
echo "GPU '$gpu_name': preset '${preset:-none}', host link $link"
if [[ -n "$preset" ]]; then
    sim=(--mode sim --set gpu="$preset" --set cpu=this-machine)
    mapfile -t sz < <(sized cpu-gpu-parallel)
    run "sim cpu-gpu-parallel" 120 "$cli" run cpu-gpu-parallel "${sim[@]}" "${sz[@]}" \
        --set link="$link" --trace "$out/cpu-gpu-parallel.sim.trace.json"
    mapfile -t sz < <(sized compute-comm-overlap)
    run "sim compute-comm-overlap" 120 "$cli" run compute-comm-overlap "${sim[@]}" "${sz[@]}" \
        --set link="$link" --trace "$out/compute-comm-overlap.sim.trace.json"
    mapfile -t sz < <(sized multi-gpu-training)
    run "multi-gpu-training" 120 "$cli" run multi-gpu-training --mode real "${sz[@]}" \
        --set ks=1,2 --trace "$out/multi-gpu-training.trace.json"
    run "sim multi-gpu-training" 120 "$cli" run multi-gpu-training --mode sim "${sz[@]}" \
        --set gpu="$preset" --set cpu=this-machine --set host_link="$link" --set ks=1,2 \
        --trace "$out/multi-gpu-training.sim.trace.json"
fi

for trace in "$out"/*.trace.json; do
    [[ -e "$trace" ]] && run "summary of $(basename "$trace")" 60 "$cli" trace summary "$trace"
done
# What comes back from a lent machine is a few files: the traces travel as one archive.
if compgen -G "$out/*.trace.json" >/dev/null; then
    (cd "$out" && tar -cJf traces.tar.xz ./*.trace.json && rm -f ./*.trace.json)
fi

step "result"
if ((${#failures[@]} == 0)); then
    echo "gpu-check: every step passed"
else
    echo "gpu-check: ${#failures[@]} step(s) failed:"
    printf '  %s\n' "${failures[@]}"
fi
exit "${#failures[@]}"
