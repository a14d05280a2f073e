"""`from d2l import mxnet as d2l`: the chapter's helpers with MXNet's devices."""
import _asynclab as _al
from d2l._common import Benchmark, Timer  # noqa: F401 - the helpers d2l gives


def cpu():
    return _al.cpu(0)


def num_gpus():
    return _al.num_gpus()


def try_gpu(i=0):
    """gpu(i) when there is one (a simulated one in sim mode), else the CPU."""
    return _al.gpu(i) if _al.num_gpus() >= i + 1 else _al.cpu(0)


def try_all_gpus():
    devices = [_al.gpu(i) for i in range(_al.num_gpus())]
    return devices if devices else [_al.cpu(0)]


def sgd(params, lr, batch_size):
    """Minibatch stochastic gradient descent, in place: each parameter takes a step against
    its gradient (one op per parameter, pushed; nothing waits)."""
    for param in params:
        param[:] = param - lr * param.grad / batch_size
