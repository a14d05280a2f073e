"""mxnet.np on AsyncLab's engine: arrays, arithmetic, products and reductions."""
import _asynclab as _al
import _asynclab_data
from _asynclab_support import device as _device, flatten as _flatten
from _asynclab_support import not_supported as _not_supported, shape_of as _shape_of
from _asynclab_support import refuse_symbols as _refuse_symbols

ndarray = _al.NDArray
float32 = "float32"
float64 = "float64"
pi = 3.141592653589793
e = 2.718281828459045


def _dtype(dtype):
    name = getattr(dtype, "__name__", dtype) or "float32"
    name = str(name)
    if name not in ("float32", "float64", "float"):
        raise TypeError(f"dtype {name} is not supported by AsyncLab (float32 or float64)")
    return "float64" if name == "float64" else "float32"


def array(obj, dtype=None, ctx=None, device=None):
    shape, values = _flatten(obj)
    return _al.from_values(list(shape), values, _device(ctx or device), _dtype(dtype))


def ones(shape, dtype=None, ctx=None, device=None):
    return _al.full(list(_shape_of(shape)), 1.0, _device(ctx or device), _dtype(dtype))


def zeros(shape, dtype=None, ctx=None, device=None):
    return _al.full(list(_shape_of(shape)), 0.0, _device(ctx or device), _dtype(dtype))


def full(shape, fill_value, dtype=None, ctx=None, device=None):
    return _al.full(list(_shape_of(shape)), float(fill_value), _device(ctx or device), _dtype(dtype))


def ones_like(a):
    return ones(a.shape, ctx=a.ctx)


def zeros_like(a):
    return zeros(a.shape, ctx=a.ctx)


def arange(start, stop=None, step=1, dtype=None, ctx=None, device=None):
    if stop is None:
        start, stop = 0, start
    values = []
    v = start
    while (step > 0 and v < stop) or (step < 0 and v > stop):
        values.append(float(v))
        v += step
    return _al.from_values([len(values)], values, _device(ctx or device), _dtype(dtype))


def _traced(name, *args):
    _refuse_symbols("mxnet.np", name, *args)


def dot(a, b):
    _traced("dot", a, b)
    return _al.dot(a, b)


matmul = dot


def sum(a, axis=None, keepdims=False):  # noqa: A001 - numpy's name
    return a.sum(axis=axis, keepdims=keepdims)


def mean(a, axis=None, keepdims=False):
    return a.mean(axis=axis, keepdims=keepdims)


def max(a, axis=None, keepdims=False):  # noqa: A001 - numpy's name
    _traced("max", a)
    return a.max(axis=axis, keepdims=keepdims)


def abs(a):  # noqa: A001 - numpy's name
    _traced("abs", a)
    return _al.abs(a)


def maximum(a, b):
    _traced("maximum", a, b)
    if not isinstance(b, _al.NDArray):
        return _al.maximum(a, full(a.shape, b, ctx=a.ctx))
    return _al.maximum(a, b)


def exp(a):
    _traced("exp", a)
    return _al.exp(a)


def log(a):
    _traced("log", a)
    return _al.log(a)


def sqrt(a):
    _traced("sqrt", a)
    return _al.sqrt(a)


def square(a):
    _traced("square", a)
    return _al.square(a)


def tanh(a):
    if isinstance(a, _al.Symbol):
        return a._activation("tanh")
    return _al.tanh(a)


def reshape(a, newshape):
    return a.reshape(newshape)


def equal(a, b):
    return a == b


def not_equal(a, b):
    return a != b


def less(a, b):
    return a < b


def less_equal(a, b):
    return a <= b


def greater(a, b):
    return a > b


def greater_equal(a, b):
    return a >= b


def transpose(a, axes=None):
    return a.transpose(axes)


def concatenate(seq, axis=0):
    seq = list(seq)
    if any(isinstance(a, _al.Symbol) for a in seq):
        return _al.symbol_concat(seq, axis)
    return _al.concat(seq, axis)


class _Random:
    """mxnet.np.random: seeded by seed(), drawn on the engine."""

    @staticmethod
    def seed(seed):
        _al.seed(int(seed))
        _asynclab_data.seed(seed)  # DataLoader's shuffling

    @staticmethod
    def uniform(low=0.0, high=1.0, size=None, dtype=None, ctx=None, device=None):
        return _al.uniform(float(low), float(high), list(_shape_of(size)),
                           _device(ctx or device), _dtype(dtype))

    @staticmethod
    def normal(loc=0.0, scale=1.0, size=None, dtype=None, ctx=None, device=None):
        return _al.normal(float(loc), float(scale), list(_shape_of(size)),
                          _device(ctx or device), _dtype(dtype))

    def __getattr__(self, name):
        raise _not_supported("mxnet.np.random", name)


random = _Random()


def __getattr__(name):
    raise _not_supported("mxnet.np", name)
