#include "engine/parallel/allreduce.h"

#include <array>
#include <optional>
#include <stdexcept>
#include <string>

#include "engine/core/engine.h"
#include "engine/device/gpu_runtime.h"
#include "engine/parallel/communicators.h"
#include "engine/sim/sim_executor.h"

namespace asynclab::parallel {
namespace {

/// A collective as a communication library runs it (NCCL, a key-value store): the front
/// end makes one call, which launches the collective on each of the k devices, and the
/// library's own code pushes the steps. In a simulated run the front end therefore pays
/// for k issued ops, and the ops pushed while this lives cost it nothing (declare it
/// before the collective's temporaries, so that their frees are the library's too).
class LibraryCollective {
  public:
    LibraryCollective(Engine& engine, std::size_t devices)
        : sim_(issued(SimExecutor::of(engine), devices)), free_(sim_, 0.0) {}

  private:
    /// The front end's k calls, paid before the library's pushes cost nothing.
    static SimExecutor* issued(SimExecutor* sim, std::size_t devices) {
        if (sim)
            for (std::size_t i = 0; i < devices; ++i) sim->issue();
        return sim;
    }
    SimExecutor* sim_;
    ScopedIssueCost free_;
};

}  // namespace

const char* method_name(AllReduceMethod method) {
    switch (method) {
        case AllReduceMethod::Ring: return "ring";
        case AllReduceMethod::ParameterServer: return "parameter_server";
        case AllReduceMethod::Nccl: return "nccl";
    }
    return "?";
}

std::optional<AllReduceMethod> parse_method(std::string_view name) {
    if (name == "ring") return AllReduceMethod::Ring;
    if (name == "parameter_server") return AllReduceMethod::ParameterServer;
    if (name == "nccl") return AllReduceMethod::Nccl;
    return std::nullopt;
}

void check_allreduce_inputs(const std::vector<NDArray>& arrays, const char* what) {
    if (arrays.empty()) throw std::invalid_argument(std::string(what) + ": no arrays");
    const NDArray& first = arrays.front();
    for (std::size_t i = 0; i < arrays.size(); ++i) {
        const NDArray& a = arrays[i];
        if (!a.defined())
            throw std::invalid_argument(std::string(what) + ": array " + std::to_string(i) +
                                        " is an empty NDArray handle");
        if (&a.engine() != &first.engine())
            throw std::invalid_argument(std::string(what) +
                                        ": the arrays belong to different "
                                        "engines");
        if (a.shape() != first.shape() || a.dtype() != first.dtype())
            throw ShapeError(std::string(what) + ": array " + std::to_string(i) + " is " +
                             a.describe() + ", array 0 is " + first.describe());
        for (std::size_t j = 0; j < i; ++j)
            if (arrays[j].device() == a.device())
                throw std::invalid_argument(std::string(what) + ": arrays " + std::to_string(j) +
                                            " and " + std::to_string(i) + " are both on " +
                                            a.device().name());
    }
}

std::vector<std::int64_t> ring_chunk_sizes(std::int64_t elements, int k) {
    if (k < 1) throw std::invalid_argument("ring_chunk_sizes: k must be positive");
    if (elements < 0) throw std::invalid_argument("ring_chunk_sizes: negative size");
    std::vector<std::int64_t> sizes(static_cast<std::size_t>(k), elements / k);
    for (std::int64_t c = 0; c < elements % k; ++c) ++sizes[static_cast<std::size_t>(c)];
    return sizes;
}

double ring_allreduce_seconds(const LinkSpec& link, int k, double chunk_bytes) {
    if (k <= 1) return 0;
    return 2.0 * (k - 1) * copy_seconds(link, chunk_bytes);
}

std::vector<NDArray> ring_allreduce(const std::vector<NDArray>& arrays) {
    check_allreduce_inputs(arrays, "ring_allreduce");
    const auto k = static_cast<int>(arrays.size());
    if (k == 1) return arrays;
    const LibraryCollective collective(arrays.front().engine(), arrays.size());
    const Shape shape = arrays.front().shape();
    const std::int64_t n = shape.size();
    std::vector<NDArray> out;
    if (n == 0) {
        for (const NDArray& a : arrays) out.push_back(a.copy());
        return out;
    }
    const auto sizes = ring_chunk_sizes(n, k);
    std::vector<std::int64_t> offsets(sizes.size() + 1, 0);
    for (std::size_t c = 0; c < sizes.size(); ++c) offsets[c + 1] = offsets[c] + sizes[c];
    auto size_of = [&](int c) { return sizes[static_cast<std::size_t>(c)]; };
    auto offset_of = [&](int c) { return offsets[static_cast<std::size_t>(c)]; };
    auto mod = [k](int v) { return ((v % k) + k) % k; };
    auto input = [&](int d) -> const NDArray& { return arrays[static_cast<std::size_t>(d)]; };

    // held[d][c]: device d's partial or full sum of chunk c, once it has received one
    // (undefined until then: the chunk is still elements [offset, offset + size) of its input).
    std::vector<std::vector<NDArray>> held(static_cast<std::size_t>(k),
                                           std::vector<NDArray>(static_cast<std::size_t>(k)));
    auto at = [&](int d, int c) -> NDArray& {
        return held[static_cast<std::size_t>(d)][static_cast<std::size_t>(c)];
    };

    // Reduce-scatter: in step s, device d sends chunk c = d - s to d + 1, which adds its own
    // elements of chunk c as they arrive (one op on the link, as NCCL's kernels do). Device
    // d + 1 has not received chunk c before, so it adds its input's elements; device d sends
    // its input's elements in step 0 and the sum it received in step s - 1 after that.
    for (int s = 0; s < k - 1; ++s)
        for (int d = 0; d < k; ++d) {
            const int c = mod(d - s), to = mod(d + 1);
            if (size_of(c) == 0) continue;
            const NDArray& sent = at(d, c).defined() ? at(d, c) : input(d);
            const std::int64_t sent_from = at(d, c).defined() ? 0 : offset_of(c);
            at(to, c) = copy_add(sent, sent_from, input(to), offset_of(c), size_of(c));
        }
    // Device d now holds the sum of chunk d + 1. All-gather: in step s, device d sends
    // chunk d + 1 - s to d + 1, which keeps it.
    for (int s = 0; s < k - 1; ++s)
        for (int d = 0; d < k; ++d) {
            const int c = mod(d + 1 - s), to = mod(d + 1);
            if (size_of(c) == 0) continue;
            at(to, c) = at(d, c).copy_to(input(to).device());
        }
    for (int d = 0; d < k; ++d) {
        std::vector<NDArray> parts;
        for (int c = 0; c < k; ++c)
            if (size_of(c) > 0) parts.push_back(at(d, c));
        NDArray flat = parts.size() == 1 ? parts.front() : concat(parts, 0);
        out.push_back(flat.reshape(shape));
    }
    return out;
}

std::vector<NDArray> parameter_server_allreduce(const std::vector<NDArray>& arrays, Device server) {
    check_allreduce_inputs(arrays, "parameter_server_allreduce");
    if (!arrays.front().engine().has_device(server))
        throw std::invalid_argument("parameter_server_allreduce: no server device " +
                                    server.name());
    if (arrays.size() == 1) return arrays;
    const LibraryCollective collective(arrays.front().engine(), arrays.size());
    NDArray total;
    for (const NDArray& a : arrays) {
        NDArray here = a.device() == server ? a : a.copy_to(server);  // push (d2h)
        total = total.defined() ? add(total, here) : here;
    }
    std::vector<NDArray> out;
    for (const NDArray& a : arrays)
        out.push_back(a.device() == server ? total : total.copy_to(a.device()));  // pull (h2d)
    return out;
}

std::vector<int> nccl_ranks(const std::vector<Device>& devices, const std::string& what) {
    std::vector<int> gpus;
    for (std::size_t i = 0; i < devices.size(); ++i) {
        if (!devices[i].is_gpu())
            throw std::invalid_argument(what + " " + std::to_string(i) + " is on " +
                                        devices[i].name() +
                                        "; NCCL sums arrays on GPUs (ring and parameter_server "
                                        "take the CPU too)");
        gpus.push_back(devices[i].id);
    }
    return gpus;
}

std::vector<NDArray> nccl_allreduce(const std::vector<NDArray>& arrays) {
    check_allreduce_inputs(arrays, "nccl_allreduce");
    Engine& engine = arrays.front().engine();
    if (engine.simulated()) return ring_allreduce(arrays);  // NCCL's ring, on the model
    std::vector<Device> devices;
    for (const NDArray& a : arrays) devices.push_back(a.device());
    const Collective& c = collective(engine, nccl_ranks(devices, "nccl_allreduce: array"));
    const AsyncLabGpuApi* api = GpuRuntime::instance().api();
    const NDArray& first = arrays.front();
    const std::size_t count = static_cast<std::size_t>(first.size());
    const int dtype = first.dtype() == DType::Float64 ? ASYNCLAB_GPU_F64 : ASYNCLAB_GPU_F32;
    const std::size_t k = arrays.size();
    OpProps props;
    props.kind = OpKind::Comm;
    // A ring's traffic per GPU: 2 (k - 1) / k of the array, sent and received.
    props.bytes = 2.0 * static_cast<double>(k - 1) / static_cast<double>(k) *
                  static_cast<double>(first.nbytes());
    props.flops = static_cast<double>(k - 1) / static_cast<double>(k) * static_cast<double>(count);
    // Each rank's share reads every rank's array: a failed input skips every share (one
    // skipped alone would leave the others waiting on their GPUs for ever) and fails the
    // sum on every GPU; and each share waits, on its GPU, for all the inputs.
    std::vector<VarHandle> reads;
    for (const NDArray& a : arrays) reads.push_back(a.var());
    std::vector<NDArray> out;
    for (std::size_t r = 0; r < k; ++r) {
        const NDArray& in = arrays[r];
        NDArray sum = NDArray::empty(first.shape(), in.device(), first.dtype(), &engine);
        const NDArray::StorageRef from = in.storage_ref(), to = sum.storage_ref();
        // Allocated here, not when the share runs: a cudaMalloc on one GPU's lane thread,
        // between the ranks' shares, may wait for the GPUs, whose NCCL kernels wait for the
        // shares that thread has yet to issue.
        (void)to.get();
        engine.push(
            [api, comm = c.comm, rank = static_cast<int>(r), dtype, count, from,
             to](RunContext& ctx) {
                if (api->allreduce_sum(comm, rank, dtype, count, from.get(), to.get(),
                                       ctx.stream) != ASYNCLAB_GPU_OK)
                    throw std::runtime_error(std::string("NCCL all-reduce failed: ") +
                                             api->last_error());
            },
            reads, std::array<VarHandle, 2>{sum.var(), c.order[r]}, in.device(), LaneKind::Compute,
            "nccl_allreduce", props);
        out.push_back(std::move(sum));
    }
    return out;
}

std::vector<NDArray> allreduce(const std::vector<NDArray>& arrays, AllReduceMethod method) {
    switch (method) {
        case AllReduceMethod::Ring: return ring_allreduce(arrays);
        case AllReduceMethod::ParameterServer: return parameter_server_allreduce(arrays);
        case AllReduceMethod::Nccl: return nccl_allreduce(arrays);
    }
    throw std::invalid_argument("allreduce: unknown method");
}

}  // namespace asynclab::parallel
