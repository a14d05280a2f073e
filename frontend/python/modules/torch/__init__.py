"""AsyncLab's torch: tensors, devices, and torch.cuda's streams, events and sync points on
AsyncLab's engine. Each op is pushed and returns at once; .item(), .numpy(), printing, a
copy to the CPU (.cpu(), .to('cpu') unless non_blocking=True) and torch.cuda.synchronize()
wait, as in PyTorch."""
import math

import _asynclab as _al
import _asynclab_data
from _asynclab_support import device as _device, flatten as _flatten
from _asynclab_support import not_supported as _not_supported, shape_of as _shape_of
from _asynclab_support import refuse_symbols as _refuse_symbols

Tensor = _al.NDArray
# PyTorch records every op on a tensor that requires grad (until no_grad()).
_asynclab_grad_mode = True
_al.set_grad_enabled(True)
float32 = "float32"
float64 = "float64"


class device:
    """torch.device('cpu'), torch.device('cuda:1'), torch.device('cuda', 1)."""

    def __init__(self, spec, index=None):
        if index is not None:
            spec = f"{spec}:{index}"
        self._device = _device(spec)

    @property
    def type(self):
        return "cuda" if self._device.device_type == "gpu" else "cpu"

    @property
    def index(self):
        return self._device.device_id

    def __eq__(self, other):
        return _device(other) == self._device

    def __hash__(self):
        return hash(repr(self))

    def __repr__(self):
        return f"device(type='{self.type}', index={self.index})"

    def __str__(self):
        return f"{self.type}:{self.index}"


def _size(size, keyword=None):
    if keyword is not None:
        if size:
            raise TypeError("give the size either as arguments or as size=, not both")
        return list(_shape_of(keyword))
    if len(size) == 1 and not isinstance(size[0], int):
        return list(_shape_of(size[0]))
    return [int(d) for d in size]


def _dtype(dtype):
    return "float64" if str(dtype) == "float64" else "float32"


def _leaf(t, requires_grad):
    return t.requires_grad_() if requires_grad else t


def tensor(data, dtype=None, device=None, requires_grad=False):
    shape, values = _flatten(data)
    return _leaf(_al.from_values(list(shape), values, _device(device), _dtype(dtype)),
                 requires_grad)


def ones(*shape, size=None, dtype=None, device=None, requires_grad=False):
    return _leaf(_al.full(_size(shape, size), 1.0, _device(device), _dtype(dtype)), requires_grad)


def zeros(*shape, size=None, dtype=None, device=None, requires_grad=False):
    return _leaf(_al.full(_size(shape, size), 0.0, _device(device), _dtype(dtype)), requires_grad)


def rand(*shape, size=None, dtype=None, device=None, requires_grad=False):
    return _leaf(_al.uniform(0.0, 1.0, _size(shape, size), _device(device), _dtype(dtype)),
                 requires_grad)


def randn(*shape, size=None, dtype=None, device=None, requires_grad=False):
    return _leaf(_al.normal(0.0, 1.0, _size(shape, size), _device(device), _dtype(dtype)),
                 requires_grad)


def ones_like(t, requires_grad=False):
    return ones(*t.shape, device=t.device, requires_grad=requires_grad)


def zeros_like(t, requires_grad=False):
    return zeros(*t.shape, device=t.device, requires_grad=requires_grad)


def no_grad():
    """`with torch.no_grad():` ops inside are not recorded."""
    return _al.AutogradScope(False, False)


def enable_grad():
    return _al.AutogradScope(True, True)


def set_grad_enabled(mode):
    _al.set_grad_enabled(bool(mode))


def is_grad_enabled():
    return _al.is_recording()


def arange(start, end=None, step=1, dtype=None, device=None, requires_grad=False):
    if step == 0:
        raise ValueError("torch.arange: step must be nonzero")
    if end is None:
        start, end = 0, start
    count = max(0, math.ceil((end - start) / step))
    values = [float(start + i * step) for i in range(count)]
    return _leaf(_al.from_values([len(values)], values, _device(device), _dtype(dtype)),
                 requires_grad)


def manual_seed(seed):
    _al.seed(int(seed))
    _asynclab_data.seed(seed)  # DataLoader's shuffling


def mm(a, b):
    _traced("mm", a, b)
    return _al.dot(a, b)


matmul = mm


def add(a, b):
    return a + b


def sub(a, b):
    return a - b


def mul(a, b):
    return a * b


def div(a, b):
    return a / b


def sum(a, dim=None, keepdim=False):  # noqa: A001 - torch's name
    return a.sum(axis=dim, keepdims=keepdim)


def mean(a, dim=None, keepdim=False):
    return a.mean(axis=dim, keepdims=keepdim)


def _traced(name, *args):
    _refuse_symbols("torch", name, *args)


def exp(a):
    _traced("exp", a)
    return _al.exp(a)


def log(a):
    _traced("log", a)
    return _al.log(a)


def square(a):
    _traced("square", a)
    return _al.square(a)


def abs(a):  # noqa: A001 - torch's name
    _traced("abs", a)
    return _al.abs(a)


def relu(a):
    return a._activation("relu") if isinstance(a, _al.Symbol) else _al.relu(a)


def sigmoid(a):
    return a._activation("sigmoid") if isinstance(a, _al.Symbol) else _al.sigmoid(a)


def tanh(a):
    return a._activation("tanh") if isinstance(a, _al.Symbol) else _al.tanh(a)


def flatten(a, start_dim=0):
    if start_dim == 1:
        return a.flatten() if isinstance(a, _al.Symbol) else a.reshape(a.shape[0], -1)
    if start_dim != 0:
        raise _not_supported("torch", "flatten from a dimension other than 0 or 1")
    return a.reshape(-1)


def cat(tensors, dim=0):
    tensors = list(tensors)
    if any(isinstance(t, _al.Symbol) for t in tensors):
        return _al.symbol_concat(tensors, dim)
    return _al.concat(tensors, dim)


def eq(a, b):
    return a == b


def gt(a, b):
    return a > b


def lt(a, b):
    return a < b


from torch import nn, optim, jit, cuda, utils  # noqa: E402 - they use the functions above


def __getattr__(name):
    raise _not_supported("torch", name)
