#include "bench/kernel_bench.h"

#include <Eigen/Core>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "engine/array/shape.h"
#include "engine/kernels/elementwise.h"
#include "engine/kernels/reduce.h"

namespace asynclab::bench {

namespace {

/// Something the compiler must not drop: each baseline pass stores its sum here.
volatile float g_sink = 0;

/// Seconds of each of `reps` calls of each of `fns`, interleaved (one untimed call of each
/// first).
std::vector<std::vector<double>> time_interleaved(const std::vector<std::function<void()>>& fns,
                                                  int reps) {
    for (const auto& f : fns) f();
    std::vector<std::vector<double>> seconds(fns.size());
    std::vector<std::function<void()>> timed;
    for (std::size_t i = 0; i < fns.size(); ++i) {
        timed.emplace_back([&fns, &seconds, i] {
            const Stopwatch watch;
            fns[i]();
            seconds[i].push_back(watch.seconds());
        });
    }
    for (int rep = 0; rep < reps; ++rep) interleaved(rep, timed);
    return seconds;
}

/// Per-repetition ratios a[i] / b[i] (the pair ran back to back).
std::vector<double> ratios(const std::vector<double>& a, const std::vector<double>& b) {
    std::vector<double> r;
    for (std::size_t i = 0; i < a.size() && i < b.size(); ++i)
        if (b[i] > 0) r.push_back(a[i] / b[i]);
    return r;
}

std::vector<double> gbs(const std::vector<double>& seconds, double bytes) {
    std::vector<double> v;
    for (double s : seconds) v.push_back(s > 0 ? bytes / s / 1e9 : 0);
    return v;
}

Measures bench_reductions(const Options& opt) {
    const std::int64_t rows = opt.size<std::int64_t>(1024, 64);
    const std::int64_t cols = opt.size<std::int64_t>(2048, 128);
    const int reps = opt.reps(21, 3);
    const std::int64_t n = rows * cols;
    std::vector<float> x(static_cast<std::size_t>(n));
    for (std::int64_t i = 0; i < n; ++i) x[static_cast<std::size_t>(i)] = float(i % 97) * 0.01f;
    std::vector<float> out(static_cast<std::size_t>(rows > cols ? rows : cols));
    const Shape shape{rows, cols};

    auto read_once = [&] {
        g_sink = Eigen::Map<const Eigen::ArrayXf>(x.data(), static_cast<Eigen::Index>(n)).sum();
    };
    auto sum_rows = [&] { cpu::sum(shape, x.data(), {0}, false, out.data()); };
    auto sum_inner = [&] { cpu::sum(shape, x.data(), {1}, false, out.data()); };
    const auto s = time_interleaved({read_once, sum_rows, sum_inner}, reps);

    const double bytes = static_cast<double>(n) * sizeof(float);
    const std::string size = std::to_string(rows) + " x " + std::to_string(cols) + " float32, ";
    const std::string stat = reps_note(reps) + ", interleaved";
    return {
        median_of("sum_rows_gbs", gbs(s[1], bytes),
                  size + "summed over axis 0 (a bias gradient), GB/s read, " + stat),
        median_of("sum_inner_gbs", gbs(s[2], bytes),
                  size + "summed over axis 1, GB/s read, " + stat),
        median_of("read_once_gbs", gbs(s[0], bytes),
                  size + "baseline: one float sum over the same bytes (Eigen), " + stat),
        median_of("sum_rows_over_read_ratio", ratios(s[1], s[0]),
                  "time of the axis-0 sum / the baseline's, per back-to-back pair (1: as fast "
                  "as reading the input once)"),
        median_of("sum_inner_over_read_ratio", ratios(s[2], s[0]),
                  "time of the axis-1 sum / the baseline's, per back-to-back pair"),
    };
}

Measures bench_relu_backward(const Options& opt) {
    const std::int64_t n = opt.size<std::int64_t>(1024 * 2048, 64 * 128);
    const int reps = opt.reps(21, 3);
    std::vector<float> x(static_cast<std::size_t>(n)), dy(x.size()), dx(x.size());
    for (std::int64_t i = 0; i < n; ++i) {
        // Half the activations positive, in no pattern a branch predictor could learn.
        const auto h = static_cast<std::uint32_t>(i) * 2654435761u;
        x[static_cast<std::size_t>(i)] = (h >> 16) & 1 ? 1.0f : -1.0f;
        dy[static_cast<std::size_t>(i)] = float(i % 13) * 0.1f;
    }
    auto read_twice = [&] {  // what the kernel must read, without its write
        g_sink = Eigen::Map<const Eigen::ArrayXf>(x.data(), static_cast<Eigen::Index>(n)).sum() +
                 Eigen::Map<const Eigen::ArrayXf>(dy.data(), static_cast<Eigen::Index>(n)).sum();
    };
    auto relu_bwd = [&] {
        cpu::unary_backward(cpu::UnaryOp::Relu, x.data(), nullptr, dy.data(), dx.data(), n);
    };
    const auto s = time_interleaved({read_twice, relu_bwd}, reps);
    const double bytes = 3.0 * static_cast<double>(n) * sizeof(float);
    const std::string stat = reps_note(reps) + ", interleaved";
    return {
        median_of("relu_backward_gbs", gbs(s[1], bytes),
                  std::to_string(n) + " float32, x and dy read, dx written, GB/s, " + stat),
        median_of("relu_backward_over_read_ratio", ratios(s[1], s[0]),
                  "time of relu's gradient / reading x and dy once, per back-to-back pair"),
    };
}

}  // namespace

std::vector<Benchmark> kernel_benchmarks() {
    return {
        {"reductions",
         "float32 sums over each axis of a 1024 x 2048 matrix, against reading it once",
         {"sum_rows_gbs", "sum_inner_gbs", "read_once_gbs", "sum_rows_over_read_ratio",
          "sum_inner_over_read_ratio"},
         {},
         &bench_reductions},
        {"relu_backward",
         "relu's gradient over 2M float32 values, against reading its inputs once",
         {"relu_backward_gbs", "relu_backward_over_read_ratio"},
         {},
         &bench_relu_backward},
    };
}

}  // namespace asynclab::bench
