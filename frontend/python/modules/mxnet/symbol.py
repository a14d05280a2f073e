"""mxnet.symbol: the F a hybridized block's hybrid_forward gets while it is traced. Its np and
npx are mxnet.np and mxnet.npx, whose ops record graph nodes when given symbols; a symbol
has no values (asnumpy(), item() and `if` on it say so)."""
import _asynclab as _al
from _asynclab_support import not_supported as _not_supported
from mxnet import np, npx

Symbol = _al.Symbol


def __getattr__(name):
    raise _not_supported("mxnet.symbol", name)
