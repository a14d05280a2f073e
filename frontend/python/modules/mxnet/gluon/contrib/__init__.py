"""mxnet.gluon.contrib: the contributed blocks the chapter uses (contrib.nn)."""
from _asynclab_support import not_supported as _not_supported
from mxnet.gluon.contrib import nn


def __getattr__(name):
    raise _not_supported("mxnet.gluon.contrib", name)
