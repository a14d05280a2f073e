// libasynclab_cuda.so: the C ABI table of engine/device/gpu_api.h over the CUDA runtime
// (linked statically), cuBLAS (linked dynamically), NVTX3 (header only) and NCCL (loaded
// with dlopen at the first comm_create: a machine without it runs everything else). Only
// asynclab_gpu_api is exported (hidden visibility + exports.map).
#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <dlfcn.h>
#include <library_types.h>
#include <nvtx3/nvToolsExt.h>

#include <cstdio>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "engine/device/gpu_api.h"
#include "kernels.h"

#ifndef ASYNCLAB_CUDA_MODULE_VERSION
#define ASYNCLAB_CUDA_MODULE_VERSION "0.0.0"
#endif

namespace asynclab::cuda {
namespace {

thread_local std::string t_last_error;

// What a stream or event handle points at.
struct Stream {
    cudaStream_t stream = nullptr;
    int dev = 0;
    void* scratch = nullptr;  // kScratchElems doubles, for two-pass reductions
    std::mutex blas_mutex;    // guards blas, created at the first GEMM (again after a failure)
    cublasHandle_t blas = nullptr;
};

struct Event {
    cudaEvent_t event = nullptr;
    int dev = 0;
};

int fail(int code, std::string message) {
    t_last_error = std::move(message);
    return code;
}

int code_for(cudaError_t e) {
    switch (e) {
        case cudaErrorInsufficientDriver: return ASYNCLAB_GPU_ERR_NO_DRIVER;
        case cudaErrorNoDevice: return ASYNCLAB_GPU_ERR_NO_DEVICE;
        case cudaErrorMemoryAllocation: return ASYNCLAB_GPU_ERR_OUT_OF_MEMORY;
        case cudaErrorInvalidValue:
        case cudaErrorInvalidDevice:
        case cudaErrorInvalidResourceHandle: return ASYNCLAB_GPU_ERR_INVALID_ARGUMENT;
        default: return ASYNCLAB_GPU_ERR_CUDA;
    }
}

std::string describe(cudaError_t e) {
    return std::string(cudaGetErrorString(e)) + " (" + cudaGetErrorName(e) + ")";
}

/// 0 on success, else records "<call>: <error string> (<error name>)". A failed call also
/// leaves its error as the thread's last error, which a later kernel launch's check would
/// report as its own: it is cleared here (a sticky error cannot be, and every later call
/// reports it anyway).
int check(cudaError_t e, const char* call) {
    if (e == cudaSuccess) return ASYNCLAB_GPU_OK;
    (void)cudaGetLastError();
    return fail(code_for(e), std::string(call) + ": " + describe(e));
}

int check_blas(cublasStatus_t s, const char* call) {
    if (s == CUBLAS_STATUS_SUCCESS) return ASYNCLAB_GPU_OK;
    const int code =
        s == CUBLAS_STATUS_ALLOC_FAILED ? ASYNCLAB_GPU_ERR_OUT_OF_MEMORY : ASYNCLAB_GPU_ERR_CUBLAS;
    return fail(code, std::string(call) + ": " + cublasGetStatusString(s) + " (" +
                          cublasGetStatusName(s) + ")");
}

int invalid(const char* what) {
    return fail(ASYNCLAB_GPU_ERR_INVALID_ARGUMENT, what);
}

Stream* as_stream(void* handle) {
    return static_cast<Stream*>(handle);
}
Event* as_event(void* handle) {
    return static_cast<Event*>(handle);
}

bool valid_dtype(int dtype) {
    return dtype == ASYNCLAB_GPU_F32 || dtype == ASYNCLAB_GPU_F64;
}

// Makes the stream's device current on this thread (kernels must launch there), with no
// error left over from an earlier call: a launch's check then sees its own error only.
int enter(Stream* s, const char* what) {
    if (!s) return invalid((std::string(what) + ": null stream").c_str());
    if (int rc = check(cudaSetDevice(s->dev), "cudaSetDevice")) return rc;
    (void)cudaGetLastError();
    return ASYNCLAB_GPU_OK;
}

// ---------------------------------------------------------------------------------------
// Setup and queries

int api_init(int* device_count) {
    if (!device_count) return invalid("init: device_count is null");
    *device_count = 0;
    int count = 0;
    const cudaError_t e = cudaGetDeviceCount(&count);
    if (e == cudaErrorInsufficientDriver) {
        // Tell "no driver at all" from "driver older than this runtime".
        void* libcuda = dlopen("libcuda.so.1", RTLD_LAZY | RTLD_LOCAL);
        if (!libcuda) {
            return fail(ASYNCLAB_GPU_ERR_NO_DRIVER,
                        "CUDA driver not found (cudaErrorInsufficientDriver): libcuda.so.1 is "
                        "not installed");
        }
        dlclose(libcuda);
        int driver = 0;
        cudaDriverGetVersion(&driver);
        char buf[256];
        std::snprintf(buf, sizeof buf,
                      "CUDA driver too old (cudaErrorInsufficientDriver): it supports CUDA "
                      "%d.%d, this module needs CUDA %d.%d",
                      driver / 1000, (driver % 1000) / 10, CUDART_VERSION / 1000,
                      (CUDART_VERSION % 1000) / 10);
        return fail(ASYNCLAB_GPU_ERR_NO_DRIVER, buf);
    }
    if (e == cudaErrorNoDevice || (e == cudaSuccess && count == 0)) {
        return fail(ASYNCLAB_GPU_ERR_NO_DEVICE, "no CUDA device found (cudaErrorNoDevice)");
    }
    if (e != cudaSuccess) return check(e, "cudaGetDeviceCount");
    *device_count = count;
    return ASYNCLAB_GPU_OK;
}

const char* api_last_error() {
    return t_last_error.c_str();
}

int api_versions(int* runtime_version, int* driver_version, int* cublas_version) {
    if (runtime_version) {
        if (int rc = check(cudaRuntimeGetVersion(runtime_version), "cudaRuntimeGetVersion"))
            return rc;
    }
    if (driver_version) {
        if (int rc = check(cudaDriverGetVersion(driver_version), "cudaDriverGetVersion")) return rc;
    }
    if (cublas_version) {
        int major = 0, minor = 0, patch = 0;
        if (int rc = check_blas(cublasGetProperty(MAJOR_VERSION, &major), "cublasGetProperty"))
            return rc;
        cublasGetProperty(MINOR_VERSION, &minor);
        cublasGetProperty(PATCH_LEVEL, &patch);
        *cublas_version = major * 10000 + minor * 100 + patch;
    }
    return ASYNCLAB_GPU_OK;
}

// FP32 lanes per SM by compute capability (for a peak estimate only).
int fp32_cores_per_sm(int major, int minor) {
    if (major == 7) return 64;                // Volta, Turing
    if (major == 8 && minor == 0) return 64;  // A100
    if (major >= 8) return 128;               // GA10x, Ada, Hopper, Blackwell
    return 128;
}

int api_device_properties(int dev, AsyncLabGpuDeviceProps* props) {
    if (!props) return invalid("device_properties: props is null");
    std::memset(props, 0, sizeof *props);
    cudaDeviceProp p{};
    if (int rc = check(cudaGetDeviceProperties(&p, dev), "cudaGetDeviceProperties")) return rc;
    std::snprintf(props->name, sizeof props->name, "%s", p.name);
    props->total_mem = p.totalGlobalMem;
    props->sm_count = p.multiProcessorCount;
    props->cc_major = p.major;
    props->cc_minor = p.minor;
    props->memory_bus_width_bits = p.memoryBusWidth;
    // Clocks left cudaDeviceProp in CUDA 13; the attributes remain. 0 when unavailable.
    int value = 0;
    if (cudaDeviceGetAttribute(&value, cudaDevAttrClockRate, dev) == cudaSuccess)
        props->clock_khz = value;
    value = 0;
    if (cudaDeviceGetAttribute(&value, cudaDevAttrMemoryClockRate, dev) == cudaSuccess)
        props->memory_clock_khz = value;
    cudaGetLastError();  // clear anything the optional queries left behind
    props->fp32_cores_per_sm = fp32_cores_per_sm(p.major, p.minor);
    props->peak_fp32_gflops =
        2.0 * props->sm_count * props->fp32_cores_per_sm * (props->clock_khz * 1e3) / 1e9;
    props->peak_mem_bandwidth_gbs =
        2.0 * (props->memory_clock_khz * 1e3) * (props->memory_bus_width_bits / 8.0) / 1e9;
    return ASYNCLAB_GPU_OK;
}

int api_set_device(int dev) {
    return check(cudaSetDevice(dev), "cudaSetDevice");
}

int api_mem_get_info(int dev, size_t* free_bytes, size_t* total_bytes) {
    if (!free_bytes || !total_bytes) return invalid("mem_get_info: null output");
    if (int rc = check(cudaSetDevice(dev), "cudaSetDevice")) return rc;
    return check(cudaMemGetInfo(free_bytes, total_bytes), "cudaMemGetInfo");
}

// ---------------------------------------------------------------------------------------
// Memory

int api_malloc(int dev, size_t bytes, void** ptr) {
    if (!ptr) return invalid("malloc: ptr is null");
    *ptr = nullptr;
    if (int rc = check(cudaSetDevice(dev), "cudaSetDevice")) return rc;
    const cudaError_t e = cudaMalloc(ptr, bytes);
    if (e != cudaSuccess) {
        char call[96];
        std::snprintf(call, sizeof call, "cudaMalloc(%zu bytes) on device %d", bytes, dev);
        return check(e, call);
    }
    return ASYNCLAB_GPU_OK;
}

int api_free(int dev, void* ptr) {
    if (!ptr) return ASYNCLAB_GPU_OK;
    if (int rc = check(cudaSetDevice(dev), "cudaSetDevice")) return rc;
    return check(cudaFree(ptr), "cudaFree");
}

int api_host_alloc_pinned(size_t bytes, void** ptr) {
    if (!ptr) return invalid("host_alloc_pinned: ptr is null");
    *ptr = nullptr;
    return check(cudaHostAlloc(ptr, bytes, cudaHostAllocPortable), "cudaHostAlloc");
}

int api_free_pinned(void* ptr) {
    if (!ptr) return ASYNCLAB_GPU_OK;
    return check(cudaFreeHost(ptr), "cudaFreeHost");
}

// ---------------------------------------------------------------------------------------
// Streams and events

int api_stream_create(int dev, void** stream) {
    if (!stream) return invalid("stream_create: stream is null");
    *stream = nullptr;
    if (int rc = check(cudaSetDevice(dev), "cudaSetDevice")) return rc;
    auto* s = new Stream;
    s->dev = dev;
    int rc = check(cudaStreamCreateWithFlags(&s->stream, cudaStreamNonBlocking),
                   "cudaStreamCreateWithFlags");
    if (rc == ASYNCLAB_GPU_OK) {
        rc = check(cudaMalloc(&s->scratch, kScratchElems * sizeof(double)),
                   "cudaMalloc(stream scratch)");
    }
    if (rc != ASYNCLAB_GPU_OK) {
        if (s->stream) cudaStreamDestroy(s->stream);
        delete s;
        return rc;
    }
    *stream = s;
    return ASYNCLAB_GPU_OK;
}

int api_stream_destroy(void* handle) {
    Stream* s = as_stream(handle);
    if (!s) return ASYNCLAB_GPU_OK;
    int rc = check(cudaSetDevice(s->dev), "cudaSetDevice");
    // Work still queued may use the scratch memory and the cuBLAS handle: let it finish
    // (cudaFree is only allowed, not promised, to synchronize).
    if (rc == ASYNCLAB_GPU_OK)
        rc = check(cudaStreamSynchronize(s->stream), "cudaStreamSynchronize");
    if (s->blas) {
        const int r = check_blas(cublasDestroy(s->blas), "cublasDestroy");
        if (rc == ASYNCLAB_GPU_OK) rc = r;
    }
    const int r1 = check(cudaStreamDestroy(s->stream), "cudaStreamDestroy");
    const int r2 = check(cudaFree(s->scratch), "cudaFree(stream scratch)");
    delete s;
    if (rc == ASYNCLAB_GPU_OK) rc = r1;
    if (rc == ASYNCLAB_GPU_OK) rc = r2;
    return rc;
}

int api_stream_synchronize(void* handle) {
    Stream* s = as_stream(handle);
    if (!s) return invalid("stream_synchronize: null stream");
    return check(cudaStreamSynchronize(s->stream), "cudaStreamSynchronize");
}

int api_event_create(int dev, int flags, void** event) {
    if (!event) return invalid("event_create: event is null");
    *event = nullptr;
    if (flags & ~ASYNCLAB_GPU_EVENT_TIMING) return invalid("event_create: unknown flags");
    if (int rc = check(cudaSetDevice(dev), "cudaSetDevice")) return rc;
    auto* ev = new Event;
    ev->dev = dev;
    const unsigned cuda_flags =
        (flags & ASYNCLAB_GPU_EVENT_TIMING) ? cudaEventDefault : cudaEventDisableTiming;
    if (int rc =
            check(cudaEventCreateWithFlags(&ev->event, cuda_flags), "cudaEventCreateWithFlags")) {
        delete ev;
        return rc;
    }
    *event = ev;
    return ASYNCLAB_GPU_OK;
}

int api_event_destroy(void* handle) {
    Event* ev = as_event(handle);
    if (!ev) return ASYNCLAB_GPU_OK;
    const int rc = check(cudaEventDestroy(ev->event), "cudaEventDestroy");
    delete ev;
    return rc;
}

int api_event_record(void* event, void* stream) {
    Event* ev = as_event(event);
    Stream* s = as_stream(stream);
    if (!ev || !s) return invalid("event_record: null event or stream");
    if (ev->dev != s->dev) return invalid("event_record: event and stream on different devices");
    if (int rc = enter(s, "event_record")) return rc;
    return check(cudaEventRecord(ev->event, s->stream), "cudaEventRecord");
}

int api_stream_wait_event(void* stream, void* event) {
    Event* ev = as_event(event);
    Stream* s = as_stream(stream);
    if (!ev || !s) return invalid("stream_wait_event: null event or stream");
    if (int rc = enter(s, "stream_wait_event")) return rc;
    return check(cudaStreamWaitEvent(s->stream, ev->event, 0), "cudaStreamWaitEvent");
}

int api_event_synchronize(void* event) {
    Event* ev = as_event(event);
    if (!ev) return invalid("event_synchronize: null event");
    return check(cudaEventSynchronize(ev->event), "cudaEventSynchronize");
}

int api_event_query(void* event, int* complete) {
    Event* ev = as_event(event);
    if (!ev || !complete) return invalid("event_query: null event or output");
    const cudaError_t e = cudaEventQuery(ev->event);
    if (e == cudaErrorNotReady) {
        (void)cudaGetLastError();  // "not yet" is the thread's last error too
        *complete = 0;
        return ASYNCLAB_GPU_OK;
    }
    *complete = e == cudaSuccess ? 1 : 0;
    return check(e, "cudaEventQuery");
}

int api_event_elapsed_ms(void* start, void* end, float* ms) {
    Event* a = as_event(start);
    Event* b = as_event(end);
    if (!a || !b || !ms) return invalid("event_elapsed_ms: null argument");
    return check(cudaEventElapsedTime(ms, a->event, b->event), "cudaEventElapsedTime");
}

// ---------------------------------------------------------------------------------------
// Copies

int copy_async(void* dst, const void* src, size_t bytes, cudaMemcpyKind kind, void* stream,
               const char* what) {
    Stream* s = as_stream(stream);
    if (int rc = enter(s, what)) return rc;
    if (bytes == 0) return ASYNCLAB_GPU_OK;
    if (!dst || !src) return invalid((std::string(what) + ": null pointer").c_str());
    return check(cudaMemcpyAsync(dst, src, bytes, kind, s->stream), "cudaMemcpyAsync");
}

int api_memcpy_h2d_async(void* dst, const void* src, size_t bytes, void* stream) {
    return copy_async(dst, src, bytes, cudaMemcpyHostToDevice, stream, "memcpy_h2d_async");
}
int api_memcpy_d2h_async(void* dst, const void* src, size_t bytes, void* stream) {
    return copy_async(dst, src, bytes, cudaMemcpyDeviceToHost, stream, "memcpy_d2h_async");
}
int api_memcpy_d2d_async(void* dst, const void* src, size_t bytes, void* stream) {
    return copy_async(dst, src, bytes, cudaMemcpyDeviceToDevice, stream, "memcpy_d2d_async");
}

int api_memcpy_peer_async(void* dst, int dst_dev, const void* src, int src_dev, size_t bytes,
                          void* stream) {
    Stream* s = as_stream(stream);
    if (int rc = enter(s, "memcpy_peer_async")) return rc;
    if (bytes == 0) return ASYNCLAB_GPU_OK;
    if (!dst || !src) return invalid("memcpy_peer_async: null pointer");
    return check(cudaMemcpyPeerAsync(dst, dst_dev, src, src_dev, bytes, s->stream),
                 "cudaMemcpyPeerAsync");
}

int api_can_access_peer(int dev, int peer_dev, int* can_access) {
    if (!can_access) return invalid("can_access_peer: null output");
    if (dev == peer_dev) {  // CUDA says 0 for a device and itself; it reads its own memory
        *can_access = 1;
        return ASYNCLAB_GPU_OK;
    }
    return check(cudaDeviceCanAccessPeer(can_access, dev, peer_dev), "cudaDeviceCanAccessPeer");
}

int api_enable_peer(int dev, int peer_dev) {
    if (dev == peer_dev) return ASYNCLAB_GPU_OK;  // CUDA refuses it: nothing to enable
    if (int rc = check(cudaSetDevice(dev), "cudaSetDevice")) return rc;
    const cudaError_t e = cudaDeviceEnablePeerAccess(peer_dev, 0);
    if (e == cudaErrorPeerAccessAlreadyEnabled) {
        (void)cudaGetLastError();  // not sticky, but clear it so later launches don't see it
        return ASYNCLAB_GPU_OK;
    }
    return check(e, "cudaDeviceEnablePeerAccess");
}

// ---------------------------------------------------------------------------------------
// BLAS

/// The stream's cuBLAS handle, created on first use and bound to the stream. A creation
/// that fails (out of memory, say) is tried again at the next GEMM.
int blas_handle(Stream* s, cublasHandle_t* out) {
    std::lock_guard lock(s->blas_mutex);
    if (!s->blas) {
        cublasHandle_t h = nullptr;
        if (int rc = check_blas(cublasCreate(&h), "cublasCreate")) return rc;
        if (int rc = check_blas(cublasSetStream(h, s->stream), "cublasSetStream")) {
            cublasDestroy(h);
            return rc;
        }
        s->blas = h;
    }
    *out = s->blas;
    return ASYNCLAB_GPU_OK;
}

bool gemm_args_ok(int m, int n, int k, const void* a, const void* b, const void* c) {
    return m >= 0 && n >= 0 && k >= 0 && (m == 0 || n == 0 || (a && b && c));
}

// Row-major C = op(A) op(B) is column-major C^T = op(B)^T op(A)^T: swap the operands
// and m/n, keep each op and leading dimension.
int api_sgemm(void* stream, int trans_a, int trans_b, int m, int n, int k, float alpha,
              const float* a, int lda, const float* b, int ldb, float beta, float* c, int ldc) {
    Stream* s = as_stream(stream);
    if (int rc = enter(s, "sgemm")) return rc;
    if (!gemm_args_ok(m, n, k, a, b, c)) return invalid("sgemm: bad sizes or null matrix");
    if (m == 0 || n == 0) return ASYNCLAB_GPU_OK;
    cublasHandle_t h = nullptr;
    if (int rc = blas_handle(s, &h)) return rc;
    return check_blas(
        cublasSgemm(h, trans_b ? CUBLAS_OP_T : CUBLAS_OP_N, trans_a ? CUBLAS_OP_T : CUBLAS_OP_N, n,
                    m, k, &alpha, b, ldb, a, lda, &beta, c, ldc),
        "cublasSgemm");
}

int api_dgemm(void* stream, int trans_a, int trans_b, int m, int n, int k, double alpha,
              const double* a, int lda, const double* b, int ldb, double beta, double* c, int ldc) {
    Stream* s = as_stream(stream);
    if (int rc = enter(s, "dgemm")) return rc;
    if (!gemm_args_ok(m, n, k, a, b, c)) return invalid("dgemm: bad sizes or null matrix");
    if (m == 0 || n == 0) return ASYNCLAB_GPU_OK;
    cublasHandle_t h = nullptr;
    if (int rc = blas_handle(s, &h)) return rc;
    return check_blas(
        cublasDgemm(h, trans_b ? CUBLAS_OP_T : CUBLAS_OP_N, trans_a ? CUBLAS_OP_T : CUBLAS_OP_N, n,
                    m, k, &alpha, b, ldb, a, lda, &beta, c, ldc),
        "cublasDgemm");
}

// ---------------------------------------------------------------------------------------
// Kernels

int launched(cudaError_t e, const char* what) {
    return check(e, what);
}

int api_binary(void* stream, int dtype, int op, size_t n, const void* a, const void* b, void* out) {
    Stream* s = as_stream(stream);
    if (int rc = enter(s, "binary")) return rc;
    if (!valid_dtype(dtype) || op < 0 || op >= ASYNCLAB_GPU_BINARY_OP_COUNT)
        return invalid("binary: unknown dtype or op");
    if (n && (!a || !b || !out)) return invalid("binary: null pointer");
    return launched(launch_binary(s->stream, dtype, op, n, a, b, out), "binary kernel launch");
}

int api_binary_rowvec(void* stream, int dtype, int op, size_t rows, size_t cols, const void* a,
                      const void* b, void* out) {
    Stream* s = as_stream(stream);
    if (int rc = enter(s, "binary_rowvec")) return rc;
    if (!valid_dtype(dtype) || op < 0 || op >= ASYNCLAB_GPU_BINARY_OP_COUNT)
        return invalid("binary_rowvec: unknown dtype or op");
    if (rows && cols && (!a || !b || !out)) return invalid("binary_rowvec: null pointer");
    return launched(launch_binary_rowvec(s->stream, dtype, op, rows, cols, a, b, out),
                    "binary_rowvec kernel launch");
}

int api_binary_scalar(void* stream, int dtype, int op, size_t n, const void* a, double scalar,
                      int scalar_on_left, void* out) {
    Stream* s = as_stream(stream);
    if (int rc = enter(s, "binary_scalar")) return rc;
    if (!valid_dtype(dtype) || op < 0 || op >= ASYNCLAB_GPU_BINARY_OP_COUNT)
        return invalid("binary_scalar: unknown dtype or op");
    if (n && (!a || !out)) return invalid("binary_scalar: null pointer");
    return launched(
        launch_binary_scalar(s->stream, dtype, op, n, a, scalar, scalar_on_left != 0, out),
        "binary_scalar kernel launch");
}

int api_unary(void* stream, int dtype, int op, size_t n, const void* x, void* y) {
    Stream* s = as_stream(stream);
    if (int rc = enter(s, "unary")) return rc;
    if (!valid_dtype(dtype) || op < 0 || op >= ASYNCLAB_GPU_UNARY_OP_COUNT)
        return invalid("unary: unknown dtype or op");
    if (n && (!x || !y)) return invalid("unary: null pointer");
    return launched(launch_unary(s->stream, dtype, op, n, x, y), "unary kernel launch");
}

int api_unary_backward(void* stream, int dtype, int op, size_t n, const void* x, const void* y,
                       const void* dy, void* dx) {
    Stream* s = as_stream(stream);
    if (int rc = enter(s, "unary_backward")) return rc;
    if (!valid_dtype(dtype) || op < 0 || op >= ASYNCLAB_GPU_UNARY_OP_COUNT)
        return invalid("unary_backward: unknown dtype or op");
    if (n && (!x || !y || !dy || !dx)) return invalid("unary_backward: null pointer");
    return launched(launch_unary_backward(s->stream, dtype, op, n, x, y, dy, dx),
                    "unary_backward kernel launch");
}

int api_fill(void* stream, int dtype, size_t n, double value, void* out) {
    Stream* s = as_stream(stream);
    if (int rc = enter(s, "fill")) return rc;
    if (!valid_dtype(dtype)) return invalid("fill: unknown dtype");
    if (n && !out) return invalid("fill: null pointer");
    return launched(launch_fill(s->stream, dtype, n, value, out), "fill kernel launch");
}

int api_fill_uniform(void* stream, int dtype, size_t n, uint64_t seed, double lo, double hi,
                     void* out) {
    Stream* s = as_stream(stream);
    if (int rc = enter(s, "fill_uniform")) return rc;
    if (!valid_dtype(dtype)) return invalid("fill_uniform: unknown dtype");
    if (n && !out) return invalid("fill_uniform: null pointer");
    return launched(launch_fill_uniform(s->stream, dtype, n, seed, lo, hi, out),
                    "fill_uniform kernel launch");
}

int api_fill_normal(void* stream, int dtype, size_t n, uint64_t seed, double mean, double stddev,
                    void* out) {
    Stream* s = as_stream(stream);
    if (int rc = enter(s, "fill_normal")) return rc;
    if (!valid_dtype(dtype)) return invalid("fill_normal: unknown dtype");
    if (n && !out) return invalid("fill_normal: null pointer");
    return launched(launch_fill_normal(s->stream, dtype, n, seed, mean, stddev, out),
                    "fill_normal kernel launch");
}

int api_sum(void* stream, int dtype, size_t n, const void* x, void* out) {
    Stream* s = as_stream(stream);
    if (int rc = enter(s, "sum")) return rc;
    if (!valid_dtype(dtype)) return invalid("sum: unknown dtype");
    if (!out || (n && !x)) return invalid("sum: null pointer");
    return launched(launch_sum(s->stream, dtype, n, x, out, s->scratch), "sum kernel launch");
}

int api_sum_rows(void* stream, int dtype, size_t rows, size_t cols, const void* x, void* out) {
    Stream* s = as_stream(stream);
    if (int rc = enter(s, "sum_rows")) return rc;
    if (!valid_dtype(dtype)) return invalid("sum_rows: unknown dtype");
    if (cols && (!out || (rows && !x))) return invalid("sum_rows: null pointer");
    return launched(launch_sum_rows(s->stream, dtype, rows, cols, x, out),
                    "sum_rows kernel launch");
}

int api_transpose(void* stream, int dtype, size_t rows, size_t cols, const void* in, void* out) {
    Stream* s = as_stream(stream);
    if (int rc = enter(s, "transpose")) return rc;
    if (!valid_dtype(dtype)) return invalid("transpose: unknown dtype");
    if (rows && cols && (!in || !out)) return invalid("transpose: null pointer");
    if (rows && cols && in == out) return invalid("transpose: in and out alias");
    return launched(launch_transpose(s->stream, dtype, rows, cols, in, out),
                    "transpose kernel launch");
}

// ---------------------------------------------------------------------------------------
// Collectives: NCCL, loaded at the first comm_create. The few declarations it needs are
// NCCL 2's ABI (nccl.h: ncclComm_t, ncclResult_t 0 = success, ncclFloat32 = 7,
// ncclFloat64 = 8, ncclSum = 0), so the module builds without NCCL's headers.

using NcclComm = struct ncclComm*;
using NcclResult = int;
constexpr int kNcclFloat32 = 7, kNcclFloat64 = 8, kNcclSum = 0;

struct Nccl {
    NcclResult (*comm_init_all)(NcclComm*, int, const int*) = nullptr;
    NcclResult (*comm_destroy)(NcclComm) = nullptr;
    NcclResult (*all_reduce)(const void*, void*, size_t, int, int, NcclComm,
                             cudaStream_t) = nullptr;
    const char* (*error_string)(NcclResult) = nullptr;
    std::string missing;  // why it cannot be used; empty when loaded
};

const Nccl& nccl() {
    static const Nccl loaded = [] {
        Nccl n;
        void* lib = dlopen("libnccl.so.2", RTLD_NOW | RTLD_LOCAL);
        if (!lib) {
            const char* why = dlerror();
            n.missing = std::string("NCCL could not be loaded (") + (why ? why : "libnccl.so.2") +
                        "): install NCCL, or add the folder of libnccl.so.2 to LD_LIBRARY_PATH";
            return n;
        }
        auto sym = [&](const char* name) {
            void* p = dlsym(lib, name);
            if (!p && n.missing.empty()) n.missing = std::string("NCCL lacks ") + name;
            return p;
        };
        n.comm_init_all = reinterpret_cast<decltype(n.comm_init_all)>(sym("ncclCommInitAll"));
        n.comm_destroy = reinterpret_cast<decltype(n.comm_destroy)>(sym("ncclCommDestroy"));
        n.all_reduce = reinterpret_cast<decltype(n.all_reduce)>(sym("ncclAllReduce"));
        n.error_string = reinterpret_cast<decltype(n.error_string)>(sym("ncclGetErrorString"));
        return n;  // the library stays loaded for the life of the process
    }();
    return loaded;
}

int check_nccl(NcclResult r, const char* call) {
    if (r == 0) return ASYNCLAB_GPU_OK;
    (void)cudaGetLastError();
    return fail(ASYNCLAB_GPU_ERR_COLLECTIVE, std::string(call) + ": " + nccl().error_string(r) +
                                                 " (NCCL error " + std::to_string(r) + ")");
}

struct Comm {
    std::vector<int> devs;
    std::vector<NcclComm> ranks;
};

int api_comm_create(int ndev, const int* devs, void** comm) {
    if (!comm || !devs || ndev < 1) return invalid("comm_create: no devices or null output");
    *comm = nullptr;
    const Nccl& n = nccl();
    if (!n.missing.empty()) return fail(ASYNCLAB_GPU_ERR_UNAVAILABLE, n.missing);
    auto c = std::make_unique<Comm>();
    c->devs.assign(devs, devs + ndev);
    c->ranks.resize(static_cast<std::size_t>(ndev));
    if (int rc = check_nccl(n.comm_init_all(c->ranks.data(), ndev, devs), "ncclCommInitAll"))
        return rc;
    *comm = c.release();
    return ASYNCLAB_GPU_OK;
}

int api_comm_destroy(void* handle) {
    auto* c = static_cast<Comm*>(handle);
    if (!c) return ASYNCLAB_GPU_OK;
    int rc = ASYNCLAB_GPU_OK;
    for (NcclComm r : c->ranks) {
        const int r2 = check_nccl(nccl().comm_destroy(r), "ncclCommDestroy");
        if (rc == ASYNCLAB_GPU_OK) rc = r2;
    }
    delete c;
    return rc;
}

int api_allreduce_sum(void* handle, int rank, int dtype, size_t count, const void* send, void* recv,
                      void* stream) {
    auto* c = static_cast<Comm*>(handle);
    Stream* s = as_stream(stream);
    if (!c) return invalid("allreduce_sum: null communicator");
    if (int rc = enter(s, "allreduce_sum")) return rc;
    if (!valid_dtype(dtype)) return invalid("allreduce_sum: unknown dtype");
    if (rank < 0 || rank >= static_cast<int>(c->ranks.size()))
        return invalid("allreduce_sum: rank out of range");
    if (s->dev != c->devs[static_cast<std::size_t>(rank)])
        return invalid("allreduce_sum: the stream is not on the rank's device");
    if (count && (!send || !recv)) return invalid("allreduce_sum: null pointer");
    return check_nccl(
        nccl().all_reduce(send, recv, count,
                          dtype == ASYNCLAB_GPU_F32 ? kNcclFloat32 : kNcclFloat64, kNcclSum,
                          c->ranks[static_cast<std::size_t>(rank)], s->stream),
        "ncclAllReduce");
}

// ---------------------------------------------------------------------------------------
// NVTX

int api_nvtx_push(const char* name) {
    nvtxRangePushA(name ? name : "");
    return ASYNCLAB_GPU_OK;
}

int api_nvtx_pop() {
    nvtxRangePop();
    return ASYNCLAB_GPU_OK;
}

// "asynclab_cuda 0.1.0 (CUDA runtime 13.0, static; cuBLAS 13.1)": the versions built with.
std::string module_version() {
    char buf[160];
    std::snprintf(buf, sizeof buf, "asynclab_cuda %s (CUDA runtime %d.%d, static; cuBLAS %d.%d)",
                  ASYNCLAB_CUDA_MODULE_VERSION, CUDART_VERSION / 1000, (CUDART_VERSION % 1000) / 10,
                  CUBLAS_VER_MAJOR, CUBLAS_VER_MINOR);
    return buf;
}
const std::string kModuleVersion = module_version();

const AsyncLabGpuApi kApi = {
    .abi_version = ASYNCLAB_GPU_ABI_VERSION,
    .struct_size = sizeof(AsyncLabGpuApi),
    .module_version = kModuleVersion.c_str(),
    .init = api_init,
    .last_error = api_last_error,
    .versions = api_versions,
    .device_properties = api_device_properties,
    .set_device = api_set_device,
    .mem_get_info = api_mem_get_info,
    .malloc = api_malloc,
    .free = api_free,
    .host_alloc_pinned = api_host_alloc_pinned,
    .free_pinned = api_free_pinned,
    .stream_create = api_stream_create,
    .stream_destroy = api_stream_destroy,
    .stream_synchronize = api_stream_synchronize,
    .event_create = api_event_create,
    .event_destroy = api_event_destroy,
    .event_record = api_event_record,
    .stream_wait_event = api_stream_wait_event,
    .event_synchronize = api_event_synchronize,
    .event_query = api_event_query,
    .event_elapsed_ms = api_event_elapsed_ms,
    .memcpy_h2d_async = api_memcpy_h2d_async,
    .memcpy_d2h_async = api_memcpy_d2h_async,
    .memcpy_d2d_async = api_memcpy_d2d_async,
    .memcpy_peer_async = api_memcpy_peer_async,
    .can_access_peer = api_can_access_peer,
    .enable_peer = api_enable_peer,
    .sgemm = api_sgemm,
    .dgemm = api_dgemm,
    .binary = api_binary,
    .binary_rowvec = api_binary_rowvec,
    .binary_scalar = api_binary_scalar,
    .unary = api_unary,
    .unary_backward = api_unary_backward,
    .fill = api_fill,
    .fill_uniform = api_fill_uniform,
    .fill_normal = api_fill_normal,
    .sum = api_sum,
    .sum_rows = api_sum_rows,
    .transpose = api_transpose,
    .nvtx_push = api_nvtx_push,
    .nvtx_pop = api_nvtx_pop,
    .comm_create = api_comm_create,
    .comm_destroy = api_comm_destroy,
    .allreduce_sum = api_allreduce_sum,
};

}  // namespace
}  // namespace asynclab::cuda

extern "C" __attribute__((visibility("default"))) const AsyncLabGpuApi* asynclab_gpu_api(void) {
    return &asynclab::cuda::kApi;
}
