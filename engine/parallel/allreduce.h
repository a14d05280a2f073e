// All-reduce over devices (namespace asynclab::parallel): every device holds one array of
// the same shape, afterwards every device holds their sum. Everything is pushed to the
// engine and returns at once; the results are new arrays (the inputs are not changed).
//
// Ring: the flat array is cut into k chunks (sizes differ by at most one element when k
// does not divide the size; chunks of 0 elements are skipped). Reduce-scatter: in each of
// k-1 steps every device d sends one chunk to device d+1 (copy_to between GPUs: the
// source's peer copy lane) and the receiver adds it to its own copy of that chunk (its
// compute lane); afterwards device d holds the full sum of chunk (d+1) mod k. All-gather:
// k-1 more steps pass the finished chunks around the ring (copies only). Each device then
// concatenates its chunks. Every step moves one chunk per device in parallel, so the
// communication takes 2(k-1) x (link latency + chunk bytes / link bandwidth), independent
// of k for large arrays. Every device ends with bitwise the same values (each chunk is
// summed once and then copied).
//
// Parameter server: every array is copied to the server (a GPU's d2h lane), summed there
// in device order, and the sum is copied back (the GPU's h2d lane).
//
// NCCL: on real GPUs, one op per GPU on its compute lane hands that GPU's share to NCCL's
// all-reduce (through the GPU module, which loads NCCL), whose kernels move and add the
// chunks between the GPUs themselves; the GPUs wait for each other on the device. Each
// share reads every GPU's array, so that a failed input skips the shares of all (one
// skipped alone would leave the others waiting for ever) and fails the sum everywhere. On
// a simulated machine NCCL's ring is simulated (ring_allreduce).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/array/ndarray.h"
#include "engine/sim/device_spec.h"

namespace asynclab::parallel {

enum class AllReduceMethod : std::uint8_t { Ring = 0, ParameterServer, Nccl };
/// "ring", "parameter_server", "nccl".
const char* method_name(AllReduceMethod method);
std::optional<AllReduceMethod> parse_method(std::string_view name);

/// Throws std::invalid_argument unless the arrays are defined, on pairwise different
/// devices of one engine, and ShapeError unless they share shape and type.
void check_allreduce_inputs(const std::vector<NDArray>& arrays, const char* what);

/// Ring all-reduce; result i lies on arrays[i]'s device. One array: returned as is.
std::vector<NDArray> ring_allreduce(const std::vector<NDArray>& arrays);
/// Parameter-server all-reduce through `server` (the CPU by default). An array already on
/// the server is not copied.
std::vector<NDArray> parameter_server_allreduce(const std::vector<NDArray>& arrays,
                                                Device server = Device::cpu());
/// NCCL's all-reduce over arrays on distinct real GPUs (on a simulated machine, the ring).
/// Throws std::invalid_argument for an array on the CPU, std::runtime_error when NCCL
/// cannot be loaded (the reason names what is missing).
std::vector<NDArray> nccl_allreduce(const std::vector<NDArray>& arrays);
/// NCCL's ranks for `devices`: their GPU ordinals. Throws std::invalid_argument, "<what>
/// <i> is on <device>; ...", for the first that is not a GPU.
std::vector<int> nccl_ranks(const std::vector<Device>& devices, const std::string& what);
std::vector<NDArray> allreduce(const std::vector<NDArray>& arrays, AllReduceMethod method);

/// The chunk sizes (elements) the ring cuts `elements` into for k devices: the first
/// elements % k chunks have one element more.
std::vector<std::int64_t> ring_chunk_sizes(std::int64_t elements, int k);
/// Communication time of a ring all-reduce whose chunks have `chunk_bytes`:
/// 2(k-1) x copy_seconds(link, chunk_bytes) (0 for k = 1).
double ring_allreduce_seconds(const LinkSpec& link, int k, double chunk_bytes);

}  // namespace asynclab::parallel
