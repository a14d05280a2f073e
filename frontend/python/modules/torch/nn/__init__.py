"""torch.nn on AsyncLab's engine: modules are the engine's blocks, initialized at once as
PyTorch's are (uniform in +-1/sqrt(in_features)); their parameters add up gradients until
zero_grad(). torch.jit.script / trace compiles a module as Gluon's hybridize does."""
import itertools
import math

import _asynclab as _al
from _asynclab_support import device as _device, not_supported as _not_supported
from mxnet.gluon import nn as _gnn
from mxnet.gluon.block import HybridBlock as _HybridBlock, _BlockMixin
from torch.nn import functional  # noqa: F401 - torch.nn.functional


class Parameter:
    """What parameters() yields: the engine's parameter, with PyTorch's .data and .grad."""

    def __init__(self, native):
        if isinstance(native, _al.NDArray):
            raise _not_supported("torch.nn", "Parameter(tensor) in a script's own module "
                                 "(build it from nn.Linear and the other layers)")
        self._native = native

    @property
    def data(self):
        return self._native.data()

    @property
    def grad(self):
        return self._native.grad()

    @property
    def shape(self):
        return self._native.shape

    @property
    def name(self):
        return self._native.name

    def numel(self):
        n = 1
        for d in self.shape:
            n *= d
        return n

    def __repr__(self):
        return "Parameter containing:\n" + repr(self._native.data())


class _ModuleMixin:
    """PyTorch's Module interface over a block."""

    def forward(self, x):
        raise NotImplementedError(f"{type(self).__name__} defines no forward(x)")

    def parameters(self):
        return [Parameter(p) for _, p in self._collect_params()]

    def named_parameters(self):
        return [(n, Parameter(p)) for n, p in self._collect_params()]

    def zero_grad(self, set_to_none=False):
        for _, p in self._collect_params():
            p.zero_grad()

    def to(self, device):
        if _device(device) != _device(None):
            raise _not_supported("torch.nn.Module", "to() a GPU (modules live on the CPU in "
                                 "AsyncLab's torch; move the inputs, or use mxnet's "
                                 "initialize(ctx=...))")
        return self

    def train(self, mode=True):
        return self

    def eval(self):
        return self

    def save(self, path):
        """A scripted module's save (torch.jit.save)."""
        from torch import jit
        jit.save(self, path)

    def _torch_params(self, initialized_in):
        for _, p in self._collect_params():
            p.grad_req = "add"
        bound = 1.0 / math.sqrt(initialized_in) if initialized_in else 0.07
        self._initialize(_al.Initializer.uniform(bound), [_device(None)], True)


class Module(_ModuleMixin, _HybridBlock):
    """A module a script defines: forward(x) written with torch's ops. It runs at once, op by
    op; torch.jit.script(module) compiles it into one cached op."""

    def __init__(self):
        _HybridBlock.__init__(self)

    def _asynclab_forward(self, symbolic, x):
        return self.forward(x)


class Sequential(_ModuleMixin, _BlockMixin, _al.HybridSequential):
    def __init__(self, *modules):
        _al.HybridSequential.__init__(self)
        _BlockMixin.__init__(self)
        for i, m in enumerate(modules):
            self._add(m)
            self.__dict__["_py_children"][str(i)] = m

    def forward(self, x):
        return self(x)

    def __repr__(self):
        return "Sequential" + self._describe()[len("HybridSequential"):]


# PyTorch initializes a layer when it is made, before any network holds it: each gets a name
# of its own at once (its parameters' streams are drawn from their names).
_linear_names = itertools.count()


class Linear(_ModuleMixin, _gnn.Dense):
    def __init__(self, in_features, out_features, bias=True, device=None, dtype=None):
        if int(in_features) <= 0:
            raise ValueError(f"Linear: in_features must be positive, not {in_features}")
        _gnn.Dense.__init__(self, int(out_features), use_bias=bool(bias), flatten=False,
                            in_units=int(in_features), prefix=f"linear{next(_linear_names)}")
        self.in_features, self.out_features = int(in_features), int(out_features)
        self._torch_params(self.in_features)

    # PyTorch's weight and bias: the engine's parameters seen as torch.nn.Parameter.
    @property
    def weight(self):
        return Parameter(self.__dict__["_native_weight"])

    @weight.setter
    def weight(self, value):
        self.__dict__["_native_weight"] = value

    @property
    def bias(self):
        native = self.__dict__.get("_native_bias")
        return None if native is None else Parameter(native)

    @bias.setter
    def bias(self, value):
        self.__dict__["_native_bias"] = value

    def _asynclab_repr(self):
        return (f"Linear(in_features={self.in_features}, out_features={self.out_features}, "
                f"bias={self.bias is not None})")


class ReLU(_ModuleMixin, _gnn.Activation):
    def __init__(self, inplace=False):
        _gnn.Activation.__init__(self, "relu")

    def _asynclab_repr(self):
        return "ReLU()"


class Sigmoid(_ModuleMixin, _gnn.Activation):
    def __init__(self):
        _gnn.Activation.__init__(self, "sigmoid")

    def _asynclab_repr(self):
        return "Sigmoid()"


class Tanh(_ModuleMixin, _gnn.Activation):
    def __init__(self):
        _gnn.Activation.__init__(self, "tanh")

    def _asynclab_repr(self):
        return "Tanh()"


class Dropout(_ModuleMixin, _gnn.Dropout):
    def __init__(self, p=0.5, inplace=False):
        _gnn.Dropout.__init__(self, float(p))


class Flatten(_ModuleMixin, _gnn.Flatten):
    def __init__(self, start_dim=1, end_dim=-1):
        if start_dim != 1 or end_dim != -1:
            raise _not_supported("torch.nn.Flatten", "dimensions other than 1..-1")
        _gnn.Flatten.__init__(self)


class MSELoss:
    """mean((input - target)^2) over every element (reduction='mean'), or their sum."""

    def __init__(self, reduction="mean"):
        if reduction not in ("mean", "sum"):
            raise _not_supported("torch.nn.MSELoss", f"reduction={reduction!r}")
        self.reduction = reduction

    def __call__(self, input, target):  # noqa: A002 - PyTorch's names
        if tuple(target.shape) != tuple(input.shape):
            target = target.reshape(input.shape)
        squared = (input - target) ** 2
        return squared.mean() if self.reduction == "mean" else squared.sum()


class CrossEntropyLoss:
    """The mean over the batch of -log softmax(input)[target], targets as class indices."""

    def __call__(self, input, target):  # noqa: A002
        return _al.softmax_cross_entropy(input, target).mean()


def __getattr__(name):
    raise _not_supported("torch.nn", name)
