"""`from d2l import torch as d2l`: the chapter's helpers with PyTorch's devices."""
import _asynclab as _al
import torch
from d2l._common import Benchmark, Timer  # noqa: F401 - the helpers d2l gives


def cpu():
    return torch.device("cpu")


def num_gpus():
    return _al.num_gpus()


def try_gpu(i=0):
    return torch.device(f"cuda:{i}") if _al.num_gpus() >= i + 1 else torch.device("cpu")


def try_all_gpus():
    devices = [torch.device(f"cuda:{i}") for i in range(_al.num_gpus())]
    return devices if devices else [torch.device("cpu")]
