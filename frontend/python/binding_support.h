// What the _asynclab module's parts (bindings.cpp: arrays, autograd; bindings_nn.cpp: blocks,
// parameters, trainers, symbols) share: how a push from the interpreter is timed on a
// simulated machine, sync points recorded at the script's line, the holder of the arrays
// Python has, and the conversions of shapes, types and devices.
#pragma once

#include <pybind11/pybind11.h>

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "engine/array/ndarray.h"
#include "engine/core/engine.h"
#include "engine/nn/autograd.h"
#include "engine/sim/sim_executor.h"

namespace asynclab::python {

namespace py = pybind11;

using Clock = std::chrono::steady_clock;

/// When the interpreter last gave control to the engine (the end of the previous push, sync
/// point or release of an array).
Clock::time_point& lastPush();

/// The interpreter's clock as a simulated machine's front end reads it: each push costs what
/// the interpreter (and the C++ it called) spent since the previous one.
SimExecutor::IssueClock& interpreterClock();

/// What holds each array Python has: when Python lets go of one, the engine's work that
/// follows (freeing it can make a simulated machine run, and compute, everything queued
/// before) is not the interpreter's time.
template <class T>
class EngineHeld {
  public:
    EngineHeld() = default;
    explicit EngineHeld(T* p) : p_(p) {}
    EngineHeld(EngineHeld&&) noexcept = default;
    EngineHeld& operator=(EngineHeld&&) noexcept = default;
    ~EngineHeld() {
        if (!p_) return;
        const Clock::time_point before = lastPush();
        const auto begin = Clock::now();
        p_.reset();
        const auto end = Clock::now();
        // A push made while releasing (the free of the storage) has paid for the
        // interpreter's time up to it; what is left of the release is not the interpreter's.
        if (lastPush() != before)
            lastPush() = end;
        else
            lastPush() += end - begin;
    }
    T* get() const { return p_.get(); }

  private:
    std::unique_ptr<T> p_;
};

/// Around ops pushed from Python: makes sure the simulated machine running them (if any)
/// reads the interpreter's clock at each push.
class Issue {
  public:
    Issue() {
        if (SimExecutor* sim = SimExecutor::of(Engine::current());
            sim && sim->issue_clock() != &interpreterClock())
            sim->set_issue_clock(&interpreterClock());
    }
    Issue(const Issue&) = delete;
    Issue& operator=(const Issue&) = delete;
};

/// The script's own "file:line": the innermost frame outside AsyncLab's modules.
std::string scriptLocation();

/// Around a sync point: recorded at the script's line; the interpreter's time before it is
/// the front end's too, what it waits is not.
class Sync {
  public:
    Sync();
    ~Sync();
    Sync(const Sync&) = delete;
    Sync& operator=(const Sync&) = delete;

  private:
    Issue issue_;
    FrontEndLocation location_;
};

template <class F>
auto issued(F&& f) {
    Issue issue;
    return f();
}

/// The array type Python sees: an NDArray with its autograd history.
using Array = nn::Variable;

DType dtypeOf(const std::string& name);
Shape shapeOf(const std::vector<std::int64_t>& dims);
/// A device the engine has; a GPU it lacks is an error naming what there is.
Device checked(Device device);
py::tuple shapeTuple(const Shape& shape);
std::vector<int> axesOf(const py::object& axis);
/// `dims` with one -1 filled in from `elements`.
Shape reshaped(std::int64_t elements, std::vector<std::int64_t> dims);
std::vector<std::int64_t> dimsOfArgs(const py::args& args);
/// Raises AsyncLab's NotSupportedError for `module.name`.
[[noreturn]] void raiseNotSupported(const std::string& module, const std::string& name);

/// Blocks, parameters, trainers, losses, symbols and model files (bindings_nn.cpp).
void bind_nn(py::module_& m);
/// CUDA's streams and events, for torch.cuda (bindings_cuda.cpp).
void bind_cuda(py::module_& m);

}  // namespace asynclab::python

PYBIND11_DECLARE_HOLDER_TYPE(T, asynclab::python::EngineHeld<T>)
