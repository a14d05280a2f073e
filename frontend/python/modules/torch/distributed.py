"""torch.distributed: processes on several machines or GPUs, each with its own engine, which
AsyncLab (one process, one engine) does not have; every use of it says so by name."""
from _asynclab_support import not_supported as _not_supported


def __getattr__(name):
    raise _not_supported("torch.distributed", name)
