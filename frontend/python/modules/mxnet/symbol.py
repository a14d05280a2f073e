"""mxnet.symbol: symbolic programming. var() declares a variable; operators on symbols build
a graph and compute nothing; eval(a=..., ...) binds arrays to the arguments, optimizes the
graph with the passes hybridize() runs, and runs it as one op on the engine. It is also the F
a hybridized block's hybrid_forward gets while it is traced: np and npx are mxnet.np and
mxnet.npx, whose ops record graph nodes when given symbols. A symbol has no values
(asnumpy(), item() and `if` on it say so)."""
import _asynclab as _al
from _asynclab_support import not_supported as _not_supported
from mxnet import np, npx

Symbol = _al.Symbol


def var(name, shape=None, dtype=None, **kwargs):
    """A variable of the graph, bound to an array by its name at eval. `shape`, when given,
    is checked against that array."""
    if kwargs:
        raise _not_supported("mxnet.symbol.var", "the options " + ", ".join(sorted(kwargs)))
    return _al.symbol_var(str(name), None if shape is None else [int(d) for d in shape],
                          None if dtype is None else str(dtype))


Variable = var


def __getattr__(name):
    raise _not_supported("mxnet.symbol", name)
