"""mxnet.autograd on AsyncLab's engine: record(), pause(), backward(), and the flags.

Inside `with autograd.record():` every op on an array with history (attach_grad(), or a
block's parameters) is recorded; `y.backward()` pushes the backward ops and returns at once,
like any other op; the gradients are there when a sync point reads them."""
import _asynclab as _al
from _asynclab_support import not_supported as _not_supported


def record(train_mode=True):
    """Records the ops of the block for backward() (training mode unless told)."""
    return _al.AutogradScope(True, bool(train_mode))


def pause(train_mode=False):
    """Stops recording inside record() (prediction mode unless told)."""
    return _al.AutogradScope(False, bool(train_mode))


def train_mode():
    return _al.AutogradScope(_al.is_recording(), True)


def predict_mode():
    return _al.AutogradScope(_al.is_recording(), False)


def is_recording():
    return _al.is_recording()


def is_training():
    return _al.is_training()


def backward(heads, head_grads=None, retain_graph=False, train_mode=True):
    """Back-propagates from several heads at once (their gradients add up)."""
    if not isinstance(heads, (list, tuple)):
        heads = [heads]
    if head_grads is not None and not isinstance(head_grads, (list, tuple)):
        head_grads = [head_grads]
    _al.backward(list(heads), list(head_grads or []), retain_graph)


def __getattr__(name):
    raise _not_supported("mxnet.autograd", name)
