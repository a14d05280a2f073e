// Cost model of the CPU kernels: floating-point operations and bytes moved to or from
// memory, for the profiler's roofline view and the scheduler's estimates.
//
// Conventions (kept deliberately simple):
//  - flops: one per output element for elementwise ops, transcendental ones (exp, tanh,
//    sigmoid, log, pow, ...) included; one per input element for reductions; 2*M*N*K for
//    GEMM (a multiply and an add per term); zero for pure data movement and fills.
//  - bytes: every input element read once plus every output element written once, at the
//    element size given (sizeof(T) or dtype_size()). Caches and write-allocate traffic are
//    ignored.
#pragma once

#include <cstddef>
#include <cstdint>

namespace asynclab::cpu {

struct Cost {
    double flops = 0;
    double bytes = 0;
};

namespace cost_detail {
constexpr double d(std::int64_t v) {
    return static_cast<double>(v);
}
constexpr double d(std::size_t v) {
    return static_cast<double>(v);
}
}  // namespace cost_detail

/// C = alpha * op(A) * op(B) + beta * C: 2*M*N*K flops; reads A (M*K), B (K*N), writes C
/// (M*N) and also reads C when beta != 0.
constexpr Cost gemm_cost(std::int64_t M, std::int64_t N, std::int64_t K, std::size_t elem_size,
                         bool beta_nonzero = false) {
    using cost_detail::d;
    const double elems = d(M) * d(K) + d(K) * d(N) + d(M) * d(N) * (beta_nonzero ? 2.0 : 1.0);
    return {2.0 * d(M) * d(N) * d(K), elems * d(elem_size)};
}

/// unary: n flops, reads n, writes n.
constexpr Cost unary_cost(std::int64_t n, std::size_t elem_size) {
    using cost_detail::d;
    return {d(n), 2.0 * d(n) * d(elem_size)};
}

/// unary_backward: 2 flops per element (f'(x) and the product with dy); reads x or y and dy,
/// writes dx. Neg reads only dy: pass reads_forward = false.
constexpr Cost unary_backward_cost(std::int64_t n, std::size_t elem_size,
                                   bool reads_forward = true) {
    using cost_detail::d;
    return {2.0 * d(n), (reads_forward ? 3.0 : 2.0) * d(n) * d(elem_size)};
}

/// binary with broadcasting: one flop per output element; reads both operands once (a
/// broadcast operand is read once, not once per use), writes the output.
constexpr Cost binary_cost(std::int64_t a_n, std::int64_t b_n, std::int64_t out_n,
                           std::size_t elem_size) {
    using cost_detail::d;
    return {d(out_n), (d(a_n) + d(b_n) + d(out_n)) * d(elem_size)};
}

/// binary_scalar: n flops, reads n, writes n.
constexpr Cost binary_scalar_cost(std::int64_t n, std::size_t elem_size) {
    return unary_cost(n, elem_size);
}

/// sum / mean / max / reduce_to_shape: one flop per input element; reads the input,
/// writes the output.
constexpr Cost reduce_cost(std::int64_t in_n, std::int64_t out_n, std::size_t elem_size) {
    using cost_detail::d;
    return {d(in_n), (d(in_n) + d(out_n)) * d(elem_size)};
}

/// argmax_last_axis: one comparison per input element; writes 8-byte indices.
constexpr Cost argmax_cost(std::int64_t in_n, std::int64_t out_n, std::size_t elem_size) {
    using cost_detail::d;
    return {d(in_n), d(in_n) * d(elem_size) + d(out_n) * 8.0};
}

/// fill: writes only.
constexpr Cost fill_cost(std::int64_t n, std::size_t elem_size) {
    using cost_detail::d;
    return {0.0, d(n) * d(elem_size)};
}

/// uniform / normal: counted as one flop per element (the Philox rounds and Box-Muller are
/// integer work and a few transcendental calls; kept simple); writes only.
constexpr Cost random_cost(std::int64_t n, std::size_t elem_size) {
    using cost_detail::d;
    return {d(n), d(n) * d(elem_size)};
}

/// copy / transpose / slice / concat: no flops; every output element is read once and
/// written once (out_n = elements of the result).
constexpr Cost copy_cost(std::int64_t out_n, std::size_t elem_size) {
    using cost_detail::d;
    return {0.0, 2.0 * d(out_n) * d(elem_size)};
}
constexpr Cost transpose_cost(std::int64_t n, std::size_t elem_size) {
    return copy_cost(n, elem_size);
}
constexpr Cost slice_cost(std::int64_t out_n, std::size_t elem_size) {
    return copy_cost(out_n, elem_size);
}
constexpr Cost concat_cost(std::int64_t out_n, std::size_t elem_size) {
    return copy_cost(out_n, elem_size);
}

}  // namespace asynclab::cpu
