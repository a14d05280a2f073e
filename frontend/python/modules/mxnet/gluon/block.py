"""Gluon's Block, HybridBlock, SymbolBlock and ParameterDict over AsyncLab's engine.

A block a script defines runs its forward (or hybrid_forward(F, x)) from the engine's C++
blocks: imperatively with F = mxnet.ndarray and arrays; once hybridized, its first call
traces the method with F = mxnet.symbol and symbols into a graph, which AsyncLab's passes
optimize and one cached op runs from then on (a print() in it fires during that trace
only). Child blocks assigned as attributes are registered, as in Gluon."""
import contextlib
import os

import _asynclab as _al
from _asynclab_support import device as _device, not_supported as _not_supported


def _initializer(init):
    if init is None:
        return _al.Initializer.uniform(0.07)
    if isinstance(init, _al.Initializer):
        return init
    if isinstance(init, str):
        from mxnet import init as _init
        names = {"uniform": _init.Uniform, "normal": _init.Normal, "xavier": _init.Xavier,
                 "zeros": _init.Zero, "ones": _init.One}
        if init.lower() in names:
            return names[init.lower()]()
    raise TypeError(f"{init!r} is not an initializer: use mxnet.init.Uniform(), Normal(), "
                    "Xavier(), Constant(v), Zero() or One()")


class ParameterDict(dict):
    """The parameters of a network by full name, in the order it defines them."""

    def initialize(self, init=None, ctx=None, verbose=False, force_reinit=False):
        init = _initializer(init)
        for p in self.values():
            p.initialize(init, _contexts(ctx), force_reinit)

    def zero_grad(self):
        for p in self.values():
            p.zero_grad()

    def setattr(self, name, value):
        for p in self.values():
            setattr(p, name, value)

    def __repr__(self):
        lines = [f"  {p!r}" for p in self.values()]
        return "ParameterDict(\n" + "\n".join(lines) + "\n)"


def _contexts(ctx):
    """The devices of initialize(ctx=...): one, or a list (a copy of every parameter on
    each, for data parallelism)."""
    if ctx is None:
        return [_device(None)]
    if isinstance(ctx, (list, tuple)):
        if not ctx:
            raise ValueError("initialize(ctx=[]): name at least one device")
        return [_device(c) for c in ctx]
    return [_device(ctx)]


class Parameter:
    """gluon.Parameter('weight', shape=...) assigned to a block's attribute: the block makes
    the parameter (named after the block) and the attribute then holds it."""

    def __init__(self, name="weight", shape=None, init=None, grad_req="write", dtype="float32"):
        self.name = name
        self.shape = tuple(shape) if isinstance(shape, (list, tuple)) else (shape,)
        self.init = init
        self.grad_req = grad_req


class _BlockMixin:
    """What Gluon's blocks have in common, written once for the engine's block classes."""

    def __init__(self, prefix=None, params=None, **kwargs):
        base = type(self).__name__.lower()
        if hasattr(self, "_asynclab_forward"):
            self._native_init(base, type(self).__name__)
        object.__setattr__(self, "_py_children", {})
        if prefix:
            self._set_name(str(prefix).rstrip("_"))

    # Children and own parameters assigned as attributes are registered.
    def __setattr__(self, name, value):
        if isinstance(value, _al.Block):
            if name in self.__dict__.get("_py_children", {}):
                raise _not_supported("mxnet.gluon.Block", f"replacing the child {name}")
            self._register_child(value)
            self.__dict__.setdefault("_py_children", {})[name] = value
        elif isinstance(value, Parameter):
            init = None if value.init is None else _initializer(value.init)
            param = self._add_param(value.name, list(value.shape), init)
            param.grad_req = value.grad_req
            value = param
        object.__setattr__(self, name, value)

    def __call__(self, x, *args):
        if args:
            raise _not_supported("mxnet.gluon.Block", "calls with more than one input")
        if isinstance(x, _al.Symbol):
            return self._call_traced(x)
        return self._call(x)

    def name_scope(self):
        return contextlib.nullcontext()

    @property
    def name(self):
        self._name_tree()
        return self._name

    @property
    def prefix(self):
        return self.name + "_"

    @property
    def params(self):
        return ParameterDict((p.name, p) for p in self._own_params())

    def collect_params(self, select=None):
        items = self._collect_params()
        if select is not None:
            import re
            pattern = re.compile(select)
            items = [(n, p) for n, p in items if pattern.search(n)]
        return ParameterDict(items)

    def initialize(self, init=None, ctx=None, verbose=False, force_reinit=False):
        self._initialize(_initializer(init), _contexts(ctx), force_reinit)

    def hybridize(self, active=True, static_alloc=False, static_shape=False, **kwargs):
        self._hybridize(bool(active))

    def export(self, path, epoch=0, remove_amp_cast=True):
        """Writes PATH-symbol.json and PATH-EPOCH.params (EPOCH as 4 digits), as MXNet does;
        needs a hybridized block that has run once. Returns both paths."""
        folder = os.path.dirname(path)
        if folder:
            os.makedirs(folder, exist_ok=True)
        symbol_file, params_file = self._export(path)
        wanted = f"{path}-{int(epoch):04d}.params"
        if wanted != params_file:
            os.replace(params_file, wanted)
            params_file = wanted
        return symbol_file, params_file

    def forward(self, x, *args):
        raise NotImplementedError(f"{type(self).__name__} defines no forward(x)")

    def __getitem__(self, index):
        children = list(self.__dict__.get("_py_children", {}).values())
        return children[index]

    def __len__(self):
        return len(self.__dict__.get("_py_children", {}))

    def __repr__(self):
        return self._describe()


class Block(_BlockMixin, _al.Block):
    """Gluon's Block: forward(x) runs imperatively, always (never compiled)."""

    def _native_init(self, base, kind):
        _al.Block.__init__(self, base, kind)

    def _asynclab_forward(self, symbolic, x):
        return self.forward(x)


class HybridBlock(_BlockMixin, _al.HybridBlock):
    """Gluon's HybridBlock: hybrid_forward(self, F, x, **params) or forward(self, x), written
    with F's (or mxnet.np's and npx's) ops, so that hybridize() can compile it."""

    def _native_init(self, base, kind):
        _al.HybridBlock.__init__(self, base, kind)

    def _asynclab_forward(self, symbolic, x):
        if type(self).hybrid_forward is not HybridBlock.hybrid_forward:
            import mxnet
            F = mxnet.symbol if symbolic else mxnet.ndarray
            # Each call takes the copies on its input's device (data parallelism).
            ctx = None if symbolic else x.ctx
            own = {p.name[len(self._name) + 1:]: p.data(ctx) for p in self._own_params()}
            return self.hybrid_forward(F, x, **own)
        return self.forward(x)

    def hybrid_forward(self, F, x, *args, **kwargs):
        raise NotImplementedError(f"{type(self).__name__} defines neither hybrid_forward(F, x) "
                                  "nor forward(x)")


class SymbolBlock:
    """A model read back from MXNet's files (SymbolBlock.imports)."""

    def __init__(self, native):
        self._native = native

    @staticmethod
    def imports(symbol_file, input_names=None, param_file=None, ctx=None, **kwargs):
        if input_names not in (None, "data", ["data"], ("data",)):
            raise _not_supported("mxnet.gluon.SymbolBlock", f"inputs other than 'data' "
                                 f"({input_names!r})")
        return SymbolBlock(_al.import_model(str(symbol_file), str(param_file or "")))

    def __call__(self, x):
        return self._native(x)

    def collect_params(self):
        return dict(self._native._params())

    def hybridize(self, active=True, **kwargs):
        """A loaded model always runs as one cached op."""

    def __repr__(self):
        return "SymbolBlock(" + ", ".join(self._native._ops()) + ")"
