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
    return _al.relu(x)


def sigmoid(x):
    return _al.sigmoid(x)


def __getattr__(name):
    raise _not_supported("mxnet.npx", name)
