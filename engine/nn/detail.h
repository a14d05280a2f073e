// Internal helpers of engine/nn: pushing custom CPU ops on NDArrays.
#pragma once

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "engine/array/ndarray.h"
#include "engine/kernels/cost.h"

namespace asynclab::nn::detail {

/// Calls f(float{}) or f(double{}) for the array type.
template <typename F>
decltype(auto) with_dtype(DType t, F&& f) {
    if (t == DType::Float64) return f(double{});
    return f(float{});
}

inline OpProps op_props(OpKind kind, cpu::Cost cost) {
    OpProps p;
    p.kind = kind;
    p.flops = cost.flops;
    p.bytes = cost.bytes;
    return p;
}

/// What an op body sees of one operand: its storage, shape and type.
class OpArg {
  public:
    OpArg(NDArray::StorageRef data, Shape shape, DType dtype)
        : data_(data), shape_(std::move(shape)), dtype_(dtype) {}
    const Shape& shape() const { return shape_; }
    std::int64_t size() const { return shape_.size(); }
    DType dtype() const { return dtype_; }
    /// The storage; allocated here, inside the op, when nothing has written it yet.
    template <typename T>
    T* data_as() const {
        return data_.as<T>();
    }

  private:
    NDArray::StorageRef data_;
    Shape shape_;
    DType dtype_;
};

/// Pushes `body(reads, writes)` as one engine op on the CPU that reads the variables of
/// `reads` and writes those of `writes`.
///
/// Lifetime: the op names every variable it touches, and an array's storage is freed by
/// an op that the engine orders after every op pushed on its variable, so the storage
/// lives while this op runs even when the front end drops the array at once. The closure
/// therefore keeps storage references (NDArray::StorageRef, resolved when the op runs, so
/// an output is allocated by its writer and not at push time) instead of NDArray copies.
/// Copies would make a worker thread drop the last reference after the op and push the
/// free from inside the engine, where back-pressure (max_in_flight) can block every
/// worker.
template <typename Body>
void push_op(const std::string& name, const OpProps& props, const std::vector<NDArray>& reads,
             const std::vector<NDArray>& writes, Body body) {
    if (writes.empty()) throw std::logic_error("nn::push_op: '" + name + "' writes nothing");
    const NDArray& first = writes.front();
    for (const auto* list : {&reads, &writes})
        for (const NDArray& a : *list) {
            if (!a.defined())
                throw std::invalid_argument(name + ": an operand is an empty NDArray handle");
            // A simulated GPU's arrays are in host memory: the CPU kernels compute them, and
            // the op is timed on that GPU's lane. A real GPU has no kernels for these yet.
            if (!a.device().is_cpu() && !a.engine().simulated())
                throw std::invalid_argument(name + ": runs on the CPU only, got an array on " +
                                            a.device().name() +
                                            " (simulated GPUs run it; a real one not yet)");
            if (&a.engine() != &first.engine())
                throw std::invalid_argument(name + ": operands belong to different engines");
        }
    std::vector<VarHandle> wv, rv;
    for (const NDArray& a : writes)
        if (std::find(wv.begin(), wv.end(), a.var()) == wv.end()) wv.push_back(a.var());
    for (const NDArray& a : reads)
        if (std::find(wv.begin(), wv.end(), a.var()) == wv.end() &&
            std::find(rv.begin(), rv.end(), a.var()) == rv.end())
            rv.push_back(a.var());
    std::vector<OpArg> r, w;
    for (const NDArray& a : reads) r.emplace_back(a.storage_ref(), a.shape(), a.dtype());
    for (const NDArray& a : writes) w.emplace_back(a.storage_ref(), a.shape(), a.dtype());
    Engine& engine = first.engine();
    const Device device = first.device();
    engine.push([r = std::move(r), w = std::move(w),
                 body = std::move(body)](RunContext&) mutable { body(r, w); },
                std::span<const VarHandle>(rv.data(), rv.size()),
                std::span<const VarHandle>(wv.data(), wv.size()), device, LaneKind::Compute, name,
                props);
}

}  // namespace asynclab::nn::detail
