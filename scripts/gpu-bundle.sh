#!/usr/bin/env bash
# Builds what a check on a machine with a GPU needs and packs it into
# .gpu-bundle/asynclab-gpu.tar.xz, to be carried there (that machine has the CUDA driver
# and toolkit but no Qt and no package registry), where scripts/gpu-check.sh runs it:
#
#   scripts/gpu-bundle.sh [BUILD_DIR]      (default build/gpu-check, the gpu-check preset)
#
# The archive holds bin/ (asynclab-cli, asynclab-bench, asynclab-cuda-reference and the
# engine's Qt Test suites, stripped), lib/ (the CUDA module, the fake GPU module of tests/fake_gpu, and every shared
# library they need beyond the C and C++ runtimes and CUDA's own, which the GPU machine
# has) and BUILT (the commit and the toolchain). It fails when a library cannot be found
# here or the archive grows past what a carry can spare.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

build=${1:-build/gpu-check}
bundle=build/gpu-bundle  # staged here, then packed
archive=.gpu-bundle/asynclab-gpu.tar.xz
limit_mib=48  # a carry takes 64 MiB with the working tree

if [[ "$build" == build/gpu-check ]]; then
    cmake --preset gpu-check >/dev/null
fi
if ! grep -q 'libasynclab_cuda\.so' "$build/build.ninja" 2>/dev/null; then
    echo "gpu-bundle: $build does not build the CUDA module (no CUDA toolkit found?)" >&2
    exit 1
fi
cmake --build "$build" -j "$(nproc)"

rm -rf "$bundle"
mkdir -p "$bundle/bin" "$bundle/lib"

# The programs: the CLI, the benchmarks and every engine suite (the GPU suites run on the
# real GPU there; the others run on a machine with more cores than any here).
programs=("$build/app/asynclab-cli" "$build/bench/asynclab-bench" "$build/bin/asynclab-cuda-reference")
for suite in tests/engine/test_*.cpp; do
    programs+=("$build/tests/$(basename "$suite" .cpp)")
done
for p in "${programs[@]}"; do
    [[ -x "$p" ]] || { echo "gpu-bundle: $p was not built" >&2; exit 1; }
    strip --strip-unneeded -o "$bundle/bin/$(basename "$p")" "$p"
done
# The CUDA module, and the fake one that stands in for a GPU in gpu-check.sh --fake.
strip --strip-unneeded -o "$bundle/lib/libasynclab_cuda.so" "$build/lib/libasynclab_cuda.so"
strip --strip-unneeded -o "$bundle/lib/libasynclab_fake_gpu.so" \
    "$build/tests/fake_gpu/libasynclab_fake_gpu.so"

# Shared libraries: what ldd resolves here, but for the C and C++ runtimes (the GPU
# machine's are as new or newer) and CUDA's own libraries (its toolkit has them, matched to
# its driver).
system_lib='^(linux-vdso|ld-linux|libc|libm|libdl|librt|libpthread|libstdc\+\+|libgcc_s)\.'
cuda_lib='^lib(cublas|cublasLt|cudart|nvToolsExt)\.'
missing=0
for f in "$bundle"/bin/* "$bundle"/lib/libasynclab_*.so; do
    while read -r name arrow path _; do
        [[ "$arrow" == "=>" ]] || continue
        if [[ "$name" =~ $system_lib || "$name" =~ $cuda_lib ]]; then continue; fi
        if [[ "$path" == "not" ]]; then
            echo "gpu-bundle: $(basename "$f") needs $name, which is not found here" >&2
            missing=1
            continue
        fi
        [[ -e "$bundle/lib/$name" ]] || cp -L "$path" "$bundle/lib/$name"
    done < <(ldd "$f")
done
[[ $missing -eq 0 ]] || exit 1

{
    echo "commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- engine tests app bench ||
        echo ', with uncommitted changes')"
    echo "built $(date -u +%Y-%m-%dT%H:%M:%SZ) on $(. /etc/os-release && echo "$PRETTY_NAME")"
    grep -h 'set(CMAKE_CUDA_COMPILER_VERSION' "$build"/CMakeFiles/*/CMakeCUDACompiler.cmake |
        head -1 | sed 's/.*"\(.*\)".*/CUDA \1/'
} >"$bundle/BUILT"

mkdir -p "$(dirname "$archive")"
tar -C "$bundle" -cf - . | xz -6 -T0 >"$archive.part"
mv "$archive.part" "$archive"
size_kib=$(du -sk "$archive" | cut -f1)
echo "gpu-bundle: $archive holds $(ls "$bundle/bin" | wc -l) programs and" \
    "$(ls "$bundle/lib" | wc -l) libraries, $((size_kib / 1024)) MiB"
if ((size_kib > limit_mib * 1024)); then
    echo "gpu-bundle: more than the $limit_mib MiB a carry can spare" >&2
    exit 1
fi
