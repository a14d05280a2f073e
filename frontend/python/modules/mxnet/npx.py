"""mxnet.npx on AsyncLab's engine: devices, waitall and the activations."""
import _asynclab as _al
from _asynclab_support import not_supported as _not_supported


def set_np(shape=True, array=True, dtype=False):
    """MXNet's numpy mode: AsyncLab's arrays are always numpy-like."""


def reset_np():
    pass


def waitall():
    """Blocks until every op pushed so far has finished (a sync point)."""
    _al.waitall()


def cpu(device_id=0):
    return _al.cpu(device_id)


def gpu(device_id=0):
    return _al.gpu(device_id)


def num_gpus():
    return _al.num_gpus()


def current_context():
    return _al.cpu(0)


def relu(x):
    if isinstance(x, _al.Symbol):
        return x._activation("relu")
    return _al.relu(x)


def sigmoid(x):
    if isinstance(x, _al.Symbol):
        return x._activation("sigmoid")
    return _al.sigmoid(x)


def activation(data, act_type="relu"):
    if isinstance(data, _al.Symbol):
        return data._activation(act_type)
    return {"relu": _al.relu, "sigmoid": _al.sigmoid, "tanh": _al.tanh}[act_type](data)


def fully_connected(x, weight, bias=None, num_hidden=None, no_bias=False, flatten=True):
    """x W^T + b (W: num_hidden x in_units), on arrays or, while a block is traced, symbols."""
    if no_bias:
        bias = None
    if isinstance(x, _al.Symbol):
        return _al.symbol_dense(x, weight, bias, bool(flatten))
    return _al.dense(x, weight, bias, bool(flatten))


def batch_flatten(x):
    if isinstance(x, _al.Symbol):
        return x.flatten()
    return x.reshape(x.shape[0], -1)


def dropout(data, p=0.5):
    """Inverted dropout while training (inside autograd.record()), identity otherwise."""
    if isinstance(data, _al.Symbol):
        return data._dropout(float(p))
    if not _al.is_training():
        return data
    return _al.dropout(data, float(p))


def __getattr__(name):
    raise _not_supported("mxnet.npx", name)
