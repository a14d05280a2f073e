"""mxnet.gluon on AsyncLab's engine: blocks, parameters, losses and the SGD trainer."""
import _asynclab as _al
from _asynclab_support import not_supported as _not_supported
from mxnet.gluon.block import Block, HybridBlock, Parameter, ParameterDict, SymbolBlock
from mxnet.gluon import nn, loss, utils
from mxnet.gluon import contrib, data


class Trainer:
    """gluon.Trainer(params, 'sgd', {'learning_rate': lr, 'wd': wd}, kvstore='device'):
    step(batch_size) pushes w -= lr * (grad / batch_size + wd * w) for each parameter and
    returns at once. A parameter kept on several devices first sums its copies' gradients
    where the kvstore says: 'device' on the first copy's GPU, 'local' on the CPU, 'nccl'
    with NCCL's ring all-reduce (a type name, or a store from mxnet.kv.create)."""

    def __init__(self, params, optimizer="sgd", optimizer_params=None, kvstore="device",
                 **kwargs):
        if str(optimizer).lower() != "sgd":
            raise _not_supported("mxnet.gluon.Trainer", f"the optimizer {optimizer!r} ('sgd' only)")
        options = dict(optimizer_params or {})
        lr = float(options.pop("learning_rate", 0.01))
        wd = float(options.pop("wd", 0.0))
        if options.pop("momentum", 0.0):
            raise _not_supported("mxnet.gluon.Trainer", "momentum")
        if options:
            raise _not_supported("mxnet.gluon.Trainer", "the options " + ", ".join(sorted(options)))
        values = list(params.values()) if isinstance(params, dict) else list(params)
        self._native = _al.Trainer(values, lr, wd)
        from mxnet import kv
        store = kvstore if isinstance(kvstore, kv.KVStore) else kv.create(kvstore or "device")
        self._native.set_kvstore(store.type)

    def step(self, batch_size, ignore_stale_grad=False):
        self._native.step(int(batch_size))

    @property
    def learning_rate(self):
        return self._native.learning_rate

    def set_learning_rate(self, lr):
        self._native.set_learning_rate(float(lr))


def __getattr__(name):
    raise _not_supported("mxnet.gluon", name)
