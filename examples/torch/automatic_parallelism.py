# Section 12.3, automatic parallelism (PyTorch): computing on the GPU while the previous
# results are copied back to the CPU overlaps computation and communication.
from d2l import torch as d2l
import torch

# %%
device = d2l.try_gpu()


def run(x):
    return [x.mm(x) for _ in range(20)]


def copy_to_cpu(xs, non_blocking=False):
    return [y.to('cpu', non_blocking=non_blocking) for y in xs]


# %%
x = torch.rand(size=(4000, 4000), device=device)
run(x)
torch.cuda.synchronize()

# %%
with d2l.Benchmark('compute on the GPU'):
    y = run(x)
    torch.cuda.synchronize()

# %%
with d2l.Benchmark('then copy to the CPU'):
    y_cpu = copy_to_cpu(y)
    torch.cuda.synchronize()

# %%
with d2l.Benchmark('compute and copy, overlapped'):
    y = run(x)
    y_cpu = copy_to_cpu(y, True)
    torch.cuda.synchronize()
