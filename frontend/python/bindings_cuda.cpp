// _asynclab, CUDA's streams and events for AsyncLab's torch.cuda (engine/array/cuda_streams.h):
// importing torch turns on PyTorch's stream order on the engine's GPUs; a stream's work runs
// in the order it was issued, an event takes the time when its stream gets to it. A query
// is the interpreter's time on a simulated machine, as a sync point's wait is, so that a
// script polling an event sees the machine move on.
#include <pybind11/pybind11.h>

#include <memory>
#include <string>

#include "engine/array/cuda_streams.h"
#include "engine/device/gpu_runtime.h"
#include "frontend/python/binding_support.h"

namespace asynclab::python {

namespace {

CudaStreams& streams() {
    return CudaStreams::of(Engine::current());
}

/// The GPU a torch.cuda function is given: an index, a device or its name (None: the
/// current device, gpu(0)).
Device gpuOf(const py::object& device) {
    if (device.is_none()) return checked(Device::gpu(0));
    if (py::isinstance<py::int_>(device)) return checked(Device::gpu(device.cast<int>()));
    const Device d = py::module_::import("_asynclab_support").attr("device")(device).cast<Device>();
    if (!d.is_gpu())
        throw py::value_error("torch.cuda: " + d.name() + " is not a GPU (use cuda or cuda:N)");
    return checked(d);
}

/// A stream's or an event's synchronize() and query(): sync points of the script's line.
template <class Class>
void bindWaits(Class& cls) {
    using T = typename Class::type;
    cls.def("synchronize",
            [](T& x) {
                Sync sync;
                x.synchronize();
            })
        .def("query", [](T& x) {
            Sync sync;
            return x.query();
        });
}

}  // namespace

void bind_cuda(py::module_& m) {
    py::class_<CudaStream, std::shared_ptr<CudaStream>> stream(m, "CudaStream");
    stream.def_property_readonly("device", &CudaStream::device)
        .def_property_readonly("number", &CudaStream::number)
        .def("wait_event", &CudaStream::wait_event, py::arg("event"))
        .def("wait_stream", &CudaStream::wait_stream, py::arg("stream"))
        .def("__eq__",
             [](const CudaStream& a, const py::object& b) {
                 return py::isinstance<CudaStream>(b) && &a == &b.cast<const CudaStream&>();
             })
        .def("__hash__", [](const CudaStream& s) { return reinterpret_cast<std::uintptr_t>(&s); });

    py::class_<CudaEvent, EngineHeld<CudaEvent>> event(m, "CudaEvent");
    event.def(py::init<bool>(), py::arg("timing") = false)
        .def_property_readonly("timing", &CudaEvent::timing)
        .def_property_readonly("recorded", &CudaEvent::recorded)
        .def_property_readonly("device", &CudaEvent::device)
        .def(
            "record", [](CudaEvent& e, CudaStream& s) { issued([&] { e.record(s); }); },
            py::arg("stream"))
        .def("elapsed_ms", &CudaEvent::elapsed_ms, py::arg("end"));
    bindWaits(stream);
    bindWaits(event);

    m.def("cuda_enable_streams", [] { streams().enable(); });
    m.def(
        "cuda_current_stream",
        [](const py::object& device) { return streams().current(gpuOf(device)); },
        py::arg("device") = py::none());
    m.def(
        "cuda_default_stream",
        [](const py::object& device) { return streams().default_stream(gpuOf(device)); },
        py::arg("device") = py::none());
    m.def(
        "cuda_new_stream", [](const py::object& device) { return streams().make(gpuOf(device)); },
        py::arg("device") = py::none());
    m.def(
        "cuda_can_access_peer",
        [](const py::object& device, const py::object& peer) {
            const Device a = gpuOf(device), b = gpuOf(peer);
            if (a == b) return false;  // as CUDA: a GPU is not its own peer
            Engine& engine = Engine::current();
            if (const SimExecutor* sim = SimExecutor::of(engine))
                return sim->config().peer_link.bandwidth > 0;
            const AsyncLabGpuApi* api = GpuRuntime::instance().api();
            int can = 0;
            if (api->can_access_peer(a.id, b.id, &can) != 0)
                throw std::runtime_error("can_device_access_peer: " +
                                         std::string(api->last_error()));
            return can != 0;
        },
        py::arg("device"), py::arg("peer_device"));
    m.def("cuda_set_stream",
          [](std::shared_ptr<CudaStream> s) { streams().set_current(std::move(s)); });
}

}  // namespace asynclab::python
