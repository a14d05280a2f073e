"""AsyncLab's mxnet: the part of MXNet's API the chapter uses, on AsyncLab's engine. Each
op is pushed to the engine and returns at once; wait_to_read, asnumpy, item, printing and
npx.waitall() wait for it, as in MXNet."""
from _asynclab_support import not_supported as _not_supported
from mxnet import np, npx

__version__ = "asynclab"


def cpu(device_id=0):
    return npx.cpu(device_id)


def gpu(device_id=0):
    return npx.gpu(device_id)


def __getattr__(name):
    raise _not_supported("mxnet", name)
