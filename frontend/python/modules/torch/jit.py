"""torch.jit: script() and trace() compile a module, as Gluon's hybridize() does: its next
call traces forward once into a graph, which AsyncLab's passes optimize and one cached op
runs from then on. script() of a function runs it once on symbols, one per parameter: the
graph it records (its .graph) is compiled for the tensors of each call and runs as one op.
Like a trace, that sees straight-line code only: an `if` or a loop on a tensor's value
raises. save() and load() keep a scripted module in one file: a zip archive of its graph
and parameters in MXNet's formats (AsyncLab's own files, not PyTorch's)."""
import inspect
import os
import tempfile
import zipfile

import _asynclab as _al
from _asynclab_support import not_supported as _not_supported

_ATEN = {"elemwise_add": "aten::add", "broadcast_add": "aten::add", "_plus_scalar": "aten::add",
         "elemwise_sub": "aten::sub", "broadcast_sub": "aten::sub",
         "elemwise_mul": "aten::mul", "broadcast_mul": "aten::mul", "_mul_scalar": "aten::mul",
         "FullyConnected": "aten::linear", "Flatten": "aten::flatten",
         "Reshape": "aten::reshape", "Concat": "aten::cat", "Dropout": "aten::dropout",
         "sum": "aten::sum", "mean": "aten::mean"}


def _aten(op, inputs, attrs):
    """A node's op in TorchScript's notation and its operands (a scalar op's number last)."""
    name = _ATEN.get(op, f"aten::{attrs['act_type']}" if op == "Activation" else op)
    return name, list(inputs) + ([attrs["scalar"]] if "scalar" in attrs else [])


class Graph:
    """What ScriptFunction.graph prints: the function's ops in TorchScript's notation, one
    value per line (%name : Tensor = aten::op(%inputs))."""

    def __init__(self, nodes):
        self._nodes = nodes

    def nodes(self):
        return [n for n in self._nodes if n[0] != "null"]

    def inputs(self):
        return [n[1] for n in self._nodes if n[0] == "null"]

    def __str__(self):
        lines = ["graph(" + ",\n      ".join(f"%{n} : Tensor" for n in self.inputs()) + "):"]
        for op, name, inputs, attrs in self.nodes():
            aten, operands = _aten(op, [f"%{i}" for i in inputs], attrs)
            lines.append(f"  %{name} : Tensor = {aten}({', '.join(operands)})")
        lines.append(f"  return (%{self._nodes[-1][1]})")
        return "\n".join(lines) + "\n"

    __repr__ = __str__


class ScriptFunction:
    """A function torch.jit.script compiled: called with tensors, its graph runs as one op
    (compiled again for tensors of other shapes)."""

    def __init__(self, fn, program, names, name):
        self.__name__ = name
        self._program = program
        self._names = names
        self.graph = Graph(self._program.nodes())
        self.__doc__ = fn.__doc__

    @property
    def code(self):
        """The function as the graph has it, in Python."""
        lines = [f"def {self.__name__}({', '.join(self._names)}):"]
        for op, name, inputs, attrs in self.graph.nodes():
            aten, operands = _aten(op, inputs, attrs)
            lines.append(f"    {name} = torch.{aten.split('::')[-1]}({', '.join(operands)})")
        lines.append(f"    return {self.graph.nodes()[-1][1]}")
        return "\n".join(lines) + "\n"

    def __call__(self, *args, **kwargs):
        bound = dict(zip(self._names, args))
        for key, value in kwargs.items():
            if key in bound or key not in self._names:
                raise TypeError(f"{self.__name__}() got an unexpected or repeated argument "
                                f"'{key}'")
            bound[key] = value
        missing = [n for n in self._names if n not in bound]
        if missing or len(args) > len(self._names):
            raise TypeError(f"{self.__name__}() takes {len(self._names)} tensors "
                            f"({', '.join(self._names)}), got {len(args) + len(kwargs)}")
        for name in self._names:
            if not isinstance(bound[name], _al.NDArray):
                raise TypeError(f"{self.__name__}(): '{name}' must be a tensor, not "
                                f"{type(bound[name]).__name__}")
        return self._program.run([bound[n] for n in self._program.arguments()])


def _script_function(fn):
    try:
        parameters = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError) as error:
        raise TypeError(f"torch.jit.script: cannot read the parameters of {fn!r}") from error
    for p in parameters:
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
            raise _not_supported("torch.jit", "script() of a function with *args or **kwargs")
    names = [p.name for p in parameters]
    symbols = [_al.symbol_var(n) for n in names]
    name = getattr(fn, "__name__", "function")
    try:
        result = fn(*symbols)
    except TypeError as error:
        raise TypeError(f"torch.jit.script({name}): AsyncLab compiles a function by running "
                        f"it once on symbols, which have no values: {error}") from error
    if isinstance(result, tuple) and len(result) == 1:
        result = result[0]
    if not isinstance(result, _al.Symbol):
        raise TypeError(f"torch.jit.script({name}): the function returned "
                        f"{type(result).__name__}; a scripted function returns one tensor "
                        "computed from its arguments")
    program = result._program(name)
    unused = [n for n in names if n not in program.arguments()]
    if unused:
        raise ValueError(f"torch.jit.script({name}): the result does not depend on "
                         f"{', '.join(unused)}")
    return ScriptFunction(fn, program, names, name)


def script(obj):
    if hasattr(obj, "_hybridize"):
        obj._hybridize(True)
        return obj
    if callable(obj):
        return _script_function(obj)
    raise TypeError(f"torch.jit.script: {type(obj).__name__} is neither a module nor a function")


def trace(module, example_inputs, check_trace=True):
    # check_trace: PyTorch runs the traced graph again to compare; here the graph is the
    # one the next calls run, so there is nothing to compare it with.
    del check_trace
    if not hasattr(module, "_hybridize"):
        raise _not_supported("torch.jit", "trace() of a function (script() compiles one)")
    script(module)
    example = example_inputs[0] if isinstance(example_inputs, tuple) else example_inputs
    module(example)
    return module


_MEMBERS = ("asynclab-model/symbol.json", "asynclab-model/params")


def save(module, path):
    """Writes a scripted module that has run once to `path`: a zip archive of its graph
    (MXNet's symbol JSON) and its parameters (MXNet's params format)."""
    if not hasattr(module, "_export"):
        raise TypeError(f"torch.jit.save: {type(module).__name__} is not a module")
    with tempfile.TemporaryDirectory() as folder:
        try:
            symbol_file, params_file = module._export(os.path.join(folder, "model"))
        except ValueError as error:
            raise RuntimeError("torch.jit.save: save a module that torch.jit.script compiled "
                               "and that has run once since (net = torch.jit.script(net); "
                               "net(x); net.save(path))") from error
        with zipfile.ZipFile(os.fspath(path), "w") as archive:
            archive.write(symbol_file, _MEMBERS[0])
            archive.write(params_file, _MEMBERS[1])


class ScriptModule:
    """A module torch.jit.load read: its graph runs as one cached op."""

    def __init__(self, native, path):
        self._native = native
        self._path = path

    def __call__(self, x):
        return self._native(x)

    def forward(self, x):
        return self._native(x)

    def eval(self):
        return self

    def train(self, mode=True):
        return self

    def save(self, path):
        raise _not_supported("torch.jit.ScriptModule", f"save() of a loaded module (copy "
                             f"{self._path} instead)")

    def __repr__(self):
        return "RecursiveScriptModule(" + ", ".join(self._native._ops()) + ")"


def load(path, map_location=None):
    """Reads a module torch.jit.save (or a scripted module's save()) wrote."""
    path = os.fspath(path)
    try:
        archive = zipfile.ZipFile(path)
    except zipfile.BadZipFile as error:
        raise RuntimeError(f"torch.jit.load: {path} is not a file AsyncLab's torch.jit.save "
                           "wrote (not a zip archive)") from error
    with archive, tempfile.TemporaryDirectory() as folder:
        names = set(archive.namelist())
        missing = [m for m in _MEMBERS if m not in names]
        if missing:
            raise RuntimeError(f"torch.jit.load: {path} lacks {', '.join(missing)}: AsyncLab "
                               "reads the files its own torch.jit.save writes, not PyTorch's")
        for member in _MEMBERS:
            archive.extract(member, folder)
        symbol_file, params_file = (os.path.join(folder, m) for m in _MEMBERS)
        return ScriptModule(_al.import_model(symbol_file, params_file), path)


def __getattr__(name):
    raise _not_supported("torch.jit", name)
