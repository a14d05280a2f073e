"""AsyncLab's torch: tensors, devices and torch.cuda's sync points on AsyncLab's engine.
Each op is pushed and returns at once; .item(), .numpy(), printing and
torch.cuda.synchronize() wait, as in PyTorch."""
import _asynclab as _al
from _asynclab_support import device as _device, flatten as _flatten
from _asynclab_support import not_supported as _not_supported, shape_of as _shape_of

Tensor = _al.NDArray
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


def tensor(data, dtype=None, device=None):
    shape, values = _flatten(data)
    return _al.from_values(list(shape), values, _device(device), _dtype(dtype))


def ones(*shape, size=None, dtype=None, device=None):
    return _al.full(_size(shape, size), 1.0, _device(device), _dtype(dtype))


def zeros(*shape, size=None, dtype=None, device=None):
    return _al.full(_size(shape, size), 0.0, _device(device), _dtype(dtype))


def rand(*shape, size=None, dtype=None, device=None):
    return _al.uniform(0.0, 1.0, _size(shape, size), _device(device), _dtype(dtype))


def randn(*shape, size=None, dtype=None, device=None):
    return _al.normal(0.0, 1.0, _size(shape, size), _device(device), _dtype(dtype))


def manual_seed(seed):
    _al.seed(int(seed))


def mm(a, b):
    return _al.dot(a, b)


matmul = mm


def sum(a, dim=None, keepdim=False):  # noqa: A001 - torch's name
    return a.sum(axis=dim, keepdims=keepdim)


def mean(a, dim=None, keepdim=False):
    return a.mean(axis=dim, keepdims=keepdim)


def exp(a):
    return _al.exp(a)


def relu(a):
    return _al.relu(a)


def sigmoid(a):
    return _al.sigmoid(a)


def cat(tensors, dim=0):
    return _al.concat(list(tensors), dim)


class _Cuda:
    """torch.cuda: the GPUs of the engine (simulated ones in sim mode)."""

    @staticmethod
    def is_available():
        return _al.num_gpus() > 0

    @staticmethod
    def device_count():
        return _al.num_gpus()

    @staticmethod
    def synchronize(device=None):
        """Waits for every op pushed so far (a sync point)."""
        _al.waitall()

    def __getattr__(self, name):
        raise _not_supported("torch.cuda", name)


cuda = _Cuda()


def __getattr__(name):
    raise _not_supported("torch", name)
