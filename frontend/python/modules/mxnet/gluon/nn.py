"""mxnet.gluon.nn: the layers and containers, AsyncLab's engine blocks."""
import _asynclab as _al
from _asynclab_support import not_supported as _not_supported
from mxnet.gluon.block import Block, HybridBlock, Parameter, _BlockMixin


class _Container(_BlockMixin):
    def add(self, *blocks):
        for block in blocks:
            self._add(block)
            children = self.__dict__.setdefault("_py_children", {})
            children[str(len(children))] = block  # keeps the Python object alive


class Sequential(_Container, _al.Sequential):
    def __init__(self, prefix=None, params=None):
        _al.Sequential.__init__(self)
        _BlockMixin.__init__(self, prefix)


class HybridSequential(_Container, _al.HybridSequential):
    def __init__(self, prefix=None, params=None):
        _al.HybridSequential.__init__(self)
        _BlockMixin.__init__(self, prefix)


class HybridConcurrent(_Container, _al.HybridConcurrent):
    def __init__(self, axis=-1, prefix=None, params=None):
        _al.HybridConcurrent.__init__(self, axis)
        _BlockMixin.__init__(self, prefix)


def _check_activation(activation):
    if activation is not None and str(activation) not in ("relu", "sigmoid", "tanh"):
        raise ValueError(f"activation '{activation}' is not supported by AsyncLab "
                         "(relu, sigmoid or tanh)")
    return activation


def _shape(x):
    return x._shape if isinstance(x, _al.Symbol) else x.shape


class Dense(HybridBlock):
    """y = activation(x W^T + b). As in Gluon, the layer is Python: run imperatively, every
    call goes through the interpreter (hybrid_forward, then F's ops); hybridized, the whole
    network is one cached op. in_units=0 is inferred at the first call."""

    def __init__(self, units, activation=None, use_bias=True, flatten=True, dtype="float32",
                 weight_initializer=None, bias_initializer="zeros", in_units=0, prefix=None,
                 **kwargs):
        super().__init__(prefix=prefix)
        if int(units) <= 0:
            raise ValueError(f"Dense: units must be positive, not {units}")
        self._units, self._flatten = int(units), bool(flatten)
        self._act = _check_activation(activation)
        self.weight = Parameter("weight", shape=(self._units, int(in_units)),
                                init=weight_initializer)
        self.bias = (Parameter("bias", shape=(self._units,), init=bias_initializer or "zeros")
                     if use_bias else None)

    def _asynclab_forward(self, symbolic, x):
        if 0 in self.weight.shape:  # deferred: in_units from the first input
            shape = _shape(x)
            if not shape:
                raise ValueError(f"{self.name}: the input needs a batch axis")
            features = 1
            for d in (shape[1:] if self._flatten else shape[-1:]):
                features *= d
            self.weight._finish_deferred_init([self._units, features])
        return super()._asynclab_forward(symbolic, x)

    def hybrid_forward(self, F, x, weight, bias=None):
        y = F.npx.fully_connected(x, weight, bias, num_hidden=self._units,
                                  no_bias=bias is None, flatten=self._flatten)
        return F.npx.activation(y, act_type=self._act) if self._act else y

    def _asynclab_repr(self):
        shape = self.weight.shape
        inputs = shape[1] if shape[1] else None
        act = f", Activation({self._act})" if self._act else ", linear"
        return f"Dense({inputs} -> {self._units}{act})"


class Activation(HybridBlock):
    def __init__(self, activation, prefix=None, **kwargs):
        super().__init__(prefix=prefix)
        self._act = _check_activation(activation)

    def hybrid_forward(self, F, x):
        return F.npx.activation(x, act_type=self._act)

    def _asynclab_repr(self):
        return f"Activation({self._act})"


class Dropout(HybridBlock):
    """Inverted dropout while training (inside autograd.record()), identity otherwise."""

    def __init__(self, rate, axes=(), prefix=None, **kwargs):
        super().__init__(prefix=prefix)
        if axes:
            raise _not_supported("mxnet.gluon.nn.Dropout", "axes")
        if not 0.0 <= float(rate) < 1.0:
            raise ValueError(f"Dropout: the rate must lie in [0, 1), not {rate}")
        self._rate = float(rate)

    def hybrid_forward(self, F, x):
        return F.npx.dropout(x, p=self._rate)

    def _asynclab_repr(self):
        return f"Dropout(p = {self._rate}, axes=())"


class Flatten(HybridBlock):
    def hybrid_forward(self, F, x):
        return F.npx.batch_flatten(x)

    def _asynclab_repr(self):
        return "Flatten"


def __getattr__(name):
    raise _not_supported("mxnet.gluon.nn", name)
