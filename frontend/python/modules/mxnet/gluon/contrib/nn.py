"""mxnet.gluon.contrib.nn: HybridConcurrent, which runs its children side by side on one input
and joins their outputs (the same block as mxnet.gluon.nn's). Hybridized, the branches are
one graph, whose independent nodes the engine may run in parallel."""
from _asynclab_support import not_supported as _not_supported
from mxnet.gluon.nn import HybridConcurrent


def __getattr__(name):
    raise _not_supported("mxnet.gluon.contrib.nn", name)
