"""What AsyncLab's mxnet, torch and d2l modules share: devices as the scripts name them,
nested lists to flat values and back, and the error for what AsyncLab does not support."""
import _asynclab


class NotSupportedError(AttributeError, NotImplementedError):
    """A function or module of the real library that AsyncLab does not provide."""


def not_supported(module, name):
    return NotSupportedError(f"{module}.{name} is not supported by AsyncLab")


def refuse_symbols(module, name, *args):
    """An op of `module` that a traced graph cannot hold, given a symbol (inside a block being
    hybridized or scripted): says so by name, rather than a type error."""
    if any(isinstance(a, _asynclab.Symbol) for a in args):
        raise not_supported(module, f"{name} on a symbol (inside a hybridized or scripted block)")


def device(spec=None):
    """A device from what a script passes: None (the CPU), a Device, 'cpu', 'gpu', 'cuda',
    'cuda:1', 'gpu(1)', or a torch.device."""
    if spec is None:
        return _asynclab.cpu(0)
    if isinstance(spec, _asynclab.Device):
        return spec
    inner = getattr(spec, "_device", None)
    if isinstance(inner, _asynclab.Device):
        return inner
    if isinstance(spec, str):
        text = spec.strip().lower().replace(")", "").replace("(", ":")
        kind, _, index = text.partition(":")
        number = int(index) if index else 0
        if kind == "cpu":
            return _asynclab.cpu(number)
        if kind in ("gpu", "cuda"):
            return _asynclab.gpu(number)
    raise ValueError(f"unknown device {spec!r}: use cpu, gpu or cuda, with an index")


def flatten(obj):
    """(shape, flat values) of a number, a nested list or tuple, a numpy array or an array."""
    if isinstance(obj, _asynclab.NDArray):
        return tuple(obj.shape), obj._values()
    if hasattr(obj, "tolist") and hasattr(obj, "shape"):  # numpy
        return tuple(obj.shape), [float(v) for v in obj.reshape(-1).tolist()]
    if isinstance(obj, (int, float, bool)):
        return (), [float(obj)]
    if isinstance(obj, (list, tuple)):
        if not obj:
            return (0,), []
        parts = [flatten(item) for item in obj]
        inner = parts[0][0]
        if any(p[0] != inner for p in parts):
            raise ValueError("the nested lists are ragged: every row needs the same length")
        return (len(obj),) + inner, [v for p in parts for v in p[1]]
    raise TypeError(f"cannot make an array of {type(obj).__name__}")


def shape_of(size):
    if size is None:
        return (1,)
    if isinstance(size, int):
        return (size,)
    return tuple(int(d) for d in size)
