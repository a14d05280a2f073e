"""mxnet.init: how parameters are drawn (each parameter its own stream, seeded by its name)."""
import _asynclab as _al
from _asynclab_support import not_supported as _not_supported


def Uniform(scale=0.07):  # noqa: N802 - MXNet's class names
    return _al.Initializer.uniform(float(scale))


def Normal(sigma=0.01):  # noqa: N802
    return _al.Initializer.normal(float(sigma))


def Xavier(rnd_type="uniform", factor_type="avg", magnitude=3):  # noqa: N802
    if rnd_type != "uniform" or factor_type != "avg":
        raise _not_supported("mxnet.init.Xavier", f"{rnd_type}/{factor_type} (uniform/avg only)")
    return _al.Initializer.xavier(float(magnitude))


def Constant(value):  # noqa: N802
    return _al.Initializer.constant(float(value))


def Zero():  # noqa: N802
    return _al.Initializer.constant(0.0)


def One():  # noqa: N802
    return _al.Initializer.constant(1.0)


Initializer = _al.Initializer


def __getattr__(name):
    raise _not_supported("mxnet.init", name)
