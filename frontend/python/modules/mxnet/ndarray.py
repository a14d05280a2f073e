"""mxnet.ndarray: MXNet's arrays (nd.array, nd.ones, ...), the same arrays as mxnet.np's, and
the F a block's hybrid_forward gets when it runs imperatively. Its np and npx are mxnet.np
and mxnet.npx, whose ops run at once on arrays."""
import _asynclab as _al
from _asynclab_support import not_supported as _not_supported
from mxnet import np, npx
from mxnet.np import array, ones, zeros, full, arange, dot

NDArray = _al.NDArray


def __getattr__(name):
    raise _not_supported("mxnet.ndarray", name)
