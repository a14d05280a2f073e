"""mxnet.ndarray: the F a block's hybrid_forward gets when it runs imperatively. Its np and
npx are mxnet.np and mxnet.npx, whose ops run at once on arrays."""
import _asynclab as _al
from _asynclab_support import not_supported as _not_supported
from mxnet import np, npx

NDArray = _al.NDArray


def __getattr__(name):
    raise _not_supported("mxnet.ndarray", name)
