"""AsyncLab's mxnet: the part of MXNet's API the chapter uses, on AsyncLab's engine. Each
op is pushed to the engine and returns at once; wait_to_read, asnumpy, item, printing and
npx.waitall() wait for it, as in MXNet."""
from _asynclab_support import not_supported as _not_supported
from mxnet import np, npx
from mxnet import autograd, init
from mxnet import ndarray, symbol
from mxnet import gluon
from mxnet import kv

nd = ndarray
sym = symbol
kvstore = kv
__version__ = "asynclab"


def cpu(device_id=0):
    return npx.cpu(device_id)


def gpu(device_id=0):
    return npx.gpu(device_id)


class _Context:
    """mxnet.context: devices by their MXNet names."""

    cpu = staticmethod(cpu)
    gpu = staticmethod(gpu)

    @staticmethod
    def num_gpus():
        return npx.num_gpus()

    def __getattr__(self, name):
        raise _not_supported("mxnet.context", name)


context = _Context()


def __getattr__(name):
    raise _not_supported("mxnet", name)
