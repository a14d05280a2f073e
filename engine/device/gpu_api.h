/* The C ABI between AsyncLab and its CUDA backend module (libasynclab_cuda.so).
 *
 * The application never links CUDA. All CUDA code lives in a shared module that is loaded
 * at run time with dlopen (see gpu_runtime.h); the module exports one symbol,
 *
 *     const AsyncLabGpuApi* asynclab_gpu_api(void);
 *
 * which returns a table of function pointers. The table starts with abi_version and
 * struct_size: a loader must check abi_version == ASYNCLAB_GPU_ABI_VERSION and
 * struct_size >= sizeof(AsyncLabGpuApi) before using any other member.
 *
 * Conventions
 * - Every function returns an int status: ASYNCLAB_GPU_OK (0) or one of the error codes
 *   below. After an error, last_error() returns a thread-local message naming the failing
 *   CUDA/cuBLAS call and its error string; it stays valid until the next call into the
 *   module on that thread.
 * - Devices are CUDA ordinals 0..device_count-1. Device memory is plain device pointers
 *   (pointer arithmetic is fine). Streams and events are opaque handles created by the
 *   module (they carry their device; they are NOT raw cudaStream_t / cudaEvent_t values).
 * - Everything that takes a stream is asynchronous with respect to the host: it only
 *   enqueues work. Order work across streams with event_record + stream_wait_event.
 *   stream_synchronize / event_synchronize block the calling thread.
 * - Matrices are row-major. A stream must not be used by two host threads at the same
 *   time (the engine gives each lane its own stream and thread).
 * - Scalars are passed as double and converted to the element type.
 */
#ifndef ASYNCLAB_ENGINE_DEVICE_GPU_API_H
#define ASYNCLAB_ENGINE_DEVICE_GPU_API_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Bumped whenever the layout or meaning of AsyncLabGpuApi changes. */
#define ASYNCLAB_GPU_ABI_VERSION 2
/** Name of the module file and of its entry point. */
#define ASYNCLAB_GPU_MODULE_NAME "libasynclab_cuda.so"
#define ASYNCLAB_GPU_ENTRY_POINT "asynclab_gpu_api"

/* Status codes. */
#define ASYNCLAB_GPU_OK 0
#define ASYNCLAB_GPU_ERR_NO_DRIVER 1        /* libcuda missing or too old */
#define ASYNCLAB_GPU_ERR_NO_DEVICE 2        /* driver present, no CUDA device */
#define ASYNCLAB_GPU_ERR_INVALID_ARGUMENT 3 /* bad handle, null pointer, unknown op, ... */
#define ASYNCLAB_GPU_ERR_OUT_OF_MEMORY 4
#define ASYNCLAB_GPU_ERR_CUDA 5        /* any other CUDA runtime error */
#define ASYNCLAB_GPU_ERR_CUBLAS 6      /* a cuBLAS error */
#define ASYNCLAB_GPU_ERR_UNAVAILABLE 7 /* an optional library (NCCL) cannot be loaded */
#define ASYNCLAB_GPU_ERR_COLLECTIVE 8  /* a collective (NCCL) call failed */

/* Element types. */
#define ASYNCLAB_GPU_F32 0
#define ASYNCLAB_GPU_F64 1

/* Binary ops (same-shape, row-vector broadcast and scalar forms). */
#define ASYNCLAB_GPU_ADD 0
#define ASYNCLAB_GPU_SUB 1
#define ASYNCLAB_GPU_MUL 2
#define ASYNCLAB_GPU_DIV 3
#define ASYNCLAB_GPU_MAX 4
#define ASYNCLAB_GPU_MIN 5
#define ASYNCLAB_GPU_BINARY_OP_COUNT 6

/* Unary ops (forward and backward). */
#define ASYNCLAB_GPU_RELU 0
#define ASYNCLAB_GPU_SIGMOID 1
#define ASYNCLAB_GPU_TANH 2
#define ASYNCLAB_GPU_EXP 3
#define ASYNCLAB_GPU_LOG 4
#define ASYNCLAB_GPU_NEG 5
#define ASYNCLAB_GPU_SQRT 6
#define ASYNCLAB_GPU_SQUARE 7
#define ASYNCLAB_GPU_ABS 8
#define ASYNCLAB_GPU_UNARY_OP_COUNT 9

/* event_create flags. */
#define ASYNCLAB_GPU_EVENT_DEFAULT 0 /* no timing: cheapest, for cross-stream handoff */
#define ASYNCLAB_GPU_EVENT_TIMING 1  /* can be used with event_elapsed_ms */

typedef struct AsyncLabGpuDeviceProps {
    char name[256];
    size_t total_mem;          /* bytes */
    int sm_count;              /* streaming multiprocessors */
    int clock_khz;             /* peak SM clock, 0 if unknown */
    int memory_clock_khz;      /* peak memory clock, 0 if unknown */
    int memory_bus_width_bits; /* 0 if unknown */
    int cc_major;              /* compute capability */
    int cc_minor;
    int fp32_cores_per_sm;         /* from a table by compute capability (estimate) */
    double peak_fp32_gflops;       /* 2 * sm_count * fp32_cores_per_sm * clock (estimate) */
    double peak_mem_bandwidth_gbs; /* 2 * memory clock * bus width / 8 (estimate), 0 if unknown */
} AsyncLabGpuDeviceProps;

typedef struct AsyncLabGpuApi {
    uint32_t abi_version;       /* ASYNCLAB_GPU_ABI_VERSION of the module */
    uint32_t struct_size;       /* sizeof(AsyncLabGpuApi) in the module */
    const char* module_version; /* e.g. "asynclab_cuda 0.1.0, CUDA runtime 13.0 (static)" */

    /* --- Setup and queries ------------------------------------------------------------ */
    /* Probes the driver. ERR_NO_DRIVER / ERR_NO_DEVICE with a message such as
     * "CUDA driver not found (cudaErrorInsufficientDriver): libcuda.so.1 is not installed". */
    int (*init)(int* device_count);
    const char* (*last_error)(void);
    /* CUDA runtime / driver / cuBLAS versions (1000*major + 10*minor; cuBLAS: major*10000+..). */
    int (*versions)(int* runtime_version, int* driver_version, int* cublas_version);
    int (*device_properties)(int dev, AsyncLabGpuDeviceProps* props);
    int (*set_device)(int dev);
    int (*mem_get_info)(int dev, size_t* free_bytes, size_t* total_bytes);

    /* --- Memory -------------------------------------------------------------------------- */
    int (*malloc)(int dev, size_t bytes, void** ptr);
    int (*free)(int dev, void* ptr);
    int (*host_alloc_pinned)(size_t bytes, void** ptr); /* page-locked, portable */
    int (*free_pinned)(void* ptr);

    /* --- Streams and events -------------------------------------------------------------- */
    /* Non-blocking stream (does not synchronize with the legacy default stream). */
    int (*stream_create)(int dev, void** stream);
    int (*stream_destroy)(void* stream);     /* also drops the stream's cuBLAS handle */
    int (*stream_synchronize)(void* stream); /* blocks: for shutdown and tests only */
    int (*event_create)(int dev, int flags, void** event);
    int (*event_destroy)(void* event);
    int (*event_record)(void* event, void* stream);
    /* Work enqueued on `stream` after this call waits until `event` completes. The event
     * may belong to another stream and another device. */
    int (*stream_wait_event)(void* stream, void* event);
    int (*event_synchronize)(void* event);
    int (*event_query)(void* event, int* complete); /* *complete = 1 when done, 0 if not */
    int (*event_elapsed_ms)(void* start, void* end, float* ms); /* both EVENT_TIMING */

    /* --- Copies (async on the stream; pinned host memory makes them truly async) ---------- */
    int (*memcpy_h2d_async)(void* dst_device, const void* src_host, size_t bytes, void* stream);
    int (*memcpy_d2h_async)(void* dst_host, const void* src_device, size_t bytes, void* stream);
    int (*memcpy_d2d_async)(void* dst_device, const void* src_device, size_t bytes, void* stream);
    int (*memcpy_peer_async)(void* dst, int dst_dev, const void* src, int src_dev, size_t bytes,
                             void* stream);
    int (*can_access_peer)(int dev, int peer_dev, int* can_access);
    int (*enable_peer)(int dev, int peer_dev); /* already enabled counts as success */

    /* --- BLAS (cuBLAS, one handle per stream, created on first use) -------------------- */
    /* Row-major: C[m,n] = alpha * op(A)[m,k] * op(B)[k,n] + beta * C, op = transpose when
     * trans_* != 0. lda/ldb/ldc are row strides in elements of A, B, C as stored. */
    int (*sgemm)(void* stream, int trans_a, int trans_b, int m, int n, int k, float alpha,
                 const float* a, int lda, const float* b, int ldb, float beta, float* c, int ldc);
    int (*dgemm)(void* stream, int trans_a, int trans_b, int m, int n, int k, double alpha,
                 const double* a, int lda, const double* b, int ldb, double beta, double* c,
                 int ldc);

    /* --- Elementwise kernels (dtype = ASYNCLAB_GPU_F32 / F64; out may alias inputs) ----- */
    /* out[i] = a[i] op b[i] */
    int (*binary)(void* stream, int dtype, int op, size_t n, const void* a, const void* b,
                  void* out);
    /* out[i,j] = a[i,j] op b[j] for a, out of shape [rows, cols] and b of shape [cols] */
    int (*binary_rowvec)(void* stream, int dtype, int op, size_t rows, size_t cols, const void* a,
                         const void* b, void* out);
    /* out[i] = a[i] op s, or s op a[i] when scalar_on_left != 0 */
    int (*binary_scalar)(void* stream, int dtype, int op, size_t n, const void* a, double s,
                         int scalar_on_left, void* out);
    /* y[i] = f(x[i]) */
    int (*unary)(void* stream, int dtype, int op, size_t n, const void* x, void* y);
    /* dx[i] = dy[i] * f'(x[i]); y = f(x) from the forward pass (sigmoid, tanh, exp, sqrt use
     * it) */
    int (*unary_backward)(void* stream, int dtype, int op, size_t n, const void* x, const void* y,
                          const void* dy, void* dx);
    int (*fill)(void* stream, int dtype, size_t n, double value, void* out);
    /* Deterministic, counter based: element i depends only on (seed, i).
     *   mix(z): z += 0x9E3779B97F4A7C15; z = (z ^ z>>30) * 0xBF58476D1CE4E5B9;
     *           z = (z ^ z>>27) * 0x94D049BB133111EB; return z ^ z>>31   (splitmix64)
     *   h(seed, i) = mix(mix(seed) ^ i)
     *   uniform: u = (h(seed, i) >> 11) * 2^-53 in [0, 1); out = lo + (hi - lo) * u
     *   normal:  u1 = 1 - uniform(seed, 2i), u2 = uniform(seed, 2i + 1) (doubles),
     *            out = mean + stddev * sqrt(-2 ln u1) * cos(2 pi u2)   (Box-Muller) */
    int (*fill_uniform)(void* stream, int dtype, size_t n, uint64_t seed, double lo, double hi,
                        void* out);
    int (*fill_normal)(void* stream, int dtype, size_t n, uint64_t seed, double mean, double stddev,
                       void* out);

    /* --- Reductions and layout ------------------------------------------------------------ */
    /* *out (device memory, one element) = sum of x[0..n); deterministic order. */
    int (*sum)(void* stream, int dtype, size_t n, const void* x, void* out);
    /* out[j] = sum_i x[i,j] for x of shape [rows, cols] (column sums: bias gradients). */
    int (*sum_rows)(void* stream, int dtype, size_t rows, size_t cols, const void* x, void* out);
    /* out[j,i] = in[i,j]; in is [rows, cols], out is [cols, rows]; out must not alias in. */
    int (*transpose)(void* stream, int dtype, size_t rows, size_t cols, const void* in, void* out);

    /* --- NVTX ranges (show up in Nsight Systems) ------------------------------------------- */
    int (*nvtx_push)(const char* name);
    int (*nvtx_pop)(void);

    /* --- Collectives (NCCL, which the module loads at the first comm_create) --------------- */
    /* A communicator over the devices devs[0..ndev), rank r being devs[r], for collectives
     * issued one rank at a time, each rank from the host thread of its own stream.
     * ERR_UNAVAILABLE, with the reason, when NCCL cannot be loaded. */
    int (*comm_create)(int ndev, const int* devs, void** comm);
    int (*comm_destroy)(void* comm); /* after every rank's streams are done with it */
    /* Rank `rank`'s share of a sum all-reduce of `count` elements: once every rank has
     * issued its share, recv holds the sum over the ranks of their send (recv may be send).
     * Enqueued on `stream`, which must be on devs[rank]; the work waits on the GPU for the
     * other ranks' shares. Every rank must issue the same all-reduces in the same order. */
    int (*allreduce_sum)(void* comm, int rank, int dtype, size_t count, const void* send,
                         void* recv, void* stream);
} AsyncLabGpuApi;

/** The module's only exported symbol. */
typedef const AsyncLabGpuApi* (*AsyncLabGpuApiEntry)(void);
const AsyncLabGpuApi* asynclab_gpu_api(void);

#ifdef __cplusplus
}
#endif

#endif /* ASYNCLAB_ENGINE_DEVICE_GPU_API_H */
