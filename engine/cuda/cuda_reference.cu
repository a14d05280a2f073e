// asynclab-cuda-reference: what the GPU does with CUDA and cuBLAS called directly, no
// AsyncLab code in between. The GPU check runs it beside AsyncLab's own figures, so that
// the engine's GEMM rate, launch cost per op and copy bandwidth can each be read against
// the plain loop that bounds it:
//
//   asynclab-cuda-reference [--json FILE] [--quick]
//
// - sgemm_<n>_tflops: n x n float32 products (cuBLAS's default math: FP32, no TF32), 10
//   per repetition back to back on one stream, timed with events; median of 7, min, max.
//   At the sizes of the chapter's scenarios (6000, 12000), powers of two, and the sizes of
//   a network's layers (512 to 2048), where the rate is still ramping up.
// - launch_empty_us / launch_add_us: the host's cost of one kernel launch (an empty kernel,
//   and a 256-element add) when nothing waits between them, and launch_sync_us the round
//   trip of a launch followed by a stream synchronize.
// - h2d/d2h pinned and pageable GB/s for 144 MB (one 6000 x 6000 float32 matrix), and d2h
//   into pageable memory never written before (the first touch the kernel pays for).
// The exit status is 0 when everything ran, 1 when a CUDA or cuBLAS call failed.
#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <sys/mman.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

struct Failure {
    std::string what;
};

void check(cudaError_t e, const char* call) {
    if (e != cudaSuccess) throw Failure{std::string(call) + ": " + cudaGetErrorString(e)};
}

void check(cublasStatus_t s, const char* call) {
    if (s != CUBLAS_STATUS_SUCCESS)
        throw Failure{std::string(call) + ": " + cublasGetStatusString(s)};
}

struct Stats {
    double median = 0, min = 0, max = 0;
};

Stats stats_of(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return {n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]), v.front(), v.back()};
}

double now_s() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

__global__ void empty_kernel() {}

__global__ void add_one(float* x, int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] += 1.0f;
}

struct Out {
    std::string json = "{";
    void add(const std::string& key, const Stats& s, const char* unit, const char* what) {
        std::printf("%-28s %10.3f %-8s (min %.3f, max %.3f)  %s\n", key.c_str(), s.median, unit,
                    s.min, s.max, what);
        char buf[256];
        std::snprintf(buf, sizeof buf, "%s\"%s\": {\"median\": %.6g, \"min\": %.6g, \"max\": %.6g}",
                      json.size() > 1 ? ", " : "", key.c_str(), s.median, s.min, s.max);
        json += buf;
    }
};

/// TFLOP/s of `per_rep` n x n products per repetition, `reps` repetitions.
Stats sgemm_tflops(cublasHandle_t h, cudaStream_t s, int n, int per_rep, int reps,
                   cublasMath_t math) {
    check(cublasSetMathMode(h, math), "cublasSetMathMode");
    const std::size_t bytes = std::size_t(n) * n * sizeof(float);
    float *a = nullptr, *c = nullptr;
    check(cudaMalloc(&a, bytes), "cudaMalloc");
    check(cudaMalloc(&c, bytes), "cudaMalloc");
    check(cudaMemsetAsync(a, 0, bytes, s), "cudaMemsetAsync");
    cudaEvent_t e0, e1;
    check(cudaEventCreate(&e0), "cudaEventCreate");
    check(cudaEventCreate(&e1), "cudaEventCreate");
    const float one = 1, zero = 0;
    auto products = [&](int k) {
        for (int i = 0; i < k; ++i)
            check(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, a, n, a, n, &zero, c, n),
                  "cublasSgemm");
    };
    products(2);  // warm-up: cuBLAS picks and loads its kernel
    std::vector<double> rates;
    for (int r = 0; r < reps; ++r) {
        check(cudaEventRecord(e0, s), "cudaEventRecord");
        products(per_rep);
        check(cudaEventRecord(e1, s), "cudaEventRecord");
        check(cudaEventSynchronize(e1), "cudaEventSynchronize");
        float ms = 0;
        check(cudaEventElapsedTime(&ms, e0, e1), "cudaEventElapsedTime");
        rates.push_back(2.0 * n * double(n) * n * per_rep / (ms * 1e-3) / 1e12);
    }
    cudaEventDestroy(e0);
    cudaEventDestroy(e1);
    cudaFree(a);
    cudaFree(c);
    check(cublasSetMathMode(h, CUBLAS_DEFAULT_MATH), "cublasSetMathMode");
    return stats_of(rates);
}

/// Microseconds of host time per launch of `launch`, `n` launches then one synchronize.
template <typename Launch>
Stats launch_us(cudaStream_t s, int n, int reps, Launch launch) {
    for (int i = 0; i < 100; ++i) launch();
    check(cudaStreamSynchronize(s), "cudaStreamSynchronize");
    std::vector<double> us;
    for (int r = 0; r < reps; ++r) {
        const double t0 = now_s();
        for (int i = 0; i < n; ++i) launch();
        check(cudaGetLastError(), "kernel launch");
        check(cudaStreamSynchronize(s), "cudaStreamSynchronize");
        us.push_back((now_s() - t0) / n * 1e6);
    }
    return stats_of(us);
}

/// GB/s of copies of `bytes` between `host` and `dev`, `reps` repetitions of one copy.
Stats copy_gbs(cudaStream_t s, void* dev, void* host, std::size_t bytes, bool to_device, int reps) {
    std::vector<double> rates;
    for (int r = 0; r < reps + 1; ++r) {
        const double t0 = now_s();
        if (to_device)
            check(cudaMemcpyAsync(dev, host, bytes, cudaMemcpyHostToDevice, s), "cudaMemcpyAsync");
        else
            check(cudaMemcpyAsync(host, dev, bytes, cudaMemcpyDeviceToHost, s), "cudaMemcpyAsync");
        check(cudaStreamSynchronize(s), "cudaStreamSynchronize");
        if (r > 0) rates.push_back(double(bytes) / (now_s() - t0) / 1e9);  // the first warms up
    }
    return stats_of(rates);
}

/// Milliseconds of each copy of `dev` to one of `count` pageable buffers written before, one
/// after the other with the GPU otherwise idle: the shape of compute-comm-overlap's copy phase.
void d2h_to_many_buffers(cudaStream_t s, void* dev, std::size_t bytes, int count) {
    std::vector<std::vector<char>> buffers(count, std::vector<char>(bytes, 1));
    std::printf("%-28s", "d2h_pageable_each_ms");
    for (auto& b : buffers) {
        const double t0 = now_s();
        check(cudaMemcpyAsync(b.data(), dev, bytes, cudaMemcpyDeviceToHost, s), "cudaMemcpyAsync");
        check(cudaStreamSynchronize(s), "cudaStreamSynchronize");
        std::printf(" %.1f", (now_s() - t0) * 1e3);
    }
    std::printf("  (%d buffers written before, one copy each, in turn)\n", count);
}

/// GB/s of copies to the host into pageable memory just mapped (its first touch).
Stats cold_d2h_gbs(cudaStream_t s, void* dev, std::size_t bytes, int reps) {
    std::vector<double> rates;
    for (int r = 0; r < reps; ++r) {
        void* host =
            mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (host == MAP_FAILED) throw Failure{"mmap of a copy's destination failed"};
        const double t0 = now_s();
        check(cudaMemcpyAsync(host, dev, bytes, cudaMemcpyDeviceToHost, s), "cudaMemcpyAsync");
        check(cudaStreamSynchronize(s), "cudaStreamSynchronize");
        rates.push_back(double(bytes) / (now_s() - t0) / 1e9);
        munmap(host, bytes);
    }
    return stats_of(rates);
}

}  // namespace

int main(int argc, char** argv) {
    const char* json_path = nullptr;
    bool quick = false;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--json") && i + 1 < argc) {
            json_path = argv[++i];
        } else if (!std::strcmp(argv[i], "--quick")) {
            quick = true;
        } else {
            std::fprintf(stderr, "usage: asynclab-cuda-reference [--json FILE] [--quick]\n");
            return 2;
        }
    }
    Out out;
    try {
        int count = 0;
        check(cudaGetDeviceCount(&count), "cudaGetDeviceCount");
        cudaDeviceProp p{};
        check(cudaGetDeviceProperties(&p, 0), "cudaGetDeviceProperties");
        int runtime = 0, driver = 0;
        cudaRuntimeGetVersion(&runtime);
        cudaDriverGetVersion(&driver);
        std::printf("GPU 0 of %d: %s, %d SMs, cc %d.%d; CUDA runtime %d, driver %d\n", count,
                    p.name, p.multiProcessorCount, p.major, p.minor, runtime, driver);
        cudaStream_t s;
        check(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking), "cudaStreamCreate");
        cublasHandle_t h;
        check(cublasCreate(&h), "cublasCreate");
        check(cublasSetStream(h, s), "cublasSetStream");
        int cublas = 0;
        cublasGetVersion(h, &cublas);
        std::printf("cuBLAS %d\n", cublas);

        const int reps = quick ? 3 : 7;
        for (int n : quick ? std::vector<int>{512, 1024}
                           : std::vector<int>{512, 1024, 2048, 4096, 6000, 8192, 12000})
            out.add("sgemm_" + std::to_string(n) + "_tflops",
                    sgemm_tflops(h, s, n, quick ? 2 : 10, reps, CUBLAS_DEFAULT_MATH), "TFLOP/s",
                    "cublasSgemm, FP32");
        out.add("sgemm_8192_tf32_tflops",
                sgemm_tflops(h, s, quick ? 1024 : 8192, quick ? 2 : 10, reps,
                             CUBLAS_TF32_TENSOR_OP_MATH),
                "TFLOP/s", "the same with TF32 tensor cores (for reference only)");

        const int launches = quick ? 2000 : 100000;
        float* x = nullptr;
        check(cudaMalloc(&x, 256 * sizeof(float)), "cudaMalloc");
        out.add("launch_empty_us",
                launch_us(s, launches, reps, [&] { empty_kernel<<<1, 1, 0, s>>>(); }), "us",
                "an empty kernel, launches back to back");
        out.add("launch_add_us",
                launch_us(s, launches, reps, [&] { add_one<<<1, 256, 0, s>>>(x, 256); }), "us",
                "a 256-element add, launches back to back");
        out.add("launch_sync_us",
                launch_us(s, quick ? 200 : 20000, reps,
                          [&] {
                              add_one<<<1, 256, 0, s>>>(x, 256);
                              check(cudaStreamSynchronize(s), "cudaStreamSynchronize");
                          }),
                "us", "a 256-element add, then cudaStreamSynchronize");
        cudaFree(x);

        const std::size_t bytes = quick ? (16u << 20) : std::size_t(6000) * 6000 * 4;
        void* dev = nullptr;
        void* pinned = nullptr;
        check(cudaMalloc(&dev, bytes), "cudaMalloc");
        check(cudaMallocHost(&pinned, bytes), "cudaMallocHost");
        std::vector<char> pageable(bytes, 1);
        out.add("h2d_pinned_gbs", copy_gbs(s, dev, pinned, bytes, true, reps), "GB/s",
                "cudaMemcpyAsync from cudaMallocHost memory");
        out.add("d2h_pinned_gbs", copy_gbs(s, dev, pinned, bytes, false, reps), "GB/s",
                "cudaMemcpyAsync to cudaMallocHost memory");
        out.add("h2d_pageable_gbs", copy_gbs(s, dev, pageable.data(), bytes, true, reps), "GB/s",
                "from malloc'd memory, written before");
        out.add("d2h_pageable_gbs", copy_gbs(s, dev, pageable.data(), bytes, false, reps), "GB/s",
                "to malloc'd memory, written before");
        out.add("d2h_pageable_cold_gbs", cold_d2h_gbs(s, dev, bytes, reps), "GB/s",
                "to memory just mapped, never written");
        d2h_to_many_buffers(s, dev, bytes, quick ? 2 : 10);
        cudaFreeHost(pinned);
        cudaFree(dev);
        cublasDestroy(h);
        cudaStreamDestroy(s);
    } catch (const Failure& f) {
        std::fprintf(stderr, "asynclab-cuda-reference: %s\n", f.what.c_str());
        return 1;
    }
    out.json += "}\n";
    if (json_path) {
        FILE* f = std::fopen(json_path, "w");
        if (!f || std::fputs(out.json.c_str(), f) < 0 || std::fclose(f) != 0) {
            std::fprintf(stderr, "asynclab-cuda-reference: cannot write %s\n", json_path);
            return 1;
        }
    }
    return 0;
}
