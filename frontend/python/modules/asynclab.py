"""What AsyncLab adds for scripts that look at the engine itself: its memory per device and
its clock. (The chapter reads the process's memory with ps; on a simulated machine, and to
see only the arrays, the engine's own count is the one to read.)"""
import _asynclab as _al
from _asynclab_support import device as _device


def simulated():
    """Whether the script runs on AsyncLab's simulated machine (sim mode)."""
    return _al.simulated()


def now():
    """Seconds on the front end's clock (the simulated machine's in sim mode)."""
    return _al.now()


def memory_in_use(device=None):
    """Bytes of the arrays alive on `device` (the CPU by default) right now."""
    return _al.memory_stats(_device(device))["in_use"]


def memory_peak(device=None):
    """The most bytes in use on `device` since reset_peak()."""
    return _al.memory_stats(_device(device))["peak"]


def reset_peak(device=None):
    """Starts a new peak from what is in use now."""
    _al.reset_peak(_device(device))
